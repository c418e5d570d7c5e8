// Blog options Docusaurus sites set (issue 32, class 3), as the build honours them: the blog's editUrl (a URL or a
// template) on each post's page, the feeds' types, title, description, copyright and limit (feedOptions), and the
// site's titleDelimiter. migrate's side is in test/unit/migrate/translate-blog.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const post = (title: string) => `---\ntitle: ${title}\n---\n\nText.\n`;
const POSTS = { 'blog/2024-01-01-first.md': post('First'), 'blog/2024-02-01-second.md': post('Second'), 'blog/2024-03-01-third.md': post('Third') };

test('blog.editUrl: a URL gets the blog folder and the post\'s path, a template its fields; only on the post\'s page', async () => {
  const url = await buildFixture(POSTS, { config: `${BASE_CONFIG}blog:\n  editUrl: https://example.com/acme/edit/main/website/\n` });
  assert.deepEqual(url.errors, []);
  assert.equal(url.$('/blog/2024-01-01-first')('.doc-edit-link').attr('href'), 'https://example.com/acme/edit/main/website/blog/2024-01-01-first.md');
  assert.equal(url.$('/blog')('.doc-edit-link').length, 0);
  const template = await buildFixture(POSTS, { config: `${BASE_CONFIG}blog:\n  editUrl: "https://example.com/acme/blob/main/{blogDirPath}/{blogPath}?plain=1"\n` });
  assert.equal(template.$('/blog/2024-03-01-third')('.doc-edit-link').attr('href'), 'https://example.com/acme/blob/main/blog/2024-03-01-third.md?plain=1');
  const none = await buildFixture(POSTS);
  assert.equal(none.$('/blog/2024-01-01-first')('.doc-edit-link').length, 0);
});

test('blog.feed: only the feeds asked for, with their title, description, copyright and the newest posts up to the limit', async () => {
  const config = `${BASE_CONFIG}blog:\n  feed:\n    types: [rss, atom]\n    title: Acme News\n    description: What is new\n    copyright: © Acme\n    limit: 2\n`;
  const result = await buildFixture(POSTS, { config });
  assert.deepEqual(result.errors, []);
  assert.ok(result.files.has('blog/rss.xml') && result.files.has('blog/atom.xml'));
  assert.ok(!result.files.has('blog/feed.json'));
  const rss = result.text('blog/rss.xml');
  assert.match(rss, /<title>Acme News<\/title>.*<description>What is new<\/description><language>en<\/language><copyright>© Acme<\/copyright>/);
  assert.deepEqual([...rss.matchAll(/<item><title>([^<]+)/g)].map((match) => match[1]), ['Third', 'Second']);
  assert.match(result.text('blog/atom.xml'), /<rights>© Acme<\/rights>/);
  const $ = result.$('/blog');
  assert.deepEqual($('link[rel="alternate"]').toArray().map((link) => [link.attribs.type, link.attribs.title]), [
    ['application/rss+xml', 'Acme News RSS Feed'],
    ['application/atom+xml', 'Acme News Atom Feed'],
  ]);
  const none = await buildFixture(POSTS, { config: `${BASE_CONFIG}blog:\n  feed:\n    types: []\n` });
  assert.deepEqual([...none.files.keys()].filter((name) => /rss|atom|feed\.json/.test(name)), []);
});

test('without blog.feed every feed is made, titled "<site title> Blog", with the newest 20 posts as Docusaurus\'s default; limit false keeps every post', async () => {
  const posts = Object.fromEntries(Array.from({ length: 23 }, (_, n) => [`blog/2024-01-${String(n + 1).padStart(2, '0')}-post.md`, `---\ntitle: Post ${n + 1}\n---\n\nText ${n + 1}.\n`]));
  const result = await buildFixture(posts);
  assert.deepEqual(['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json'].map((name) => result.files.has(name)), [true, true, true]);
  const titles = (text: string) => [...text.matchAll(/<item><title>([^<]+)/g)].map((match) => match[1]);
  assert.deepEqual(titles(result.text('blog/rss.xml')), Array.from({ length: 20 }, (_, n) => `Post ${23 - n}`));
  assert.equal([...result.text('blog/atom.xml').matchAll(/<entry>/g)].length, 20);
  assert.equal((JSON.parse(result.text('blog/feed.json')) as { items: unknown[] }).items.length, 20);
  assert.match(result.text('blog/rss.xml'), /<title>Acme Docs Blog<\/title>/);
  const every = await buildFixture(posts, { config: `${BASE_CONFIG}blog:\n  feed:\n    limit: false\n` });
  assert.equal(titles(every.text('blog/rss.xml')).length, 23);
});

test('titleDelimiter separates the page title from the site title', async () => {
  const result = await buildFixture(POSTS, { config: `${BASE_CONFIG}titleDelimiter: "·"\n` });
  assert.equal(result.$('/blog/2024-01-01-first')('title').text(), 'First · Acme Docs');
  assert.equal((await buildFixture(POSTS)).$('/blog/2024-01-01-first')('title').text(), 'First | Acme Docs');
});
