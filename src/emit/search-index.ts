// The local search index, made at build time from the rendered Markdown of docs, posts and standalone pages.
//
// Layout (all under /search-index/), few files whose number grows with the index's size, not with its words:
//   shards.json  { docs: hash of docs.json, terms: [first term of t/0, of t/1, …], termFiles, pages: [first
//                document of f/0, …], pageFiles } — the layout (SearchLayout), fetched first; the client finds a
//                part by binary search in it. Shards and fragment files are named by a hash of their contents
//                (`t/3.<hash>.json`) and docs.json is fetched as `docs.json?v=<hash>`, so a browser or CDN cache
//                never pairs a layout with another build's files
//   docs.json    [[url (percent-encoded, with the base), title, section, tag], …] — one row per page, by document
//                number
//   t/<n>.json   { term: [doc, count, doc, count, …], … } — the n-th run of the terms in sorted order (UTF-16 code
//                units), about TERM_SHARD_BYTES each; each doc after a term's first is written as its difference
//                from the one before (search-postings.ts). A run ends where the terms' first three letters change,
//                so the terms a prefix query matches are in one file unless their group alone outgrows a shard
//                (then it is cut, and the query fetches each file of the group: termShardsOf).
//   f/<n>.json   [[[anchor, heading, prose, code], …] of page pages[n], of pages[n] + 1, …] — the sections of a run
//                of consecutive pages, about FRAGMENT_FILE_BYTES each, fetched only for the results shown. Pages
//                next to each other in the route order are neighbours in the sidebar, so results of one query
//                often share a file.
// Before, every three-letter prefix and every page had a file of its own: 2,037 files at the bench's scale 1,
// writing which was most of the emit stage (bench/RESULTS.md, "Search index in few files").
// Everything is built from the routes in their fixed order and sorted terms, so the same site gives the same bytes.
//
// Pagefind was the first choice; at the bench's scale 15 it took 6–9 s on two cores, twice the whole build budget,
// while this index builds in well under a second (bench/RESULTS.md has the figures).
import { createHash } from 'node:crypto';
import { pageSearch, termWeights } from '../shared/page-search.js';
import { SEARCH_INDEX_PATH, SEARCH_LAYOUT_FILE, searchTerms, type SearchLayout } from '../shared/search-index-format.js';
import { encodeRoutePath } from '../shared/url-path.js';
import { publicHref } from '../shared/base-url.js';
import type { Route, Site } from '../types.js';
import { pageOf } from '../shared/site-paths.js';
import { Postings } from './search-postings.js';
import { RunCutter } from './search-runs.js';
import { runSteps, type Steps } from '../shared/yielding-steps.js';
import { clipText, TITLE_LIMIT } from '../shared/text-transforms.js';

const SEARCH_INDEX_DIR = SEARCH_INDEX_PATH.slice(1);

/** JSON characters of a term shard before the next three-letter group starts a new one (within a group: twice that). */
export const TERM_SHARD_BYTES = 16 * 1024;

/** The longest heading id a result links to; a longer one (a heading of a whole paragraph) links to its page. */
const ANCHOR_LIMIT = 512;

/** JSON characters of page sections a fragment file holds; a page larger than this has a file of its own. */
export const FRAGMENT_FILE_BYTES = 16 * 1024;

function sectionLabel(route: Route): string {
  if (route.data.type === 'doc') return route.data.breadcrumbs.length > 1 ? clipText(route.data.breadcrumbs[0].label, TITLE_LIMIT) : 'Docs';
  if (route.data.type === 'blog-post') return 'Blog';
  return 'Pages';
}

function searchable(route: Route): boolean {
  return !route.noindex && (route.data.type === 'doc' || route.data.type === 'blog-post' || route.data.type === 'page');
}

/** Every file of the index, as [path under the output folder, contents]. */
export function buildSearchIndex(site: Site): [string, string][] {
  return runSteps(searchIndexSteps(site));
}

/** buildSearchIndex(), yielding every few pages (shared/yielding-steps.ts). */
export function* searchIndexSteps(site: Site): Steps<[string, string][]> {
  const files: [string, string][] = [];
  for (const step of searchIndexStream(site)) {
    if (step) files.push(step);
    else yield;
  }
  return files;
}

/**
 * Every file of the index, each given as soon as it is complete, so a large site's index is written file by file
 * and never held whole (a build: emit/write-site.ts).
 */
export function* searchIndexFiles(site: Site): Generator<[string, string], void, void> {
  for (const step of searchIndexStream(site)) if (step) yield step;
}

/**
 * The index's files in the order they are complete (the page fragments, the page list, the term shards, the
 * layout last: serve writes them in this order, so until the layout is replaced the files it names are there),
 * with a pause (undefined) every few pages.
 */
function* searchIndexStream(site: Site): Generator<[string, string] | undefined, void, void> {
  const docs: [string, string, string, string][] = [];
  const fragments = new RunCutter<number>(FRAGMENT_FILE_BYTES, '[', ']');
  const pageFiles: string[] = [];
  const fragmentFile = (text: string): [string, string] => {
    const name = hashedName(`f/${pageFiles.length}`, text);
    pageFiles.push(name);
    return [`${SEARCH_INDEX_DIR}/${name}`, text];
  };
  const postings = new Postings();
  for (const route of site.routes) {
    if (!searchable(route)) continue;
    const page = pageOf(route)!;
    const doc = docs.length;
    // The URL as the browser will request it: route paths are decoded (`/with space`), URLs are not; with the base.
    // Titles and headings are shown as results, so a giant one is cut (its words are still found: see below).
    docs.push([publicHref(site.config, encodeRoutePath(route.path)), clipText(route.title, TITLE_LIMIT), sectionLabel(route), route.docsearchTag]);
    // The page's own part was worked out when it was rendered (src/shared/page-search.ts); its title is added here.
    const search = page.search ?? pageSearch(page.html);
    // A giant heading's id is not copied into the index: its section is found as a part of the page instead.
    const sections = search.sections.map(([anchor, heading, text, code], index) => [anchor.length > ANCHOR_LIMIT ? '' : anchor, clipText(index === 0 ? page.title : heading, TITLE_LIMIT), text, code]);
    const closed = fragments.add(JSON.stringify(sections), doc, true);
    if (closed !== undefined) yield fragmentFile(closed);
    // Each word's weight: its body's count (page-search.ts), plus 3 for each use in the title.
    for (const [term, count] of termWeights(search)) postings.add(term, doc, count);
    for (const term of searchTerms(page.title)) postings.add(term, doc, 3);
    if (docs.length % 32 === 0) yield;
  }
  const last = fragments.finish();
  if (last !== undefined) yield fragmentFile(last);
  const docsText = JSON.stringify(docs);
  yield [`${SEARCH_INDEX_DIR}/docs.json`, docsText];
  // A shard ends where the terms' first three letters change, unless the group alone outgrows it.
  const shards = new RunCutter<string>(TERM_SHARD_BYTES, '{', '}');
  const termFiles: string[] = [];
  const termFile = (text: string): [string, string] => {
    const name = hashedName(`t/${termFiles.length}`, text);
    termFiles.push(name);
    return [`${SEARCH_INDEX_DIR}/${name}`, text];
  };
  let previous = '';
  for (const step of postings.sortedEntries()) {
    if (!step) {
      yield;
      continue;
    }
    const [term, entry] = step;
    const closed = shards.add(entry, term, term.slice(0, 3) !== previous.slice(0, 3));
    previous = term;
    if (closed !== undefined) yield termFile(closed);
  }
  const lastShard = shards.finish();
  if (lastShard !== undefined) yield termFile(lastShard);
  const layout: SearchLayout = { docs: contentHash(docsText), terms: shards.first, termFiles, pages: fragments.first, pageFiles };
  yield [`${SEARCH_INDEX_DIR}/${SEARCH_LAYOUT_FILE}`, JSON.stringify(layout)];
}

const contentHash = (contents: string) => createHash('sha256').update(contents).digest('hex').slice(0, 10);

/** `t/3` → `t/3.<hash of the contents>.json`. */
const hashedName = (stem: string, contents: string) => `${stem}.${contentHash(contents)}.json`;
