// The redirect pages, as Docusaurus's client-redirects plugin collects them: from each page's path by the config's
// `clientRedirects` extensions, the config's `redirects`, and what the site's createRedirects function gave for each
// page (called by the pipeline, which alone may run the site's code: pipeline/created-redirects.ts). A made redirect
// never takes the place of a page or of a redirect collected before it: it is left out with one warning, as
// Docusaurus reports it and leaves it out.
import { warning } from '../errors.js';
import type { Diagnostic, ResolvedConfig, Route } from '../types.js';
import { routeKey } from '../shared/site-paths.js';
import { normaliseRoute } from './doc-paths.js';

export interface Redirect {
  from: string;
  to: string;
}

/** How many left-out redirects the warning names; it counts the rest. */
const NAMED = 5;

/** `/docs/intro` → `/docs/intro.html` for each extension; `/docs/` → `/docs.html/`. The root and paths with one of the extensions have none. */
function fromExtensionRedirects(paths: string[], extensions: string[]): Redirect[] {
  const dotted = extensions.map((ext) => `.${ext}`);
  return paths.flatMap((path) => {
    if (path === '' || path === '/' || dotted.some((ext) => path.endsWith(ext))) return [];
    return extensions.map((ext) => ({ from: path.endsWith('/') ? `${path.replace(/\/+$/, '')}.${ext}/` : `${path}.${ext}`, to: path }));
  });
}

/** `/api.html` → `/api` for the first extension the path ends with. */
function toExtensionRedirects(paths: string[], extensions: string[]): Redirect[] {
  const dotted = extensions.map((ext) => `.${ext}`);
  return paths.flatMap((path) => {
    const found = dotted.find((ext) => path.endsWith(ext));
    return found ? [{ from: path.slice(0, -found.length), to: path }] : [];
  });
}

/**
 * The route of a redirect page. An old URL that ends in `.html` is written as a folder (`intro.html/index.html`), as
 * Docusaurus writes it, so that it never takes the file name of a page (`intro.html` with `trailingSlash: false`),
 * which would send readers round in a loop; static hosts still serve it at `/intro.html`.
 */
function redirectRoute(from: string, to: string): Route {
  const path = normaliseRoute(from);
  return {
    path: path.endsWith('.html') ? `${path}/` : path,
    title: 'Redirecting…',
    description: '',
    bodyClass: 'redirect-page',
    docsearchTag: 'default',
    sidebar: 'none',
    noindex: true,
    data: { type: 'redirect', to },
  };
}

/**
 * Every redirect page. `pages`: the site's real routes (the paths Docusaurus gives the plugin); `created`: what the
 * createRedirects function gave. The config's own `redirects` keep the route table's rule (a page at that path wins,
 * with a warning naming both).
 */
export function redirectRoutes(config: ResolvedConfig, pages: readonly Route[], created: readonly Redirect[], where: { file: string; line?: number }): { routes: Route[]; diagnostics: Diagnostic[] } {
  const listed = config.redirects.flatMap(({ from, to }) => (Array.isArray(from) ? from : [from]).map((one) => ({ from: one, to, listed: true })));
  const options = config.clientRedirects;
  if (!options?.fromExtensions?.length && !options?.toExtensions?.length && created.length === 0) return { routes: listed.map(({ from, to }) => redirectRoute(from, to)), diagnostics: [] };
  const paths = [...new Set(pages.map((route) => route.path))];
  // Docusaurus's order: a path claimed twice keeps its first redirect.
  const all = [
    ...fromExtensionRedirects(paths, options?.fromExtensions ?? []),
    ...toExtensionRedirects(paths, options?.toExtensions ?? []),
    ...listed,
    ...created,
  ];
  const taken = new Set(paths.map((path) => routeKey(path)));
  const kept: Route[] = [];
  const leftOut: string[] = [];
  for (const redirect of all) {
    const key = routeKey(normaliseRoute(redirect.from));
    if ('listed' in redirect) {
      kept.push(redirectRoute(redirect.from, redirect.to));
      taken.add(key);
    } else if (taken.has(key)) {
      leftOut.push(`${redirect.from} → ${redirect.to}`);
    } else {
      taken.add(key);
      kept.push(redirectRoute(redirect.from, redirect.to));
    }
  }
  const diagnostics = leftOut.length === 0 ? [] : [leftOutWarning(leftOut, where)];
  return { routes: kept, diagnostics };
}

function leftOutWarning(leftOut: string[], where: { file: string; line?: number }): Diagnostic {
  const named = leftOut.slice(0, NAMED).join(', ');
  const more = leftOut.length > NAMED ? ` and ${leftOut.length - NAMED} more` : '';
  return warning(
    'redirect-taken',
    `${leftOut.length} redirect${leftOut.length === 1 ? '' : 's'} that clientRedirects made would take the URL of a page or of an earlier redirect, so ${leftOut.length === 1 ? 'it is' : 'they are'} left out: ${named}${more}.`,
    { ...where, hint: 'A URL can lead to one place only. Change the extensions or the createRedirects function if a page was meant to move.' },
  );
}
