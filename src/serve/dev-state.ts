// What `lendocs serve --watch` keeps between rebuilds, shared by the full rebuild (dev-site.ts), the fast path of a
// body-only save (body-edit.ts) and the files that trail both (dev-extras.ts).
import type { PreparedRender } from '../render/prepare.js';
import type { MdxComponentNames } from '../load/components/mdx-registry.js';
import type { SiteCode } from '../load/components/site-code.js';
import type { GitHistory } from '../load/git-history.js';
import type { PageResult } from '../load/load-content.js';
import type { MarkdownRenderer } from '../load/markdown.js';
import type { CacheOptions } from '../pipeline/build.js';
import type { RenderSiteResult } from '../render/render-site.js';
import type { PrioritisedDrawing, ServeTestHooks } from './dev-drawing.js';
import type { FirstPages, Outline } from './first-pages.js';
import { outputFileForRoute } from '../shared/site-paths.js';
import type { Diagnostic, OutputWriter, Page, ResolvedConfig, Route, Site } from '../types.js';

export interface Changes {
  changed?: Set<string>;
  full?: boolean;
}

export interface UpdateResult {
  ok: boolean;
  /** Route paths rendered again. */
  rendered: string[];
  diagnostics: Diagnostic[];
  ms: number;
  /** Markdown files parsed and highlighted for this build (the others came from memory or the cache). */
  parsed?: number;
  /** True when the save changed only what its own page shows, so only that page was drawn (body-edit.ts). */
  bodyOnly?: boolean;
}

export interface DevState {
  root: string;
  outDir: string;
  /** Kept open between rebuilds: the highlighter (or the worker threads) start once. */
  markdown: MarkdownRenderer;
  /** Where the site's own code runs (the renderer's too), kept between rebuilds: its thread starts once. */
  siteCode: SiteCode;
  /** The persistent parse cache, as `build` uses it. */
  cache?: CacheOptions;
  /** The one locale served (`--locale`, as Docusaurus's dev server serves one), under its base; else the default. */
  locale?: string;
  writer: OutputWriter;
  /** The pages served before the first full build drew them; its `writer` is `writer`. */
  firstPages: FirstPages;
  /** Until the first full build is over: the site made from the files' front matter, to draw a page asked for. */
  outline?: Outline;
  results?: Map<string, PageResult>;
  /** The route of every source when `results` were made. */
  routes?: ReadonlyMap<string, string>;
  /** The config as the last compile read it (before the route stage resolved its navbar), for reading one file. */
  config?: ResolvedConfig;
  /** The components src/theme/MDXComponents registered at the last compile, for rendering one file. */
  mdxComponents?: MdxComponentNames;
  /** The git history docs' last updates were read from, kept while HEAD does not move. */
  gitHistory?: GitHistory;
  site?: Site;
  /** What the pages were last drawn with (assets, site, drawn sidebars, theme, fingerprints), for drawing one page again. */
  render?: PreparedRender;
  /** Every diagnostic of the last good rebuild (warnings: the errors block the site). */
  diagnostics: Diagnostic[];
  blocking: Diagnostic[];
  crashed: Map<string, Diagnostic>;
  /** While a full rebuild draws its pages: the drawing, to draw a requested page out of turn. */
  drawing?: PrioritisedDrawing;
  /** While a full rebuild draws its pages: the routes whose template threw so far in it. */
  crashedNow?: Map<string, Diagnostic>;
  /** Output file → fingerprint of what it was made from (pages) or its size and time (static files). */
  written: Map<string, string>;
  /** For tests only (render/render-site.ts, dev-drawing.ts), read at each page drawn. */
  testHooks?: ServeTestHooks;
  /** Generated file → hash of its contents (see dev-extras.ts). */
  extras: Map<string, string>;
  /** Generated entry (`GeneratedFile.name`) → the output files it made last. */
  extraFiles: Map<string, string[]>;
  /**
   * Generated entries to make again, each with the number of the change that made it stale: an entry is marked
   * done only if no newer change touched it while it was being made.
   */
  staleExtras: Map<string, number>;
  /** Counts changes, for `staleExtras`. */
  changeCount: number;
  /** Each page's own fingerprint part, kept while the page object is (render/fingerprint.ts). */
  pageHashes: WeakMap<Page, string>;
}

/** Records what a render wrote: each drawn route's fingerprint, and which of `routes` crashed (the others did not). */
export function recordRendered(state: DevState, site: Site, routes: Route[], result: RenderSiteResult): void {
  const outFile = (route: Route) => outputFileForRoute(route.path, site.config.trailingSlash);
  for (const route of result.rendered) state.written.set(outFile(route), result.fingerprints[outFile(route)]);
  for (const route of routes) state.crashed.delete(route.path);
  for (const { route, diagnostic } of result.failures) {
    state.crashed.set(route.path, diagnostic);
    state.written.delete(outFile(route));
  }
}

/** Marks generated entries to be made again by the next writeExtras(). */
export function markExtrasStale(state: DevState, names: Iterable<string>): void {
  const change = ++state.changeCount;
  for (const name of names) state.staleExtras.set(name, change);
}
