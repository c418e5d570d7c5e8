// Where things live in the built site: the rules that the route stage, the emit stage, the templates and the
// checks must agree on, kept once.
import type { Page, Route } from '../types.js';

/** `/explore/` and `/explore` are one route for duplicate detection and link checks. */
export function routeKey(routePath: string): string {
  return routePath.length > 1 ? routePath.replace(/\/$/, '') : routePath;
}

/**
 * A URL path as the browser resolves it on the page at `from` (on decoded paths), as Docusaurus's link check (which
 * reads each link with `new URL`) does too: dot segments resolved (`/./docs/intro`, `/docs/a/../b`), an absolute
 * path's as well, but empty segments kept: `/docs//intro` is not `/docs/intro` there, so not here either.
 */
export function resolveSitePath(target: string, from: string): string {
  const full = target.startsWith('/') ? target : `${from.slice(0, from.lastIndexOf('/') + 1)}${target}`;
  const segments = full.split('/').slice(1);
  const kept: string[] = [];
  segments.forEach((segment, index) => {
    if (segment === '..') kept.pop();
    else if (segment !== '.') kept.push(segment);
    // `/docs/..` and `/docs/.` name the folder: `/` and `/docs/`, as the URL parser makes them.
    if ((segment === '..' || segment === '.') && index === segments.length - 1) kept.push('');
  });
  return `/${kept.join('/')}`;
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
