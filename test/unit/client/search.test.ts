import { test } from 'node:test';
import assert from 'node:assert/strict';
import { groupBySection, highlightWords, normaliseQuery, safeExcerpt } from '../../../src/client/search/query.js';
import { createSavedSearches, FAVOURITES_KEY, RECENT_KEY } from '../../../src/client/search/saved-searches.js';
import { renderSafeMarkdown } from '../../../src/client/search/safe-markdown.js';
import { buildMessages } from '../../../src/client/search/ask-ai.js';

test('queries are trimmed, white space folded and length capped', () => {
  assert.equal(normaliseQuery('  health \n\t factor  '), 'health factor');
  assert.equal(normaliseQuery('x'.repeat(500)).length, 200);
  assert.equal(normaliseQuery('   '), '');
});

test('hits are grouped by section in order of first appearance', () => {
  const hit = (title, section) => ({ url: `/${title}`, title, section, excerptHtml: '', subResults: [] });
  const groups = groupBySection([hit('a', 'Explore'), hit('b', 'Blog'), hit('c', 'Explore')]);
  assert.deepEqual(groups.map((g) => [g.section, g.hits.map((h) => h.title)]), [['Explore', ['a', 'c']], ['Blog', ['b']]]);
});

test('excerpts keep only <mark>; anything else is escaped text', () => {
  assert.equal(safeExcerpt('a <mark>b</mark> <script>x</script> &lt;i&gt;'), 'a <mark>b</mark> x &lt;i&gt;');
  assert.equal(safeExcerpt('<img src=x onerror=alert(1)>'), '');
  assert.equal(safeExcerpt('"quoted" & more'), '&quot;quoted&quot; &amp; more');
  // Decoded as the build decodes (shared/html-entities.ts): any numeric reference, once, then escaped once.
  assert.equal(safeExcerpt('it&#8217;s&nbsp;&amp;lt;b&gt; <mark>x</mark>'), 'it\u2019s\u00a0&amp;lt;b&gt; <mark>x</mark>');
});

test('words of the query are highlighted case-insensitively, with regex characters taken literally', () => {
  assert.equal(highlightWords('The Health factor (HF)', 'health (hf)'), 'The <mark>Health</mark> factor <mark>(HF)</mark>');
  assert.equal(highlightWords('<b>', 'b'), '&lt;b&gt;');
});

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    read: (k: string) => data.get(k) ?? null,
    write: (k: string, v: string | null) => {
      if (v === null) data.delete(k);
      else data.set(k, v);
    },
  };
}

test('recent searches: newest first, no duplicates, capped, removable', () => {
  const store = memoryStore();
  const saved = createSavedSearches(store);
  for (let i = 0; i < 9; i++) saved.addRecent({ url: `/p${i}`, title: `P${i}`, section: 'S' });
  saved.addRecent({ url: '/p5', title: 'P5', section: 'S' });
  assert.deepEqual(saved.recent().map((h) => h.url), ['/p5', '/p8', '/p7', '/p6', '/p4', '/p3', '/p2']);
  saved.removeRecent('/p8');
  assert.equal(saved.recent().some((h) => h.url === '/p8'), false);
  for (const hit of saved.recent()) saved.removeRecent(hit.url);
  assert.equal(store.data.has(RECENT_KEY), false);
});

test('favourites: starring moves a search out of recent; removable', () => {
  const store = memoryStore();
  const saved = createSavedSearches(store);
  const hit = { url: '/explore/pools', title: 'Pools', section: 'Explore' };
  saved.addRecent(hit);
  saved.addFavourite(hit);
  assert.equal(saved.isFavourite('/explore/pools'), true);
  assert.deepEqual(saved.recent(), []);
  assert.deepEqual(JSON.parse(store.data.get(FAVOURITES_KEY) ?? ''), [hit]);
  saved.removeFavourite('/explore/pools');
  assert.deepEqual(saved.favourites(), []);
});

test('corrupt stored lists are treated as empty', () => {
  const saved = createSavedSearches(memoryStore({ [RECENT_KEY]: '{not json', [FAVOURITES_KEY]: '[{"url":1},{"url":"/a","title":"A"}]' }));
  assert.deepEqual(saved.recent(), []);
  assert.deepEqual(saved.favourites().map((h) => h.url), ['/a']);
});

test('AI answers are rendered without raw HTML; only safe links survive', () => {
  const html = renderSafeMarkdown('Hello <script>alert(1)</script> **bold** `code`\n\n- [ok](/explore/pools)\n- [bad](javascript:alert(1))\n\n<img src=x onerror=alert(1)>');
  assert.doesNotMatch(html, /<script|<img/);
  assert.match(html, /&lt;script&gt;/);
  assert.match(html, /<strong>bold<\/strong>/);
  assert.match(html, /<a href="\/explore\/pools">ok<\/a>/);
  assert.doesNotMatch(html, /href="javascript/);
});

test('the AI request carries the question and the passages', () => {
  const messages = buildMessages('What is LLTV?', [{ url: '/explore/glossary#lltv', title: 'Glossary', section: 'Explore', excerptHtml: 'The <mark>LLTV</mark> is…', subResults: [] }]);
  assert.equal(messages[0].role, 'system');
  assert.match(messages[1].content, /\[1\] Glossary \(\/explore\/glossary#lltv\)\nThe LLTV is…/);
  assert.match(messages[1].content, /Question: What is LLTV\?$/);
});

test('index terms fold accents and plurals, the same for the page and the query', async () => {
  const { searchTerm, searchTerms } = await import('../../../src/shared/search-index-format.js');
  const cases = { liquidations: 'liquidation', addresses: 'address', policies: 'policy', batches: 'batch', vaults: 'vault', Café: 'cafe', curátors: 'curator', status: 'status', analysis: 'analysis', address: 'address', ids: 'ids', v1: 'v1', '2024s': '2024s', keys: 'key' };
  for (const [word, term] of Object.entries(cases)) assert.equal(searchTerm(word), term, word);
  assert.deepEqual(searchTerms('Health factor and liquidations'), ['health', 'factor', 'and', 'liquidation']);
});

test('matched words are marked whatever their accents and number', async () => {
  const { markTerms } = await import('../../../src/client/search/query.js');
  assert.equal(markTerms('One liquidation, two Liquidations; a café <b>', ['liquidation', 'cafe']), 'One <mark>liquidation</mark>, two <mark>Liquidations</mark>; a <mark>café</mark> &lt;b&gt;');
  assert.equal(markTerms('Liquidators liquidate', ['liquidat']), '<mark>Liquidators</mark> <mark>liquidate</mark>');
});

test("a page's search text reads as the page does: no space before punctuation, code kept apart from prose", async () => {
  const { pageSearch, termWeights } = await import('../../../src/shared/page-search.js');
  const html = '<p>The <strong>bonus</strong>. Liquidations <code>pay</code>, <em>always</em>!</p><div class="code-block"><pre><code><span>fn</span> <span>liquidate</span>()</code></pre></div><h2 id="next">Next <a class="hash-link" href="#next">#</a></h2><p>More.</p>';
  const search = pageSearch(html);
  const { sections } = search;
  assert.deepEqual(sections, [
    ['', '', 'The bonus. Liquidations pay, always!', 'fn liquidate()'],
    ['next', 'Next', 'More.', ''],
  ]);
  assert.ok(new Map(termWeights(search)).has('liquidate'), 'code is still searchable');
});
