// Route tables of a build folder: every emitted file, keyed by the public URL it serves, so that Docusaurus's
// `x/index.html`, `x.html` (trailingSlash: false) and lendocs' layout compare as one route `/x/`.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Folders whose files are each generator's own build machinery, not public content: never compared. */
const GENERATOR_ASSETS = [/^assets\//, /^search-index\//, /^\.nojekyll$/];

/** Every file below `dir`, as forward-slash paths relative to it, in a stable order. */
export function listFiles(dir) {
  const out = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  walk('');
  return out.sort();
}

/** The route an HTML file serves: `a/b/index.html` and `a/b.html` → `/a/b/`, `index.html` → `/`. */
export function routeOfHtmlFile(file) {
  let route = file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '/');
  route = `/${route}`.replace(/\/+/g, '/');
  return route.endsWith('/') ? route : `${route}/`;
}

/**
 * Splits a build folder into HTML routes (route → file) and other public files (path → path), leaving out each
 * generator's own assets (Docusaurus's `/assets/js/*` bundles, lendocs' client script).
 */
export function routeTable(dir) {
  const pages = new Map();
  const files = new Map();
  for (const file of listFiles(dir)) {
    if (GENERATOR_ASSETS.some((pattern) => pattern.test(file))) continue;
    if (file.endsWith('.html')) {
      const route = routeOfHtmlFile(file);
      // When both `x.html` and `x/index.html` exist, the folder form is what a server answers for `/x/`.
      if (!pages.has(route) || file.endsWith('/index.html')) pages.set(route, file);
    } else {
      files.set(file, file);
    }
  }
  return { pages, files };
}

/** Keys of `a` not in `b`, sorted. */
export function missingFrom(a, b) {
  return [...a.keys()].filter((key) => !b.has(key)).sort();
}
