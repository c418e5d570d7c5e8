// The local search index's layout (src/emit/search-index.ts): terms in sorted shards found through shards.json,
// page sections grouped in fragment files. Each query goes through the browser's own search code, run in Node with
// fetch answered from the in-memory build, so the test checks what a reader gets, not only the files.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { buildFixture, doc } from '../support/fixture-site.js';
import { createBackend } from '../../src/client/search/backends.js';
import type { SearchConfig } from '../../src/client/search/types.js';
import { TERM_SHARD_BYTES, FRAGMENT_FILE_BYTES } from '../../src/emit/search-index.js';
import { fragmentPlace, termShardsOf } from '../../src/shared/search-index-format.js';

// The search code reads the site's base path from <html> (these sites have none) and fetches the index through two
// of the browser's globals: set for this file's tests and put back after them, since a test group runs other
// files in this process after it (scripts/test-groups.mjs).
const browserFetch = globalThis.fetch;
before(() => void ((globalThis as any).document = { documentElement: { getAttribute: () => null } }));
after(() => {
  delete (globalThis as any).document;
  globalThis.fetch = browserFetch;
});

// "wug0000", "wug0001", …: one three-letter group of terms three times the shard size, split over two pages, so
// the group cannot stay in one shard and a prefix query for it must cross a shard boundary.
const ENTRY_CHARS = '"wug0000":[0,1],'.length;
const WUG_COUNT = 2 * Math.ceil((3 * TERM_SHARD_BYTES) / ENTRY_CHARS / 2);
const wug = (n) => `wug${String(n).padStart(4, '0')}`;
/** Sections of at most 150 words: a section's search text is capped (page-search.ts), its terms with it. */
function wugPage(title, from, to) {
  const parts: any[] = [];
  for (let start = from; start < to; start += 150) {
    const words = Array.from({ length: Math.min(150, to - start) }, (_, i) => wug(start + i));
    parts.push(`## Part ${start}\n\n${words.join(' ')}.`);
  }
  return doc({ title }, parts.join('\n\n'));
}

const files = {
  'docs/first.md': doc({ title: 'First words', sidebar_position: 1 }, 'The term 000aardvark sorts before every other term.'),
  'docs/wug-low.md': wugPage('Low wugs', 0, WUG_COUNT / 2),
  'docs/wug-high.md': wugPage('High wugs', WUG_COUNT / 2, WUG_COUNT),
  'docs/last.md': doc({ title: 'Last words' }, 'The term zzzyzzyva sorts after every other term.'),
  // Short pages next to each other in the sidebar: their sections share a fragment file.
  'docs/short/one.md': doc({ title: 'Short one', sidebar_position: 1 }, 'Alpha text of the first short page.\n\n## Details\n\nOne details about gnocchi.'),
  'docs/short/two.md': doc({ title: 'Short two', sidebar_position: 2 }, 'Beta text of the second short page.\n\n## Recipe\n\nTwo recipe: boil the rigatoni for ten minutes.'),
  'docs/short/three.md': doc({ title: 'Short three', sidebar_position: 3 }, 'Gamma text of the third short page.'),
};

let site;
let layout;
let docs;
before(async () => {
  site = await buildFixture(files);
  assert.deepEqual(site.errors, []);
  layout = JSON.parse(site.text('search-index/shards.json'));
  docs = JSON.parse(site.text('search-index/docs.json'));
});

/** The browser's search code, fetching from the build; also counts the files it fetched. */
function backend(answer = (file) => site.files.get(file)) {
  const fetched: any[] = [];
  globalThis.fetch = async (url) => {
    const file = decodeURI(url).replace(/^\//, '').replace(/\?.*$/, '');
    fetched.push(file);
    const body = answer(file);
    return body === undefined ? new Response('', { status: 404 }) : new Response(String(body), { status: 200 });
  };
  const local = createBackend({ provider: 'local' } as SearchConfig);
  return { search: (query, limit = 10) => local.search(query, { limit }), fetched };
}

const docOf = (url) => docs.findIndex(([u]) => u === url);
const shardHolding = (term) => layout.terms.findLastIndex((first) => first <= term);

test('terms are sorted into shards of bounded size that shards.json lists, each term in exactly one', () => {
  const shardFiles = [...site.files.keys()].filter((file) => file.startsWith('search-index/t/')).sort();
  assert.equal(shardFiles.length, layout.terms.length);
  assert.ok(layout.terms.length >= 3, `only ${layout.terms.length} shards`);
  assert.deepEqual([...layout.terms].sort(), layout.terms, 'first terms ascend');
  const seen = new Set();
  layout.terms.forEach((first, n) => {
    const text = site.text(`search-index/${layout.termFiles[n]}`);
    const terms = Object.keys(JSON.parse(text)).sort();
    assert.equal(terms[0], first, `shard ${n} starts with its listed term`);
    for (const term of terms) {
      assert.ok(n === layout.terms.length - 1 || term < layout.terms[n + 1], `${term} of shard ${n} belongs to a later shard`);
      assert.ok(!seen.has(term), `${term} is in two shards`);
      seen.add(term);
    }
    assert.ok(terms.length === 1 || text.length <= 2 * TERM_SHARD_BYTES + 64, `shard ${n} has ${text.length} characters`);
  });
  assert.ok(seen.has('000aardvark') && seen.has('zzzyzzyva') && seen.has(wug(0)) && seen.has(wug(WUG_COUNT - 1)));
});

test('a term in the first shard and a term in the last are found', async () => {
  assert.equal(shardHolding('000aardvark'), 0);
  assert.equal(shardHolding('zzzyzzyva'), layout.terms.length - 1);
  const { search } = backend();
  assert.deepEqual((await search('000aardvark')).hits.map((hit) => hit.url), ['/first']);
  const last = await search('zzzyzzyva');
  assert.deepEqual(last.hits.map((hit) => hit.url), ['/last']);
  assert.match(last.hits[0].excerptHtml, /<mark>zzzyzzyva<\/mark> sorts after/);
});

test('a prefix query whose terms fill several shards fetches each of them and finds the pages of both ends', async () => {
  const low = shardHolding(wug(0));
  const high = shardHolding(wug(WUG_COUNT - 1));
  assert.ok(high > low, 'the wug terms should be cut into several shards');
  assert.deepEqual(termShardsOf('wug', layout.terms), Array.from({ length: high - low + 1 }, (_, i) => low + i));
  const { search, fetched } = backend();
  const result = await search('wug');
  assert.deepEqual(result.hits.map((hit) => hit.url).sort(), ['/wug-high', '/wug-low']);
  for (let n = low; n <= high; n++) assert.ok(fetched.includes(`search-index/${layout.termFiles[n]}`), `shard ${n} not fetched`);
  // A whole word fetches only its own shard, and finds only its page.
  const one = backend();
  assert.deepEqual((await one.search(wug(WUG_COUNT - 1))).hits.map((hit) => hit.url), ['/wug-high']);
  assert.deepEqual(one.fetched.filter((file) => file.includes('/t/')), [`search-index/${layout.termFiles[high]}`]);
  // Two letters match only the two-letter term, as a prefix would match half the index.
  assert.equal((await search('wu')).total, 0);
});

test('pages whose sections share a fragment file each get their own excerpt and sub-results', async () => {
  const [one, two, three] = ['/short/one', '/short/two', '/short/three'].map((url) => fragmentPlace(docOf(url), layout.pages));
  assert.ok(one.file === two.file && two.file === three.file, 'the short pages should share a fragment file');
  assert.deepEqual([two.at - one.at, three.at - two.at], [1, 1]);
  const fragmentFiles = [...site.files.keys()].filter((file) => file.startsWith('search-index/f/'));
  assert.equal(fragmentFiles.length, layout.pages.length);
  assert.ok(fragmentFiles.length < docs.length, `${fragmentFiles.length} fragment files for ${docs.length} pages`);
  const shared = JSON.parse(site.text(`search-index/${layout.pageFiles[two.file]}`));
  assert.ok(site.text(`search-index/${layout.pageFiles[two.file]}`).length <= FRAGMENT_FILE_BYTES);
  assert.equal(shared[two.at][0][1], 'Short two', 'the page is at its place in the file');

  const { search, fetched } = backend();
  const result = await search('rigatoni');
  assert.equal(result.hits.length, 1);
  assert.equal(result.hits[0].url, '/short/two');
  assert.deepEqual(result.hits[0].subResults.map((sub) => [sub.url, sub.title]), [['/short/two#recipe', 'Recipe']]);
  assert.match(result.hits[0].subResults[0].excerptHtml, /boil the <mark>rigatoni<\/mark>/);
  // Results on one file fetch it once, and it is not fetched again in the session.
  const all = await search('short page');
  assert.deepEqual(all.hits.map((hit) => hit.url).sort(), ['/short/one', '/short/three', '/short/two']);
  assert.equal(fetched.filter((file) => file === `search-index/${layout.pageFiles[two.file]}`).length, 1);
});

test('the same site gives the same index, byte for byte', async () => {
  const again = await buildFixture(files);
  const index = (build) => [...build.files].filter(([file]) => file.startsWith('search-index/')).map(([file, body]) => [file, String(body)]).sort();
  assert.deepEqual(index(again), index(site));
});

test('a site without its index yet (404s, as under serve before the first write) finds nothing and does not fail', async () => {
  const { search } = backend(() => undefined);
  assert.deepEqual(await search('wug'), { hits: [], total: 0 });
});

test('parts of two builds (shards naming pages the page list lacks) give no phantom results', async () => {
  const { search } = backend((file) => (file === 'search-index/docs.json' ? '[]' : site.files.get(file)));
  assert.deepEqual(await search('rigatoni'), { hits: [], total: 0 });
});

test('shards and fragment files are named by their contents and the page list asked for by its hash, so a cached layout never meets another build\'s files', async () => {
  const hash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 10);
  const named = [...layout.termFiles, ...layout.pageFiles];
  assert.deepEqual([...site.files.keys()].filter((file) => file.startsWith('search-index/')).sort(), ['search-index/docs.json', 'search-index/shards.json', ...named.map((name) => `search-index/${name}`)].sort());
  for (const name of named) assert.ok(name.endsWith(`.${hash(site.text(`search-index/${name}`))}.json`), name);
  assert.equal(layout.docs, hash(site.text('search-index/docs.json')));
  const requested: any[] = [];
  const real = globalThis.fetch;
  const { search } = backend();
  const counting = globalThis.fetch;
  globalThis.fetch = (url) => (requested.push(url), counting(url));
  await search('rigatoni');
  globalThis.fetch = real;
  assert.ok(requested.includes(`/search-index/docs.json?v=${layout.docs}`), requested.join(' '));
});
