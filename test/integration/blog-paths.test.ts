// Blog post dates and URLs read from the post's path as Docusaurus reads them (its `parseBlogFileName`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const page = (title, body = 'Text.') => `---\ntitle: ${title}\n---\n\n${body}\n`;
const DATED_PATHS = {
  'docs/intro.md': page('Intro', 'See [polling](../blog/2023/12-15-long-polling/index.md) and [the day](../blog/2025-05-27.md).'),
  'blog/2023/12-15-long-polling/index.md': page('Long polling'),
  'blog/2022/05-17-ghost.md': page('Ghost'),
  'blog/2025-05-27.md': page('A day'),
  'blog/2024/1/5/short.md': page('Short'),
};

/** The post page's date (its `<time datetime>`), from the post's route. */
const dateOf = (result, route) => result.$(route)('article time').first().attr('datetime');

test('date-folders: a date anywhere in the path dates the post and its slug is what follows, as Docusaurus makes it', async () => {
  const result = await buildFixture(DATED_PATHS, { config: `${BASE_CONFIG}blog:\n  postUrl: date-folders\n` });
  assert.deepEqual(result.errors, []);
  const expected = {
    '/blog/2023/12/15/long-polling': '2023-12-15',
    '/blog/2022/05/17/ghost': '2022-05-17',
    '/blog/2025/05/27': '2025-05-27',
    '/blog/2024/1/5/short': '2024-01-05',
  };
  for (const [route, date] of Object.entries(expected)) assert.match(dateOf(result, route), new RegExp(`^${date}`), route);
  const links = result.$('/intro')('article a[href^="/blog"]').map((_, a) => result.$('/intro')(a).attr('href')).get();
  assert.deepEqual(links, ['/blog/2023/12/15/long-polling', '/blog/2025/05/27']);
  // The list page shows the newest first.
  const titles = result.$('/blog')('.post-entry h2').map((_, h) => result.$('/blog')(h).text().trim()).get();
  assert.deepEqual(titles, ['A day', 'Short', 'Long polling', 'Ghost']);
});

test('file-name URLs keep the file (or folder) name, and still take the date from the path', async () => {
  const result = await buildFixture(DATED_PATHS);
  assert.deepEqual(result.errors, []);
  assert.match(dateOf(result, '/blog/12-15-long-polling'), /^2023-12-15/);
  assert.match(dateOf(result, '/blog/05-17-ghost'), /^2022-05-17/);
  assert.match(dateOf(result, '/blog/2025-05-27'), /^2025-05-27/);
});

test('a post path whose date is no date is an error naming every way to give a date (an undated one is dated by its file)', async () => {
  const result = await buildFixture({ 'docs/intro.md': page('Intro'), 'blog/notes/post.md': page('Post'), 'blog/notes/2024-13-45-post.md': page('Bad') });
  assert.deepEqual(result.errors.map((d) => [d.code, d.file!.endsWith('blog/notes/2024-13-45-post.md')]), [['invalid-post-date', true]]);
  assert.match(result.errors[0].hint!, /YYYY-MM-DD\.md/);
});

test('date-folders: an undated post in a subfolder keeps its whole path, as Docusaurus does', async () => {
  const result = await buildFixture(
    { 'docs/intro.md': page('Intro'), 'blog/notes/post.md': '---\ntitle: Post\ndate: 2024-02-03\n---\n\nText.\n' },
    { config: `${BASE_CONFIG}blog:\n  postUrl: date-folders\n` },
  );
  assert.deepEqual(result.errors, []);
  assert.ok(result.files.has('blog/notes/post/index.html'));
});
