// `lendocs serve`: builds the site, serves it on loopback, and with --watch rebuilds what a save changes and tells
// connected browsers to reload. A mistake in the content never stops the server: it shows an overlay instead.
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { watch } from 'chokidar';
import { CONFIG_FILE } from '../config/load.js';
import { createDevSite, type DevSite, type UpdateResult } from './dev-site.js';
import { crashPage, overlayPage } from './dev-pages.js';
import { createLiveReload, LIVE_RELOAD_CLIENT, LIVE_RELOAD_EVENTS_PATH, LIVE_RELOAD_SCRIPT_PATH } from './live-reload.js';
import { createStaticHandler } from './static-handler.js';

export interface ServeOptions {
  root: string;
  port: number;
  host: string;
  watch: boolean;
  /** Called after each rebuild (for the CLI's log line and for tests). */
  onUpdate?: (result: UpdateResult & { trigger: string }) => void;
}

export interface RunningServer {
  url: string;
  server: Server;
  site: DevSite;
  firstBuild: UpdateResult;
  close(): Promise<void>;
}

export class PortInUseError extends Error {}

export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const root = path.resolve(options.root);
  const outDir = await mkdtemp(path.join(tmpdir(), 'lendocs-serve-'));
  const site = await createDevSite(root, outDir);
  const firstBuild = await site.update();
  if (firstBuild.ok) await site.writeExtras();
  const liveReload = createLiveReload();
  const serveStatic = createStaticHandler(outDir);

  const server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname === LIVE_RELOAD_EVENTS_PATH) return liveReload.connect(response);
    if (pathname === LIVE_RELOAD_SCRIPT_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }).end(LIVE_RELOAD_CLIENT);
      return;
    }
    void (async () => {
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
      await serveStatic(request, response);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (cause: NodeJS.ErrnoException) => {
      reject(cause.code === 'EADDRINUSE' ? new PortInUseError(`Port ${options.port} is already in use on ${options.host}.`) : cause);
    });
    server.listen(options.port, options.host, () => resolve());
  }).catch(async (cause) => {
    liveReload.close();
    await site.close();
    await rm(outDir, { recursive: true, force: true });
    throw cause;
  });

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  let watcher: Watching | undefined;
  if (options.watch) watcher = watchContent(root, site, liveReload, options.onUpdate);

  return {
    url: `http://${host}:${port}/`,
    server,
    site,
    firstBuild,
    async close() {
      // Stop watching and let a rebuild or index write in progress finish before the folder goes away.
      await watcher?.stop();
      liveReload.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await site.close();
      await rm(outDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };

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
}

async function modificationTimes(root: string, files: Set<string>): Promise<Map<string, number>> {
  const times = new Map<string, number>();
  for (const relative of files) times.set(relative, (await stat(path.join(root, relative)).catch(() => undefined))?.mtimeMs ?? -1);
  return times;
}

/** Rebuilds on changes; bursts of events (an editor's save) are handled as one. */
interface Watching {
  stop(): Promise<void>;
}

function watchContent(root: string, site: DevSite, liveReload: ReturnType<typeof createLiveReload>, onUpdate: ServeOptions['onUpdate']): Watching {
  const watcher = watch(root, { ignoreInitial: true, ignored: (file) => /(^|[/\\])(\.|node_modules)/.test(path.relative(root, file)) });
  let changed = new Set<string>();
  let full = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let indexTimer: NodeJS.Timeout | undefined;
  let indexing: Promise<void> = Promise.resolve();
  let stopped = false;

  const flush = () => {
    const batch = { changed, full };
    changed = new Set();
    full = false;
    running = running.then(async () => {
      const trigger = [...batch.changed].join(', ') || (batch.full ? CONFIG_FILE : 'content');
      const seen = await modificationTimes(root, batch.full ? new Set([...batch.changed, CONFIG_FILE]) : batch.changed);
      const result = await site.update(batch);
      liveReload.reload({ routes: result.rendered, ok: result.ok });
      onUpdate?.({ ...result, trigger });
      if (result.ok) {
        clearTimeout(indexTimer);
        // Feeds, sitemap and search index trail edits by a moment; remaking them on every save would slow the reload.
        indexTimer = setTimeout(() => {
          indexing = site.writeExtras().catch(() => undefined);
        }, 300);
        indexTimer.unref();
      }
      // chokidar drops a second change to the same file within 50 ms; look again once that window has passed.
      setTimeout(() => void recheck(seen), 60).unref();
    });
  };

  const recheck = async (seen: Map<string, number>) => {
    if (stopped) return;
    const now = await modificationTimes(root, new Set(seen.keys()));
    const missed = [...now].filter(([relative, time]) => seen.get(relative) !== time).map(([relative]) => relative);
    if (missed.length === 0) return;
    for (const relative of missed) {
      if (relative === CONFIG_FILE) full = true;
      else changed.add(relative);
    }
    clearTimeout(timer);
    timer = setTimeout(flush, 0);
  };

  watcher.on('all', (_event, file) => {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (relative === CONFIG_FILE) full = true;
    else changed.add(relative);
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(flush, 15);
  });
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(indexTimer);
      await watcher.close();
      await running.catch(() => undefined);
      await indexing;
    },
  };
}
