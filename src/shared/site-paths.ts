// Where things live in the built site: the rules that the route stage, the emit stage, the templates and the
// checks must agree on, kept once.
import path from 'node:path/posix';
import type { Page, Route } from '../types.js';

/** `/explore/` and `/explore` are one route for duplicate detection and link checks. */
export function routeKey(routePath: string): string {
  return routePath.length > 1 ? routePath.replace(/\/$/, '') : routePath;
}

/** A relative URL path as the browser resolves it on the page at `from` (on decoded paths). */
export function resolveSitePath(target: string, from: string): string {
  // An absolute path's dot segments (`/./docs/intro`, `/docs/a/../b`) are resolved too, as the browser and
  // Docusaurus's link check (which reads the link with `new URL`) resolve them.
  return target.startsWith('/') ? path.normalize(target) : path.join(from.endsWith('/') ? from : path.dirname(from), target);
}

/**
 * Where a route's HTML goes in the output folder: `/explore/pools` → `explore/pools/index.html`, or with
 * `trailingSlash: false` (config) `explore/pools.html`, which static hosts serve at `/explore/pools`.
 */
export function outputFileForRoute(routePath: string, trailingSlash?: boolean): string {
  if (routePath.endsWith('.html')) return routePath.slice(1);
  const trimmed = routePath.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return 'index.html';
  return trailingSlash === false ? `${trimmed}.html` : `${trimmed}/index.html`;
}

/**
 * The site path of a docs route's Markdown twin: `/explore/pools` → `/explore/pools.md`, `/explore/` →
 * `/explore/index.md`. A folder route gets `index.md` inside the folder, so the twin sits beside `index.html`.
 */
export function markdownPathForRoute(routePath: string): string {
  return routePath.endsWith('/') ? `${routePath}index.md` : `${routePath}.md`;
}

/** Where a Markdown-adjacent file (an image beside a post) is published. */
export function assetOutputPath(logicalPath: string): string {
  // A file of static/ (an image linked as `../../static/img/x.png` or `@site/static/img/x.png`) is where static/
  // publishes it: at the site root.
  if (logicalPath.startsWith('static/')) return `/${logicalPath.slice('static/'.length)}`;
  return `/assets/content/${logicalPath}`;
}

/** The Markdown page behind a route, when it has one. */
export function pageOf(route: Route): Page | undefined {
  return 'page' in route.data ? route.data.page : undefined;
}

/** The config file every site folder holds. */
export const CONFIG_FILE = 'lendocs.config.yml';

/** Written into every output folder, so the next build knows the folder is lendocs' own and may replace it. */
export const OUTPUT_MANIFEST = '.lendocs-build.json';
