// The render loop, once for `build` and `serve --watch`: each route becomes HTML through the templates, or, when
// its fingerprint shows its inputs are unchanged, is copied from the previous output. Pages are handed to the
// writer as they are made, so memory does not grow with the site. Drawing is in this thread by default; a large
// build passes `draw` to spread it over worker threads (workers/render-pool.ts).
import { error } from '../errors.js';
import { createTaskQueue, FILE_CONCURRENCY } from '../shared/concurrency.js';
import { outputFileForRoute, pageOf } from '../shared/site-paths.js';
import type { Diagnostic, OutputWriter, Route } from '../types.js';
import { renderRoute, type RenderContext } from './render-route.js';

/**
 * For tests only, never passed by production callers: a route whose drawing throws, since valid input never makes a
 * template throw and the tests of what a failed render leaves behind (the output untouched, serve's crash page)
 * need one. Read at each page, so a test may change it while serve runs; render workers are sent it.
 */
export interface RenderTestHooks {
  renderFault?: string;
}

export interface RenderSiteOptions {
  context: RenderContext;
  /** The routes to draw (default: every route of the site). */
  routes?: Route[];
  writer: OutputWriter;
  /** A hash of everything a route's HTML is made from (render/fingerprint.ts). */
  fingerprint: (route: Route) => string;
  /** The previous output file made from exactly these inputs, when there is one to copy instead of rendering. */
  previous?: (outFile: string, fingerprint: string) => string | undefined;
  /** True when the writer already holds this file made from these inputs (serve's folder): nothing to do. */
  unchanged?: (outFile: string, fingerprint: string) => boolean;
  /** Told as each route is finished (drawn, copied or unchanged): how many of how many. */
  onCount?: (done: number, total: number) => void;
  /** Go on after a template throws (serve shows that page's error and keeps the rest); a build stops. */
  continueAfterFailure?: boolean;
  /** Draws and writes the routes that need drawing (default: `drawInThread`). */
  draw?: DrawPages;
}

/** A route to draw, and the output file it goes to. */
export interface DrawJob {
  route: Route;
  outFile: string;
}

export type RenderFailure = { route: Route; diagnostic: Diagnostic };

/**
 * Draws `jobs` and writes each page, calling `onDrawn` once per page finished; returns the templates that threw
 * (a build's drawing stops at the first).
 */
export type DrawPages = (jobs: DrawJob[], onDrawn: () => void) => Promise<RenderFailure[]>;

export interface RenderSiteResult {
  /** Output file → fingerprint, for every route drawn or copied. */
  fingerprints: Record<string, string>;
  /** Routes rendered anew (not copied). */
  rendered: Route[];
  reused: number;
  /** Templates that threw, by route (a build stops at the first). */
  failures: RenderFailure[];
}

export async function renderSite(options: RenderSiteOptions, testHooks?: RenderTestHooks): Promise<RenderSiteResult> {
  const result: RenderSiteResult = { fingerprints: {}, rendered: [], reused: 0, failures: [] };
  const routes = options.routes ?? options.context.site.routes;
  let finished = 0;
  const count = () => options.onCount?.(finished++, routes.length);
  // Unchanged pages are copied first (while nothing else uses the disk); the rest are drawn after.
  const copies = createTaskQueue(FILE_CONCURRENCY);
  const jobs: DrawJob[] = [];
  for (const route of routes) {
    const outFile = outputFileForRoute(route.path, options.context.site.config.trailingSlash);
    const fingerprint = options.fingerprint(route);
    result.fingerprints[outFile] = fingerprint;
    if (options.unchanged?.(outFile, fingerprint)) {
      count();
      continue;
    }
    const previous = options.previous?.(outFile, fingerprint);
    if (!previous) {
      jobs.push({ route, outFile });
      continue;
    }
    count();
    await copies.add(() => options.writer.copy(outFile, previous));
    result.reused++;
  }
  await copies.drain();
  const draw = options.draw ?? drawInThread(options, testHooks);
  result.failures = await draw(jobs, count);
  const failed = new Set(result.failures.map((failure) => failure.route));
  // A build stops at its first failure, so only a complete drawing counts as rendered; serve keeps the others.
  if (failed.size === 0 || options.continueAfterFailure) result.rendered = jobs.map((job) => job.route).filter((route) => !failed.has(route));
  if (failed.size === 0) options.onCount?.(routes.length, routes.length);
  return result;
}

/** Draws the pages in this thread: the next page renders while the last ones are written. */
export function drawInThread({ context, writer, continueAfterFailure }: Pick<RenderSiteOptions, 'context' | 'writer' | 'continueAfterFailure'>, testHooks?: RenderTestHooks): DrawPages {
  return async (jobs, onDrawn) => {
    const writes = createTaskQueue(FILE_CONCURRENCY);
    const failures: RenderFailure[] = [];
    for (const { route, outFile } of jobs) {
      const { html, diagnostic } = renderOrDiagnose(route, context, testHooks);
      if (diagnostic) {
        failures.push({ route, diagnostic });
        if (continueAfterFailure) continue;
        break;
      }
      await writes.add(() => writer.write(outFile, html!));
      onDrawn();
    }
    await writes.drain();
    return failures;
  };
}

/** Renders one route, turning a template exception into a diagnostic that names the page's source. */
export function renderOrDiagnose(route: Route, context: RenderContext, testHooks?: RenderTestHooks): { html?: string; diagnostic?: Diagnostic } {
  try {
    if (testHooks?.renderFault === route.path) throw new Error('a fault injected by a test (renderFault)');
    return { html: renderRoute(route, context) };
  } catch (cause) {
    return {
      diagnostic: {
        ...error('render-failed', `Rendering ${route.path} failed: ${(cause as Error).message}`, {
          file: pageOf(route)?.file,
          hint: 'A template threw while drawing this page; run with --debug for the stack trace.',
        }),
        stack: (cause as Error).stack,
      },
    };
  }
}
