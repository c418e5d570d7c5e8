// The data that flows through the pipeline: config → load → route → check → render → emit.
import type { ResolvedConfig } from './config/schema.js';
import type { PageSearch } from './shared/page-search.js';
import type { PageHead } from './shared/page-head.js';

export type { ResolvedConfig };

/** A problem found in the input. Stages collect these; the CLI prints them and picks the exit code. */
export interface Diagnostic {
  severity: 'error' | 'warning';
  /** What is wrong, in one sentence. */
  message: string;
  /** Path of the source file, relative to the current directory when possible (e.g. `content/docs/x.md`). */
  file?: string;
  /** 1-based line in that file. */
  line?: number;
  /** How to fix it. */
  hint?: string;
  /** A short stable code, for tests and machine output (e.g. `broken-link`). */
  code: string;
  /** Stack trace of an unexpected exception behind this message, printed only with --debug. */
  stack?: string;
}

/** A heading of a rendered Markdown body, as the table of contents needs it. */
export interface Heading {
  level: number;
  /** Plain text of the heading (no Markdown, no hash link). */
  text: string;
  id: string;
  line: number;
}

/** A link or image written in Markdown, kept with its source line so checks can point at it. */
export interface LinkRef {
  kind: 'link' | 'image';
  /** The href exactly as the author wrote it (after placeholder substitution). */
  href: string;
  line: number;
  /** The file the link is written in, as displayed, when that is not the page's own: a Markdown partial it draws. */
  file?: string;
  /** That file's logical path (as `source` paths are), which its relative links are resolved from. */
  from?: string;
  /** An image written as a reference (`![alt][label]`), which Docusaurus leaves unchecked: missing, a warning. */
  byReference?: true;
  /** An MDX `<img>` whose src is written as text: a URL of the site, which Docusaurus leaves unchecked: missing, a warning. */
  srcAsText?: true;
  /** Where it points:
   * - `source`: a Markdown file (by its logical path under the content root, e.g. `docs/explore/pools.md`);
   * - `route`: a site-absolute path (`/explore/pools`);
   * - `asset`: a non-Markdown file next to the source (copied to the output);
   * - `external`: anything with a scheme or protocol-relative;
   * - `fragment`: `#id` on the same page.
   */
  target:
    | { type: 'source'; path: string; hash: string }
    | { type: 'route'; path: string; hash: string }
    | { type: 'asset'; path: string }
    | { type: 'external' }
    | { type: 'fragment'; hash: string };
}

export type PageKind = 'doc' | 'post' | 'page';

/** One Markdown file, parsed. Pure function of its text, its path and the config (so it can be cached). */
export interface Page {
  kind: PageKind;
  /** Path as shown to people: relative to the current directory, e.g. `content/docs/explore/pools.md`. */
  file: string;
  addedBy?: string; // the plugin that added the page's route with addRoute() (`file` is then its component)
  /** Logical path under the content root with placeholders substituted, e.g. `docs/developers/lendara-v1/index.md`. */
  source: string;
  /** Validated front matter (unknown keys kept so templates such as the home page can read theirs). */
  frontMatter: Record<string, unknown>;
  /** File line of each top-level front matter key, for messages about its value. */
  frontMatterLines: Record<string, number>;
  /** The body has a `<!-- truncate -->` marker. */
  hasTruncate: boolean;
  title: string;
  /** The body has maths, so the page loads KaTeX's stylesheet. */
  hasMath?: boolean;
  /** The body has mermaid diagrams. */
  hasMermaid?: boolean;
  /** The body holds a `<DocCardList />` (found once, when parsed: every rebuild would otherwise search every body). */
  hasDocCardList?: boolean;
  /**
   * Text of the body's leading `# Heading`, which a doc or page shows as its h1, as Docusaurus does; the front
   * matter `title` is then for metadata (the head's title, the sidebar, search). Undefined without one.
   */
  heading?: string;
  /** Id of the body's leading `# Title`, kept on the page's h1 so `#id` links still land. */
  titleId?: string;
  description: string;
  /** Rendered HTML body, links as routes. A build into a folder reads it, `markdown` and `search` from its spool (load/spooled-page.ts). */
  html: string;
  /** The HTML up to `<!-- truncate -->`, for blog lists; empty without the marker (a list then shows the whole post). */
  excerptHtml: string;
  headings: Heading[];
  /** Every id in the body (headings and raw HTML), for anchor checks. */
  ids: string[];
  links: LinkRef[];
  /** Words in the body text, for reading time and content checks. */
  wordCount: number;
  /** Line of the first body line in the file (front matter length + 1). */
  bodyLine: number;
  /** The Markdown body, kept for machine-readable output. */
  markdown: string;
  /** The body's text by section and its word counts, for the search index (pages made by the route stage have none). */
  search?: PageSearch;
  /** The CSS of the site's components the page uses, one piece per file, for the site's stylesheet. */
  css?: string[];
  /** What its `<Head>` (MDX) adds to the page's head: title, meta and link tags, `<html>` attributes. */
  head?: PageHead;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** The doc's source path when the link is a doc (for "current" highlighting). */
  source?: string;
  /** Docusaurus's `customProps`: the site's own data, for the site's components that read the sidebar. */
  customProps?: Record<string, unknown>;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's landing page, if it has one. */
  href?: string;
  source?: string;
  collapsed: boolean;
  items: SidebarItem[];
  /** Docusaurus's `customProps` (as on a link). */
  customProps?: Record<string, unknown>;
}

/** Docusaurus's `html` item: markup of the site's own, drawn as it is in its list item (`className`, `defaultStyle`). */
export interface SidebarHtml { type: 'html'; value: string; className?: string; defaultStyle?: boolean }

export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;
export interface NavLink { label: string; href: string }

export interface TagInfo {
  key: string;
  label: string;
  /** Route of the tag's page. */
  href: string;
  description: string;
  count: number;
}

export interface AuthorInfo {
  key: string;
  name: string;
  title: string;
  url?: string;
  imageUrl?: string;
  /** Route of the author's page (only authors declared in authors.yml have one). */
  href?: string;
  count: number;
}

/** A blog post's metadata, as lists and the sidebar show it. */
export interface PostSummary {
  source: string;
  href: string;
  title: string;
  description: string;
  /** ISO date `YYYY-MM-DD`. */
  date: string;
  readingMinutes: number;
  /** The config's blog.showReadingTime is false: the reading time is not shown. */ hideReadingTime?: true;
  /** Where its source can be edited (blog.editUrl), shown on its page. */ editUrl?: string;
  tags: TagInfo[];
  authors: AuthorInfo[];
  excerptHtml: string;
  hasTruncate: boolean;
  image?: string;
  unlisted: boolean;
}

/** The version of a doc whose docs instance has several: the page's badge, its banner and the version dropdown. */
export interface DocVersion {
  /** The docs instance (`default`, or an id of `docs.instances`). */
  pluginId: string;
  label: string;
  /** Shown on versions other than the last: it leads to this doc (or the first doc) in the last version. */
  banner?: { kind: 'unreleased' | 'unmaintained'; latest?: NavLink };
  /** This doc in each built version (that version's first doc where it has none), newest first. */
  versions: (NavLink & { current: boolean })[];
}

/** Everything a template needs to draw one output file. */
export type RouteData =
  | { type: 'doc'; page: Page; breadcrumbs: NavLink[]; previous?: NavLink; next?: NavLink; tags: TagInfo[]; /** Only on docs with several versions. */ version?: DocVersion;
      /** The label its version badge shows, or false when the version's `badge` option hides it; left out, the badge follows docs.showVersionBadge. */ versionBadge?: string | false;
      /** Where its source can be edited (docs.editUrl); when and by whom it last changed, as far as docs.showLastUpdateTime/Author show them. */ editUrl?: string; lastUpdate?: { date?: string; author?: string } }
  | { type: 'page'; page: Page }
  | { type: 'home'; page: Page }
  | { type: 'not-found' }
  | { type: 'search' }
  | { type: 'docs-tags'; tags: TagInfo[] }
  | { type: 'docs-tag'; tag: TagInfo; docs: { title: string; href: string; description: string }[]; /** The page of every docs tag. */ allTags: string }
  | { type: 'blog-list'; posts: PostSummary[]; pagination: Pagination; heading: string }
  | { type: 'blog-post'; page: Page; post: PostSummary; previous?: NavLink; next?: NavLink }
  | { type: 'blog-tags'; tags: TagInfo[] }
  | { type: 'blog-tag'; tag: TagInfo; posts: PostSummary[]; pagination: Pagination }
  | { type: 'blog-archive'; years: { year: string; posts: PostSummary[] }[] }
  | { type: 'blog-authors'; authors: AuthorInfo[] }
  | { type: 'blog-author'; author: AuthorInfo; posts: PostSummary[]; pagination: Pagination }
  /** An old URL kept working (config `redirects`): a page that sends the reader on to `to`. */
  | { type: 'redirect'; to: string };

export interface Pagination {
  page: number;
  totalPages: number;
  /** Newer entries (previous page), if any. */
  newer?: string;
  /** Older entries (next page), if any. */
  older?: string;
}

/** One output HTML file. */
export interface Route {
  /** URL path, e.g. `/explore/pools`, `/explore/`, `/`. The not-found page is `/404.html`. */
  path: string;
  /** The page title without the site suffix (`Page Not Found`, `Pools`). */
  title: string;
  description: string;
  /** The body class naming the page type (spec §2). */
  bodyClass: string;
  /** `docsearch:docusaurus_tag` value (reference-behaviours.md). */
  docsearchTag: string;
  /** Which sidebar the page shows. */
  sidebar: 'docs' | 'blog' | 'none';
  /** With several docs sidebars (config `sidebars`): which one (index into `Site.sidebars`); 0 otherwise. */
  sidebarIndex?: number;
  /** A page of another blog (`blog.instances`): its id, whose sidebar, options and posts it shows. */
  blog?: string;
  noindex: boolean;
  /** The source file the route comes from, if any. */
  source?: string;
  image?: string;
  data: RouteData;
}

/** The one structure every stage after `route` reads. Built once, never mutated afterwards. */
export interface Site {
  config: ResolvedConfig;
  /** Every route, in a stable order (docs in sidebar order, then pages, then blog). */
  routes: Route[];
  /** Route path by path, for link checks. */
  routeByPath: Map<string, Route>;
  /** Route path of each Markdown source (logical path), for resolving `.md` links. */
  routeBySource: Map<string, string>;
  /** The one list of files the emit stage writes besides pages and static files; emit writes exactly these. */
  generated: GeneratedFile[];
  /** Where the navbar brand and the "Home" breadcrumb lead: `/`, or the first docs page when there is no home page. */
  homePath: string;
  /**
   * Every docs sidebar: one made from the folder tree, or each of the config's hand-written `sidebars` in order.
   * Always at least one (empty on a site without docs); a route's `sidebarIndex` points into it.
   */
  sidebars: SidebarItem[][];
  /**
   * Each sidebar's docs unit (its translation folder, `docusaurus-plugin-content-docs/current`) and its name in the
   * config's `sidebars` (none for the folder tree's), in the same order: the keys of its labels' translations.
   */
  sidebarKeys: { unit: string; name?: string }[];
  /** Every listed blog post, newest first (for the blog sidebar and feeds). */
  posts: PostSummary[];
  /** Each other blog's (`blog.instances`) listed posts, newest first, by its id; none on a site with one blog. */
  blogs?: Record<string, PostSummary[]>;
  /** Files from static/ and assets referenced by Markdown: output path → absolute source file. */
  files: Map<string, string>;
  /** Every page's component CSS, one piece per file, each once, in the order first used: for the site's stylesheet. */
  componentCss: string[];
  /** Each versioned docs instance's versions (label, first doc, last or not, search tag): version menus and search. */
  docsVersions?: Record<string, (NavLink & { last: boolean; tag: string })[]>;
}

/** A file (or, with a trailing "/", a folder of files) that the emit stage writes besides pages and static files. */
export interface GeneratedFile {
  /** Output-relative name (`sitemap.xml`, `blog/rss.xml`); a trailing "/" names a folder (`search-index/`). */
  name: string;
  /** What it is, so the emit stage knows how to make it. */
  kind: 'stylesheet' | 'scripts' | 'sitemap' | 'robots' | 'manifest' | 'rss' | 'atom' | 'json-feed' | 'llms' | 'llms-full' | 'markdown-twin' | 'search-index' | 'sidebar-items';
  /** A feed of another blog (`blog.instances`): its id. */
  blog?: string;
  /** A folder whose every file lendocs writes, so nothing else may be published inside it. */
  exclusive?: boolean;
  /** The source it is made from (a docs page, for its Markdown twin), for messages. */
  origin?: { file: string; line?: number };
  /** A Markdown twin's docs route. */
  route?: Route;
}

export type { OutputWriter } from './shared/output-writer.js';
export type { ThemeOverrides } from './shared/theme-slot.js';
