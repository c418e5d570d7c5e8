// One markdown-it instance per build, with the plugins in this order:
//   admonitions (block rule) → heading ids (+ permalinks) → link recording → code blocks, and GFM as remark-gfm
//   reads it (Docusaurus turns it on everywhere): tables, strikethrough, task lists, footnotes, autolink literals.
import MarkdownIt from 'markdown-it';
import { performance } from 'node:perf_hooks';
import type Token from 'markdown-it/lib/token.mjs';
import type { CodeHighlighter } from './highlight.js';
import { filledBlocks } from './remote-highlighter.js';
import { createEnv, type MarkdownEnv } from './markdown-env.js';
import { linkTarget } from './link-target.js';
import type { ContentPaths } from './walk.js';
import { admonitions } from './plugins/admonitions.js';
import { code } from './plugins/code.js';
import { headings } from './plugins/headings.js';
import { countWords, takeLeadingTitle, takeTruncateMarker } from './body-tokens.js';
import { links } from './plugins/links.js';
import { math } from './plugins/math.js';
import { voidLines } from './plugins/void-lines.js';
import { strikethrough } from './plugins/strikethrough.js';
import { taskLists } from './plugins/task-lists.js';
import { footnotes } from './plugins/footnotes.js';
import { gfmAutolinks } from './plugins/autolinks.js';
import { siteElements } from './plugins/site-elements.js';
import { siteUsesOf } from './site-uses.js';
import { mdxBlocks } from './mdx/block-rule.js';
import { pageSearch, type PageSearch } from '../shared/page-search.js';
import { fillInlineToc } from './inline-toc.js';
import { takePageHead, type PageHead } from '../shared/page-head.js';
import { withTrailingSlash } from '../shared/base-url.js';
import type { SiteCode } from './components/site-code.js';
import { fromLoadedPage, type PageData } from './components/page-data.js';
import type { PageKind } from '../types.js';
import type { PageSiteCode } from './components/site-code-page.js';
import type { SiteCodeLimits } from '../config/site-code.js';
import type { Npm2YarnOptions } from '../config/npm2yarn.js';
import type { ComponentUse } from './components/render-uses.js';
import type { DrawnMarkdown } from './components/partials.js';
import type { MdxComponentNames } from './components/mdx-registry.js';
import { compactString } from './compact-string.js';
import type { SiteInfo } from './components/stand-ins.js';
import type { ImportScope } from './mdx/import-scope.js';
import type { MagicComment } from '../config/magic-comments.js';

export interface MarkdownRenderer {
  /** `routes`: the route of every Markdown source of the site, for links between files. */
  render(body: string, where: RenderWhere, routes: ReadonlyMap<string, string>): Promise<RenderedMarkdown>;
  siteCode?: SiteCode; // where the site's code runs: a partial's values of it are computed there (components/module-values.ts)
}

/** Which file a body comes from: its path shown in messages, its logical path and its first line in the file. */
export interface RenderWhere {
  file: string;
  source: string;
  bodyLine: number;
  /** Where the site's content folders are (config `paths`), for links written from the site folder. */
  paths?: ContentPaths;
  /** The site's base (config `baseUrl`), which a link may already carry. */
  baseUrl?: string;
  /** For a translated page: the translation's path (relative to the content root), beside which its images are. */
  readFrom?: string;
  /** Config `trailingSlash`, which decides the page's path that relative URL links are resolved against. */
  trailingSlash?: boolean;
  /** Admonition keywords of the site besides Docusaurus's (config `markdown.admonitionKeywords`). */
  admonitionKeywords?: readonly string[];
  /** Magic comments in code blocks (config `markdown.magicComments`). */
  magicComments?: readonly MagicComment[];
  /** Config `markdown.npm2yarn`, when on. */
  npm2yarn?: Npm2YarnOptions;
  /** For an MDX file: the source line of each line of `body` (src/load/mdx/jsx-walk.ts). */
  lineMap?: number[];
  /** For an MDX file: the site's components it uses, the site folder (`@site/`) and what components may ask of it. */
  components?: ComponentUse[];
  siteRoot?: string;
  site?: SiteInfo;
  /** A React page: the absolute path of its module, rendered instead of `body` (components/react-page.ts); `pluginRoute`: the route a plugin added it draws. */
  reactPage?: string;
  pluginRoute?: import('./react-page-source.js').PluginRouteDraw;
  /** Config `markdown.format`, for the Markdown partials an MDX file imports (components/partials.ts). */
  markdownFormat?: 'md' | 'mdx' | 'detect';
  /** Config `markdown.mdxVersion`, for the same partials (mdx/mdx1.ts). */
  mdxVersion?: 1 | 3;
  /** The partials' text as the site's markdown.preprocessor gave it, by absolute path, for those it changed. */
  preprocessed?: Readonly<Record<string, string>>;
  /** For a partial: the partials being drawn around it, outermost first (its own path last). */
  partialChain?: string[];
  /** For a partial: the source of the page it is drawn on, whose path its components read (`useLocation()`, the docs version). */
  pageSource?: string;
  /** For a partial: the data of its page, whose DocProvider Docusaurus draws it in (`useDoc()` reads that page). */
  pageData?: PageData;
  /** The names the site's `src/theme/MDXComponents` gives every MDX file, for the partials it imports. */
  mdxComponents?: MdxComponentNames;
  /** Where the partials' own imports may come from (mdx/import-scope.ts). */
  imports?: ImportScope;
  /** How long and with how much memory the site's code may run for the page (config `siteCode`). */
  siteCodeLimits?: SiteCodeLimits;
  /** Kind and front matter (`useDoc()`, `useBlogPost()`: page-data.ts); a doc's docItemComponent file (components/doc-item.ts). */
  page?: { kind: PageKind; frontMatter: Record<string, unknown>; docItem?: string };
}

export interface RenderedMarkdown {
  html: string;
  excerptHtml: string;
  hasTruncate: boolean;
  /** Text and id of a leading `# Title`, which then is not part of `html` (the template draws it). */
  contentTitle?: { text: string; id: string };
  /** A React page's description, from its `<Layout description>`. */
  description?: string;
  wordCount: number;
  /** What the plugins found (the route map they read is left out: it is the caller's, and large). */
  env: Omit<MarkdownEnv, 'routes' | 'paths' | 'lineMap'>;
  /** The body's text by section, for the search index: made here, on the worker threads, once per body. */
  search: PageSearch;
  /** A page's own head tags (`<Head>` in MDX), cut from `html` and `excerptHtml` (shared/page-head.ts). */
  head?: PageHead;
  /** Files the site's components were made from (path → hash), when the page uses any: the cache checks them. */
  inputs?: Record<string, string>;
  /** The CSS of the site's components the page uses, one piece per file: it goes into the site's stylesheet. */
  css?: string[];
  /** Time spent parsing, highlighting and rendering (not waiting for grammars to load), for --profile. */
  ms: number;
}

/** `siteCode`: where the site's components run (components/site-code.ts), for the pages that use some. */
export function createMarkdown(highlighter: CodeHighlighter, siteCode?: SiteCode): MarkdownRenderer {
  const md = new MarkdownIt({ html: true, linkify: true, typographer: false });
  md.use(admonitions);
  md.use(mdxBlocks); // MDX files only: the HTML lines made by compileMdx (src/load/mdx/jsx-walk.ts)
  md.use(voidLines);
  md.use(headings);
  md.use(links);
  md.use(math);
  md.use(code, highlighter);
  md.use(strikethrough);
  md.use(taskLists);
  md.use(footnotes);
  md.use(gfmAutolinks);
  md.use(siteElements); // last: it wraps the renderer's loop, around every rule above

  /** The site's code as this page runs it: all its drawings share the page's time. */
  const pageCode = async (where: RenderWhere, routes: ReadonlyMap<string, string>, page?: PageData): Promise<PageSiteCode> => {
    if (!siteCode || !where.siteCodeLimits) throw new Error('A page with site components was rendered without the site code runner.');
    const { pageSiteCode } = await import('./components/site-code-page.js');
    return pageSiteCode(siteCode, { siteRoot: where.siteRoot!, site: where.site!, limits: where.siteCodeLimits, pathname: routerPath(where.pageSource ?? where.source, where, routes), page, docItem: where.page?.docItem });
  };
  const renderer: MarkdownRenderer = {
    siteCode,
    async render(body, where, routes) {
      if (where.reactPage && where.siteRoot && where.site) return reactPage(where, await pageCode(where, routes), routes, renderer);
      // The site's own admonition types and the elements its MDXComponents replaces are drawn by its components.
      const site = siteUsesOf(where);
      const env = createEnv(where.file, where.source, where.bodyLine - 1, routes, { paths: where.paths, lineMap: where.lineMap, baseUrl: where.baseUrl, readFrom: where.readFrom, pathname: where.partialChain ? undefined : routerPath(where.source, where, routes), admonitionKeywords: site.keywords, magicComments: where.magicComments, npm2yarn: where.npm2yarn, siteAdmonitions: site.siteAdmonitions, siteElements: site.siteElements, mdxVersion: where.mdxVersion });
      const tokens = md.parse(body, env);
      await highlighter.prepare(tokens.filter((t) => t.type === 'fence').map((t) => t.info.trim().split(/[\s{]/)[0]));
      const started = performance.now();

      // A partial's leading # heading and truncate marker are its content, not its page's title or excerpt.
      const contentTitle = where.partialChain ? undefined : takeLeadingTitle(tokens, env);
      const truncateAt = where.partialChain ? -1 : takeTruncateMarker(tokens);
      const render = (list: Token[]) => md.renderer.render(list, md.options, env);
      // Blog lists show a post up to its `<!-- truncate -->` marker, or the whole post without one (as Docusaurus
      // does: route/post-summary.ts), so without a marker there is no separate excerpt to keep.
      const filled = await filledBlocks(highlighter, render(tokens), truncateAt > 0 ? render(tokens.slice(0, truncateAt)) : '');
      let { html, excerptHtml } = filled;
      let inputs: Record<string, string> | undefined;
      let css: string[] | undefined;
      const uses = site.uses.length ? [...(where.components ?? []), ...site.uses] : where.components;
      if (uses?.length && where.siteRoot && where.site) {
        // The site's own components, drawn by React around their rendered children (only pages that use them).
        const { fillComponents } = await import('./components/render-uses.js');
        const permalink = routes.get(where.source);
        const page = where.pageData ?? (where.page && permalink !== undefined ? fromLoadedPage({ ...where.page, source: where.source, permalink, headings: env.headings, contentTitle: contentTitle?.text }) : undefined);
        const code = await pageCode(where, routes, page);
        const partials = uses.some((use) => use.partial) ? (await import('./components/partials.js')).partialRenderer({ html, uses, where: page ? { ...where, pageData: page } : where, env, routes, renderer }) : undefined;
        const drawn = drawnMarkdownOf(where, routes, renderer);
        const filled = await fillComponents(html, uses, code, where.file, partials?.render, drawn.render);
        // Their CSS goes into the site's stylesheet (render/site-assets.ts), as Docusaurus bundles all CSS into one.
        html = filled.html;
        if (excerptHtml) excerptHtml = (await fillComponents(excerptHtml, uses, code, where.file, partials?.render, drawn.render)).html;
        const files = await drawn.made;
        css = [...new Set([...filled.css, ...(partials?.css ?? []), ...(files?.css ?? [])])];
        env.diagnostics.push(...filled.diagnostics);
        for (const { href, line } of filled.links) env.links.push({ kind: 'link', href, line, target: linkTarget(href, { source: env.source, routes: env.routes, paths: env.paths, baseUrl: env.baseUrl, readFrom: env.readFrom }) });
        partials?.merge();
        if (files) mergeDrawn(env, files);
        inputs = { ...filled.inputs, ...partials?.inputs, ...files?.inputs };
      }
      // After the partials: their headings are in `<TOCInline />` too, as in Docusaurus 3.2 and later.
      // Compact before the search text is cut from it, so that text is compact too (compact-string.ts).
      // `<Head>`'s children are the page's head, not its text: cut before the search text is taken (a partial's stay
      // in its HTML, to be cut from the page it is drawn on).
      const cut = where.partialChain ? { html, head: undefined } : takePageHead(html);
      html = compactString(fillInlineToc(cut.html, env));
      excerptHtml = compactString(takePageHead(excerptHtml).html);
      // Read after rendering: some plugins note what they found (maths, mermaid) as they render.
      const { routes: _routes, paths: _paths, baseUrl: _baseUrl, readFrom: _readFrom, pathname: _pathname, admonitionKeywords: _keywords, magicComments: _magic, npm2yarn: _npm2yarn, npm2yarnCount: _npm2yarnCount, mdxVersion: _mdxVersion, lineMap: _lineMap, footnotes: _footnotes, siteAdmonitions: _siteAdmonitions, siteElements: _siteElements, ...found } = env;
      const search = pageSearch(html);
      return { html, excerptHtml, hasTruncate: truncateAt >= 0, contentTitle, wordCount: countWords(tokens), env: found, search, head: cut.head, inputs, css, ms: performance.now() - started + filled.elsewhere };
    },
  };
  return renderer;
}

/**
 * The path of `source`'s page as Docusaurus's router has it when it draws the page: its route under the trailingSlash
 * rule (an index doc is `/guides/` unless trailingSlash is false); useLocation() gives it, relative URLs resolve on it.
 * A partial's own links have none: it is drawn on each page that imports it.
 */
function routerPath(source: string, where: RenderWhere, routes: ReadonlyMap<string, string>): string | undefined {
  const route = routes.get(source);
  return route === undefined ? undefined : withTrailingSlash(route, where.trailingSlash);
}

/** A React page's HTML, as a rendered body: its title from `@theme/Layout`, no headings of its own. */
async function reactPage(where: RenderWhere, code: PageSiteCode, routes: ReadonlyMap<string, string>, renderer: MarkdownRenderer): Promise<RenderedMarkdown> {
  const started = performance.now();
  // Markdown files its components draw (markdown-files.ts); a plugin route's Markdown modules first (route-markdown.ts).
  const drawn = drawnMarkdownOf(where, routes, renderer);
  const route = where.pluginRoute && { ...where.pluginRoute, props: await (await import('./components/route-markdown.js')).withMarkdownExports(where.pluginRoute.props, drawn) };
  const page = await (await import('./components/react-page.js')).renderReactPage(where.reactPage!, code, where.file, route);
  // The page's links are checked like any page's, at the file (a React page has no Markdown lines to point at).
  // A video or document its code imported is a link to the file too, which publishes it (components/media-files.ts).
  const { mediaFileHref } = await import('./components/media-files.js');
  const hrefs = [...page.hrefs, ...(page.files ?? []).map(mediaFileHref)];
  const links = hrefs.map((href) => ({ kind: 'link' as const, href, line: 1, target: linkTarget(href, { source: where.source, routes, paths: where.paths, baseUrl: where.baseUrl }) }));
  const env: RenderedMarkdown['env'] = { file: where.file, source: where.source, lineOffset: 0, diagnostics: page.diagnostics, headings: [], links, ids: [...(page.anchors ?? [])] };
  const html = await (await import('./components/markdown-files.js')).fillMarkdownFiles(page.html, (file) => drawn.render(file, 1));
  const files = await drawn.made;
  if (files) mergeDrawn(env, files);
  const contentTitle = page.title ? { text: page.title, id: '' } : undefined;
  return { html, excerptHtml: '', hasTruncate: false, contentTitle, ...(page.description ? { description: page.description } : {}), wordCount: 0, env, search: pageSearch(html), inputs: { ...page.inputs, ...files?.inputs }, css: [...page.css, ...(files?.css ?? [])], ms: performance.now() - started };
}

/** The Markdown files a page's components draw, rendered as partials (components/partials.ts) once the first is: most pages draw none. */
function drawnMarkdownOf(where: RenderWhere, routes: ReadonlyMap<string, string>, renderer: MarkdownRenderer): { render: (file: string, line: number) => Promise<string>; made: Promise<DrawnMarkdown | undefined> } {
  let made: Promise<DrawnMarkdown> | undefined;
  return {
    render: async (file, line) => (await (made ??= import('./components/partials.js').then(({ drawnMarkdown }) => drawnMarkdown({ where, routes, renderer })))).render(file, line),
    get made() {
      return made ?? Promise.resolve(undefined);
    },
  };
}

/** What the drawn Markdown files found, into the page's: ids, links, problems, maths and diagrams (not headings). */
function mergeDrawn(env: Pick<MarkdownEnv, 'ids' | 'links' | 'diagnostics' | 'hasMath' | 'hasMermaid'>, drawn: DrawnMarkdown): void {
  env.ids.push(...drawn.ids);
  env.links.push(...drawn.links);
  env.diagnostics.push(...drawn.diagnostics);
  if (drawn.hasMath) env.hasMath = true;
  if (drawn.hasMermaid) env.hasMermaid = true;
}
