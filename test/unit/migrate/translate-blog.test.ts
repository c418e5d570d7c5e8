// The blog options migrate carries over from Docusaurus's classic preset (src/migrate/translate.ts translateBlog),
// each as the build reads it; the build's side is in test/integration/blog.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { translateConfig } from '../../../src/migrate/translate.js';

const withBlog = (blog: Record<string, unknown>) =>
  translateConfig({ docusaurus: { title: 'Acme', url: 'https://example.com', baseUrl: '/', presets: [['classic', { blog }]] }, pagesDir: 'src/pages' });

test('onInlineTags is kept as Docusaurus wrote it; a value Docusaurus does not know is noted and left out', () => {
  for (const rule of ['ignore', 'log', 'warn', 'throw']) {
    const { config, notes } = withBlog({ onInlineTags: rule });
    assert.equal(config.blog.onInlineTags, rule);
    assert.deepEqual(notes.filter((note) => note.includes('onInlineTags')), []);
  }
  const { config, notes } = withBlog({ onInlineTags: 'loud' });
  assert.equal(config.blog.onInlineTags, undefined);
  assert.ok(notes.some((note) => note.includes('blog.onInlineTags')));
});

test('titleDelimiter is kept when it is not the default', () => {
  const site = (titleDelimiter?: string) => translateConfig({ docusaurus: { title: 'Acme', url: 'https://example.com', titleDelimiter }, pagesDir: 'src/pages' }).config;
  assert.equal(site('·').titleDelimiter, '·');
  assert.equal(site('|').titleDelimiter, undefined);
  assert.equal(site().titleDelimiter, undefined);
});

test('blog editUrl: a URL is kept; a path becomes a URL on the site\'s host', () => {
  assert.equal(withBlog({ editUrl: 'https://example.com/acme/edit/main/website/' }).config.blog.editUrl, 'https://example.com/acme/edit/main/website/');
  assert.equal(withBlog({ editUrl: '/edit/main/' }).config.blog.editUrl, 'https://example.com/edit/main/');
  const { config, notes } = withBlog({ editUrl: 'javascript:alert(1)' });
  assert.equal(config.blog.editUrl, undefined);
  assert.ok(notes.some((note) => note.startsWith('blog.editUrl')));
});

test('feedOptions: Docusaurus\'s defaults are written out (rss and atom, the newest 20); type, title, description, copyright and limit are kept', () => {
  assert.deepEqual(withBlog({}).config.blog.feed, { types: ['rss', 'atom'], limit: 20 });
  assert.deepEqual(withBlog({ feedOptions: { type: 'all', title: 'News', description: 'What is new', copyright: '© Acme', limit: false } }).config.blog.feed, {
    types: ['rss', 'atom', 'json'],
    title: 'News',
    description: 'What is new',
    copyright: '© Acme',
    limit: false,
  });
  // Docusaurus's "no limit": every post, which lendocs says with false (its own default is Docusaurus's 20).
  assert.equal(withBlog({ feedOptions: { limit: null } }).config.blog.feed.limit, false);
  assert.deepEqual(withBlog({ feedOptions: { type: 'json', limit: 5 } }).config.blog.feed, { types: ['json'], limit: 5 });
  assert.deepEqual(withBlog({ feedOptions: { type: null } }).config.blog.feed.types, []);
  const { config, notes } = withBlog({ feedOptions: { type: ['rss', 'atom'], xslt: true } });
  assert.deepEqual(config.blog.feed.types, ['rss', 'atom']);
  assert.ok(notes.some((note) => note.startsWith('blog.feedOptions.xslt')));
});

test('a site that lists its content plugins without the classic preset: a plugin without an id is the main docs, and its only blog, a plugin with an id, the main blog, so no folder is read by two blogs', () => {
  const { config, notes } = translateConfig({
    docusaurus: {
      title: 'Acme',
      url: 'https://example.com',
      baseUrl: '/',
      plugins: [
        ['@docusaurus/plugin-content-docs', { editUrl: 'https://example.com/acme/edit/main/' }],
        ['@docusaurus/plugin-content-blog', { id: 'news', path: 'blog', routeBasePath: 'posts', showReadingTime: false }],
      ],
    },
    pagesDir: 'src/pages',
  });
  assert.equal(config.paths.blog, 'blog');
  assert.equal(config.blog.routeBasePath, 'posts');
  assert.equal(config.blog.showReadingTime, false);
  assert.equal(config.blog.instances, undefined);
  assert.equal(config.docs.editUrl, 'https://example.com/acme/edit/main/');
  assert.ok(notes.some((note) => note.includes('(id news): the site\'s first blog, built as lendocs\'s main blog (blog/)')));
  // A second blog plugin stays a blog of its own.
  const two = translateConfig({
    docusaurus: { title: 'Acme', url: 'https://example.com', plugins: [['@docusaurus/plugin-content-blog', { id: 'news', path: 'news', routeBasePath: 'news' }], ['@docusaurus/plugin-content-blog', { id: 'events', path: 'events', routeBasePath: 'events' }]] },
    pagesDir: 'src/pages',
  }).config;
  assert.equal(two.paths.blog, 'news');
  assert.deepEqual(two.blog.instances.map((blog: { id: string; path: string }) => [blog.id, blog.path]), [['events', 'events']]);
  // A config without the preset and without content plugins keeps lendocs's defaults (a docs folder and a blog).
  const bare = translateConfig({ docusaurus: { title: 'Acme', url: 'https://example.com' }, pagesDir: 'src/pages' }).config;
  assert.equal(bare.paths.blog, 'blog');
  assert.equal(bare.blog.postUrl, 'date-folders');
});
