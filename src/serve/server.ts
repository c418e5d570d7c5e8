// `lendocs serve`: builds the site, serves it on loopback, and with --watch rebuilds what a save changes and tells
// connected browsers to reload. A mistake in the content never stops the server: it shows an overlay instead.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { realpath, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { CONFIG_FILE } from '../config/load.js';
import { createDevSite, type DevSite, type UpdateResult } from './dev-site.js';
import type { ServeTestHooks } from './dev-drawing.js';
import type { FirstPage } from './first-pages.js';
import type { CacheOptions } from '../pipeline/build.js';
import { crashPage, overlayPage } from './dev-pages.js';
import { createHostCheck } from './host-check.js';
import { createLiveReload, LIVE_RELOAD_CLIENT, LIVE_RELOAD_EVENTS_PATH, LIVE_RELOAD_SCRIPT_PATH, type LiveReload } from './live-reload.js';
import { createStaticHandler, resolveRequestPath } from './http/static-handler.js';
import { withoutBase } from '../shared/base-url.js';
import { makeServeDir, removeLeftoverServeDirs } from './temp-dirs.js';
import { watchContent, type Watching } from './watch-content.js';

export interface ServeOptions {
  root: string;
  port: number;
  host: string;
  watch: boolean;
  /** The persistent parse cache to read and fill, as `build` does (none when omitted). */
  cache?: CacheOptions;
  /** A site with i18n: the locale to serve, under its base (Docusaurus's dev server serves one at a time); default the default locale. */
  locale?: string;
  /** Called after each rebuild (for the CLI's log line and for tests). */
  onUpdate?: (result: UpdateResult & { trigger: string }) => void;
  /** Called once the port is bound, before the first build. */
  onListening?: (url: string) => void;
  /** Aborting it during the first build stops the server and removes its folder (Ctrl-C, SIGTERM). */
  signal?: AbortSignal;
}

export interface RunningServer {
  url: string;
  server: Server;
  site: DevSite;
  firstBuild: UpdateResult;
  close(): Promise<void>;
}

/** The server cannot start as asked (a missing content folder, a busy port…); the message says what to do. */
export class ServeSetupError extends Error {
  constructor(
    message: string,
    /** 2 for a usage error (a wrong --root or --host), 1 for a condition of the machine. */
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

export class PortInUseError extends ServeSetupError {
  constructor(message: string) {
    super(message, 1);
  }
}

/** The signal was aborted before the first build ended; everything made so far was removed. */
export class ServeAbortedError extends Error {}

/** `testHooks`: for tests only (render/render-site.ts, dev-drawing.ts), never passed by the serve command. */
export async function startServer(options: ServeOptions, testHooks?: ServeTestHooks): Promise<RunningServer> {
  const root = path.resolve(options.root);
  await checkContentRoot(root);
  await removeLeftoverServeDirs();
  const liveReload = createLiveReload();
  // Requests that arrive during the first build wait until a page can be drawn (from the site's outline, or once the
  // site is compiled): then a page not drawn yet is drawn for its request, and any other file not written yet waits
  // for the end of the first build (firstBuildDone).
  let site: DevSite | undefined;
  let serveStatic: ReturnType<typeof createStaticHandler> | undefined;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let firstBuildOver = false;
  let markFirstBuildDone!: () => void;
  const firstBuildDone = new Promise<void>((resolve) => (markFirstBuildDone = resolve)).then(() => void (firstBuildOver = true));
  const serving = ready.then(() => ({ site: site!, serveStatic: serveStatic!, firstBuildDone, firstBuildOver: () => firstBuildOver }));
  const server = createServer(requestListener({ host: options.host, liveReload, ready: serving }));

  // The port is taken before the first build, so a busy one is reported at once rather than after the build.
  await listen(server, options).catch((cause) => {
    liveReload.close();
    throw cause;
  });
  const url = serverUrl(server, options);

  let outDir: string | undefined;
  const stop = async () => {
    liveReload.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await site?.close();
    if (outDir) await rm(outDir, { recursive: true, force: true, maxRetries: 3 });
  };

  let firstBuild: UpdateResult;
  try {
    const folder = (outDir = await makeServeDir());
    options.onListening?.(url);
    const making = createDevSite(root, outDir, { cache: options.cache, locale: options.locale }, testHooks);
    // Stopped before the site is made: close it once it is, or its highlighter stays alive.
    making.then(
      (made) => (options.signal?.aborted ? made.close() : undefined),
      () => undefined,
    );
    const made = (site = await untilAborted(making, options.signal));
    serveStatic = createStaticHandler(folder, { base: () => made.baseUrl() });
    // A page asked for before the site is compiled is drawn from the site's outline (dev-site.ts, first-pages.ts).
    if (await untilAborted(made.outline(), options.signal)) markReady();
    firstBuild = await untilAborted(made.update({}, { onDrawable: markReady }), options.signal);
    // A first build that stopped before drawing (an error in the content) is served as its overlay.
    markReady();
    if (firstBuild.ok) await untilAborted(made.writeExtras(), options.signal);
  } catch (cause) {
    // The first build cannot be interrupted midway; whatever it still writes is dropped (site.close()).
    await stop();
    throw cause;
  } finally {
    markFirstBuildDone();
  }

  let watcher: Watching | undefined;
  if (options.watch) watcher = await watchContent(root, site, liveReload, options.onUpdate, { cacheDir: options.cache && path.resolve(options.cache.dir) });

  return {
    // The site's own address, under its base path.
    url: url + site.baseUrl().slice(1),
    server,
    site,
    firstBuild,
    async close() {
      // Stop watching and let a rebuild or index write in progress finish before the folder goes away.
      await watcher?.stop();
      await stop();
    },
  };
}

/** Answers requests: the Host check, live reload, then the site (under its base path) once its first build is ready. */
interface Serving {
  site: DevSite;
  serveStatic: ReturnType<typeof createStaticHandler>;
  /** Settles when the first build has written everything (pages, static files, search index, feeds…). */
  firstBuildDone: Promise<void>;
  firstBuildOver: () => boolean;
}

function requestListener({ host, liveReload, ready }: { host: string; liveReload: LiveReload; ready: Promise<Serving> }) {
  const hostAllowed = createHostCheck(host);
  return (request: IncomingMessage, response: ServerResponse) => {
    if (!hostAllowed(request.headers.host)) {
      response
        .writeHead(421, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' })
        .end(`This lendocs dev server answers only to localhost, 127.0.0.1, [::1] and ${host}, not to "${request.headers.host}".\n`);
      return;
    }
    const requested = (request.url ?? '/').split('?')[0];
    // The live-reload script opens its events at the root; the page asks for the script under the site's base
    // (respond), since it is written like any other asset.
    if (requested === LIVE_RELOAD_EVENTS_PATH) return liveReload.connect(response, request.headers.cookie);
    void ready
      .then((serving) => respond(request, response, withoutBase(serving.site.baseUrl(), requested) ?? requested, { ...serving, liveReload }))
      .catch(() => {
        if (!response.headersSent) response.writeHead(500).end();
        else response.destroy();
      });
  };
}

function serverUrl(server: Server, options: ServeOptions): string {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/`;
}

/** A missing or wrong --root is reported before anything is served, not as an error page. */
async function checkContentRoot(root: string): Promise<void> {
  const info = await stat(root).catch(() => undefined);
  const advice =
    `A site folder holds ${CONFIG_FILE}, with docs/, blog/, pages/ and static/ beside it. Name yours with --root DIR ` +
    `(without --root, lendocs serve uses the current folder when it holds ${CONFIG_FILE}, else ./content), or make one with "npx lendocs init my-docs".`;
  if (!info) throw new ServeSetupError(`The site folder ${root} does not exist. ${advice}`, 2);
  if (!info.isDirectory()) throw new ServeSetupError(`${root} is a file, not a site folder. ${advice}`, 2);
  const config = await stat(path.join(root, CONFIG_FILE)).catch(() => undefined);
  if (!config || config.isDirectory()) {
    throw new ServeSetupError(`${root} has no ${CONFIG_FILE}, so it is not a lendocs site folder. ${advice}`, 2);
  }
}

export function listen(server: Server, options: { port: number; host: string }): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', (cause: NodeJS.ErrnoException) => {
      if (cause.code === 'EADDRINUSE') reject(new PortInUseError(`Port ${options.port} is already in use on ${options.host}.`));
      else if (cause.code === 'EADDRNOTAVAIL' || cause.code === 'ENOTFOUND' || cause.code === 'EAI_AGAIN') {
        reject(new ServeSetupError(`Cannot listen on ${options.host}: it is not an address of this machine. Leave out --host to use 127.0.0.1.`, 2));
      } else if (cause.code === 'EACCES') {
        reject(new ServeSetupError(`Not allowed to listen on port ${options.port} (ports below 1024 need administrator rights). Choose another with --port, or --port 0 for a free one.`, 1));
      } else reject(cause);
    });
    server.listen(options.port, options.host, () => resolve());
  });
}

/** `work`, or a ServeAbortedError as soon as `signal` is aborted (the work itself goes on and is ignored). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new ServeAbortedError('Stopped during the first build.'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

async function respond(request: IncomingMessage, response: ServerResponse, pathname: string, serving: Serving & { liveReload: LiveReload }) {
  const { site, serveStatic } = serving;
  if (pathname === LIVE_RELOAD_SCRIPT_PATH) {
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }).end(LIVE_RELOAD_CLIENT);
    return;
  }
  const firstPage = await drawRequested(pathname, site);
  if (firstPage) {
    // Drawn before the full build: the browser showing it reloads if that build draws it otherwise.
    response.setHeader('set-cookie', serving.liveReload.reloadIfChanged(firstPage.changed));
    // That build starts once the page is out (first-pages.ts untilOutlineDrawn), as the browser is waiting for it.
    response.once('finish', firstPage.answered).once('close', firstPage.answered);
  }
  const blocking = site.blocking();
  const wantsPage = !/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith('.html');
  if (blocking.length > 0 && wantsPage && (request.method === 'GET' || request.method === 'HEAD')) {
    response.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(overlayPage(blocking));
    return;
  }
  const crash = site.crashed().get(routeOf(pathname, site));
  if (crash) {
    response.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(crashPage(crash));
    return;
  }
  await untilWritten(pathname, serving);
  await serveStatic(request, response);
}

function routeOf(pathname: string, dev: DevSite): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
  if (dev.crashed().has(decoded)) return decoded;
  const alternative = decoded.endsWith('/') ? decoded.slice(0, -1) : `${decoded}/`;
  return dev.crashed().has(alternative) ? alternative : decoded;
}

/** A page the rebuild in progress has not drawn yet is drawn now, ahead of the others (from the outline, before the first). */
async function drawRequested(pathname: string, site: DevSite): Promise<FirstPage | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  // The files a static host finds for the path (http/static-handler.ts), relative to the folder.
  const candidates = decoded.endsWith('/') ? [`${decoded}index.html`] : [decoded, `${decoded}/index.html`, `${decoded}.html`];
  let firstPage: FirstPage | undefined;
  for (const candidate of candidates) firstPage ??= await site.drawNow(candidate.replace(/^\/+/, ''));
  return firstPage;
}

/** During the first build, a file the folder lacks yet is waited for until that build ends (then it is a 404 at once). */
async function untilWritten(pathname: string, { site, firstBuildDone, firstBuildOver }: Serving): Promise<void> {
  if (firstBuildOver()) return;
  const found = await resolveRequestPath(await realpath(site.outDir), pathname);
  if (found.status !== 200) await firstBuildDone;
}
