// Blog routes that follow Docusaurus 3.5+'s rules: a blog with no posts still has its list page when the config asks
// for it (blog.emptyList, which migrate writes for a Docusaurus 3.10+ blog that is on), and an author has a page only with
// `page: true` or `page: { permalink }` in authors.yml, while /blog/authors lists every author.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const EMPTY_LIST = `${BASE_CONFIG}blog:\n  emptyList: true\n`;
const routes = (result) => [...result.files.keys()].filter((file) => file.endsWith('index.html')).sort();

test('no posts and blog.emptyList: an empty /blog/ list titled "Blog", no tags, archive, feeds or post pager', async () => {
  const result = await buildFixture({ 'docs/intro.md': '# Intro\n\nHello.\n' }, { config: EMPTY_LIST });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/blog');
  assert.equal($('body').attr('class'), 'blog-list-page');
  assert.match($('title').text(), /^Blog \|/);
  assert.equal($('.post-entry').length, 0);
  assert.equal($('.pager a').length, 0);
  for (const file of ['blog/tags/index.html', 'blog/archive/index.html', 'blog/authors/index.html', 'blog/rss.xml', 'blog/atom.xml', 'blog/feed.json']) {
    assert.equal(result.files.has(file), false, file);
  }
  assert.match(result.text('sitemap.xml'), /<loc>https:\/\/example\.test\/blog<\/loc>/);
});

test('no posts and no blog.emptyList: no blog routes at all (lendocs\' own default)', async () => {
  const result = await buildFixture({ 'docs/intro.md': '# Intro\n\nHello.\n' });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(routes(result).filter((file) => file.startsWith('blog/')), []);
});

test('no posts but authors.yml: /blog/authors lists every author, and authors with page: true have a page', async () => {
  const result = await buildFixture(
    { 'blog/authors.yml': 'ana:\n  name: Ana\n  page: true\nbo:\n  name: Bo\n' },
    { config: EMPTY_LIST },
  );
  assert.deepEqual(result.errors, []);
  assert.deepEqual(routes(result).filter((file) => file.startsWith('blog/')), ['blog/authors/ana/index.html', 'blog/authors/index.html', 'blog/index.html']);
  assert.equal(result.$('/blog/authors/ana')('.post-entry').length, 0);
});

const AUTHORS = `ana:
  name: Ana Author
  page: true
bo:
  name: Bo Blogger
  url: https://example.test/bo
cy:
  name: Cy Writer
  page: false
Dee Dee:
  name: Dee
  page: true
eve:
  name: Eve
  page: { permalink: /eve-the-editor }
`;

test('author pages only for page: true (at the key\'s kebab-case slug) and page: { permalink }', async () => {
  const post = (n, authors) => `---\ntitle: Post ${n}\nauthors: [${authors}]\n---\n\nText.\n`;
  const result = await buildFixture({
    'blog/authors.yml': AUTHORS,
    'blog/2025-01-01-a.md': post(1, 'ana, bo, cy'),
    'blog/2025-01-02-b.md': post(2, 'Dee Dee, eve'),
  });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(routes(result).filter((file) => file.startsWith('blog/authors/')), [
    'blog/authors/ana/index.html',
    'blog/authors/dee-dee/index.html',
    'blog/authors/eve-the-editor/index.html',
    'blog/authors/index.html',
  ]);
  // The list names every author; only those with a page are linked to it, others to their url or not at all.
  const $ = result.$('/blog/authors');
  const cards = $('.author-card').map((_, el) => `${$(el).find('a, span').first().text()} ${$(el).find('a').attr('href') ?? '-'}`).get().sort();
  assert.deepEqual(cards, ['Ana Author /blog/authors/ana', 'Bo Blogger https://example.test/bo', 'Cy Writer -', 'Dee /blog/authors/dee-dee', 'Eve /blog/authors/eve-the-editor']);
  // A post's byline links the same way.
  const byline = result.$('/blog/2025-01-01-a')('.post-author a').map((_, el) => result.$('/blog/2025-01-01-a')(el).attr('href')).get();
  assert.deepEqual(byline, ['/blog/authors/ana', 'https://example.test/bo']);
});
