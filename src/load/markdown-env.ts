import type { Diagnostic, Heading, LinkRef } from '../types.js';
import type { ContentPaths } from './walk.js';
import type { Footnotes } from './plugins/footnotes.js';
import type { MagicComment } from '../config/magic-comments.js';
import type { Npm2YarnOptions } from '../config/npm2yarn.js';
import type { ComponentUse } from './components/render-uses.js';

/** What the Markdown plugins read and fill while one file is parsed. */
export interface MarkdownEnv {
  /** Path shown in messages. */
  file: string;
  /** Logical path under the content root, e.g. `docs/explore/pools.md`. */
  source: string;
  /** Lines before the body (front matter), so token lines become file lines. */
  lineOffset: number;
  /** Route of every Markdown source of the site, so a link to `pools.md` is written as its route at once. */
  routes: ReadonlyMap<string, string>;
  /** Where the content folders are, for links written from the site folder (default: docs, blog, pages, static). */
  paths?: ContentPaths;
  /** The site's base (config `baseUrl`), which a link may already carry (link-target.ts withoutWrittenBase). */
  baseUrl?: string;
  /** For a translated page: its translation's path, beside which its images are (link-target.ts). */
  readFrom?: string;
  /**
   * The page's path as Docusaurus's router has it when it draws the page (its route under the trailingSlash rule),
   * against which a relative URL link (`setup`, `../x`) is resolved; undefined for a partial, drawn on other pages.
   */
  pathname?: string;
  /** Admonition keywords of the site besides Docusaurus's (config `markdown.admonitionKeywords`, e.g. `cpp`). */
  admonitionKeywords?: readonly string[];
  /** Magic comments in code blocks (config `markdown.magicComments`); Docusaurus's default when unset. */
  magicComments?: readonly MagicComment[];
  /** Config `markdown.npm2yarn`: ```` ```bash npm2yarn ```` blocks become package-manager tabs (plugins/npm2yarn.ts). */
  npm2yarn?: Npm2YarnOptions;
  /** How many such tabs the body has drawn, for their ids. */
  npm2yarnCount?: number;
  diagnostics: Diagnostic[];
  headings: Heading[];
  links: LinkRef[];
  /** Every id the body defines, in order. */
  ids: string[];
  /** For an MDX file: the source line of each line of the body markdown-it reads (src/load/mdx/jsx-walk.ts). */
  lineMap?: number[];
  /** The page has maths (it needs KaTeX's stylesheet). */
  hasMath?: boolean;
  /** The page has ```mermaid diagrams (drawn in the browser by a script only such pages load). */
  hasMermaid?: boolean;
  /** The body's GFM footnotes, while it is parsed (plugins/footnotes.ts); not part of what a render returns. */
  footnotes?: Footnotes;
  /**
   * The site's own admonition types (src/theme/Admonition/Types) and the uses of them the body makes, numbered from
   * `first` after the MDX file's own component uses (plugins/admonitions.ts; drawn by components/render-uses.ts).
   */
  siteAdmonitions?: { module: string; types: readonly string[]; first: number; uses: ComponentUse[] };
  /**
   * The HTML elements the site's MDXComponents draws (`table`) and the uses of them the body makes, numbered from
   * `first` in the same list as siteAdmonitions' (plugins/site-elements.ts); `open`: the uses of the elements open.
   */
  siteElements?: { module: string; tags: ReadonlySet<string>; first: number; uses: ComponentUse[]; open: (number | undefined)[]; line: number };
  /** Config `markdown.mdxVersion`: Docusaurus 2 (1) read no text directives, so `name:word` in a heading is its id's too. */
  mdxVersion?: 1 | 3;
}

/** What the site adds to a file's env: config-derived settings and, for MDX, the line map. */
export type EnvOptions = Pick<MarkdownEnv, 'paths' | 'lineMap' | 'baseUrl' | 'readFrom' | 'pathname' | 'admonitionKeywords' | 'magicComments' | 'npm2yarn' | 'siteAdmonitions' | 'siteElements' | 'mdxVersion'>;

export function createEnv(file: string, source: string, lineOffset: number, routes: ReadonlyMap<string, string>, options: EnvOptions = {}): MarkdownEnv {
  return { file, source, lineOffset, routes, ...options, diagnostics: [], headings: [], links: [], ids: [] };
}
