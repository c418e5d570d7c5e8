// The render loop, once for `build` and `serve --watch`: each route becomes HTML through the templates, or, when
// its fingerprint shows its inputs are unchanged, is copied from the previous output. Pages are handed to the
// writer as they are made, so memory does not grow with the site.
import { error } from '../errors.js';
import { createTaskQueue, FILE_CONCURRENCY } from '../shared/concurrency.js';
import { outputFileForRoute, pageOf } from '../shared/site-paths.js';
import type { Diagnostic, OutputWriter, Route } from '../types.js';
import { renderRoute, type RenderContext } from './render-route.js';

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
}

export interface RenderSiteResult {
  /** Output file → fingerprint, for every route drawn or copied. */
  fingerprints: Record<string, string>;
  /** Routes rendered anew (not copied). */
  rendered: Route[];
  reused: number;
  /** Templates that threw, by route (a build stops at the first). */
  failures: { route: Route; diagnostic: Diagnostic }[];
}

export async function renderSite(options: RenderSiteOptions): Promise<RenderSiteResult> {
  const result: RenderSiteResult = { fingerprints: {}, rendered: [], reused: 0, failures: [] };
  // The next page renders while the last ones are written.
  const writes = createTaskQueue(FILE_CONCURRENCY);
  const routes = options.routes ?? options.context.site.routes;
  let finished = 0;
  for (const route of routes) {
    options.onCount?.(finished++, routes.length);
    const outFile = outputFileForRoute(route.path, options.context.site.config.trailingSlash);
    const fingerprint = options.fingerprint(route);
    result.fingerprints[outFile] = fingerprint;
    if (options.unchanged?.(outFile, fingerprint)) continue;
    const previous = options.previous?.(outFile, fingerprint);
    if (previous) {
      await writes.add(() => options.writer.copy(outFile, previous));
      result.reused++;
      continue;
    }
    const { html, diagnostic } = renderOrDiagnose(route, options.context);
    if (diagnostic) {
      result.failures.push({ route, diagnostic });
      if (options.continueAfterFailure) continue;
      await writes.drain();
      return result;
    }
    await writes.add(() => options.writer.write(outFile, html!));
    result.rendered.push(route);
  }
  await writes.drain();
  options.onCount?.(routes.length, routes.length);
  return result;
}

/** Renders one route, turning a template exception into a diagnostic that names the page's source. */
export function renderOrDiagnose(route: Route, context: RenderContext): { html?: string; diagnostic?: Diagnostic } {
  try {
    // Valid input never makes a template throw, so the tests that check what a failure leaves behind (the output
    // untouched, serve's crash page) name a route whose rendering fails on purpose.
    if (process.env.LENDOCS_TEST_RENDER_FAULT === route.path) throw new Error('a fault injected by LENDOCS_TEST_RENDER_FAULT');
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
