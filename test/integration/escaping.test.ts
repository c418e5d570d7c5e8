// Escaping: a hostile fixture whose titles, descriptions, tags, author names, post titles and searchable text
// contain markup, quotes and the closing sequences of every output format. Every format is swept: each HTML page,
// its attributes and JSON-LD, RSS, Atom, JSON Feed, the sitemap and the search index.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import { buildFixture } from '../support/fixture-site.js';

/** Everything that must come out as text: a script, both quotes, and the ends of <title>, CDATA and comments. */
const EVIL = `<script>alert(1)</script> "quotes' </title> ]]> --> &amp;`;
const SCRIPT = '<script>alert(1)</script>';

const CONFIG = `product: { name: Acme, slug: acme }
title: ${JSON.stringify(`Acme ${EVIL}`)}
tagline: ${JSON.stringify(`Tagline ${EVIL}`)}
url: https://example.test
navbar:
  items: [{ label: ${JSON.stringify(`Docs ${EVIL}`)}, to: /guide/intro }]
footer:
  copyright: ${JSON.stringify(`© ${EVIL}`)}
blog:
  title: ${JSON.stringify(`Blog ${EVIL}`)}
  description: ${JSON.stringify(`Posts ${EVIL}`)}
`;

const yaml = (value) => JSON.stringify(value);
const titles = {
  doc: `Doc ${EVIL}`,
  other: `Other ${EVIL}`,
  page: `Page ${EVIL}`,
  post: `Post ${EVIL}`,
  author: `Ada ${EVIL}`,
  tag: `Tag ${EVIL}`,
};

const FILES = {
  'docs/guide/intro.md': `---
title: ${yaml(titles.doc)}
description: ${yaml(`Doc description ${EVIL}`)}
sidebar_label: ${yaml(`Sidebar ${EVIL}`)}
keywords: [${yaml(`keyword ${EVIL}`)}]
tags: [${yaml(titles.tag)}, plain]
image: ${yaml('/img/logo.svg?a="1"&b=<2>')}
---

Searchable text \\<script>alert(1)\\</script> "quotes' \\</title> ]]> --> end. Code \`${SCRIPT}\`.

## Heading \\<script>alert(1)\\</script> "quotes' ]]> {#heading}

:::tip[Admonition \\<script>alert(1)\\</script> "quotes']
Inside.
:::

\`\`\`ts title='</title>${SCRIPT}"'
const s = "${SCRIPT}";
\`\`\`

[A link "quoted"](./other.md#heading-2)
`,
  'docs/guide/other.md': `---
title: ${yaml(titles.other)}
---

## Heading 2 \\<b>bold?\\</b>

Text.
`,
  'pages/markdown-page.md': `---
title: ${yaml(titles.page)}
description: ${yaml(`Page description ${EVIL}`)}
---

Page text \\<script>alert(1)\\</script>.
`,
  'pages/index.md': `---
title: Home
hero:
  title: ${yaml(`Hero ${EVIL}`)}
  tagline: ${yaml(`Hero tagline ${EVIL}`)}
  actions:
    - label: ${yaml(`Start ${EVIL}`)}
      href: /guide/intro
cards:
  - title: ${yaml(`Card ${EVIL}`)}
    text: ${yaml(`Card text ${EVIL}`)}
    href: /guide/intro
---

Home body.
`,
  'blog/authors.yml': `ada:
  name: ${yaml(titles.author)}
  title: ${yaml(`Engineer ${EVIL}`)}
  url: ${yaml('https://example.test/ada?a="1"&b=<2>')}
  page: true
`,
  'blog/2024-05-01-evil.md': `---
title: ${yaml(titles.post)}
description: ${yaml(`Post description ${EVIL}`)}
authors: [ada]
tags: [${yaml(titles.tag)}, news]
---

First paragraph \\<script>alert(1)\\</script> "quotes' ]]>.

<!-- truncate -->

More text.
`,
  'blog/2024-05-02-inline.md': `---
title: ${yaml(`Second ${EVIL}`)}
authors:
  - name: ${yaml(`Inline ${EVIL}`)}
    url: ${yaml('https://example.test/?q="x"')}
---

Body.
`,
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

let site;
before(async () => {
  site = await buildFixture(FILES, { config: CONFIG });
  assert.deepEqual(site.errors, [], 'the hostile fixture must build');
});

const htmlFiles = () => [...site.files.keys()].filter((file) => file.endsWith('.html'));

test('the fixture makes the hostile values reach every page type', () => {
  const files = htmlFiles();
  for (const expected of ['guide/intro/index.html', 'markdown-page/index.html', 'index.html', 'blog/2024-05-01-evil/index.html', 'blog/index.html', 'blog/authors/ada/index.html', 'tags/index.html', 'blog/archive/index.html']) {
    assert.ok(files.includes(expected), `no ${expected}`);
  }
  assert.ok(files.some((file) => file.startsWith('blog/tags/tag-')), 'no blog tag page for the hostile tag');
});

test('no HTML page contains the script unescaped, and each has exactly one </title>', () => {
  for (const file of htmlFiles()) {
    const html = site.text(file);
    assert.ok(!html.includes(SCRIPT), `${file} contains ${SCRIPT} unescaped`);
    assert.ok(!/<script>alert/i.test(html), `${file} contains an unescaped <script>alert`);
    assert.equal(html.split('</title>').length - 1, 1, `${file} has ${html.split('</title>').length - 1} </title>`);
    // The only scripts are the head script, the client bundle, JSON-LD and (on pages that have it) nothing else.
    const $ = cheerio.load(html);
    $('script').each((_, element) => {
      const script = $(element);
      const type = script.attr('type');
      assert.ok(script.attr('src') || type === 'application/ld+json' || (type === undefined && script.is('[data-head-script]')), `${file}: unexpected script ${$.html(element).slice(0, 200)}`);
    });
  }
});

test('attribute values parse back to the original text, with no stray attributes', () => {
  // Any name outside this shape (`quotes'`, `alert(1)`) would be a value that broke out of its quotes.
  const allowed = /^[a-zA-Z][a-zA-Z0-9:_-]*$/;
  for (const file of htmlFiles()) {
    const $ = cheerio.load(site.text(file));
    $('*').each((_, element) => {
      for (const name of Object.keys((element as any).attribs ?? {})) assert.match(name, allowed, `${file}: attribute name ${JSON.stringify(name)} on <${(element as any).name}> (a value broke out of its quotes)`);
    });
  }
  const $ = site.$('/guide/intro');
  const siteTitle = `Acme ${EVIL}`;
  assert.equal($('title').text(), `${titles.doc} | ${siteTitle}`);
  assert.equal($('meta[property="og:title"]').attr('content'), `${titles.doc} | ${siteTitle}`);
  assert.equal($('meta[name="description"]').attr('content'), `Doc description ${EVIL}`);
  assert.equal($('meta[property="og:description"]').attr('content'), `Doc description ${EVIL}`);
  assert.equal($('meta[property="og:site_name"]').attr('content'), siteTitle);
  assert.equal($('meta[property="og:image"]').attr('content'), 'https://example.test/img/logo.svg?a="1"&b=<2>');
  assert.equal($('h1').first().text(), titles.doc);
  assert.equal($('.code-title').text(), `</title>${SCRIPT}"`);
  assert.equal($('#heading a.hash-link').attr('aria-label'), `Direct link to Heading <script>alert(1)</script> "quotes' ]]>`);
  assert.ok($('.admonition-heading').text().includes(`Admonition <script>alert(1)</script> "quotes'`));
  assert.ok($('.markdown').text().includes(`Searchable text <script>alert(1)</script> "quotes' </title> ]]> --> end.`));
  const search = JSON.parse($('[data-search-config]').attr('data-search-config'));
  assert.equal(search.provider, 'local');

  const post = site.$('/blog/2024-05-01-evil');
  assert.equal(post('title').text(), `${titles.post} | ${siteTitle}`);
  assert.ok(post('body').text().includes(titles.author), 'the author name is shown as text');
  const inline = site.$('/blog/2024-05-02-inline');
  const authorLink = inline('.post-author a');
  assert.equal(authorLink.attr('href'), 'https://example.test/?q="x"', 'the inline author url survives as an attribute');
  assert.equal(authorLink.text(), `Inline ${EVIL}`);

  const home = site.$('/');
  assert.equal(home('.hero-title').text(), `Hero ${EVIL}`);
  assert.equal(home('.card-title').text(), `Card ${EVIL}`);
});

test('JSON-LD blocks parse as JSON and keep the titles exactly', () => {
  let blocks = 0;
  for (const file of htmlFiles()) {
    const $ = cheerio.load(site.text(file));
    $('script[type="application/ld+json"]').each((_, element) => {
      const raw = $(element).html();
      assert.ok(!raw!.includes('<'), `${file}: JSON-LD contains a raw "<"`);
      const data = JSON.parse(raw!);
      assert.equal(typeof data['@type'], 'string');
      blocks++;
    });
  }
  assert.ok(blocks > 0, 'no JSON-LD on any page');
  const post = JSON.parse(cheerio.load(site.text('blog/2024-05-01-evil/index.html'))('script[type="application/ld+json"]').html()!);
  assert.equal(post.headline, titles.post);
  assert.equal(post.author[0].name, titles.author);
});

test('RSS parses as XML and its titles, descriptions and categories round-trip', () => {
  const $ = cheerio.load(site.text('blog/rss.xml'), { xml: true });
  assert.equal($('channel > title').text(), `Acme ${EVIL} Blog`);
  assert.equal($('channel > description').text(), `Posts ${EVIL}`);
  const titlesOut = $('item > title').map((_, el) => $(el).text()).get();
  assert.deepEqual(titlesOut.sort(), [titles.post, `Second ${EVIL}`].sort());
  assert.ok($('item > category').map((_, el) => $(el).text()).get().includes(titles.tag));
  // The description is HTML, escaped once for XML: parsed, it must be the post's (escaped) body.
  const body = cheerio.load($('item').filter((_, el) => $(el).children('title').text() === titles.post).children('description').text());
  assert.ok(body.text().includes(`First paragraph <script>alert(1)</script> "quotes' ]]>.`));
  assert.equal(body('script').length, 0, 'the post body in RSS carries a real script element');
});

test('Atom parses as XML and its titles and names round-trip (text, or HTML decoded once)', () => {
  const $ = cheerio.load(site.text('blog/atom.xml'), { xml: true });
  /** An Atom text construct's meaning: plain text, or HTML that must be parsed once more. */
  const textOf = (element) => {
    const value = $(element).text();
    return $(element).attr('type') === 'html' ? cheerio.load(value).root().text() : value;
  };
  assert.equal(textOf($('feed > title')), `Acme ${EVIL} Blog`);
  assert.equal(textOf($('feed > subtitle')), `Posts ${EVIL}`);
  const entries = $('entry').toArray();
  assert.deepEqual(entries.map((entry) => textOf($(entry).children('title'))).sort(), [titles.post, `Second ${EVIL}`].sort());
  const evil = entries.find((entry) => textOf($(entry).children('title')) === titles.post);
  assert.equal(textOf($(evil).children('summary')), `Post description ${EVIL}`);
  assert.equal($(evil).find('author > name').text(), titles.author);
  assert.deepEqual($(evil).children('category').map((_, el) => $(el).attr('term')).get().sort(), [titles.tag, 'news'].sort());
});

test('feed.json parses and keeps titles, tags and author names exactly', () => {
  const raw = site.text('blog/feed.json');
  assert.ok(!raw.includes('<'), 'feed.json contains a raw "<"');
  const feed = JSON.parse(raw);
  assert.equal(feed.title, `Acme ${EVIL} Blog`);
  const evil = feed.items.find((item) => item.title === titles.post);
  assert.ok(evil, 'the hostile post is missing from feed.json');
  assert.equal(evil.summary, `Post description ${EVIL}`);
  assert.deepEqual(evil.tags.sort(), [titles.tag, 'news'].sort());
  assert.equal(evil.authors[0].name, titles.author);
  assert.ok(feed.items.some((item) => item.authors.some((author) => author.name === `Inline ${EVIL}` && author.url === 'https://example.test/?q="x"')));
});

test('sitemap.xml parses and every <loc> is an absolute URL of the site', () => {
  const $ = cheerio.load(site.text('sitemap.xml'), { xml: true });
  const locs = $('url > loc').map((_, el) => $(el).text()).get();
  assert.ok(locs.length > 5);
  for (const loc of locs) assert.equal(new URL(loc).origin, 'https://example.test', loc);
  assert.ok(locs.includes('https://example.test/guide/intro'));
});

test('search records parse as JSON and hold the hostile text as plain text', () => {
  const files = [...site.files.keys()].filter((file) => file.startsWith('search-index/'));
  assert.ok(files.length > 2, 'no search index');
  for (const file of files) JSON.parse(site.text(file));
  const layout = JSON.parse(site.text('search-index/shards.json'));
  const docs = JSON.parse(site.text('search-index/docs.json'));
  const at = docs.findIndex(([url]) => url === '/guide/intro');
  assert.ok(at >= 0, 'the hostile doc is not in the search index');
  assert.equal(docs[at][1], titles.doc);
  // The page's sections, at its place in the fragment file holding it (src/emit/search-index.ts has the layout).
  const { pages, pageFiles } = layout;
  const file = pages.findLastIndex((first) => first <= at);
  const sections = JSON.parse(site.text(`search-index/${pageFiles[file]}`))[at - pages[file]];
  const text = sections.map(([, heading, body]) => `${heading} ${body}`).join(' ');
  // Text, not HTML: entities decoded exactly once, no markup left (the search script inserts it as text).
  assert.ok(text.includes(`Searchable text <script>alert(1)</script> "quotes' </title> ]]> --> end.`), text.slice(0, 300));
  assert.ok(sections.some(([anchor, heading]) => anchor === 'heading' && heading === `Heading <script>alert(1)</script> "quotes' ]]>`));
  assert.ok(!text.includes('&lt;') && !text.includes('&quot;'), 'the search text is still HTML-escaped');
});
