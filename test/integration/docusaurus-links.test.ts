// Links and images as real Docusaurus sites write them (issue 18): Markdown links looked for where Docusaurus looks
// (the file's folder, its content folder, the site folder, `@site/`), and images that climb out of the docs folder
// or live elsewhere in the site folder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const page = (title, body = '') => `---\ntitle: ${title}\n---\n\n${body}\n`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4bb0000000049454e44ae426082', 'hex');
const bodyLinks = ($) => $('article .markdown a').map((_, el) => $(el).attr('href')).get().filter((href) => !href.startsWith('#'));

test('a Markdown link is looked for beside the file, in its content folder and in the site folder', async () => {
  const result = await buildFixture({
    'docs/guide/intro.md': page('Intro'),
    'docs/contracts/pool.md': page('Pool'),
    'docs/a.md': page('A'),
    'docs/sub/a.md': page('Sub A'),
    'docs/sub/b.md': page(
      'B',
      [
        'From the site folder: [intro](/docs/guide/intro.md).',
        'From the content folder: [intro again](/guide/intro.md).',
        'Bare, no `./`: [pool](contracts/pool.md).',
        'Bare, found in the content folder before beside the file, as Docusaurus does: [a](a.md).',
        'Beside the file only: [sub a](./a.md).',
        'With the site alias: [pool again](@site/docs/contracts/pool.md#top).',
      ].join('\n\n'),
    ),
  });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(bodyLinks(result.$('/sub/b')), ['/guide/intro', '/guide/intro', '/contracts/pool', '/a', '/sub/a', '/contracts/pool#top']);
});

test('a Markdown link that is nowhere is still an error at its line, naming the file beside the page', async () => {
  const result = await buildFixture({ 'docs/a.md': page('A', 'Text.\n\nSee [gone](gone.md).') });
  assert.deepEqual(
    result.errors.map((d) => [d.code, d.line, d.message]),
    [['broken-link', 7, 'Broken link to "gone.md": it points to docs/gone.md, which is not a page of this site.']],
  );
});

test('images that climb out of the docs folder, use @site/ or live elsewhere in the site folder are published', async () => {
  const result = await buildFixture({
    'static/img/logo.png': PNG,
    'src/img/diagram.png': PNG,
    'pages/team.png': PNG,
    'docs/deep/er/page.md': page('Deep', '![logo](../../../static/img/logo.png)\n\n![logo again](@site/static/img/logo.png)\n\n![diagram](../../../src/img/diagram.png)'),
    'pages/about.md': page('About', '![team](./team.png)'),
  });
  assert.deepEqual(result.errors, []);
  const images = (route) => result.$(route)('article img, main img').map((_, el) => result.$(route)(el).attr('src')).get();
  assert.deepEqual(images('/deep/er/page'), ['/img/logo.png', '/img/logo.png', '/assets/content/src/img/diagram.png']);
  assert.ok(result.files.has('assets/content/src/img/diagram.png'));
  assert.deepEqual(images('/about'), ['/assets/content/pages/team.png']);
  assert.ok(result.files.has('assets/content/pages/team.png'));
});

test('an image that does not exist is an error that says where it was looked for', async () => {
  const result = await buildFixture({ 'docs/a.md': page('A', '![gone](../static/img/none.png)') });
  assert.deepEqual(result.errors.map((d) => [d.code, d.line]), [['broken-image', 5]]);
  assert.match(result.errors[0].message, /static\/img\/none\.png does not exist/);
});

test('a missing image written as a reference is a warning, as Docusaurus leaves such images unchecked; inline, an error', async () => {
  const body = ['![Diagram][diagram]', '', '![logo]', '', '![gone inline](/img/inline-gone.png)', '', '[diagram]: /img/gone.png', '[logo]: /img/logo.png'].join('\n');
  const result = await buildFixture({ 'static/img/logo.png': PNG, 'docs/a.md': page('A', body) });
  assert.deepEqual(result.errors.map((d) => [d.code, d.line]), [['broken-image', 9]]);
  assert.deepEqual(result.warnings.map((d) => [d.code, d.line]), [['image-reference-not-found', 5]]);
  assert.match(result.warnings[0].message, /"\/img\/gone\.png".*written as a reference/);
  const fixed = await buildFixture({ 'static/img/logo.png': PNG, 'docs/a.md': page('A', body.replace('![gone inline](/img/inline-gone.png)', '')) });
  assert.deepEqual(fixed.errors, []);
  const images = fixed.$('/a')('article img').map((_, el) => [[fixed.$('/a')(el).attr('src'), fixed.$('/a')(el).attr('alt')]]).get();
  assert.deepEqual(images, [['/img/gone.png', 'Diagram'], ['/img/logo.png', 'logo']]);
});

test('docs.routeBasePath serves docs, their tags and generated indexes under that path, as Docusaurus does', async () => {
  const config = `${BASE_CONFIG}docs:\n  routeBasePath: docs\nsidebars:\n  main:\n    - intro\n    - type: category\n      label: Guides\n      link: { type: generated-index }\n      items: [guides/setup]\n`;
  const result = await buildFixture(
    {
      'docs/intro.md': page('Intro', 'See [setup](./guides/setup.md) and [the same](/docs/getting-set-up).'),
      'docs/guides/setup.md': `---\ntitle: Setup\ntags: [install]\nslug: /getting-set-up\n---\n\nText.\n`,
    },
    { config },
  );
  assert.deepEqual(result.errors, []);
  for (const file of ['docs/intro/index.html', 'docs/getting-set-up/index.html', 'docs/tags/index.html', 'docs/tags/install/index.html', 'docs/category/guides/index.html']) assert.ok(result.files.has(file), file);
  assert.equal(result.files.has('intro/index.html'), false);
  assert.deepEqual(bodyLinks(result.$('/docs/intro')), ['/docs/getting-set-up', '/docs/getting-set-up']);
  assert.deepEqual(result.$('/docs/intro')('.sidebar-column nav a').map((_, el) => result.$('/docs/intro')(el).attr('href')).get().slice(0, 2), ['/docs/intro', '/docs/category/guides']);
  assert.equal(result.$('/docs/tags/install')('a:contains("View all tags")').attr('href'), '/docs/tags');
  assert.match(result.text('sitemap.xml'), /<loc>https:\/\/example\.test\/docs\/intro<\/loc>/);
});

test('redirects leave a page at each old URL that sends the reader on, listed nowhere else', async () => {
  const config = `${BASE_CONFIG}redirects:\n  - { from: /old-intro, to: /intro }\n  - { from: [/x, /y/z], to: "https://elsewhere.test/p?q=1" }\n`;
  const result = await buildFixture({ 'docs/intro.md': page('Intro', 'Text.') }, { config });
  assert.deepEqual(result.errors, []);
  const old = result.text('old-intro/index.html');
  assert.match(old, /<meta http-equiv="refresh" content="0; url=\/intro">/);
  assert.match(old, /<link rel="canonical" href="https:\/\/example\.test\/intro">/);
  assert.match(old, /<meta name="robots" content="noindex">/);
  assert.match(old, /location\.replace\("\/intro" \+ location\.search \+ location\.hash\)/, "the query and hash go along, as Docusaurus's redirect pages do");
  assert.match(old, /<a href="\/intro">\/intro<\/a>/);
  assert.match(result.text('y/z/index.html'), /url=https:\/\/elsewhere\.test\/p\?q=1/);
  assert.doesNotMatch(result.text('sitemap.xml'), /old-intro|\/x<|y\/z/);
  assert.doesNotMatch(result.text('search-index/docs.json'), /old-intro/);
});

test('a redirect to a page that does not exist is an error at its line', async () => {
  const config = `${BASE_CONFIG}redirects:\n  - { from: /old, to: /nowhere }\n`;
  const result = await buildFixture({ 'docs/intro.md': page('Intro', 'Text.') }, { config });
  assert.deepEqual(result.errors.map((d) => [d.code, d.line]), [['broken-link', 6]]);
  assert.match(result.errors[0].message, /redirects\[0\] \("\/old"\) goes to "\/nowhere"/);
});

test('blog.postUrl date-folders gives dated posts Docusaurus URLs; a slug and an undated name keep theirs', async () => {
  const config = `${BASE_CONFIG}blog:\n  postUrl: date-folders\n`;
  const result = await buildFixture(
    {
      'docs/intro.md': page('Intro', 'See [the launch](../blog/2024-05-01-launch.md).'),
      'blog/2024-05-01-launch.md': page('Launch', 'We launched.'),
      'blog/2024-06-02-folder/index.md': page('Folder', 'A folder post.'),
      'blog/2024-07-03-custom.md': '---\ntitle: Custom\nslug: my-custom\n---\n\nText.\n',
      'blog/undated.md': '---\ntitle: Undated\ndate: 2024-08-04\n---\n\nText.\n',
    },
    { config },
  );
  assert.deepEqual(result.errors, []);
  for (const file of ['blog/2024/05/01/launch/index.html', 'blog/2024/06/02/folder/index.html', 'blog/my-custom/index.html', 'blog/undated/index.html']) assert.ok(result.files.has(file), file);
  assert.deepEqual(bodyLinks(result.$('/intro')), ['/blog/2024/05/01/launch']);
});

test('the MDX truncate marker ends the excerpt and is never shown', async () => {
  const result = await buildFixture({
    'docs/a.md': page('A', 'Text.'),
    'blog/2024-01-02-post.mdx': `---\ntitle: Post\n---\n\nIntro.\n\n{/* truncate */}\n\nThe rest.\n`,
  });
  assert.deepEqual(result.errors, []);
  const entry = result.$('/blog')('.post-entry').first();
  assert.equal(entry.find('.markdown').text().trim(), 'Intro.');
  assert.equal(entry.find('.read-more').length, 1);
  assert.doesNotMatch(result.text('blog/2024-01-02-post/index.html'), /truncate/);
});

test('a truncate marker with text on the next line, no blank line between, still ends the excerpt, as Docusaurus cuts the text there', async () => {
  const post = (marker) => `---\ntitle: Post\n---\n\n:::tip Download\n- [the file](https://example.com/f.zip)\n:::\n${marker}\nBelow is a summary.\n\n## Features\n\nThe rest.\n`;
  const result = await buildFixture({
    'docs/a.md': page('A', 'Text.'),
    'blog/2024-01-02-comment.mdx': post('<!--truncate-->'),
    'blog/2024-01-03-jsx.mdx': post('{/* truncate */}'),
    'blog/2024-01-04-plain.md': post('<!-- truncate -->'),
  });
  assert.deepEqual(result.errors, []);
  const entries = result.$('/blog')('.post-entry');
  assert.equal(entries.length, 3);
  entries.each((_, entry) => {
    const excerpt = result.$('/blog')(entry).find('.markdown');
    assert.equal(excerpt.find('h2').length, 0, String(excerpt.html()));
    assert.doesNotMatch(excerpt.text(), /Below is a summary|truncate/);
    assert.match(excerpt.text(), /the file/);
  });
  assert.match(result.text('blog/2024-01-02-comment/index.html'), /Below is a summary/);
});

test("Docusaurus's own front matter keys are accepted quietly, not corrected into lendocs keys", async () => {
  const result = await buildFixture({
    'docs/a.md': '---\ntitle: A\npagination_next: b\npagination_prev: null\ndisplayed_sidebar: main\ncustom_edit_url: null\n---\n\nText.\n',
    'docs/b.md': page('B', 'Text.'),
  });
  assert.deepEqual(result.diagnostics, []);
});

test("a post's older single-author keys give it a byline", async () => {
  const result = await buildFixture({
    'docs/a.md': page('A', 'Text.'),
    'blog/2024-01-02-post.md': '---\ntitle: Post\nauthor: Ada Lovelace\nauthor_title: Engineer\nauthor_url: https://ada.example\n---\n\nText.\n',
  });
  assert.deepEqual(result.diagnostics, []);
  const $ = result.$('/blog/2024-01-02-post');
  assert.match($('article').text(), /Ada Lovelace/);
  assert.match($('article').text(), /Engineer/);
  assert.ok($('a[href="https://ada.example"]').length > 0);
});

test("in MDX a string literal such as {' '} is its text, outside code only", async () => {
  const result = await buildFixture({
    'docs/a.mdx': `---\ntitle: A\n---\n\nRead <a href="/b">the guide</a>{' '}first, then {"come back"}.\n\nKeep \`{' '}\` in code.\n`,
    'docs/b.md': page('B', 'Text.'),
  });
  assert.deepEqual(result.errors, []);
  const text = result.$('/a')('article .markdown').text();
  assert.match(text, /Read the guide first, then come back\./);
  assert.match(text, /Keep \{' '\} in code\./);
});
