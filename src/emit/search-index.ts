// The local search index, made at build time from the rendered Markdown of docs, posts and standalone pages.
//
// Layout (all under /search-index/):
//   docs.json        [[url (percent-encoded, with the base), title, section, tag], …] — one row per page, by document number
//   t/<key>.json     { term: [doc, count, doc, count, …], … } — terms grouped by their first three letters
//                    (two-letter terms by both letters), so a query fetches one small file per word
//   f/<doc>.json     [[anchor, heading, prose, code], …] — a page's sections, fetched only for the results shown
//
// Pagefind was the first choice; at the bench's scale 15 it took 6–9 s on two cores, twice the whole build budget,
// while this index builds in well under a second (bench/RESULTS.md has the figures).
import { pageSearch } from '../shared/page-search.js';
import { SEARCH_INDEX_PATH, searchTerms, shardFile } from '../shared/search-index-format.js';
import { encodeRoutePath } from '../shared/url-path.js';
import { publicHref } from '../shared/base-url.js';
import type { Route, Site } from '../types.js';
import { pageOf } from '../shared/site-paths.js';

const SEARCH_INDEX_DIR = SEARCH_INDEX_PATH.slice(1);
function sectionLabel(route: Route): string {
  if (route.data.type === 'doc') return route.data.breadcrumbs.length > 1 ? route.data.breadcrumbs[0].label : 'Docs';
  if (route.data.type === 'blog-post') return 'Blog';
  return 'Pages';
}

function searchable(route: Route): boolean {
  return !route.noindex && (route.data.type === 'doc' || route.data.type === 'blog-post' || route.data.type === 'page');
}

/** Every file of the index, as [path under the output folder, contents]. */
export function buildSearchIndex(site: Site): [string, string][] {
  const docs: [string, string, string, string][] = [];
  const fragments: [string, string][] = [];
  const postings = new Map<string, number[]>();
  for (const route of site.routes) {
    if (!searchable(route)) continue;
    const page = pageOf(route)!;
    const doc = docs.length;
    // The URL as the browser will request it: route paths are decoded (`/with space`), URLs are not; with the base.
    docs.push([publicHref(site.config, encodeRoutePath(route.path)), route.title, sectionLabel(route), route.docsearchTag]);
    // The page's own part was worked out when it was rendered (src/shared/page-search.ts); its title is added here.
    const search = page.search ?? pageSearch(page.html);
    const sections = search.sections.map(([anchor, heading, text, code], index) => [anchor, index === 0 ? page.title : heading, text, code]);
    fragments.push([`${SEARCH_INDEX_DIR}/f/${doc}.json`, JSON.stringify(sections)]);
    const counts = new Map(search.terms);
    for (const term of searchTerms(page.title)) counts.set(term, (counts.get(term) ?? 0) + 3);
    for (const [term, count] of counts) {
      const list = postings.get(term);
      if (list) list.push(doc, count);
      else postings.set(term, [doc, count]);
    }
  }
  const shards = new Map<string, Record<string, number[]>>();
  for (const term of [...postings.keys()].sort()) {
    const key = shardFile(term);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = {}));
    shard[term] = postings.get(term)!;
  }
  const files: [string, string][] = [[`${SEARCH_INDEX_DIR}/docs.json`, JSON.stringify(docs)]];
  for (const [file, shard] of shards) files.push([`${SEARCH_INDEX_DIR}/t/${file}`, JSON.stringify(shard)]);
  files.push(...fragments);
  return files;
}
