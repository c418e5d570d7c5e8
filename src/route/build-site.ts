// The route stage: loaded content → the Site, plus the invariant checks that need the whole route table.
import path from 'node:path/posix';
import { error, warning } from '../errors.js';
import type { LoadedContent } from '../load/load-content.js';
import { SOURCE_LINK_PREFIX } from '../load/link-target.js';
import type { Diagnostic, Page, ResolvedConfig, Route, Site } from '../types.js';
import { SEARCH_INDEX_PATH } from '../client/search/index-format.js';
import { markdownPathForRoute } from '../emit/llms.js';
import { routeBlog } from './blog.js';
import { normaliseRoute } from './doc-paths.js';
import { routeDocs } from './docs.js';
import { originOf, outputConflicts, routePathProblem } from './output-checks.js';

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
  for (const route of candidates) {
    const problem = routePathProblem(route.path);
    if (problem) {
      // A page that cannot be written (it would leave the output folder, or has no valid file name) is left out.
      diagnostics.push(
        error('invalid-route', `The route ${JSON.stringify(route.path)} cannot be a page: ${problem}.`, {
          ...(originOf(route, content) ?? { file: config.configFile }),
          hint: 'Use a `slug` (or id, tag permalink, author key) made of plain path segments, such as /guides/borrow.',
        }),
      );
      continue;
    }
    const key = routeKey(route.path);
    const existing = routeByPath.get(key);
    if (existing) {
      // Two posts on one route lose a post, so that is an error; elsewhere the first source wins, as in Docusaurus.
      const bothPosts = existing.data.type === 'blog-post' && route.data.type === 'blog-post';
      const make = bothPosts ? error : warning;
      // Point at whichever of the two has a source (a generated page has none), preferring the one left out.
      const where = originOf(route, content) ?? originOf(existing, content) ?? { file: config.configFile };
      diagnostics.push(
        make('duplicate-route', `The route ${route.path} is claimed twice: by ${describe(existing)} and by ${describe(route)}.`, {
          file: where.file,
          line: where.line ?? 1,
          hint: 'Rename one of the files, or give one a different `slug` in its front matter.',
        }),
      );
      continue;
    }
    routeByPath.set(key, route);
    if (route.source) routeBySource.set(route.source, route.path);
    routes.push(route);
  }

  // No output may need a name as a file and as a folder at once; the entry in the way is reported and left out.
  // The generated names are those siteExtras (pipeline.ts), machineReadableFiles (llms.ts) and the search indexer write;
  // kept on the Site, so link checks accept links to them too.
  const files = new Map(content.files);
  const generated = ['sitemap.xml', 'robots.txt', 'assets/css/', 'assets/js/'];
  if (blog.posts.length > 0) generated.push('blog/rss.xml', 'blog/atom.xml', 'blog/feed.json');
  if (config.search.provider === 'local') generated.push(`${SEARCH_INDEX_PATH.slice(1)}/`);
  const docRoutes = routes.filter((route) => route.data.type === 'doc');
  if (docRoutes.length > 0) generated.push('llms.txt', 'llms-full.txt', ...docRoutes.map((route) => markdownPathForRoute(route.path).slice(1)));
  for (const { blamed, message } of outputConflicts(routes, files, generated, content)) {
    diagnostics.push(error('output-conflict', message, { ...blamed.origin, hint: 'Rename or move one of them (or give the page another `slug`).' }));
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
  const site: Site = { config, routes, routeByPath, routeBySource, homePath, generated, sidebar: docs.sidebar, sidebars: docs.sidebars, posts: blog.posts, files };
  return { site, diagnostics };
}

/** `/explore/` and `/explore` are one route for duplicate detection and link checks. */
export function routeKey(routePath: string): string {
  return routePath.length > 1 ? routePath.replace(/\/$/, '') : routePath;
}

export function pageOf(route: Route): Page | undefined {
  return 'page' in route.data ? route.data.page : undefined;
}

function describe(route: Route): string {
  return pageOf(route)?.file ?? `the generated ${route.data.type} page`;
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
    const target = routeBySource.get(path.normalize(source));
    // Unknown targets keep a readable href; the check stage reports them.
    return target ? `${attr}="${target}${hash ?? ''}"` : `${attr}="${source}${hash ?? ''}"`;
  });
}
