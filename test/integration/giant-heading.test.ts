// A giant heading (a pasted 100 KB line) is the page's own content, but where its title is only a label of the
// page (search results, <title>, og:title, JSON-LD, feeds, llms.txt) it is cut at a word boundary with "…"
// (issue 28, item b).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture } from '../support/fixture-site.js';
import { createBackend } from '../../src/client/search/backends.js';
import type { SearchConfig } from '../../src/client/search/types.js';
import { TITLE_LIMIT } from '../../src/shared/text-transforms.js';

// The search code reads the site's base path from <html> (this site has none) and fetches the index through two
// of the browser's globals: set for this file's tests and put back after them, since a test group runs other
// files in this process after it (scripts/test-groups.mjs).
const browserFetch = globalThis.fetch;
before(() => void ((globalThis as any).document = { documentElement: { getAttribute: () => null } }));
after(() => {
  delete (globalThis as any).document;
  globalThis.fetch = browserFetch;
});

const words = (prefix, n) => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(' ');
const HUGE = words('giant', 15000); // about 100 KB
const ONE_WORD = 'x'.repeat(100_000);

let site;
before(async () => {
  site = await buildFixture({
    'docs/index.md': `# ${HUGE}\n\nOpening text.\n\n## ${HUGE}\n\nSection text.\n`,
    'docs/long-word.md': `# ${ONE_WORD}\n\nThe body mentions quokka once, then ${'y'.repeat(5000)} and more.\n`,
    'blog/2024-01-01-a.md': `# ${HUGE}\n\nA post.\n`,
  });
  assert.deepEqual(site.errors, []);
});

test('search results: titles and headings are at most 200 characters, cut at a word with "…"', () => {
  const docs = JSON.parse(site.text('search-index/docs.json'));
  for (const [url, title] of docs) {
    assert.ok(title.length <= TITLE_LIMIT, `${url}: title of ${title.length}`);
  }
  const bigTitle = docs.find(([url]) => url === '/')[1];
  assert.match(bigTitle, /^giant0 giant1 .* giant\d+…$/);
  for (const file of [...site.files.keys()].filter((f) => f.startsWith('search-index/f/'))) {
    for (const page of JSON.parse(site.text(file))) {
      for (const [anchor, heading, prose, code] of page) {
        assert.ok(heading.length <= TITLE_LIMIT, `${file}: heading of ${heading.length}`);
        assert.ok(anchor.length <= 512 && prose.length <= 1500 && code.length <= 1500, file);
      }
    }
  }
});

test('a search result shows at most 300 characters of excerpt, with the match in it', async () => {
  globalThis.fetch = async (url) => {
    const body = site.files.get(decodeURI(url).replace(/^\//, '').replace(/\?.*$/, ''));
    return body === undefined ? new Response('', { status: 404 }) : new Response(String(body), { status: 200 });
  };
  const { hits } = await createBackend({ provider: 'local' } as SearchConfig).search('quokka', { limit: 5 });
  assert.equal(hits.length, 1);
  assert.ok(hits[0].title.length <= TITLE_LIMIT, `title of ${hits[0].title.length}`);
  const excerpt = hits[0].excerptHtml.replace(/<\/?mark>/g, '');
  assert.ok(excerpt.length <= 300, `excerpt of ${excerpt.length}`);
  assert.match(hits[0].excerptHtml, /<mark>quokka<\/mark>/);
  assert.match(excerpt, / …$/);
});

test('<title>, og:title and the Markdown alternate are bounded; the page itself keeps its whole heading', () => {
  const $ = site.$('/');
  const title = $('title').text();
  assert.ok(title.length <= TITLE_LIMIT + ' | Acme Docs'.length, `title of ${title.length}`);
  assert.match(title, /… \| Acme Docs$/);
  assert.equal($('meta[property="og:title"]').attr('content'), title);
  assert.ok($('link[type="text/markdown"]').attr('title').length <= TITLE_LIMIT + ' (Markdown)'.length);
  assert.equal($('h1').first().text(), HUGE);
});

test('JSON-LD headlines are at most 110 characters and names at most 200', () => {
  for (const route of ['/', '/blog/2024-01-01-a', '/blog']) {
    const $ = site.$(route);
    const text = $('script[type="application/ld+json"]').map((_, el) => $(el).text()).get().join('\n');
    assert.ok(text.length < 3000, `${route}: JSON-LD of ${text.length}`);
    for (const [, headline] of text.matchAll(/"headline":"([^"]*)"/g)) assert.ok(headline.length <= 110, route);
    for (const [, name] of text.matchAll(/"name":"([^"]*)"/g)) assert.ok(name.length <= TITLE_LIMIT, route);
  }
});

test('feed titles and llms.txt link texts are at most 200 characters', () => {
  const titles = [
    ...[...site.text('blog/rss.xml').matchAll(/<item><title>([^<]*)<\/title>/g)].map((m) => m[1]),
    ...[...site.text('blog/atom.xml').matchAll(/<entry><title>([^<]*)<\/title>/g)].map((m) => m[1]),
    ...JSON.parse(site.text('blog/feed.json')).items.map((item) => item.title),
  ];
  assert.equal(titles.length, 3);
  for (const title of titles) assert.ok(title.length <= TITLE_LIMIT && title.endsWith('…'), `feed title of ${title.length}`);
  for (const line of site.text('llms.txt').split('\n')) assert.ok(line.length < 400, `llms.txt line of ${line.length}`);
});
