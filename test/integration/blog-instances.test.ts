// More blogs beside the main one (Docusaurus's extra @docusaurus/plugin-content-blog plugins, `blog.instances`):
// each with its own folder, base path and options, and its own posts, lists, tags, authors, sidebar and feeds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, BASE_CONFIG, doc } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}
blog:
  postUrl: date-folders
  instances:
    - id: news
      path: ./company-news
      routeBasePath: news
      title: Company news
      postUrl: date-folders
    - id: releases
      path: releases
      routeBasePath: release-notes
      title: Releases
`;

const FILES = {
  'docs/intro.md': doc({ title: 'Intro' }, 'Read [the launch](../company-news/2024-01-02-launch.md) and [1.0](../releases/2024-03-01-v1.md).'),
  'blog/2024-01-01-hello.md': doc({ title: 'Hello', tags: ['general'] }, 'Main blog post.'),
  'company-news/2024-01-02-launch.md': doc({ title: 'Launch', tags: ['launch'], authors: ['ada'] }, 'We launched.'),
  'company-news/2024-02-02-funding.md': doc({ title: 'Funding' }, 'Money.'),
  'company-news/authors.yml': 'ada:\n  name: Ada\n  page: true\n',
  'releases/2024-03-01-v1.md': doc({ title: 'Version 1' }, 'Released.'),
};

const texts = ($, selector) => $(selector).map((_, el) => $(el).text().trim()).get();
const hrefs = ($, selector) => $(selector).map((_, el) => $(el).attr('href')).get();

test('each blog has its own posts, list, sidebar, tags and authors at its base path', async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  assert.deepEqual(site.diagnostics, []);
  const launch = site.$('/news/2024/01/02/launch');
  assert.equal(launch('h1').text(), 'Launch');
  assert.deepEqual(hrefs(launch, '.blog-sidebar a'), ['/news/2024/02/02/funding', '/news/2024/01/02/launch']);
  const news = site.$('/news');
  assert.equal(news('h1').first().text(), 'Company news');
  assert.deepEqual(texts(news, 'article h2'), ['Funding', 'Launch']);
  assert.deepEqual(texts(site.$('/blog'), 'article h2'), ['Hello']);
  assert.equal(site.$('/news/tags/launch')('article h2').text(), 'Launch');
  assert.equal(site.$('/news/authors/ada')('article h2').text(), 'Launch');
  assert.equal(site.$('/release-notes/2024-03-01-v1')('h1').text(), 'Version 1');
  assert.deepEqual(hrefs(site.$('/blog/2024/01/01/hello'), '.blog-sidebar a'), ['/blog/2024/01/01/hello']);
});

test('links to another blog\'s posts resolve, and each blog has its own feeds, named in every page\'s head', async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  assert.deepEqual(hrefs(site.$('/intro'), '.markdown a'), ['/news/2024/01/02/launch', '/release-notes/2024-03-01-v1']);
  const rss = site.text('news/rss.xml');
  assert.match(rss, /<title>Launch<\/title>/);
  assert.doesNotMatch(rss, /Hello/);
  assert.match(site.text('release-notes/atom.xml'), /Version 1/);
  assert.doesNotMatch(site.text('blog/rss.xml'), /Launch/);
  const feeds = hrefs(site.$('/intro'), 'link[type="application/rss+xml"]');
  assert.deepEqual(feeds, ['/blog/rss.xml', '/news/rss.xml', '/release-notes/rss.xml']);
});

test('a blog instance cannot take a docs instance\'s id', async () => {
  const config = `${CONFIG}docs:\n  instances:\n    - { id: news, path: news-docs, routeBasePath: news-docs }\n`;
  const site = await buildFixture({ ...FILES, 'news-docs/a.md': doc({ title: 'A' }) }, { config });
  assert.equal(site.errors.length, 1);
  assert.match(site.errors[0].message, /blog\.instances\[0\]\.id is "news", which a docs instance is named too/);
});
