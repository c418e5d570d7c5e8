// The route stage: loaded content → the Site, plus the invariant checks that need the whole route table.
import path from 'node:path/posix';
import { error, warning } from '../errors.js';
import type { LoadedContent } from '../load/load-content.js';
import { decodeLocalHref, hrefFor } from '../shared/url-path.js';
import type { Diagnostic, GeneratedFile, Page, ResolvedConfig, Route, Site } from '../types.js';
import { SEARCH_INDEX_PATH } from '../shared/search-index-format.js';
import { routeBlog } from './blog.js';
import { normaliseRoute } from './doc-paths.js';
import { routeDocs } from './docs.js';
import { describeRoute, originOf, outputConflicts, routePathProblem } from './output-checks.js';
import { OUTPUT_MANIFEST, markdownPathForRoute, outputFileForRoute, pageOf, routeKey, SOURCE_LINK_PREFIX } from '../shared/site-paths.js';

export function buildSite(config: ResolvedConfig, content: LoadedContent): { site: Site; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const byKind = (kind: Page['kind']) => content.pages.filter((page) => page.kind === kind);

  const docs = routeDocs(byKind('doc'), content.categories, { sidebars: config.sidebars, configFile: config.configFile });
  diagnostics.push(...docs.diagnostics);
  const blog = routeBlog(byKind('post'), content.blog, config);
  diagnostics.push(...blog.diagnostics);
  const pages = byKind('page').map((page) => routeForPage(page));
  const notFound: Route = {
    path: '/404.html',
    title: 'Page Not Found',
    description: 'We could not find what you were looking for.',
    bodyClass: 'not-found-page',
    docsearchTag: 'default',
    sidebar: 'none',
    noindex: true,
    data: { type: 'not-found' },
  };

  const search: Route = {
    path: '/search',
    title: 'Search',
    description: `Search the ${config.title} docs and blog.`,
    bodyClass: 'search-page',
    docsearchTag: 'default',
    sidebar: 'none',
    // Result pages are not content: search engines are told not to index them.
    noindex: true,
    data: { type: 'search' },
  };

  const candidates = [...docs.routes, ...pages, ...blog.routes, search, notFound];
  const routes: Route[] = [];
  const routeByPath = new Map<string, Route>();
  const routeBySource = new Map<string, string>();
  const routeByFile = new Map<string, Route>();
  for (const route of candidates) {
    const problem = routePathProblem(route.path);
    if (problem) {
      // A page that cannot be written (it would leave the output folder, or has no valid file name) is left out.
      diagnostics.push(
        error('invalid-route', `The route ${JSON.stringify(route.path)} cannot be a page: ${problem}.`, {
          ...(originOf(route, content) ?? { file: config.configFile }),
          hint: 'Rename the file (or give it a `slug`; for a tag or author, change its permalink or key) so the route is made of plain path segments, such as /guides/borrow.',
        }),
      );
      continue;
    }
    const key = routeKey(route.path);
    const file = outputFileForRoute(route.path);
    // One output file, one source. Two sources on one route is the spec's duplicate route: a warning, the first
    // wins and the second is not written. Two different routes on one output file (`/a` and `/a/index.html`, both
    // a/index.html) look like different pages to the author, so one silently replacing the other is an error.
    const existing = routeByPath.get(key) ?? routeByFile.get(file);
    if (existing) {
      const where = originOf(route, content) ?? originOf(existing, content) ?? { file: config.configFile };
      const both = `by ${describeRoute(existing, originOf(existing, content))} and by ${describeRoute(route, originOf(route, content))}`;
      const sameRoute = routeKey(existing.path) === key;
      // Two posts on one route would lose a post from the blog lists, so that stays an error.
      const bothPosts = existing.data.type === 'blog-post' && route.data.type === 'blog-post';
      const report = sameRoute && !bothPosts ? warning : error;
      const message = sameRoute
        ? `The route ${route.path} is claimed twice: ${both}${bothPosts ? '' : '; the first one is kept'}.`
        : `The routes ${existing.path} and ${route.path} would both be written to ${file}: ${both}.`;
      diagnostics.push(
        report('duplicate-route', message, {
          file: where.file,
          line: where.line ?? 1,
          hint: 'Rename one of the files, or give one a different `slug` in its front matter.',
        }),
      );
      continue;
    }
    routeByFile.set(file, route);
    routeByPath.set(key, route);
    if (route.source) routeBySource.set(route.source, route.path);
    routes.push(route);
  }

  // Every output file comes from one source, and none needs a name as a file and as a folder at once; the entry in
  // the way is reported and left out. The generated names are those siteExtras (pipeline.ts), machineReadableFiles
  // (llms.ts) and the search indexer write; kept on the Site, so link checks accept links to them too.
  const files = new Map(content.files);
  const outputs: GeneratedFile[] = [
    { name: 'assets/css/', kind: 'stylesheet' },
    { name: 'assets/js/', kind: 'scripts' },
    { name: 'sitemap.xml', kind: 'sitemap' },
    { name: OUTPUT_MANIFEST, kind: 'manifest' },
  ];
  // A site's own static/robots.txt (as Docusaurus sites have) replaces the generated one.
  if (!files.has('/robots.txt')) outputs.push({ name: 'robots.txt', kind: 'robots' });
  if (blog.posts.length > 0) outputs.push({ name: 'blog/rss.xml', kind: 'rss' }, { name: 'blog/atom.xml', kind: 'atom' }, { name: 'blog/feed.json', kind: 'json-feed' });
  // llms.txt, llms-full.txt and each docs page's Markdown twin, for language models (src/emit/llms.ts).
  const docRoutes = routes.filter((route) => route.data.type === 'doc');
  if (docRoutes.length > 0) {
    outputs.push({ name: 'llms.txt', kind: 'llms' }, { name: 'llms-full.txt', kind: 'llms-full' });
    for (const route of docRoutes) outputs.push({ name: markdownPathForRoute(route.path).slice(1), kind: 'markdown-twin', route, origin: originOf(route, content) });
  }
  if (config.search.provider === 'local') outputs.push({ name: `${SEARCH_INDEX_PATH.slice(1)}/`, kind: 'search-index', exclusive: true });
  for (const { blamed, origin, message } of outputConflicts(routes, files, outputs, content)) {
    diagnostics.push(error('output-conflict', message, { ...(origin ?? { file: config.configFile }), hint: 'Rename or move one of them (or give the page another `slug`).' }));
    if (blamed.kind === 'file') files.delete(blamed.outPath);
    if (blamed.kind === 'route') {
      routes.splice(routes.indexOf(blamed.route), 1);
      routeByPath.delete(routeKey(blamed.route.path));
      if (blamed.route.source) routeBySource.delete(blamed.route.source);
    }
  }

  // Now that every route is known, `.md` links become real hrefs.
  for (const route of routes) {
    const page = pageOf(route);
    if (page) {
      page.html = resolveSourceLinks(page.html, routeBySource);
      page.excerptHtml = resolveSourceLinks(page.excerptHtml, routeBySource);
    }
  }
  for (const post of blog.posts) post.excerptHtml = resolveSourceLinks(post.excerptHtml, routeBySource);

  // Sites without a home page link their brand to the first docs page (or the blog) rather than to a 404.
  const homePath = routeByPath.has('/') ? '/' : (docs.routes.find((route) => route.data.type === 'doc')?.path ?? (blog.posts.length ? '/blog' : '/'));
  const site: Site = { config, routes, routeByPath, routeBySource, homePath, generated: outputs, sidebars: docs.sidebars, posts: blog.posts, files };
  return { site, diagnostics };
}

function routeForPage(page: Page): Route {
  const relative = page.source.slice('pages/'.length).replace(/\.mdx?$/, '');
  const slug = page.frontMatter.slug as string | undefined;
  const routePath = slug
    ? normaliseRoute(slug)
    : relative === 'index'
      ? '/'
      : `/${relative.replace(/(^|\/)index$/, '$1')}`;
  const home = routePath === '/' && page.frontMatter.layout !== 'page';
  return {
    path: routePath,
    title: home ? '' : page.title,
    description: page.description,
    bodyClass: home ? 'home-page' : 'mdx-page',
    docsearchTag: 'default',
    sidebar: 'none',
    noindex: page.frontMatter.unlisted === true,
    source: page.source,
    image: page.frontMatter.image as string | undefined,
    data: home ? { type: 'home', page } : { type: 'page', page },
  };
}

const SOURCE_HREF = new RegExp(`(href|src)="${SOURCE_LINK_PREFIX}([^"#]*)(#[^"]*)?"`, 'g');

function resolveSourceLinks(html: string, routeBySource: Map<string, string>): string {
  if (!html.includes(SOURCE_LINK_PREFIX)) return html;
  return html.replace(SOURCE_HREF, (match, attr: string, source: string, hash: string | undefined) => {
    // The placeholder's path is percent-encoded (plugins/links.ts); routes are kept decoded, hrefs are encoded.
    const target = routeBySource.get(path.normalize(decodeLocalHref(source)));
    // Unknown targets keep a readable href; the check stage reports them.
    return target ? `${attr}="${hrefFor(target)}${hash ?? ''}"` : `${attr}="${source}${hash ?? ''}"`;
  });
}
