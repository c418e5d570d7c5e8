import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const AUTHORS = `ana:
  name: Ana Author
  title: Writer
  url: https://example.test/ana
  image_url: /img/ana.svg
  page: true
bo:
  name: Bo Blogger
  title: Editor
  page: true
`;
const TAGS = `announcement:
  label: Announcement
  permalink: /announcement
  description: News.
research:
  label: Research
  permalink: /research
  description: Deep dives.
`;

/** 26 posts, one a month from 2023-01, every post an announcement, every third research; one unlisted, one draft. */
function blogFiles() {
  const files = { 'blog/authors.yml': AUTHORS, 'blog/tags.yml': TAGS, 'static/img/ana.svg': '<svg/>' };
  for (let i = 0; i < 26; i++) {
    const year = 2023 + Math.floor(i / 12);
    const month = String((i % 12) + 1).padStart(2, '0');
    const tags = i % 3 === 0 ? '[announcement, research]' : '[announcement]';
    const authors = i % 2 === 0 ? '[ana]' : '[ana, bo]';
    const words = Array.from({ length: 400 + i }, (_, n) => `word${n}`).join(' ');
    files[`blog/${year}-${month}-05-post-${i}.md`] =
      `---\ntitle: Post ${i}\ndescription: About post ${i}\nauthors: ${authors}\ntags: ${tags}\n---\n\nExcerpt of post ${i} with a [link](/blog).\n\n<!-- truncate -->\n\n## Details\n\n${words}\n`;
  }
  files['blog/2025-06-01-folder-post/index.md'] = '---\ntitle: Folder post\nauthors: [bo]\ntags: [research]\n---\n\nFirst paragraph only.\n\nSecond paragraph.\n\n![pic](./pic.png)\n';
  files['blog/2025-06-01-folder-post/pic.png'] = 'png';
  files['blog/2025-07-01-hidden.md'] = '---\ntitle: Hidden\nunlisted: true\ntags: [announcement]\n---\n\nSecret.\n';
  files['blog/2025-08-01-draft.md'] = '---\ntitle: Draft\ndraft: true\n---\n\nNot yet.\n';
  return files;
}

let site;
before(async () => {
  site = await buildFixture(blogFiles());
});

const titles = ($) => $('.post-entry .post-title').map((_, el) => $(el).text()).get();

test('the blog builds without diagnostics', () => {
  assert.deepEqual(site.diagnostics, []);
});

test('posts are at /blog/{date}-{slug}, newest first, 10 per page, with newer/older links', () => {
  const page1 = site.$('/blog');
  assert.equal(page1('body').attr('class'), 'blog-list-page');
  assert.deepEqual(titles(page1), ['Folder post', 'Post 25', 'Post 24', 'Post 23', 'Post 22', 'Post 21', 'Post 20', 'Post 19', 'Post 18', 'Post 17']);
  assert.equal(page1('.pager-next').attr('href'), '/blog/page/2');
  assert.equal(page1('.pager-previous').length, 0);
  const page3 = site.$('/blog/page/3');
  assert.deepEqual(titles(page3), ['Post 6', 'Post 5', 'Post 4', 'Post 3', 'Post 2', 'Post 1', 'Post 0']);
  assert.equal(page3('.pager-previous').attr('href'), '/blog/page/2');
  assert.equal(page3('.pager-next').length, 0);
  assert.equal(site.files.has('blog/page/4/index.html'), false);
  assert.equal(page1('.post-entry').first().find('.post-title a').attr('href'), '/blog/2025-06-01-folder-post');
  assert.ok(site.files.has('blog/2023-01-05-post-0/index.html'));
  assert.equal(site.files.has('blog/2025-08-01-draft/index.html'), false);
});

test('list entries show date, authors, reading time, tags, excerpt and Read more', () => {
  const $ = site.$('/blog/page/2');
  const entry = $('.post-entry').first();
  assert.equal(entry.find('.post-title').text(), 'Post 16');
  assert.equal(entry.find('time').attr('datetime'), '2024-05-05');
  assert.equal(entry.find('time').text(), 'May 5, 2024');
  assert.match(entry.find('.post-meta').text(), /3 min read/);
  assert.deepEqual(entry.find('.post-author a').map((_, el) => $(el).text()).get(), ['Ana Author']);
  assert.deepEqual(entry.find('.tag').map((_, el) => $(el).text()).get(), ['Announcement']);
  assert.match(entry.find('.markdown').text(), /Excerpt of post 16/);
  assert.doesNotMatch(entry.find('.markdown').text(), /word1/);
  assert.equal(entry.find('a.read-more').attr('href'), '/blog/2024-05-05-post-16');
});

test('without a truncate marker a list shows the whole post, and no "Read more" (as Docusaurus does)', () => {
  const entry = site.$('/blog')('.post-entry').first();
  assert.match(entry.find('.markdown').text(), /^\s*First paragraph only\.\s+Second paragraph\.\s*$/);
  assert.equal(entry.find('img').attr('src'), '/assets/content/blog/2025-06-01-folder-post/pic.png');
  assert.equal(entry.find('.read-more').length, 0);
  assert.equal(site.$('/blog')('.post-entry').eq(1).find('.read-more').length, 1);
});

test('reading time is words / 200 rounded up', () => {
  const $ = site.$('/blog/2023-01-05-post-0');
  // 400 filler words + the excerpt sentence and heading ≈ 410 words → 3 minutes.
  assert.match($('.post-meta').text(), /3 min read/);
});

test('a post page has the full post, authors, tags, prev/next, TOC and the complete year-grouped sidebar', () => {
  const $ = site.$('/blog/2024-05-05-post-16');
  assert.equal($('body').attr('class'), 'blog-post-page');
  assert.equal($('h1').text(), 'Post 16');
  assert.match($('.blog-post .markdown').text(), /word399/);
  assert.equal($('.post-author img').attr('src'), '/img/ana.svg');
  assert.equal($('.post-author a').attr('href'), '/blog/authors/ana');
  assert.equal($('.toc a').attr('href'), '#details');
  assert.equal($('.pager-previous').attr('href'), '/blog/2024-06-05-post-17');
  assert.equal($('.pager-next').attr('href'), '/blog/2024-04-05-post-15');
  const sidebar = $('.sidebar-column .blog-sidebar');
  assert.deepEqual(sidebar.find('.blog-sidebar-year-title').map((_, el) => $(el).text()).get(), ['2025', '2024', '2023']);
  assert.equal(sidebar.find('a').length, 27);
  assert.equal(sidebar.find('a[aria-current="page"]').text(), 'Post 16');
  assert.equal(sidebar.find('a:contains("Hidden")').length, 0);
});

test('relative images beside a folder post are published', () => {
  assert.equal(site.$('/blog/2025-06-01-folder-post')('.blog-post img').attr('src'), '/assets/content/blog/2025-06-01-folder-post/pic.png');
  assert.equal(site.text('assets/content/blog/2025-06-01-folder-post/pic.png'), 'png');
});

test('tags: the tags list counts posts; tag pages paginate', () => {
  const $ = site.$('/blog/tags');
  assert.equal($('body').attr('class'), 'blog-tags-list-page');
  assert.deepEqual($('.tags-index a').map((_, el) => $(el).text().replace(/\s+/g, ' ')).get(), ['Announcement 26', 'Research 10']);
  const tag = site.$('/blog/tags/announcement');
  assert.equal(tag('body').attr('class'), 'blog-tags-post-list-page');
  assert.equal(tag('h1').text(), '26 posts tagged with "Announcement"');
  assert.equal(tag('.post-entry').length, 10);
  assert.equal(tag('.pager-next').attr('href'), '/blog/tags/announcement/page/2');
  assert.equal(site.$('/blog/tags/announcement/page/3')('.post-entry').length, 6);
  assert.equal(site.files.has('blog/tags/research/page/2/index.html'), false);
  assert.equal(site.$('/blog/tags/research')('.post-entry').length, 10);
});

test('the archive lists every listed post grouped by year', () => {
  const $ = site.$('/blog/archive');
  assert.deepEqual($('.archive-year h2').map((_, el) => $(el).text()).get(), ['2025', '2024', '2023']);
  assert.equal($('.archive-year li').length, 27);
  assert.equal($('.archive-year').first().find('li').length, 3);
});

test('authors: list with counts, paginated author pages', () => {
  const $ = site.$('/blog/authors');
  assert.equal($('body').attr('class'), 'blog-authors-list-page');
  assert.deepEqual($('.author-card').map((_, el) => $(el).find('a').text() + ' ' + $(el).find('.author-count').text()).get(), ['Ana Author 26 posts', 'Bo Blogger 14 posts']);
  const ana = site.$('/blog/authors/ana');
  assert.equal(ana('body').attr('class'), 'blog-authors-posts-page');
  assert.equal(ana('.post-entry').length, 10);
  assert.equal(site.$('/blog/authors/ana/page/3')('.post-entry').length, 6);
  assert.equal(site.$('/blog/authors/bo/page/2')('.post-entry').length, 4);
});

test('unlisted posts are built with noindex but left out of lists, feeds and the sitemap', () => {
  const $ = site.$('/blog/2025-07-01-hidden');
  assert.equal($('meta[name="robots"]').attr('content'), 'noindex, nofollow');
  assert.doesNotMatch(site.text('blog/rss.xml'), /Hidden/);
  assert.doesNotMatch(site.text('sitemap.xml'), /hidden/);
});

test('feeds parse, hold the newest 20 listed posts (Docusaurus\'s default limit) with full content and absolute URLs, and are linked from every page', () => {
  const rss = cheerio.load(site.text('blog/rss.xml'), { xml: true });
  assert.equal(rss('item').length, 20);
  assert.equal(rss('item > link').first().text(), 'https://example.test/blog/2025-06-01-folder-post');
  assert.match(rss('item').eq(1).find('description').text(), /word424/);
  assert.match(rss('item').eq(1).find('description').text(), /href="https:\/\/example\.test\/blog"/);
  const atom = cheerio.load(site.text('blog/atom.xml'), { xml: true });
  assert.equal(atom('entry').length, 20);
  assert.equal(atom('entry > link').first().attr('href'), 'https://example.test/blog/2025-06-01-folder-post');
  const json = JSON.parse(site.text('blog/feed.json'));
  assert.equal(json.items.length, 20);
  assert.equal(json.items[1].url, 'https://example.test/blog/2025-02-05-post-25');
  assert.match(json.items[1].content_html, /word424/);
  const head = site.$('/blog/archive');
  assert.equal(head('link[type="application/rss+xml"]').attr('href'), '/blog/rss.xml');
  assert.equal(head('link[type="application/atom+xml"]').attr('href'), '/blog/atom.xml');
  assert.equal(head('link[type="application/feed+json"]').attr('href'), '/blog/feed.json');
});

test('every blog route is in the sitemap', () => {
  const xml = site.text('sitemap.xml');
  for (const route of ['/blog', '/blog/page/3', '/blog/tags', '/blog/tags/announcement/page/3', '/blog/archive', '/blog/authors', '/blog/authors/bo/page/2', '/blog/2023-01-05-post-0']) {
    assert.match(xml, new RegExp(`<loc>https://example\\.test${route}</loc>`), route);
  }
});

// Bad input: each is an error with file and line.
const post = (fm, body = 'Text.') => `---\n${fm}\n---\n\n${body}\n`;

test('a post with a date that is no date is an error (one with none is dated by its file: post-file-date.test.ts)', async () => {
  const result = await buildFixture({ 'blog/no-date.md': post('title: X'), 'blog/2024-02-30-bad.md': post('title: Y') });
  assert.deepEqual(result.errors.map((d) => d.code), ['invalid-post-date']);
  assert.match(result.errors[0].hint!, /YYYY-MM-DD-slug\.md/);
  const explicit = await buildFixture({ 'blog/2024-01-01-x.md': post('title: X\ndate: yesterday') });
  assert.equal(explicit.errors[0].code, 'invalid-post-date');
  assert.equal(explicit.errors[0].line, 3);
});

test('two posts with one route are an error', async () => {
  const result = await buildFixture({ 'blog/2024-01-01-a.md': post('title: A\nslug: same'), 'blog/2024-01-02-b.md': post('title: B\nslug: same') });
  assert.equal(result.errors[0].code, 'duplicate-route');
  assert.match(result.errors[0].message, /\/blog\/same is claimed twice/);
});

test('an unknown author key is an error naming file, line and the known keys', async () => {
  const result = await buildFixture({ 'blog/authors.yml': AUTHORS, 'blog/2024-01-01-a.md': post('title: A\nauthors: [ana, zed]') });
  const [d] = result.errors;
  assert.equal(d.code, 'unknown-author');
  assert.match(d.message, /"zed"/);
  assert.equal(d.line, 3);
  assert.match(d.hint!, /ana, bo/);
});

test('a tag tags.yml does not declare is reported as onInlineTags says (a warning by default, as in Docusaurus) and kept as written', async () => {
  const files = { 'blog/tags.yml': TAGS, 'blog/2024-01-01-a.md': post('title: A\ntags: [research, gossip, { label: Rumours, permalink: /rumours }]') };
  const result = await buildFixture(files);
  assert.deepEqual(result.errors, []);
  const [d] = result.warnings;
  assert.equal(d.code, 'inline-tag');
  assert.match(d.message, /Tags \[gossip, Rumours\] used in this page are not defined in .*tags\.yml/);
  assert.match(d.file!, /2024-01-01-a\.md$/);
  assert.equal(d.line, 3);
  assert.ok(result.files.has('blog/tags/gossip/index.html'));
  assert.ok(result.files.has('blog/tags/rumours/index.html'));
  const withRule = (rule: string) => buildFixture(files, { config: `${BASE_CONFIG}blog:\n  onInlineTags: ${rule}\n` });
  const thrown = await withRule('throw');
  assert.deepEqual(thrown.errors.map((error) => error.code), ['inline-tag']);
  assert.deepEqual((await withRule('log')).warnings.map((warning) => warning.code), ['inline-tag']);
  const ignored = await withRule('ignore');
  assert.deepEqual([ignored.errors, ignored.warnings], [[], []]);
  // Without a tags.yml any tag is allowed, as in Docusaurus.
  const free = await buildFixture({ 'blog/2024-01-01-a.md': post('title: A\ntags: [gossip]') });
  assert.deepEqual([free.errors, free.warnings], [[], []]);
});

test('malformed authors.yml and tags.yml are errors with file and line', async () => {
  const authors = await buildFixture({ 'blog/authors.yml': 'ana:\n  name: [unclosed\n', 'blog/2024-01-01-a.md': post('title: A') });
  assert.equal(authors.errors[0].code, 'invalid-yaml');
  assert.match(authors.errors[0].file!, /authors\.yml$/);
  const tags = await buildFixture({ 'blog/tags.yml': 'news:\n  label: News\n  colour: red\n', 'blog/2024-01-01-a.md': post('title: A') });
  assert.equal(tags.errors[0].code, 'unknown-key');
  assert.match(tags.errors[0].file!, /tags\.yml$/);
  assert.equal(tags.errors[0].line, 3);
});
