// The contents of the files the emit stage makes besides pages and static files. Which files those are is decided
// once, by the route stage (`Site.generated`): this writes exactly that list, so the link checks, the output
// conflict checks and the writer can never disagree about what exists.
import type { GeneratedFile, Site } from '../types.js';
import { createFeedMaker } from './feeds.js';
import { llmsFullPieces, llmsFullSteps, llmsTxt, markdownTwin, type DocRoute } from './llms.js';
import { sidebarItemsFiles } from '../render/sidebar-html.js';
import { searchIndexFiles, searchIndexSteps } from './search-index.js';
import { runSteps, type Steps } from '../shared/yielding-steps.js';
import type { SiteAssets } from '../render/site-assets.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

export interface GeneratedOptions {
  /** false: leave out the search index (serve writes it after the first reload). */
  search?: boolean;
}

/**
 * A generated file too large to hold whole at scale (llms-full.txt: every docs page's Markdown): its text in pieces,
 * made as they are written.
 */
export interface TextPieces {
  pieces: Iterable<string>;
}

/** What one pass over `Site.generated` makes its files from: the feeds' maker is the pass's, shared by its feeds. */
export interface GeneratedPass {
  site: Site;
  assets: SiteAssets;
  feed: ReturnType<typeof createFeedMaker>;
}

/** A pass over `Site.generated`: every entry (generatedFiles), or those serve makes again after a save. */
export function generatedPass(site: Site, assets: SiteAssets): GeneratedPass {
  return { site, assets, feed: createFeedMaker(site) };
}

/**
 * Output-relative path → contents, for every entry of `site.generated` but the manifest (written at publishing).
 * One file at a time, each made as it is asked for, so a large site never holds its generated files (search index,
 * twins…) at once, nor the largest of them whole.
 */
export function* generatedFiles(site: Site, assets: SiteAssets, options: GeneratedOptions = {}): Generator<[string, string | TextPieces]> {
  const pass = generatedPass(site, assets);
  for (const entry of site.generated) {
    if (entry.kind === 'llms-full') yield [entry.name, { pieces: llmsFullPieces(site) }];
    else if (entry.kind === 'search-index') yield* options.search === false ? [] : searchIndexFiles(site);
    else yield* contentsOf(entry, pass);
  }
}

/**
 * One entry's files, as steps: the search index and llms-full.txt, made from every page, yield every few pages
 * (serve --watch makes them after a save, and a newer save must not wait for them); the others come at once.
 */
export function* generatedEntrySteps(entry: GeneratedFile, pass: GeneratedPass): Steps<[string, string][]> {
  if (entry.kind === 'search-index') return yield* searchIndexSteps(pass.site);
  if (entry.kind === 'llms-full') return [[entry.name, yield* llmsFullSteps(pass.site)]];
  return contentsOf(entry, pass);
}

/** One entry's files made at once (the search index and llms-full.txt are made in steps: above). */
function contentsOf(entry: GeneratedFile, { site, assets, feed }: GeneratedPass): [string, string][] {
  switch (entry.kind) {
    case 'stylesheet':
      return [[assets.css.path.slice(1), assets.css.contents]];
    case 'scripts':
      return [
        [assets.js.path.slice(1), assets.js.contents],
        [assets.searchJs.path.slice(1), assets.searchJs.contents],
      ];
    case 'sitemap':
      return [[entry.name, sitemapXml(site)]];
    case 'robots':
      return [[entry.name, robotsTxt(site)]];
    case 'manifest':
      // Names the fingerprints the output was built from, known only when publishing (see pipeline/emit-site.ts).
      return [];
    // Each blog's feeds are its own: another blog's (`entry.blog`) are made from its options and posts.
    case 'rss':
    case 'atom':
    case 'json-feed':
      return [[entry.name, feed(entry.kind, entry.blog)]];
    case 'llms':
      return [[entry.name, llmsTxt(site)]];
    case 'llms-full':
      return [[entry.name, runSteps(llmsFullSteps(site))]];
    case 'markdown-twin':
      return [[entry.name, markdownTwin(entry.route as DocRoute, site)]];
    case 'search-index':
      return runSteps(searchIndexSteps(site));
    case 'sidebar-items':
      return sidebarItemsFiles(site, assets.sidebarTopJs);
  }
}
