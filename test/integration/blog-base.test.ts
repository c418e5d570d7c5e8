// blog.routeBasePath (Docusaurus's blog option): the blog, its lists, tags, authors, archive and feeds under one
// base path, `blog` by default, any other path, or the site root.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { translateConfig } from '../../src/migrate/translate.js';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const page = (title, body = 'Text.') => `---\ntitle: ${title}\n---\n\n${body}\n`;
const AUTHORS = 'ana:\n  name: Ana Author\n  page: true\n';
const post = (title, tag) => `---\ntitle: ${title}\nauthors: [ana]\ntags: [${tag}]\n---\n\nText.\n`;

const hrefs = ($, selector) => $(selector).map((_, a) => $(a).attr('href')).get();

test('routeBasePath posts: every blog route, link and feed is under /posts and nothing under /blog', async () => {
  const config = `${BASE_CONFIG}blog:\n  routeBasePath: posts\n  postUrl: date-folders\nnavbar:\n  items:\n    - { label: Posts, to: /posts }\n`;
  const result = await buildFixture(
    {
      'docs/intro.md': page('Intro', 'See [the launch](../blog/2024-05-01-launch.md).'),
      'blog/authors.yml': AUTHORS,
      'blog/2024-05-01-launch.md': post('Launch', 'news'),
      'blog/2024-06-02-custom.md': '---\ntitle: Custom\nslug: my-custom\n---\n\nText.\n',
    },
    { config },
  );
  assert.deepEqual(result.errors, []);
  for (const file of ['posts/index.html', 'posts/2024/05/01/launch/index.html', 'posts/my-custom/index.html', 'posts/tags/index.html', 'posts/tags/news/index.html', 'posts/archive/index.html', 'posts/authors/index.html', 'posts/authors/ana/index.html', 'posts/rss.xml', 'posts/atom.xml', 'posts/feed.json']) {
    assert.ok(result.files.has(file), file);
  }
  assert.deepEqual([...result.files.keys()].filter((file) => file.startsWith('blog/')), []);
  assert.deepEqual(hrefs(result.$('/intro'), 'article a[href*="launch"]'), ['/posts/2024/05/01/launch']);

  const $post = result.$('/posts/2024/05/01/launch');
  assert.deepEqual(hrefs($post, 'link[rel="alternate"][type^="application/"]'), ['/posts/rss.xml', '/posts/atom.xml', '/posts/feed.json']);
  assert.equal($post('.navbar a[aria-current="true"]').text(), 'Posts');
  assert.ok(hrefs($post, 'a').includes('/posts/tags/news'));
  assert.deepEqual(hrefs(result.$('/posts/tags/news'), 'a:contains("View all tags")'), ['/posts/tags']);
  assert.deepEqual(hrefs(result.$('/posts/authors/ana'), 'a:contains("View all authors")'), ['/posts/authors']);

  const rss = result.text('posts/rss.xml');
  assert.match(rss, /<link>https:\/\/example\.test\/posts\/?<\/link>/);
  assert.match(rss, /<atom:link href="https:\/\/example\.test\/posts\/rss\.xml"/);
  assert.match(rss, /<link>https:\/\/example\.test\/posts\/2024\/05\/01\/launch\/?<\/link>/);
  assert.match(result.text('sitemap.xml'), /https:\/\/example\.test\/posts\/archive/);
});

test('routeBasePath "/": the blog at the site root, docs at their own base, a page keeps its route', async () => {
  const config = `${BASE_CONFIG}blog:\n  routeBasePath: /\ndocs:\n  routeBasePath: docs\n`;
  const result = await buildFixture(
    {
      'docs/intro.md': page('Intro'),
      'pages/about.md': page('About'),
      'blog/authors.yml': AUTHORS,
      'blog/2024-05-01-launch.md': post('Launch', 'news'),
    },
    { config },
  );
  assert.deepEqual(result.errors, []);
  for (const file of ['index.html', '2024-05-01-launch/index.html', 'tags/news/index.html', 'archive/index.html', 'authors/ana/index.html', 'rss.xml', 'feed.json', 'docs/intro/index.html', 'about/index.html']) {
    assert.ok(result.files.has(file), file);
  }
  assert.equal(result.$('/')('.post-entry h2').text().trim(), 'Launch');
  assert.deepEqual(hrefs(result.$('/2024-05-01-launch'), 'link[rel="alternate"][type="application/rss+xml"]'), ['/rss.xml']);
});

test('routeBasePath "/" and a home page: the clash is the duplicate-route warning naming both', async () => {
  const result = await buildFixture(
    { 'docs/intro.md': page('Intro'), 'pages/index.md': page('Home'), 'blog/2024-05-01-launch.md': page('Launch') },
    { config: `${BASE_CONFIG}blog:\n  routeBasePath: /\ndocs:\n  routeBasePath: docs\n` },
  );
  const clash = result.diagnostics.filter((d) => d.code === 'duplicate-route');
  assert.equal(clash.length, 1);
  assert.match(clash[0].message, /The route \/ is claimed twice/);
});

test('migrate keeps the blog routeBasePath; the default leaves the key out', () => {
  const translate = (blog) => translateConfig({ docusaurus: { title: 'A', url: 'https://a.dev', presets: [['classic', { blog }]] }, pagesDir: 'src/pages' });
  assert.equal(translate({ routeBasePath: '/' }).config.blog.routeBasePath, '/');
  assert.equal(translate({ routeBasePath: '/posts/' }).config.blog.routeBasePath, 'posts');
  assert.equal('routeBasePath' in translate({ routeBasePath: 'blog' }).config.blog, false);
  assert.equal('routeBasePath' in translate({}).config.blog, false);
  assert.deepEqual(translate({ routeBasePath: '/' }).notes.filter((note) => /routeBasePath/.test(note)), []);
});
