// serve --watch's fast path for the commonest save: one page's body edited, and nothing that the rest of the site
// reads of it changed (title, front matter, ids other pages link to, component CSS, the files it links to, a post's
// excerpt and reading time). That file alone is read and rendered again, put into the Site of the last rebuild, its
// links checked and its page drawn, without walking the content folder, building the Site again or checking every
// link; the browser reloads, and the files made from every page's body (search index, llms-full.txt, feeds) follow
// (dev-extras.ts). Any other save takes the full rebuild (dev-site.ts), which writes the same bytes: the tests
// compare the output after each kind of save with a fresh start.
import { checkRouteLinks } from '../route/link-checks.js';
import { hasErrors } from '../errors.js';
import { headCommit } from '../load/git-history.js';
import { readPage, renderPage, type PageResult } from '../load/load-page.js';
import { saidOnce } from '../load/load-content.js';
import type { Timer } from '../pipeline/timer.js';
import { renderSite } from '../render/render-site.js';
import { postExcerpt, readingMinutes } from '../route/post-summary.js';
import { pageOf } from '../shared/site-paths.js';
import type { GeneratedFile, Page, Route, Site } from '../types.js';
import { markExtrasStale, recordRendered, type Changes, type DevState, type UpdateResult } from './dev-state.js';

/** The generated files made from page bodies; feeds only from posts' (emit/feeds.ts). */
const FROM_BODIES: GeneratedFile['kind'][] = ['search-index', 'llms-full'];
const FROM_POSTS: GeneratedFile['kind'][] = ['rss', 'atom', 'json-feed'];

/** The update for a body-only save, done; undefined (with nothing changed) when the save needs the full rebuild. */
export async function bodyEdit(state: DevState, { changed, full }: Changes, timer: Timer): Promise<UpdateResult | undefined> {
  const relative = !full && changed?.size === 1 ? [...changed][0] : undefined;
  const before = relative === undefined ? undefined : state.results?.get(relative);
  const { site, config, routes } = state;
  if (!relative || !before?.page || !site || !config || !routes || !state.render || state.blocking.length > 0) return undefined;
  // The site's markdown.preprocessor and remark plugins run in their own process over the files the full rebuild reads (load-content.ts).
  if (config.markdown.preprocessor || config.markdown.remarkPlugins) return undefined;
  // The route stage checks where a <DocCardList /> stands (and reports its line): the full rebuild does that.
  if (before.page.hasDocCardList) return undefined;
  const own = site.routes.filter((route) => pageOf(route) === before.page);
  // Another page that crashed is tried again by the full rebuild.
  if (own.length === 0 || [...state.crashed.keys()].some((path) => !own.some((route) => route.path === path))) return undefined;

  // A commit since the last rebuild moves docs' last updates, which the full rebuild reads again.
  const { showLastUpdateTime, showLastUpdateAuthor } = config.docs;
  if ((showLastUpdateTime || showLastUpdateAuthor) && state.gitHistory && (await headCommit(state.root).catch(() => '')) !== state.gitHistory.head) return undefined;

  // Rendered as the full rebuild renders it: with the components src/theme/MDXComponents registers.
  const context = { root: state.root, config, markdown: state.markdown, mdxComponents: state.mdxComponents, siteCode: state.siteCode };
  const read = await readPage({ relative, kind: before.page.kind }, context);
  if (read.state !== 'parsed') return undefined;
  const after = await renderPage(read, context, routes);
  if (!after.page || after.page.hasDocCardList || hasErrors(after.diagnostics) || !sameOutside(before, after)) return undefined;
  // Which page says a warning said once a build (load-content.ts) is the full rebuild's choice, by the pages' order.
  if (saidOnceMessages(before) !== saidOnceMessages(after)) return undefined;
  const next = withPage(site, before.page, after.page);
  if (!next) return undefined;
  const checks = next.own.flatMap((route) => checkRouteLinks(next.site, route));
  if (hasErrors(checks)) return undefined;

  state.results!.set(relative, after);
  state.site = next.site;
  // The page's diagnostics replace its earlier ones: those of reading it, and those of checking its links then.
  const earlier = new Set(before.diagnostics);
  const checkedBefore = new Set(own.flatMap((route) => checkRouteLinks(site, route)).map((d) => JSON.stringify(d)));
  const kept = state.diagnostics.filter((d) => !earlier.has(d) && !checkedBefore.has(JSON.stringify(d)));
  // A warning said once a build that another page says stays that page's, as in the full rebuild.
  const told = new Set(kept.filter(saidOnce).map((d) => d.message));
  state.diagnostics = [...kept, ...after.diagnostics.filter((d) => !saidOnce(d) || !told.has(d.message)), ...checks];
  const rendered = await renderOwnPages(state, next.site, next.own);
  const isPost = next.own.some((route) => route.data.type === 'blog-post');
  const stale = next.site.generated.filter(
    (entry) => FROM_BODIES.includes(entry.kind) || (isPost && FROM_POSTS.includes(entry.kind)) || (entry.route && next.own.includes(entry.route)),
  );
  markExtrasStale(state, stale.map((entry) => entry.name));
  return { ok: true, rendered, diagnostics: state.diagnostics, ms: timer.seconds() * 1000, parsed: 1, bodyOnly: true };
}

/**
 * The page's own routes, and the `<DocCardList />` pages (a card shows a doc's first paragraph when it has no
 * description), drawn with what the last rebuild drew with; a page whose fingerprint is unchanged stays as it is.
 */
async function renderOwnPages(state: DevState, site: Site, own: Route[]): Promise<string[]> {
  const routes = site.routes.filter((route) => own.includes(route) || pageOf(route)?.hasDocCardList);
  const render = (state.render = state.render!.forSite(site));
  const result = await renderSite({
    context: render.context,
    routes,
    writer: state.writer,
    fingerprint: render.fingerprint,
    unchanged: (outFile, fingerprint) => state.written.get(outFile) === fingerprint,
    continueAfterFailure: true,
  }, state.testHooks);
  recordRendered(state, site, routes, result);
  return result.rendered.map((route) => route.path);
}

/** The messages of a page's warnings said once a build, in one string to compare. */
function saidOnceMessages(result: PageResult): string {
  return JSON.stringify([...new Set(result.diagnostics.filter(saidOnce).map((d) => d.message))].sort());
}

/**
 * True when the rest of the site reads the same of both versions of a page: everything but the body's text, its
 * headings (its own table of contents) and its links (checked again), as long as it links to the same files.
 */
function sameOutside(before: PageResult, after: PageResult): boolean {
  const outside = ({ html, excerptHtml, markdown, search, wordCount, headings, links, ...rest }: Page) => ({
    ...rest,
    files: links.filter((link) => link.target.type === 'asset').map((link) => link.target),
  });
  return JSON.stringify([outside(before.page!), before.inputs]) === JSON.stringify([outside(after.page!), after.inputs]);
}

/**
 * The Site with `page` in place of `old` (in its routes, and in the Markdown twins made from them), and those
 * routes; undefined when a blog list would change (a post's excerpt or reading time), which the route stage makes.
 */
function withPage(site: Site, old: Page, page: Page): { site: Site; own: Route[] } | undefined {
  const copies = new Map<Route, Route>();
  for (const route of site.routes) {
    if (pageOf(route) !== old) continue;
    const { data } = route;
    if (data.type === 'blog-post' && (data.post.excerptHtml !== postExcerpt(page) || data.post.readingMinutes !== readingMinutes(page, site.config))) return undefined;
    copies.set(route, { ...route, data: { ...data, page } } as Route);
  }
  const swap = (route: Route) => copies.get(route) ?? route;
  return {
    own: [...copies.values()],
    site: {
      ...site,
      routes: site.routes.map(swap),
      routeByPath: new Map([...site.routeByPath].map(([key, route]) => [key, swap(route)])),
      generated: site.generated.map((entry) => (entry.route && copies.has(entry.route) ? { ...entry, route: swap(entry.route) } : entry)),
    },
  };
}
