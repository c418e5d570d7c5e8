// One Markdown file → a parsed page, in two steps with the site's route map made between them:
//   readPage:   the file read, its front matter checked and placeholders substituted (enough to know its route);
//   renderPage: the body rendered and highlighted, links to other files written as their routes.
// A pure function of the file's text, its path, the config and the routes its links reach: cached while they stay.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { displayPath } from '../config/load.js';
import { error } from '../errors.js';
import { inputHash } from '../node/input-hash.js';
import { DOC_CARD_LIST_MARKER } from '../shared/html.js';
import type { Diagnostic, LinkRef, Page, PageKind, ResolvedConfig } from '../types.js';
import { readFrontMatter } from './front-matter.js';
import type { MarkdownRenderer } from './markdown.js';
import { importScopeOf } from './mdx/import-scope.js';
import type { ComponentUse } from './components/render-uses.js';
import type { MdxComponentNames } from './components/mdx-registry.js';
import type { SiteCode } from './components/site-code.js';
import type { ReadAgain } from './components/module-values.js';
import type { MdxWhere } from './mdx/jsx-walk.js';
import { withTrailingSlash } from '../shared/base-url.js';
import { siteInfo } from './components/site-info.js';
import { docItemOf } from './components/doc-item.js';
import { siteCodeLimits } from '../config/site-code.js';
import type { PageCache } from './page-cache.js';
import { placeholderError, placeholderLine, placeholderLineOutsideCode, substitute, substituteDeep, substituteOutsideCode } from '../shared/placeholders.js';
import { linkTarget } from './link-target.js';
import { contentPaths, logicalPath, type ContentPaths } from './walk.js';
import { REACT_PAGE, reactPageSource, type PluginRouteDraw } from './react-page-source.js';
import type { Preprocessed } from './markdown-preprocessor.js';

/** What loading one Markdown file produced; kept between builds in serve mode. */
export interface PageResult {
  page?: Page;
  diagnostics: Diagnostic[];
  /** Time spent reading, parsing and highlighting the file (0 when reused). */
  ms?: number;
  /** Files of the site's components the page was drawn with (path → hash): a change to one makes the page again. */
  inputs?: Record<string, string>;
  /** The route each link to another Markdown file was written with (href as written → route), to tell when it is stale. */
  linkRoutes?: Record<string, string>;
  /** The signature of the names `src/theme/MDXComponents` gave when the page was made (absent without the file). */
  mdxComponents?: string;
  /** A draft doc (`draft: true`), which has no page: its path and id, so that a sidebar naming it drops it as Docusaurus does. */
  draft?: Pick<Page, 'source' | 'frontMatter'>;
}

/** A file to load: its path relative to the content root (as on disk) and what kind of page it is. */
export interface PageJob {
  relative: string;
  kind: PageKind;
  /** The file its text is read from when it is not `relative`: the translation of the locale being built. */
  from?: string;
}

/** What every page of one load shares. */
export interface PageContext {
  root: string;
  config: ResolvedConfig;
  /** The persistent parse cache, when the build uses one. */
  cache?: PageCache;
  /** The names the site's `src/theme/MDXComponents` gives every MDX file, when it has one. */
  mdxComponents?: MdxComponentNames;
  /** Where the site's code runs: values of it an MDX file needs as it is read are computed there. */
  siteCode?: SiteCode;
  /** The text the site's markdown.preprocessor gave for the files it changed (markdown-preprocessor.ts). */
  preprocessed?: Pick<Preprocessed, 'texts' | 'partials'>;
  /**
   * MDX files' JSX read when a body is rendered, not when the file is read: `lendocs serve`'s outline, which renders
   * one body and routes the rest from front matter (its full compile continues from what the outline read).
   */
  deferMdx?: boolean;
}

/** A file read, its front matter checked, its body not yet rendered: the Page's fields known before rendering. */
export type ParsedSource = Pick<Page, 'kind' | 'file' | 'source' | 'frontMatter' | 'frontMatterLines' | 'markdown' | 'bodyLine'> & {
  /** The Markdown body to render (for MDX, with its JSX already turned into Markdown and HTML). */
  body: string;
  /** For MDX: the source line of each line of `body`. */
  lineMap?: number[];
  /** A React page: the absolute path of its module. */
  reactPage?: string;
  /** A route a plugin added, drawn as a React page (react-page-source.ts). */
  pluginRoute?: PluginRouteDraw;
  /** A translated page: the translation's path relative to the content root (its images are beside it). */
  readFrom?: string;
  /** For MDX: the site's own components the body uses (drawn after Markdown: components/render-uses.ts). */
  components?: ComponentUse[];
  /** For MDX: files whose contents it took in (raw and JSON imports): path → sha256. */
  inputs?: Record<string, string>;
  diagnostics: Diagnostic[];
  /** For MDX that wants values of the site's code: read again with them when it is rendered (components/module-values.ts). */
  readAgain?: ReadAgain;
  /** An MDX file whose JSX is not read yet (an outline's read: `deferMdx`): `body` is its Markdown as written until compiledMdx(). */
  pendingMdx?: { where: MdxWhere; readsValues: boolean };
};

/**
 * One file after the first step:
 * - `done`: nothing to render (unreadable, bad front matter, a draft);
 * - `earlier`: rendered before from the same text (cache or the previous watch build), kept if its links still
 *   resolve as they did;
 * - `parsed`: to be rendered.
 */
export type ReadPage =
  | { state: 'done'; job: PageJob; result: PageResult }
  | { state: 'earlier'; job: PageJob; result: PageResult & { page: Page } }
  | { state: 'parsed'; job: PageJob; parsed: ParsedSource; key?: string };

/** Reads one file and checks its front matter; any failure becomes a diagnostic naming the file. */
export async function readPage(job: PageJob, context: PageContext, { useCache = true } = {}): Promise<ReadPage> {
  const { relative, kind } = job;
  const absolute = job.from ?? path.join(context.root, relative);
  const file = displayPath(absolute);
  let raw: string;
  try {
    raw = context.preprocessed?.texts.get(absolute) ?? (await readFile(absolute, 'utf8'));
  } catch (cause) {
    return done(job, [error('unreadable-file', `Cannot read this file: ${(cause as Error).message}`, { file, hint: 'Check that the file exists and is readable.' })]);
  }
  const readFrom = job.from === undefined ? undefined : path.relative(context.root, job.from).split(path.sep).join('/');
  // A translation's text may equal another locale's while its images are beside another file.
  const key = context.cache?.key(readFrom === undefined ? relative : `${relative}\0${readFrom}`, kind, raw, context.mdxComponents?.signature);
  const cached = key && useCache ? context.cache!.get(key) : undefined;
  if (cached && componentsUnchanged(cached)) return earlierOrDone(job, cached);
  try {
    const parsed = await parseSource(raw, job, { file, absolute, root: context.root, registered: context.mdxComponents, siteCode: context.siteCode, deferMdx: context.deferMdx }, context.config);
    if (readFrom !== undefined && !('result' in parsed)) parsed.readFrom = readFrom;
    if ('result' in parsed) {
      if (key) context.cache!.set(key, parsed.result);
      return { state: 'done', job, result: parsed.result };
    }
    return { state: 'parsed', job, parsed, key };
  } catch (cause) {
    return { state: 'done', job, result: failure(cause, file) };
  }
}

/** A result made earlier (the cache, or the previous watch build), as the first step would have found it. */
export function earlierOrDone(job: PageJob, result: PageResult): ReadPage {
  return result.page ? { state: 'earlier', job, result: result as PageResult & { page: Page } } : { state: 'done', job, result };
}

/**
 * True when every link of an earlier result to another Markdown file would be written the same today: it finds the
 * same file (a new file can be a better candidate: linkTarget) and that file has the same route.
 */
export function linksResolveAsBefore(result: PageResult & { page: Page }, routes: ReadonlyMap<string, string>, paths?: ContentPaths): boolean {
  const before = result.linkRoutes ?? {};
  return result.page.links.every((link) => {
    if (link.target.type !== 'source') return true;
    // A partial's link is resolved from the partial's folder, as it was when the page was rendered.
    const now = linkTarget(link.href, { source: link.from ?? result.page.source, routes, paths });
    const route = now.type === 'source' ? routes.get(now.path) : undefined;
    const key = linkKey(link);
    return route === (Object.hasOwn(before, key) ? before[key] : undefined);
  });
}

/** A link's key in `linkRoutes`: its href, and the partial it is written in (the same href may lead elsewhere there). */
function linkKey(link: LinkRef): string {
  return link.from === undefined ? link.href : `${link.from}\0${link.href}`;
}

/** Renders a parsed file's body; `routes` is the route of every Markdown source of the site. */
export async function renderPage(
  read: Extract<ReadPage, { state: 'parsed' }>,
  context: PageContext & { markdown: MarkdownRenderer },
  routes: ReadonlyMap<string, string>,
): Promise<PageResult> {
  const { parsed, key } = read;
  let result: PageResult;
  try {
    result = await renderParsed(parsed, context, routes);
  } catch (cause) {
    return failure(cause, parsed.file);
  }
  if (key) context.cache!.set(key, result);
  return result;
}

function done(job: PageJob, diagnostics: Diagnostic[]): ReadPage {
  return { state: 'done', job, result: { diagnostics } };
}

/** One file's failure (a plugin that throws, a worker thread that died) is reported against that file. */
function failure(cause: unknown, file: string): PageResult {
  const diagnostic = error('load-failed', `Loading this file failed: ${(cause as Error).message}`, {
    file,
    hint: 'If the message does not point at something in the file, run with --debug and report the output.',
  });
  return { diagnostics: [{ ...diagnostic, stack: (cause as Error).stack }] };
}

async function parseSource(raw: string, { relative, kind }: PageJob, { file, absolute, root, registered, siteCode, deferMdx }: { file: string; absolute: string; root: string; registered?: MdxComponentNames; siteCode?: SiteCode; deferMdx?: boolean }, config: ResolvedConfig): Promise<ParsedSource | { result: PageResult }> {
  const nul = raw.indexOf('\u0000');
  if (nul >= 0) {
    const line = raw.slice(0, nul).split('\n').length;
    return { result: { diagnostics: [error('binary-file', 'This Markdown file contains NUL bytes; it looks like a binary file.', { file, line, hint: 'Save the file as UTF-8 text, or move it out of the content folder.' })] } };
  }
  if (!config.product) {
    const line = placeholderLineOutsideCode(raw);
    if (line || placeholderLine(relative)) return { result: { diagnostics: [placeholderError(file, line || undefined, line ? 'This file uses' : 'This file\'s path uses')] } };
  }
  if (kind === 'page' && REACT_PAGE.test(relative)) return reactPageSource(relative, file, absolute, config);
  const text = substituteOutsideCode(raw, config.product);
  const front = readFrontMatter(text, file, kind);
  if (front.diagnostics.some((d) => d.severity === 'error')) return { result: { diagnostics: front.diagnostics } };
  const data = substituteDeep(front.data, config.product);
  const source = substitute(logicalPath(relative, contentPaths(config)), config.product);
  if (data.draft === true) return { result: { diagnostics: front.diagnostics, ...(kind === 'doc' ? { draft: { source, frontMatter: data.id === undefined ? {} : { id: data.id } } } : {}) } };
  const parsed: ParsedSource = { kind, file, source, frontMatter: data, frontMatterLines: front.lines, body: front.body, markdown: front.body, bodyLine: front.bodyLine, diagnostics: front.diagnostics };
  if (!isMdx(source, config)) return parsed;
  const where: MdxWhere = { file, bodyLine: front.bodyLine, path: absolute, siteRoot: root, registered, imports: importScopeOf(root, config), mdxVersion: config.markdown.mdxVersion };
  const pending = { ...parsed, pendingMdx: { where, readsValues: siteCode !== undefined } };
  return deferMdx ? pending : compiledMdx(pending);
}

/**
 * MDX (markdown.format): imports and exports read, JSX turned into Markdown and HTML, with a map of lines; as the file
 * is read, or (`deferMdx`) before its body is rendered. The MDX compiler and its JavaScript parsers are loaded by the
 * first file read as MDX: a site without one never loads them.
 */
export async function compiledMdx(parsed: ParsedSource): Promise<ParsedSource> {
  if (!parsed.pendingMdx) return parsed;
  const { pendingMdx: { where, readsValues }, ...read } = parsed;
  const mdx = (await import('./mdx/jsx-walk.js')).compileMdx(read.markdown, where);
  return {
    ...read,
    body: mdx.body,
    lineMap: mdx.lineMap,
    components: mdx.components.length ? mdx.components : undefined,
    inputs: Object.keys(mdx.inputs).length > 0 ? mdx.inputs : undefined,
    diagnostics: [...read.diagnostics, ...mdx.diagnostics],
    // Values of the site's code it wants are computed for its route, known when it is rendered (renderParsed).
    ...(mdx.wanted && readsValues ? { readAgain: { where, first: mdx, front: read.diagnostics } } : {}),
  };
}

/** Which files are MDX: Docusaurus's `markdown.format` (`detect`: only .mdx; `mdx`: .md too; `md`: none). */
function isMdx(source: string, config: ResolvedConfig): boolean {
  const format = config.markdown.format;
  return format === 'mdx' ? /\.mdx?$/.test(source) : format === 'detect' && source.endsWith('.mdx');
}

async function renderParsed(parsedSource: ParsedSource, { markdown, config, root, mdxComponents, siteCode, preprocessed }: PageContext & { markdown: MarkdownRenderer }, routes: ReadonlyMap<string, string>): Promise<PageResult> {
  const read = await compiledMdx(parsedSource);
  const route = routes.get(read.source);
  const run = siteCode && { siteCode, site: siteInfo(config), limits: siteCodeLimits(config), pathname: route === undefined ? undefined : withTrailingSlash(route, config.trailingSlash) };
  const parsed = read.readAgain && run ? await (await import('./components/module-values.js')).parsedWithValues({ ...read, readAgain: read.readAgain }, run) : read;
  const { kind, file, source, frontMatter: data, bodyLine } = parsed;
  const rendered = await markdown.render(parsed.body, { file, source, bodyLine, paths: contentPaths(config), baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, readFrom: parsed.readFrom, admonitionKeywords: config.markdown.admonitionKeywords, magicComments: config.markdown.magicComments, npm2yarn: config.markdown.npm2yarn || undefined, lineMap: parsed.lineMap, components: parsed.components, siteRoot: root, site: siteInfo(config), reactPage: parsed.reactPage, pluginRoute: parsed.pluginRoute, markdownFormat: config.markdown.format, mdxVersion: config.markdown.mdxVersion, mdxComponents, imports: importScopeOf(root, config), siteCodeLimits: siteCodeLimits(config), ...(parsed.components?.length || mdxComponents?.tags?.length ? { page: { kind, frontMatter: data, docItem: kind === 'doc' ? docItemOf(config, root, source) : undefined }, preprocessed: preprocessed?.partials } : {}), ...(parsed.pluginRoute ? { preprocessed: preprocessed?.partials } : {}) }, routes);
  // A plugin's route whose component cannot be drawn is not built (react-page.ts said why).
  if (parsed.pluginRoute && rendered.env.diagnostics.some((d) => d.code === 'plugin-route')) return { diagnostics: [...parsed.diagnostics, ...rendered.env.diagnostics] };
  // A React page whose Layout has no title is titled as Docusaurus titles it: the site's title alone.
  const fallbackTitle = parsed.reactPage ? config.title : path.posix.basename(source).replace(/\.mdx?$/, '');
  const { html, head } = rendered;
  const page: Page = {
    kind,
    file,
    ...(parsed.pluginRoute ? { addedBy: parsed.pluginRoute.plugin } : {}),
    source,
    frontMatter: data,
    frontMatterLines: parsed.frontMatterLines,
    hasTruncate: rendered.hasTruncate,
    title: (data.title as string | undefined) ?? rendered.contentTitle?.text ?? fallbackTitle,
    heading: rendered.contentTitle?.text,
    titleId: rendered.contentTitle?.id,
    description: (data.description as string | undefined) ?? rendered.description ?? '',
    html,
    hasMath: rendered.env.hasMath === true,
    hasMermaid: rendered.env.hasMermaid === true,
    hasDocCardList: html.includes(DOC_CARD_LIST_MARKER),
    excerptHtml: rendered.excerptHtml,
    headings: rendered.env.headings,
    ids: rendered.env.ids,
    links: rendered.env.links,
    wordCount: rendered.wordCount,
    bodyLine,
    markdown: parsed.markdown,
    search: rendered.search,
  };
  if (rendered.css?.length) page.css = rendered.css;
  if (head) page.head = head;
  const linkRoutes: Record<string, string> = {};
  for (const link of page.links) {
    const route = link.target.type === 'source' ? routes.get(link.target.path) : undefined;
    if (route !== undefined) linkRoutes[linkKey(link)] = route;
  }
  const result: PageResult = { page, diagnostics: [...parsed.diagnostics, ...rendered.env.diagnostics], ms: rendered.ms, linkRoutes, inputs: parsed.inputs || rendered.inputs ? { ...parsed.inputs, ...rendered.inputs } : undefined };
  if (mdxComponents) result.mdxComponents = mdxComponents.signature;
  return result;
}

/** A result whose page used site components is kept only while their files are as they were. */
function componentsUnchanged(result: PageResult): boolean {
  return Object.entries(result.inputs ?? {}).every(([file, hash]) => inputHash(file) === hash);
}
