// SEO and machine-readable output (issue 10): JSON-LD shapes, noindex and the sitemap, robots.txt, Open Graph
// images, llms.txt, llms-full.txt and each docs page's Markdown twin. Built in memory from a small fixture.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';

const URL = 'https://example.test';

const FILES = {
  'docs/intro.md': doc({ title: 'Introduction', description: 'Start here.', sidebar_position: 0 }, 'Welcome. Read about [pools](./explore/pools.md).'),
  'docs/explore/_category_.json': '{ "label": "Explore", "position": 1 }',
  'docs/explore/index.md': doc({ title: 'Overview', description: 'What it is.' }, 'See [Pools](./pools.md#fees) and the [blog](/blog).'),
  'docs/explore/pools.md': doc(
    { title: 'Pools', description: 'Isolated [pools], explained.\nTwo lines.', sidebar_position: 2, image: '/img/pools.png' },
    [
      '# Pools heading written in the body',
      '',
      'A [relative link](./index.md), a [fragment](#fees), a [route](/explore/vaults) and [outside](https://other.test/x).',
      '',
      '![diagram](./diagram.png)',
      '',
      '## Fees',
      '',
      '```md',
      '[not a link to rewrite](./index.md)',
      '```',
    ].join('\n'),
  ),
  'docs/explore/diagram.png': 'png',
  'docs/explore/vaults.md': doc({ title: 'Vaults', sidebar_position: 3 }, 'Vault text.'),
  'docs/explore/hidden.md': doc({ title: 'Hidden page', unlisted: true }, 'Only for those with the link.'),
  'docs/guides/_category_.json': '{ "label": "Guides", "position": 2 }',
  'docs/guides/deep/_category_.json': '{ "label": "Deep" }',
  'docs/guides/deep/leaf.md': doc({ title: 'Leaf' }, 'Leaf text.'),
  'blog/authors.yml': 'ana:\n  name: Ana Author\n  title: Writer\n  url: https://example.test/ana\n  image_url: /img/ana.svg\n  page: true\nbo:\n  name: Bo Blogger\n',
  'blog/2024-01-02-first.md': doc({ title: 'First post', description: 'The first one.', authors: ['ana', 'bo'], image: '/img/first.png', tags: ['news'] }, 'Hello.'),
  'blog/2024-02-03-closing.md': doc({ title: 'Closing </script><script>alert(1)</script> tags', authors: ['bo'] }, 'Tricky title.'),
  'pages/index.md': doc({ title: 'Home' }, 'Home page.'),
  'static/img/pools.png': 'png',
  'static/img/first.png': 'png',
  'static/img/ana.svg': '<svg/>',
};

let site;
before(async () => {
  site = await buildFixture(FILES);
  assert.deepEqual(site.errors, []);
});

/** The parsed JSON-LD of a route, after checking it is a single, well-closed script element. */
function jsonLd(routePath) {
  const $ = site.$(routePath);
  const scripts = $('script[type="application/ld+json"]');
  assert.equal(scripts.length, 1, `${routePath} should have one JSON-LD script`);
  return JSON.parse(scripts.html());
}

test('docs pages carry a BreadcrumbList with absolute URLs; categories without a page are left out', () => {
  assert.deepEqual(jsonLd('/explore/pools'), {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Explore', item: `${URL}/explore/` },
      { '@type': 'ListItem', position: 2, name: 'Pools', item: `${URL}/explore/pools` },
    ],
  });
  const leaf = jsonLd('/guides/deep/leaf');
  assert.deepEqual(leaf.itemListElement, [{ '@type': 'ListItem', position: 1, name: 'Leaf', item: `${URL}/guides/deep/leaf` }]);
});

test('a post carries a BlogPosting: headline, date, authors, url, image and description', () => {
  assert.deepEqual(jsonLd('/blog/2024-01-02-first'), {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${URL}/blog/2024-01-02-first`,
    mainEntityOfPage: `${URL}/blog/2024-01-02-first`,
    url: `${URL}/blog/2024-01-02-first`,
    headline: 'First post',
    name: 'First post',
    description: 'The first one.',
    datePublished: '2024-01-02',
    author: [
      { '@type': 'Person', name: 'Ana Author', description: 'Writer', url: 'https://example.test/ana', image: `${URL}/img/ana.svg` },
      { '@type': 'Person', name: 'Bo Blogger' },
    ],
    image: `${URL}/img/first.png`,
    keywords: ['news'],
  });
});

test('a title containing </script> cannot close the JSON-LD element', () => {
  const html = site.text('blog/2024-02-03-closing/index.html');
  const body = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)[1];
  assert.doesNotMatch(body, /</);
  assert.match(body, /\\u003c\/script\\u003e/);
  assert.equal(JSON.parse(body).headline, 'Closing </script><script>alert(1)</script> tags');
  // The page still has exactly the scripts it should: no injected one.
  assert.equal(html.match(/<script>alert/g), null);
});

test('blog lists (all posts, a tag, an author) carry a Blog with their posts', () => {
  const list = jsonLd('/blog');
  assert.equal(list['@type'], 'Blog');
  assert.equal(list['@id'], `${URL}/blog`);
  assert.equal(list.name, 'Blog');
  assert.deepEqual(
    list.blogPost.map((post) => [post['@type'], post.url, post.datePublished]),
    [
      ['BlogPosting', `${URL}/blog/2024-02-03-closing`, '2024-02-03'],
      ['BlogPosting', `${URL}/blog/2024-01-02-first`, '2024-01-02'],
    ],
  );
  const tag = jsonLd('/blog/tags/news');
  assert.equal(tag['@type'], 'Blog');
  assert.deepEqual(tag.blogPost.map((post) => post.headline), ['First post']);
  const author = jsonLd('/blog/authors/ana');
  assert.equal(author['@type'], 'Blog');
  assert.equal(author['@id'], `${URL}/blog/authors/ana`);
  assert.deepEqual(author.blogPost.map((post) => post.headline), ['First post']);
});

test('the home page carries a WebSite with its search action; other pages carry none', () => {
  const home = jsonLd('/');
  assert.equal(home['@type'], 'WebSite');
  assert.equal(home.name, 'Acme Docs');
  assert.equal(home.url, `${URL}/`);
  assert.equal(home.potentialAction.target.urlTemplate, `${URL}/search?q={search_term_string}`);
  for (const route of ['/blog/tags', '/blog/archive', '/404.html', '/search']) {
    assert.equal(site.$(route)('script[type="application/ld+json"]').length, 0, route);
  }
});

test('unlisted pages get noindex and stay out of the sitemap; listed pages are in it', () => {
  const hidden = site.$('/explore/hidden');
  assert.equal(hidden('meta[name="robots"]').attr('content'), 'noindex, nofollow');
  assert.equal(site.$('/explore/pools')('meta[name="robots"]').length, 0);
  const sitemap = site.text('sitemap.xml');
  assert.doesNotMatch(sitemap, /explore\/hidden/);
  assert.match(sitemap, /<loc>https:\/\/example\.test\/explore\/pools<\/loc>/);
  assert.doesNotMatch(sitemap, /<loc>https:\/\/example\.test\/search<\/loc>/);
});

test('robots.txt allows everything and points at the sitemap', () => {
  assert.equal(site.text('robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${URL}/sitemap.xml\n`);
});

test('canonical, Open Graph and Twitter tags; front matter image becomes og:image', () => {
  const $ = site.$('/explore/pools');
  assert.equal($('link[rel="canonical"]').attr('href'), `${URL}/explore/pools`);
  assert.equal($('meta[property="og:url"]').attr('content'), `${URL}/explore/pools`);
  assert.equal($('meta[property="og:image"]').attr('content'), `${URL}/img/pools.png`);
  assert.equal($('meta[name="twitter:card"]').attr('content'), 'summary_large_image');
  assert.equal($('meta[name="twitter:image"]').attr('content'), `${URL}/img/pools.png`);
  assert.equal($('meta[name="docsearch:docusaurus_tag"]').attr('content'), 'docs-default-current');
  assert.equal(site.$('/blog/2024-01-02-first')('meta[property="og:image"]').attr('content'), `${URL}/img/first.png`);
  assert.equal(site.$('/blog/2024-01-02-first')('meta[property="og:type"]').attr('content'), 'article');
});

test('llms.txt: title, summary, then listed docs grouped by top-level category, in sidebar order', () => {
  assert.equal(
    site.text('llms.txt'),
    [
      '# Acme Docs',
      '',
      '> Test site',
      '',
      `Each link below is a docs page as Markdown. All of them, in this order, are in ${URL}/llms-full.txt.`,
      '',
      '## Docs',
      '',
      `- [Introduction](${URL}/intro.md): Start here.`,
      '',
      '## Explore',
      '',
      `- [Overview](${URL}/explore/index.md): What it is.`,
      `- [Pools](${URL}/explore/pools.md): Isolated [pools], explained. Two lines.`,
      `- [Vaults](${URL}/explore/vaults.md)`,
      '',
      '## Guides',
      '',
      `- [Leaf](${URL}/guides/deep/leaf.md)`,
      '',
    ].join('\n'),
  );
});

test('llms-full.txt: every listed docs page as Markdown, in sidebar order, each with its title and URL', () => {
  const full = site.text('llms-full.txt');
  assert.deepEqual(full.match(/^# .*$/gm), ['# Introduction', '# Overview', '# Pools', '# Vaults', '# Leaf']);
  assert.deepEqual(full.match(/^Source: .*$/gm), [
    `Source: ${URL}/intro`,
    `Source: ${URL}/explore/`,
    `Source: ${URL}/explore/pools`,
    `Source: ${URL}/explore/vaults`,
    `Source: ${URL}/guides/deep/leaf`,
  ]);
  assert.doesNotMatch(full, /Hidden page|Only for those/);
  assert.match(full, /# Overview\n\nSource: https:\/\/example\.test\/explore\/\n\nSee \[Pools\]\(https:\/\/example\.test\/explore\/pools\.md#fees\)/);
});

test("a docs page's Markdown twin sits beside its HTML, with its title on top and absolute links", () => {
  assert.equal(
    site.text('explore/pools.md'),
    [
      '# Pools',
      '',
      `A [relative link](${URL}/explore/index.md), a [fragment](${URL}/explore/pools#fees), a [route](${URL}/explore/vaults.md) and [outside](https://other.test/x).`,
      '',
      `![diagram](${URL}/assets/content/docs/explore/diagram.png)`,
      '',
      '## Fees',
      '',
      '```md',
      '[not a link to rewrite](./index.md)',
      '```',
      '',
    ].join('\n'),
  );
  // A folder's landing page: /explore/ → explore/index.md; blog posts and pages have no twin.
  assert.match(site.text('explore/index.md'), /^# Overview\n\nSee \[Pools\]/);
  assert.match(site.text('intro.md'), /^# Introduction\n\nWelcome\. Read about \[pools\]\(https:\/\/example\.test\/explore\/pools\.md\)\./);
  assert.equal(site.files.has('blog/2024-01-02-first.md'), false);
  // The twin of the diagram's link exists in the output, so the rewritten URL is real.
  assert.ok(site.files.has('assets/content/docs/explore/diagram.png'));
});

test('docs pages link their Markdown twin with rel="alternate"; other pages do not', () => {
  const alternate = (route) => site.$(route)('link[rel="alternate"][type="text/markdown"]');
  assert.equal(alternate('/explore/pools').attr('href'), '/explore/pools.md');
  assert.equal(alternate('/explore/').attr('href'), '/explore/index.md');
  assert.equal(alternate('/explore/hidden').attr('href'), '/explore/hidden.md');
  assert.ok(site.files.has('explore/hidden.md'));
  for (const route of ['/', '/blog', '/blog/2024-01-02-first']) assert.equal(alternate(route).length, 0, route);
});

test('a site without docs writes no llms.txt', async () => {
  const blogOnly = await buildFixture({ 'blog/2024-01-02-only.md': doc({ title: 'Only' }, 'Text.') });
  assert.deepEqual(blogOnly.errors, []);
  assert.equal(blogOnly.files.has('llms.txt'), false);
});

test('with two hand-written sidebars, docs of the second are in llms.txt and llms-full.txt too', async () => {
  const config = `${BASE_CONFIG}sidebars:\n  guides: [intro]\n  reference:\n    - type: category\n      label: API\n      items: [api]\n`;
  const built = await buildFixture(
    { 'docs/intro.md': doc({ title: 'Intro' }, 'Start here.'), 'docs/api.md': doc({ title: 'API reference' }, 'Every call.') },
    { config },
  );
  assert.deepEqual(built.errors, []);
  assert.match(built.text('llms.txt'), /## API\n\n- \[API reference\]\(https:\/\/example\.test\/api\.md\)/);
  assert.match(built.text('llms-full.txt'), /# Intro[\s\S]*# API reference\n\nSource: https:\/\/example\.test\/api/);
});
