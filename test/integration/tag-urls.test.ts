// Tag URLs as Docusaurus 3 makes them: lodash's kebabCase of a tag written as a string, a tag object's or a
// tags.yml entry's own permalink, and tagged pages grouped by that URL. The slug rules alone: test/unit/route/tag-slug.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture } from '../support/fixture-site.js';

const post = (front) => `---\n${front}\n---\n\nText.\n`;

test('blog tags: kebab-case URLs, an explicit permalink, one page per URL, tags.yml defaults', async () => {
  const site = await buildFixture({
    'blog/tags.yml': 'Zig 0.15.x:\nopen-source:\n  description: Free software.\nnews:\n  label: News\n  permalink: latest/news\n',
    'blog/2025-01-01-a.md': post('title: A\ntags: [Zig 0.15.x, open-source, news]'),
    'blog/2025-01-02-b.md': post('title: B\ntags: [Zig 0.15.x]'),
  });
  assert.deepEqual(site.errors, []);
  assert.equal(site.$('/blog/tags/zig-0-15-x')('.post-entry').length, 2);
  assert.equal(site.files.has('blog/tags/zig-015x/index.html'), false);
  // A tags.yml entry without a label is labelled by its key capitalised, as Docusaurus does.
  assert.deepEqual(
    site.$('/blog/tags')('.tags-index a').map((_, el) => [[site.$('/blog/tags')(el).attr('href'), site.$('/blog/tags')(el).text().replace(/\s+\d+$/, '').trim()]]).get(),
    [['/blog/tags/latest/news', 'News'], ['/blog/tags/open-source', 'Open-source'], ['/blog/tags/zig-0-15-x', 'Zig 0.15.x']],
  );
  assert.equal(site.$('/blog/tags/latest/news')('.post-entry').length, 1);
});

test('blog tags without tags.yml: an inline {label, permalink}, and labels that share a URL share a page', async () => {
  const site = await buildFixture({
    'blog/2025-01-01-a.md': post('title: A\ntags: [camelCase, {label: Special, permalink: /my-special}]'),
    'blog/2025-01-02-b.md': post('title: B\ntags: [camel-case]'),
  });
  assert.deepEqual(site.errors, []);
  const tag = site.$('/blog/tags/camel-case');
  assert.equal(tag('.post-entry').length, 2);
  assert.match(tag('h1').text(), /2 posts tagged with "camelCase"/);
  assert.equal(site.$('/blog/tags/my-special')('.post-entry').length, 1);
});

test('docs tags: kebab-case URLs and an explicit permalink', async () => {
  const site = await buildFixture({
    'docs/a.md': '---\ntitle: A\ntags: [Zig 0.15.x, WebAssembly]\n---\n\nA.\n',
    'docs/b.md': '---\ntitle: B\ntags: [zig-0-15-x, {label: Guides, permalink: /how-to}]\n---\n\nB.\n',
  });
  assert.deepEqual(site.errors, []);
  const hrefs = site.$('/tags')('.tags-index a').map((_, el) => site.$('/tags')(el).attr('href')).get().sort();
  assert.deepEqual(hrefs, ['/tags/how-to', '/tags/web-assembly', '/tags/zig-0-15-x']);
  const zig = site.$('/tags/zig-0-15-x');
  assert.deepEqual(zig('main a').map((_, el) => zig(el).attr('href')).get().filter((href) => href === '/a' || href === '/b').sort(), ['/a', '/b']);
});
