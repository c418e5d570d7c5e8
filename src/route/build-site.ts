// The route stage: loaded content → the Site, plus the invariant checks that need the whole route table.
import { error } from '../errors.js';
import type { LoadedContent } from '../load/load-content.js';
import type { DocSourceFacts } from '../load/doc-sources.js';
import type { BlogData } from '../load/blog-data.js';
import type { Diagnostic, GeneratedFile, Page, ResolvedConfig, Route, SidebarItem, Site } from '../types.js';
import { SEARCH_INDEX_PATH } from '../shared/search-index-format.js';
import { SIDEBAR_ITEMS_DIR } from '../shared/asset-paths.js';
import { routeBlog } from './blog.js';
import { pageRoute } from './source-routes.js';
import { resolveNavDocs } from './nav-docs.js';
import { blogFeeds, blogPath } from '../shared/blog-path.js';
import { routeAllDocs } from './docs-instance-routes.js';
import { originOf, outputConflicts } from './output-checks.js';
import { docCardListWarnings } from './doc-card-checks.js';
import { routeTable } from './route-table.js';
import { redirectRoutes, type Redirect } from './redirect-routes.js';
import type { GeneratedSidebarItems, GeneratorUnitCalls } from './sidebar-generator.js';
import { OUTPUT_MANIFEST, markdownPathForRoute } from '../shared/site-paths.js';

/** The authors and tags of a blog whose folder has no authors.yml or tags.yml. */
const EMPTY_BLOG_DATA: BlogData = { authors: new Map(), authorsFile: '', tagsFile: '' };

export interface RouteInput {
  config: ResolvedConfig;
  content: LoadedContent;
  /** The config file as shown in messages, for problems that have no Markdown file of their own. */
  configFile: string;
  /** The line of a config key, for messages about the config's values. */
  lineOf?: (keys: readonly PropertyKey[]) => number;
  /** Edit links and last updates of docs pages, by source (load/doc-sources.ts). */
  docSources?: Map<string, DocSourceFacts>;
  /** The date of each post that gives none, from its file (git's first commit, else its time), by source. */
  postDates?: ReadonlyMap<string, string>;
  /** What the site's createRedirects function gave for the pages of a first pass (pipeline/created-redirects.ts). */
  createdRedirects?: readonly Redirect[];
  /** What the site's sidebarItemsGenerator gave for the calls a first pass asked for (pipeline/sidebar-items-generator.ts). */
  generatedSidebarItems?: GeneratedSidebarItems;
}

export interface Routed {
  site: Site;
  diagnostics: Diagnostic[];
  /** The calls of the site's sidebarItemsGenerator the sidebars need, when `generatedSidebarItems` does not have them yet. */
  generatorCalls: GeneratorUnitCalls[];
}

export function buildSite({ config: configured, content, configFile, lineOf, docSources, postDates, createdRedirects = [], generatedSidebarItems }: RouteInput): Routed {
  const diagnostics: Diagnostic[] = [];
  const byKind = (kind: Page['kind']) => content.pages.filter((page) => page.kind === kind);
  const docs = routeAllDocs(byKind('doc'), content.categories, configured, configFile, content.docsTags, generatedSidebarItems, content.drafts);
  diagnostics.push(...docs.diagnostics);
  // Navbar and footer items that name a doc link to its route; those that name a sidebar, to its first page.
  const nav = resolveNavDocs({ config: configured, docs: byKind('doc'), sidebars: docs, configFile, lineOf });
  diagnostics.push(...nav.diagnostics);
  const config = nav.config;
  const posts = byKind('post');
  const instances = config.blog.instances ?? [];
  const inInstance = (page: Page, id: string) => page.source.startsWith(`${id}/`);
  const blog = routeBlog(posts.filter((page) => !instances.some((instance) => inInstance(page, instance.id))), content.blog, config, postDates);
  diagnostics.push(...blog.diagnostics);
  // Each other blog is routed as the main one is, with its own options, folder, authors and tags.
  const others = instances.map((instance) => {
    const routed = routeBlog(posts.filter((page) => inInstance(page, instance.id)), content.blogs?.get(instance.id) ?? EMPTY_BLOG_DATA, { ...config, blog: instance, paths: { ...config.paths, blog: instance.path } }, postDates);
    diagnostics.push(...routed.diagnostics);
    return { id: instance.id, options: instance, posts: routed.posts, routes: routed.routes.map((route): Route => ({ ...route, blog: instance.id })) };
  });
  const pages = byKind('page').map((page) => routeForPage(page));
  const real = [...withDocSources(docs.routes, docSources), ...pages, ...blog.routes, ...others.flatMap((other) => other.routes), ...fixedRoutes(config)];
  const redirects = redirectRoutes(config, real, createdRedirects, { file: configFile, line: lineOf?.(['clientRedirects']) });
  diagnostics.push(...redirects.diagnostics);
  const candidates = [...real, ...redirects.routes];
  const table = routeTable(candidates, content, configFile, config.trailingSlash);
  diagnostics.push(...table.diagnostics);

  // Every output file comes from one source, and none needs a name as a file and as a folder at once; the entry in
  // the way is reported and left out. The generated files are kept on the Site, so link checks accept links to
  // them too, and the emit stage writes exactly that list.
  const files = new Map(content.files);
  const feeds = [{ options: config.blog, hasPosts: blog.posts.length > 0 }, ...others.map((other) => ({ id: other.id, options: other.options, hasPosts: other.posts.length > 0 }))];
  const generated = generatedFileList(table.routes, files, config, content, { feeds, sidebars: docs.sidebars });
  for (const { blamed, origin, message } of outputConflicts(table.routes, files, generated, content, config.trailingSlash)) {
    diagnostics.push(error('output-conflict', message, { ...(origin ?? { file: configFile }), hint: 'Rename or move one of them (or give the page another `slug`).' }));
    if (blamed.kind === 'file') files.delete(blamed.outPath);
    if (blamed.kind === 'route') table.remove(blamed.route);
  }

  const { routes, routeByPath, routeBySource } = table;
  // Sites without a home page link their brand to the first docs page (or the blog) rather than to a 404.
  const homePath = routeByPath.has('/') ? '/' : (docs.routes.find((route) => route.data.type === 'doc' && !route.data.version?.banner)?.path ?? (blog.posts.length ? blogPath(config.blog) : '/'));
  const site: Site = { config, routes, routeByPath, routeBySource, homePath, generated, sidebars: docs.sidebars, sidebarKeys: docs.sidebars.map((_, index) => ({ unit: docs.sidebarUnits[index], name: docs.sidebarNames[index] })), posts: blog.posts, files, componentCss: componentCss(content.pages) };
  if (docs.versions) site.docsVersions = docs.versions;
  if (others.length > 0) site.blogs = Object.fromEntries(others.map((other) => [other.id, other.posts]));
  diagnostics.push(...docCardListWarnings(routes, docs.sidebars));
  return { site, diagnostics, generatorCalls: docs.generatorCalls };
}

/** Docs routes with their edit link and last update, when the config asks for them. */
function withDocSources(routes: Route[], facts: Map<string, DocSourceFacts> | undefined): Route[] {
  if (!facts || facts.size === 0) return routes;
  return routes.map((route) => {
    const own = route.data.type === 'doc' ? facts.get(route.data.page.source) : undefined;
    return own && route.data.type === 'doc' ? { ...route, data: { ...route.data, ...own } } : route;
  });
}

/** The pages every site has: the 404 page and the search page. */
function fixedRoutes(config: ResolvedConfig): Route[] {
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
  return [search, notFound];
}

/** A blog whose feeds are made when it has posts: the main blog (no id) or another (`blog.instances`). */
interface BlogFeeds {
  id?: string;
  options: Parameters<typeof blogFeeds>[0] & Parameters<typeof blogPath>[0];
  hasPosts: boolean;
}

/** The files the emit stage makes besides pages and static files: the Site's one list. */
function generatedFileList(
  routes: Route[],
  files: Map<string, string>,
  config: ResolvedConfig,
  content: LoadedContent,
  { feeds, sidebars }: { feeds: BlogFeeds[]; sidebars: SidebarItem[][] },
): GeneratedFile[] {
  const outputs: GeneratedFile[] = [
    { name: 'assets/css/', kind: 'stylesheet' },
    { name: 'assets/js/', kind: 'scripts' },
    { name: 'sitemap.xml', kind: 'sitemap' },
    { name: OUTPUT_MANIFEST, kind: 'manifest' },
  ];
  outputs.push({ name: 'robots.txt', kind: 'robots' });
  const kinds = { rss: 'rss', atom: 'atom', json: 'json-feed' } as const;
  for (const { id, options, hasPosts } of feeds) {
    if (!hasPosts) continue;
    for (const { type, file } of blogFeeds(options)) outputs.push({ name: blogPath(options, file).slice(1), kind: kinds[type], ...(id ? { blog: id } : {}) });
  }
  // llms.txt, llms-full.txt and each docs page's Markdown twin, for language models (src/emit/llms.ts).
  const docRoutes = routes.filter((route) => route.data.type === 'doc');
  if (docRoutes.length > 0) {
    outputs.push({ name: 'llms.txt', kind: 'llms' }, { name: 'llms-full.txt', kind: 'llms-full' });
    for (const route of docRoutes) outputs.push({ name: markdownPathForRoute(route.path).slice(1), kind: 'markdown-twin', route, origin: originOf(route, content) });
  }
  if (config.search.provider === 'local') outputs.push({ name: `${SEARCH_INDEX_PATH.slice(1)}/`, kind: 'search-index', exclusive: true });
  // Collapsed categories' items, which pages leave out, in one shared file per sidebar, and a long top level
  // (render/sidebar-html.tsx). Whether a top level is too long for a page is known only once it is drawn (a few
  // items can be, with open categories or long labels), so any sidebar may need the folder; so may any blog with
  // posts, whose list of them may be over the budget (render/blog-sidebar.tsx). Where none does, no file is written
  // in it and no folder made.
  const docsShared = docRoutes.length > 0 && sidebars.some((items) => items.length > 0);
  if (docsShared || feeds.some((feed) => feed.hasPosts)) outputs.push({ name: `${SIDEBAR_ITEMS_DIR}/`, kind: 'sidebar-items', exclusive: true });
  return outputs.filter((output) => !(SITE_FILE_WINS.has(output.kind) && files.has(`/${output.name}`)));
}

/**
 * Generated files a site's own static file of the same name replaces (Docusaurus sites keep a robots.txt in static/,
 * and some wrote an llms.txt or had a plugin write it): Docusaurus makes none of them, so the site's file is what
 * its readers had.
 */
const SITE_FILE_WINS = new Set<GeneratedFile['kind']>(['robots', 'llms', 'llms-full']);

function routeForPage(page: Page): Route {
  const routePath = pageRoute(page);
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
    // A React home page draws its own hero: it is shown as a page, not through the home template.
    data: home && !/\.(jsx?|tsx?)$/.test(page.source) ? { type: 'home', page } : { type: 'page', page },
  };
}

/** Every page's component CSS pieces, each once, in the order first used (pages come in the walk's stable order). */
function componentCss(pages: Page[]): string[] {
  return [...new Set(pages.flatMap((page) => page.css ?? []))];
}
