// The load stage: content folder → parsed pages, category metadata, blog data and the static files to copy. In two
// steps (readContent, renderContent), so the pipeline can make the route map between them.
import { FILE_CONCURRENCY, mapLimit } from '../shared/concurrency.js';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { displayPath } from '../config/load.js';
import { error } from '../errors.js';
import type { Diagnostic, Page, ResolvedConfig } from '../types.js';
import { earlierOrDone, linksResolveAsBefore, readPage, renderPage, type PageJob, type PageResult, type ReadPage } from './load-page.js';
import { rewriteMarkdown, type Preprocessed } from './remark/remark-plugins.js';
import { linkRoutesFor, type LinkRoutesInput } from './remark/link-routes.js';
import type { PageCache } from './page-cache.js';
import { loadBlogData, loadTagsFile, type BlogData, type DocsTags } from './blog-data.js';
import { docsUnits } from '../shared/docs-units.js';
import { loadCategories, type CategoryMeta } from './categories.js';
import type { MarkdownRenderer } from './markdown.js';
import { placeholderError, placeholderLine, substitute } from '../shared/placeholders.js';
import { linkedFiles } from './linked-files.js';
import { outlinePage } from './outline-page.js';
import { withImageSizes } from './image-sizes.js';
import type { BodySpool } from '../node/body-spool.js';
import { spooledPage, withSpooledHtml } from './spooled-page.js';
import { contentPaths, logicalPath, walkContent, type ContentFiles } from './walk.js';
import { isInside } from '../node/inside-folder.js';
import { readMdxComponents, type MdxComponentNames } from './components/mdx-registry.js';
import { readAdmonitionTypes, withAdmonitionTypes } from './components/admonition-types.js';
import { siteInfo } from './components/site-info.js';
import type { SiteCode } from './components/site-code.js';
import { siteCodeLimits } from '../config/site-code.js';
import { translatedFiles } from './translations.js';
import { currentLocale } from '../shared/locales.js';
import { blogTranslationFolder } from '../shared/blog-path.js';
export type { PageResult };
import { MERMAID_SCRIPT } from '../shared/asset-paths.js';
import { katexAssets } from './katex-assets.js';
import { pluginRoutePages } from './react-page-source.js';
import { PACKAGE_ROOT } from '../version.js';

/** What a page's route is made of: its kind, logical path and front matter (never its rendered body). */
export type SourceFacts = Pick<Page, 'kind' | 'source' | 'frontMatter'>;

export interface ReadOptions {
  config: ResolvedConfig;
  /** Absolute path of the content root. */
  root: string;
  /** Results of an earlier load, reused for files not in `changed` (serve --watch). */
  reuse?: Map<string, PageResult>;
  /** Paths (relative to the content root, as on disk) whose files changed since `reuse` was made. */
  changed?: Set<string>;
  /** The persistent parse cache, when the build uses one. */
  cache?: PageCache;
  /** Where the site's own code runs (src/theme/MDXComponents is read there). */
  siteCode: SiteCode;
  /** MDX files' JSX read only when their bodies are rendered (serve's outline: PageContext.deferMdx). */
  deferMdx?: boolean;
  /** Where the config names `markdown.preprocessor` and `markdown.remarkPlugins`, for their messages (the config's file and line). */
  preprocessorAt?: { file: string; line?: number }; remarkPluginsAt?: { file: string; line?: number };
  /** For the site's remark plugins: the route stage's route of each source (links seen as URLs: link-routes.ts); where their results are kept (remark-cache.ts). */
  routesOf?: LinkRoutesInput['routesOf']; remarkCache?: { dir: string; version: string };
}

/** The content folder read, front matter checked, no body rendered yet. */
export interface ReadContent {
  options: ReadOptions;
  walked: ContentFiles;
  pages: ReadPage[];
  /** What routes are made of, for every file that becomes a page: its kind, logical path and front matter. */
  sources: SourceFacts[];
  categories: Map<string, CategoryMeta>;
  blog: BlogData;
  /** Each other blog's (`blog.instances`) authors and tags, by its id. */
  blogs?: Map<string, BlogData>;
  /** Each docs folder's tags.yml (the main docs, each instance, each version), by its unit's logical folder; only those that have one. */
  docsTags?: Map<string, DocsTags>;
  /** The names the site's `src/theme/MDXComponents` gives every MDX file, when it has one. */
  mdxComponents?: MdxComponentNames;
  /** What the site's markdown.preprocessor gave for the files read, when it has one. */
  preprocessed?: Preprocessed;
  diagnostics: Diagnostic[];
}

export interface LoadedContent {
  /** Every page result by path relative to the content root, for the next incremental load. */
  results: Map<string, PageResult>;
  pages: Page[];
  /** The draft docs (`draft: true`), which have no page: a sidebar that names one leaves it out, as Docusaurus does. */
  drafts?: Pick<Page, 'source' | 'frontMatter'>[];
  categories: Map<string, CategoryMeta>;
  blog: BlogData;
  /** Each other blog's (`blog.instances`) authors and tags, by its id. */
  blogs?: Map<string, BlogData>;
  /** Each docs folder's tags.yml (the main docs, each instance, each version), by its unit's logical folder; only those that have one. */
  docsTags?: Map<string, DocsTags>;
  /** Output path (`/img/x.svg`) → absolute file, for static/ and files beside Markdown. */
  files: Map<string, string>;
  diagnostics: Diagnostic[];
  /** How many bodies were rendered by this load (the others came from the cache or an earlier load). */
  parsed: number;
  /** The components src/theme/MDXComponents registers, as the pages were rendered with them. */
  mdxComponents?: MdxComponentNames;
}

/** First step: walks the content folder, reads every Markdown file and its front matter, and the metadata files. */
export async function readContent(options: ReadOptions): Promise<ReadContent> {
  const { config, root } = options;
  const product = config.product;
  const walked = await walkContent(root, contentPaths(config), { allowOutside: config.allowOutsideContent });
  const logical = (relative: string) => logicalPath(relative, contentPaths(config));
  const diagnostics: Diagnostic[] = [...walked.diagnostics];

  const { categories, diagnostics: categoryDiagnostics } = await loadCategories({ root, files: walked.categories, product, shown: displayPath, logical });
  const locale = currentLocale(config);
  const localeDir = locale?.translate ? `${locale.folder}/${blogTranslationFolder(undefined)}` : undefined;
  const { data: blog, diagnostics: blogDiagnostics } = await loadBlogData({ root, product, shown: displayPath, blogDir: config.paths.blog, localeDir, authorsMapPath: config.blog.authorsMapPath });
  diagnostics.push(...categoryDiagnostics, ...blogDiagnostics);
  const blogs = await otherBlogsData(config, root, diagnostics, locale?.translate ? locale.folder : undefined);
  const docsTags = await docsTagsFiles(config, root, diagnostics);
  const registry = await readMdxComponents(root, siteInfo(config), options.siteCode, siteCodeLimits(config));
  const admonitionTypes = await readAdmonitionTypes(root, siteInfo(config), options.siteCode, siteCodeLimits(config));
  const mdxComponents = withAdmonitionTypes(registry?.names, admonitionTypes?.types);
  diagnostics.push(...(registry?.diagnostics ?? []), ...(admonitionTypes?.diagnostics ?? []));

  // A site with locales reads each page from its translation, when the locale being built has one.
  const translated = config.i18n ? translatedFiles(root, config, walked) : undefined;
  const job = (relative: string, kind: PageJob['kind']): PageJob => (translated?.has(relative) ? { relative, kind, from: translated.get(relative) } : { relative, kind });
  const jobs: PageJob[] = [...walked.docs.map((relative) => job(relative, 'doc')), ...walked.pages.map((relative) => job(relative, 'page')), ...walked.blog.map((relative) => job(relative, 'post'))];
  // Files outside the content folders that pages are made from (components, partials, raw imports: PageResult.inputs).
  const changedFiles = new Set([...(options.changed ?? [])].map((relative) => path.join(root, relative)));
  // With a markdown.preprocessor or remark plugins, a change to a file that is no page (the config, a file of values it reads) may change what they give for any file.
  const reuse = (config.markdown.preprocessor || config.markdown.remarkPlugins) && [...(options.changed ?? [])].some((relative) => !jobs.some((one) => one.relative === relative)) ? undefined : options.reuse;
  const previousOf = (job: PageJob) => {
    const earlier = options.changed?.has(job.relative) ? undefined : reuse?.get(job.relative);
    // A file that failed is read again: the file it missed (a component, a partial) may exist now.
    const failed = earlier?.diagnostics.some((d) => d.severity === 'error');
    // Pages made with other MDXComponents names (or none) are made again: a tag may now name another component.
    const sameNames = earlier?.mdxComponents === mdxComponents?.signature;
    return earlier && !failed && sameNames && !Object.keys(earlier.inputs ?? {}).some((file) => changedFiles.has(file)) ? earlier : undefined;
  };
  const toPreprocess = () => jobs.filter((job) => /\.mdx?$/i.test(job.relative) && !previousOf(job)).map((job) => job.from ?? path.join(root, job.relative));
  const links = linkRoutesFor({ root, config, jobs, earlier: previousOf, routesOf: options.routesOf });
  const preprocessed = await rewriteMarkdown({ root, config, files: toPreprocess, preprocessorAt: options.preprocessorAt, remarkPluginsAt: options.remarkPluginsAt, links, cache: options.remarkCache });
  diagnostics.push(...(preprocessed?.diagnostics ?? []));
  // Bounded: one open file per job in flight, whatever the size of the site.
  // The routes the site's plugins added come after the files (react-page-source.ts).
  const pages: ReadPage[] = [...(await mapLimit(jobs, FILE_CONCURRENCY, async (job) => {
    const previous = previousOf(job);
    return previous ? earlierOrDone(job, previous) : readPage(job, { root, config, cache: options.cache, mdxComponents, siteCode: options.siteCode, deferMdx: options.deferMdx, preprocessed });
  })), ...pluginRoutePages(config)];
  // Only the facts, copied: the parsed file itself holds its text (its body is a slice of the whole file), which
  // renderContent lets go of as each page is rendered, and this list lives as long as what was read.
  const sources: SourceFacts[] = [];
  for (const read of pages) {
    const facts = read.state === 'parsed' ? read.parsed : read.state === 'earlier' ? read.result.page : undefined;
    if (facts) sources.push({ kind: facts.kind, source: facts.source, frontMatter: facts.frontMatter });
  }
  return { options, walked, pages, sources, categories, blog, preprocessed, ...(blogs ? { blogs } : {}), ...(docsTags ? { docsTags } : {}), mdxComponents, diagnostics };
}

/** The tags.yml of each docs folder that has one (Docusaurus's docs `tags` file), by its unit's logical folder. */
async function docsTagsFiles(config: ResolvedConfig, root: string, diagnostics: Diagnostic[]): Promise<Map<string, DocsTags> | undefined> {
  const found = new Map<string, DocsTags>();
  for (const unit of docsUnits(config)) {
    const read = await loadTagsFile({ root, product: config.product, shown: displayPath, dir: unit.folder });
    diagnostics.push(...read.diagnostics);
    if (read.tags) found.set(unit.root, { tags: read.tags, tagsFile: read.tagsFile });
  }
  return found.size > 0 ? found : undefined;
}

/** Each other blog's authors.yml and tags.yml (the locale's own first, as for the main blog), by its id; none for a site with one blog. */
async function otherBlogsData(config: ResolvedConfig, root: string, diagnostics: Diagnostic[], localeFolder: string | undefined): Promise<Map<string, BlogData> | undefined> {
  const instances = config.blog.instances;
  if (!instances?.length) return undefined;
  const blogs = new Map<string, BlogData>();
  for (const instance of instances) {
    const { data, diagnostics: found } = await loadBlogData({ root, product: config.product, shown: displayPath, blogDir: instance.path, localeDir: localeFolder && `${localeFolder}/${blogTranslationFolder(instance.id)}`, authorsMapPath: instance.authorsMapPath });
    blogs.set(instance.id, data);
    diagnostics.push(...found);
  }
  return blogs;
}

export interface RenderContentOptions {
  markdown: MarkdownRenderer;
  /** The route of every source, so links between files are written as their final hrefs. */
  routes: ReadonlyMap<string, string>;
  /**
   * The routes of the compile whose results `ReadOptions.reuse` holds. When they are the same, every kept page's
   * links resolve as they did, without resolving each one again.
   */
  reusedRoutes?: ReadonlyMap<string, string>;
  /** Told as each file is finished: how many of how many. */
  onCount?: (done: number, total: number) => void;
  /**
   * Called once every body is rendered, before images are sized: the build frees its Markdown workers there, so their
   * memory and the sized copies of the bodies are never held at once (the peak of a large build's load stage).
   */
  onBodiesRendered?: () => Promise<void>;
  /**
   * Where each page's body, Markdown and search text go as soon as the page is finished (a build into a folder):
   * the pages read them back from there when they are used, so the heap holds none of them.
   */
  spool?: BodySpool;
  /**
   * The sources whose bodies are rendered; every other file that is still to be rendered becomes an outline (its
   * front matter and leading title, no body: outline-page.ts), for `lendocs serve`'s first page. Default: all.
   */
  bodies?: ReadonlySet<string>;
  /**
   * Let go of each file's text (its source, its Markdown) once its page is rendered: a build's compile, which no
   * other compile continues from (`read` is not read again), so a large site's sources are not all held until the
   * last body is rendered (10 KB a page: half a GB at 50,000 pages).
   */
  release?: boolean;
}

/**
 * Warnings about a line of the site's code rather than of the page (an import of a name its module lacks, a theme
 * component lendocs draws as its children, a theme package's component that cannot be drawn), which every page drawing the component gives: said once a build, by the
 * first of those pages in the pages' order; the message names the file and line.
 */
const SAID_ONCE: ReadonlySet<string> = new Set(['missing-export', 'theme-module', 'theme-package']);

/**
 * Whether a diagnostic is one of those said once a build (SAID_ONCE): the same message from another page, or from
 * another locale's page, is the same warning.
 */
export function saidOnce(diagnostic: Diagnostic): boolean {
  return SAID_ONCE.has(diagnostic.code);
}

/**
 * Second step: renders every body, given the route of every source (`routes`), so that links between files are
 * written as their final hrefs; then lists the static files to publish.
 */
export async function renderContent(read: ReadContent, { markdown, routes, reusedRoutes, onCount, onBodiesRendered, spool, bodies, release }: RenderContentOptions): Promise<LoadedContent> {
  const { options, walked } = read;
  const { config, root } = options;
  const context = { root, config, cache: options.cache, markdown, mdxComponents: read.mdxComponents, siteCode: options.siteCode, preprocessed: read.preprocessed };
  const diagnostics = [...read.diagnostics];
  const results = new Map<string, PageResult>();
  let parsed = 0;
  let finished = 0;
  const sameRoutes = reusedRoutes !== undefined && reusedRoutes.size === routes.size && [...routes].every(([source, route]) => reusedRoutes.get(source) === route);
  const loaded = await mapLimit(read.pages, FILE_CONCURRENCY, async (item, index) => {
    let result: PageResult;
    if (item.state === 'done') result = item.result;
    else if (item.state === 'parsed' && bodies && !bodies.has(item.parsed.source)) result = { page: outlinePage(item.parsed), diagnostics: [] };
    else if (item.state === 'parsed') {
      result = await renderPage(item, context, routes);
      parsed++;
    } else if (sameRoutes || (bodies && !bodies.has(item.result.page.source)) || linksResolveAsBefore(item.result, routes, contentPaths(config))) result = item.result;
    else {
      // A file it links to moved: read it again, past the cache, and render it with today's routes.
      const again = await readPage(item.job, context, { useCache: false });
      result = again.state === 'parsed' ? await renderPage(again, context, routes) : again.result;
      parsed++;
    }
    if (spool && result.page) result = { ...result, page: spooledPage(result.page, spool) };
    results.set(item.job.relative, result);
    if (release) read.pages[index] = { state: 'done', job: item.job, result };
    onCount?.(++finished, read.pages.length);
    return result;
  });
  await onBodiesRendered?.();
  const pages: Page[] = [];
  const drafts: NonNullable<PageResult['draft']>[] = [];
  const told = new Set<string>();
  const untold = (d: Diagnostic) => !saidOnce(d) || (!told.has(d.message) && Boolean(told.add(d.message)));
  for (const result of loaded) {
    diagnostics.push(...result.diagnostics.filter(untold));
    if (result.page) pages.push(result.page);
    if (result.draft) drafts.push(result.draft);
  }
  const product = config.product;
  const logical = (relative: string) => logicalPath(relative, contentPaths(config));

  const files = new Map<string, string>();
  // Two files published at one path would overwrite each other (static/{{product.slug}}.png and static/acme.png,
  // or static/assets/katex/katex.min.css and KaTeX's own): the first is kept, and the second is an error.
  const publish = (outPath: string, from: string) => {
    const first = files.get(outPath);
    if (first === undefined) return void files.set(outPath, from);
    diagnostics.push(
      error('output-conflict', `${displayPath(first)} and ${displayPath(from)} would both be published at ${outPath}; one would overwrite the other.`, {
        // The one in the content folder, not KaTeX's or mermaid's own file.
        file: displayPath(isInside(root, from) ? from : first),
        hint: 'Rename or move one of them.',
      }),
    );
  };
  // A file named with a placeholder has no name to be published under when the config sets no product.
  const named = (relative: string) => product || !placeholderLine(relative) || void diagnostics.push(placeholderError(displayPath(path.join(root, relative)), undefined, 'This file\'s path uses'));
  for (const relative of walked.staticFiles.filter(named)) publish(`/${substitute(logical(relative).slice('static/'.length), product)}`, path.join(root, relative));
  for (const relative of walked.contentAssets.filter(named)) publish(`/assets/content/${substitute(logical(relative), product)}`, path.join(root, relative));
  if (pages.some((page) => page.hasMath)) for (const [outPath, from] of katexAssets()) publish(outPath, from);
  if (pages.some((page) => page.hasMermaid)) publish(MERMAID_SCRIPT, fileURLToPath(new URL('dist/client/vendor/mermaid/mermaid.min.js', PACKAGE_ROOT)));
  for (const [outPath, from] of await linkedFiles(pages, files, { root, paths: contentPaths(config), allowOutside: config.allowOutsideContent })) publish(outPath, from);
  return { results, pages: await withImageSizes(pages, files, spool && ((page, html) => withSpooledHtml(page, html, spool))), drafts, categories: read.categories, blog: read.blog, ...(read.blogs ? { blogs: read.blogs } : {}), ...(read.docsTags ? { docsTags: read.docsTags } : {}), files, diagnostics, parsed, mdxComponents: read.mdxComponents };
}
