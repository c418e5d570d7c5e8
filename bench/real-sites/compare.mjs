// A site's lendocs build against the Docusaurus build beside it (bench/compare-docusaurus.mjs's comparison),
// with the missing routes that third-party plugins made (OpenAPI generators, Redoc, PWA…) set apart: lendocs does
// not build those plugins, so they are reported, not counted as missing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compareBuilds } from '../compare-docusaurus.mjs';
import { countBy } from './classify.mjs';

/** Docusaurus's own plugins, as they appear in the `plugin-…` classes of a page's <html>. */
const CORE_PLUGINS = new Set(['docs', 'blog', 'pages', 'content-docs', 'content-blog', 'content-pages', 'debug']);
/** Pages that a docs plugin holds but an OpenAPI generator wrote (their markup carries the theme's classes). */
const OPENAPI_MARKUP = /class="[^"]*\b(openapi[\w-]*|theme-api-markdown|api-method|redocusaurus)\b/;

/** Which third-party plugin made a Docusaurus page, or undefined for Docusaurus's own. */
export function pluginOf(html) {
  const htmlTag = /<html\b[^>]*\bclass="([^"]*)"/.exec(html);
  const plugins = (htmlTag?.[1] ?? '').split(/\s+/).filter((c) => c.startsWith('plugin-') && !c.startsWith('plugin-id-')).map((c) => c.slice('plugin-'.length));
  const foreign = plugins.find((name) => !CORE_PLUGINS.has(name));
  if (foreign) return foreign;
  const openapi = OPENAPI_MARKUP.exec(html);
  return openapi ? 'openapi' : undefined;
}

/** The comparison's figures for the report; `details` keeps the lists for --json. */
export function compareSite(docusaurusBuild, lendocsBuild) {
  const result = compareBuilds(docusaurusBuild, lendocsBuild);
  const dusPages = new Map();
  for (const route of result.missingRoutes) {
    const file = routeFile(docusaurusBuild, route);
    dusPages.set(route, file ? pluginOf(readFileSync(file, 'utf8')) : undefined);
  }
  const missing = result.missingRoutes.filter((route) => dusPages.get(route) === undefined);
  const fromPlugins = result.missingRoutes.filter((route) => dusPages.get(route) !== undefined);
  // A page with Markdown content in Docusaurus's build and none in lendocs' is a page that does not match: it
  // counts among the pages compared, not beside them (compareBuilds' own parity leaves it out of both).
  const compared = result.pages.filter((page) => page.comparable || page.contentMissing);
  const differing = compared.filter((page) => !page.same);
  return {
    docusaurusRoutes: result.summary.docusaurusRoutes,
    lendocsRoutes: result.summary.lendocsRoutes,
    missingRoutes: missing.length,
    extraRoutes: result.extraRoutes.length,
    pluginRoutes: fromPlugins.length,
    pluginKinds: countBy(fromPlugins, (route) => dusPages.get(route)),
    comparablePages: compared.length,
    differing: differing.length,
    parity: compared.length ? (compared.length - differing.length) / compared.length : 1,
    details: {
      missingRoutes: missing,
      extraRoutes: result.extraRoutes,
      pluginRoutes: fromPlugins.map((route) => ({ route, plugin: dusPages.get(route) })),
      differing: differing.map((page) => ({ route: page.route, contentMissing: page.contentMissing, differences: page.differences })),
      totals: result.summary.totals,
    },
  };
}

function routeFile(dir, route) {
  const relative = route.replace(/^\//, '');
  return [path.join(dir, relative, 'index.html'), path.join(dir, `${relative.replace(/\/$/, '')}.html`)].find((file) => existsSync(file));
}
