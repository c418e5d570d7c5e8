// The blog sidebar lists the newest posts (blog.sidebarCount, Docusaurus's blogSidebarCount): all of a blog of up to
// 100 by default, the newest 100 of a longer one with a link to the archive, so a page does not grow with the blog.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';
import { builtContent } from '../support/content-site.js';

/** `count` posts, one a day from 2020-01-01 (so the newest is the last). */
function posts(count) {
  const files: Record<string, any> = {};
  for (let i = 0; i < count; i++) {
    const date = new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10);
    files[`blog/${date}-post-${i}.md`] = `---\ntitle: Post ${i}\n---\n\nText of post ${i}.\n`;
  }
  return files;
}

const withCount = (count) => `${BASE_CONFIG}blog:\n  sidebarCount: ${count}\n`;

function sidebarOf(result, path) {
  const $ = result.$(path);
  const sidebar = $('.sidebar-column .blog-sidebar');
  return { $, sidebar, titles: sidebar.find('.sidebar-list a').map((_, el) => $(el).text()).get() };
}

test('by default a blog of 100 posts lists them all, titled "All posts", with no archive link', async () => {
  const result = await buildFixture(posts(100));
  assert.deepEqual(result.errors, []);
  const { sidebar, titles } = sidebarOf(result, '/blog/2020-01-01-post-0');
  assert.equal(sidebar.find('.blog-sidebar-title').text(), 'All posts');
  assert.equal(titles.length, 100);
  assert.equal(sidebar.find('a[aria-current="page"]').text(), 'Post 0');
  assert.equal(sidebar.find('.blog-sidebar-more').length, 0);
});

test('by default a blog of 101 posts lists the newest 100, titled "Recent posts", and links to the archive', async () => {
  const result = await buildFixture(posts(101));
  assert.deepEqual(result.errors, []);
  const { sidebar, titles } = sidebarOf(result, '/blog');
  assert.equal(sidebar.find('.blog-sidebar-title').text(), 'Recent posts');
  assert.equal(titles.length, 100);
  assert.equal(titles[0], 'Post 100');
  assert.equal(titles.at(-1), 'Post 1');
  assert.equal(sidebar.find('.blog-sidebar-more a').attr('href'), '/blog/archive');
  assert.equal(sidebar.find('.blog-sidebar-more a').text(), 'All 101 posts');
  // The archive still lists every post.
  assert.equal(result.$('/blog/archive')('main a[href^="/blog/2020-"]').length, 101);
  // The oldest post's own page shows the same list, with nothing marked current.
  const oldest = sidebarOf(result, '/blog/2020-01-01-post-0');
  assert.deepEqual(oldest.titles, titles);
  assert.equal(oldest.sidebar.find('[aria-current]').length, 0);
});

test('blog.sidebarCount: a number lists that many, ALL lists every post, 0 leaves the sidebar out', async () => {
  const three = await buildFixture(posts(5), { config: withCount(3) });
  assert.deepEqual(three.errors, []);
  const listed = sidebarOf(three, '/blog/2020-01-05-post-4');
  assert.deepEqual(listed.titles, ['Post 4', 'Post 3', 'Post 2']);
  assert.equal(listed.sidebar.find('a[aria-current="page"]').text(), 'Post 4');
  assert.equal(listed.sidebar.find('.blog-sidebar-more a').text(), 'All 5 posts');

  const all = await buildFixture(posts(120), { config: withCount('ALL') });
  assert.equal(sidebarOf(all, '/blog').titles.length, 120);
  assert.equal(sidebarOf(all, '/blog').sidebar.find('.blog-sidebar-title').text(), 'All posts');

  const none = await buildFixture(posts(2), { config: withCount(0) });
  assert.deepEqual(none.errors, []);
  const { $ } = sidebarOf(none, '/blog/2020-01-02-post-1');
  assert.equal($('.blog-sidebar').length, 0);
  assert.equal($('.page.with-sidebar').length, 0);
});

test('blog.sidebarCount must be a whole number or ALL', async () => {
  const result = await buildFixture(posts(1), { config: withCount('-1') });
  assert.equal(result.errors.length, 1);
  assert.match(result.errors[0].message, /sidebarCount/);
});

test("content/'s blog sidebar lists every post, grouped by year, as the spec says", async () => {
  const out = await builtContent();
  const posts = readdirSync(path.join(out, 'blog'), { withFileTypes: true }).filter((entry) => /^\d{4}-\d{2}-\d{2}-/.test(entry.name));
  assert.ok(posts.length >= 27, `${posts.length} posts`);
  const $ = cheerio.load(readFileSync(path.join(out, 'blog', posts[0].name, 'index.html'), 'utf8'));
  const sidebar = $('.sidebar-column .blog-sidebar');
  assert.equal(sidebar.find('.blog-sidebar-title').text(), 'All posts');
  assert.equal(sidebar.find('.blog-sidebar-year-title').length, 2, 'two years: 2024 and 2025');
  assert.equal(sidebar.find('li.sidebar-item').length, posts.length);
});
