import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';

const page = (title, extra = '') => `---\ntitle: ${title}\n${extra}---\n\nSome text about ${title}.\n\n## Section\n\nMore.\n`;

const tree = {
  'docs/explore/_category_.json': '{ "label": "Explore", "position": 1 }',
  'docs/explore/index.md': page('Overview', 'sidebar_position: 1\n'),
  'docs/explore/zeta.md': page('Zeta', 'sidebar_position: 2\n'),
  'docs/explore/alpha.md': page('Alpha', 'sidebar_position: 3\nsidebar_label: Alpha short\n'),
  'docs/explore/unpositioned.md': page('Unpositioned'),
  'docs/guides/_category_.yml': 'label: User guides\nposition: 2\n',
  'docs/guides/index.md': page('Guides'),
  'docs/guides/02-second.md': page('Second'),
  'docs/guides/01-first.md': page('First'),
  'docs/guides/deep/_category_.json': '{ "label": "Deep", "position": 9 }',
  'docs/guides/deep/leaf.md': page('Leaf', 'tags: [risk, "Oracle risk"]\n'),
  'docs/guides/custom.md': page('Custom slug', 'slug: /elsewhere/here\nsidebar_position: 5\n'),
};

test('sidebar follows categories, positions, then file names; number prefixes are stripped', async () => {
  const result = await buildFixture(tree);
  assert.deepEqual(result.errors, []);
  const $ = result.$('/explore/zeta');
  const top = $('.sidebar-column .sidebar-level-1 > li > details > summary').map((_, el) => $(el).text()).get();
  assert.deepEqual(top, ['Explore', 'User guides']);
  const explore = $('.sidebar-column .sidebar-level-1 > li').first().find('.sidebar-level-2 > li a').map((_, el) => $(el).text()).get();
  assert.deepEqual(explore, ['Zeta', 'Alpha short', 'Unpositioned']);
  // A collapsed category that is not above the page leaves its items out of it (the browser fetches them).
  assert.equal($('.sidebar-column .sidebar-level-1 > li').eq(1).find('.sidebar-level-2 > li').length, 0);
  const inGuides = result.$('/guides/first');
  const guides = inGuides('.sidebar-column .sidebar-level-1 > li').eq(1).find('.sidebar-level-2 > li > a, .sidebar-level-2 > li > details > summary').map((_, el) => inGuides(el).text()).get();
  assert.deepEqual(guides, ['Custom slug', 'Deep', 'First', 'Second']);
  assert.equal($('.sidebar-column a[aria-current="page"]').attr('href'), '/explore/zeta');
  // A category's landing link sits beside its toggle, not inside <summary> (no nested interactive elements).
  assert.equal($('.sidebar-column .sidebar-level-1 > li').first().children('a.sidebar-link').attr('href'), '/explore/');
});

test('a page holds the top level and the path to itself; collapsed categories come from one shared file', async () => {
  const result = await buildFixture(tree);
  const $ = result.$('/guides/deep/leaf');
  // Every category above the page is open with its items; the collapsed one elsewhere is an empty stand-in.
  assert.deepEqual($('.sidebar-column details[open]').map((_, el) => $(el).attr('data-category')).get(), ['1', '2']);
  assert.equal($('.sidebar-column a[aria-current="page"]').attr('href'), '/guides/deep/leaf');
  // A category with a landing page needs no stand-in at all: its link is the way to its items without JavaScript.
  assert.deepEqual($('.sidebar-column details[data-category="0"]').children().map((_, el) => el.tagName).get(), ['summary']);
  const src = $('.sidebar-column nav').attr('data-sidebar-items-src');
  assert.match(src!, /^\/assets\/sidebar\/docs-0\.[0-9a-f]{10}\.json$/);
  const items = JSON.parse(String(result.files.get(src!.slice(1))));
  assert.deepEqual(Object.keys(items).sort(), ['0', '1', '2']);
  assert.match(items[0], /href="\/explore\/zeta"/);
  // Deep's stand-in sits inside User guides' items, to be filled in turn.
  assert.match(items[1], /data-sidebar-items="2"/);
  assert.match(items[2], /href="\/guides\/deep\/leaf"/);
});

test('without a landing page, a collapsed category offers a link to its first page', async () => {
  const result = await buildFixture({ 'docs/a.md': page('A'), 'docs/group/_category_.json': '{ "label": "Group" }', 'docs/group/one.md': page('One'), 'docs/group/two.md': page('Two') });
  const $ = result.$('/a');
  const fallback = $('.sidebar-column [data-sidebar-items] a');
  assert.equal(fallback.attr('href'), '/group/one');
  assert.equal(fallback.text(), 'Show the pages in Group');
  // On the page the link leads to, the category is open with its items.
  assert.deepEqual(result.$('/group/one')('.sidebar-column details[open] a').map((_, el) => result.$('/group/one')(el).text()).get(), ['One', 'Two']);
});

test('routes come from paths: index.md, number prefixes and slug overrides', async () => {
  const result = await buildFixture(tree);
  for (const file of ['explore/index.html', 'explore/zeta/index.html', 'guides/first/index.html', 'guides/second/index.html', 'guides/deep/leaf/index.html', 'elsewhere/here/index.html']) {
    assert.ok(result.files.has(file), file);
  }
});

test('breadcrumbs and previous/next follow the sidebar', async () => {
  const result = await buildFixture(tree);
  const $ = result.$('/guides/deep/leaf');
  assert.deepEqual($('.breadcrumbs li').map((_, el) => $(el).text()).get(), ['Home', 'User guides', 'Deep', 'Leaf']);
  assert.equal($('.breadcrumbs [aria-current="page"]').text(), 'Leaf');
  assert.equal($('.pager-previous').attr('href'), '/elsewhere/here');
  assert.equal($('.pager-next').attr('href'), '/guides/first');
  const first = result.$('/explore/');
  assert.equal(first('.pager-previous').length, 0);
  assert.equal(first('.pager-next').attr('href'), '/explore/zeta');
});

test('the title format is "Page | Site", or the site title alone', async () => {
  const result = await buildFixture({ ...tree, 'docs/same.md': page('Acme Docs'), 'pages/index.md': '---\ntitle: Acme Docs\n---\n\nHome.\n' });
  assert.equal(result.$('/explore/zeta')('title').text(), 'Zeta | Acme Docs');
  assert.equal(result.$('/same')('title').text(), 'Acme Docs');
  assert.equal(result.$('/')('title').text(), 'Acme Docs');
});

test('docs tags pages list every tag and the docs of one tag', async () => {
  const result = await buildFixture(tree);
  const $ = result.$('/tags');
  assert.equal($('body').attr('class'), 'docs-tags-list-page');
  assert.deepEqual($('.tags-index a').map((_, el) => $(el).attr('href')).get().sort(), ['/tags/oracle-risk', '/tags/risk']);
  const tag = result.$('/tags/oracle-risk');
  assert.equal(tag('body').attr('class'), 'docs-tags-doc-list-page');
  assert.equal(tag('.tagged-docs a').attr('href'), '/guides/deep/leaf');
  assert.equal(tag('meta[name="docsearch:docusaurus_tag"]').attr('content'), 'doc_tag_doc_list');
});

test('every page has the chrome: lang, theme, generator, canonical, OG, body class, skip link', async () => {
  const result = await buildFixture({ ...tree, 'pages/index.md': '---\ntitle: Home\n---\n\nHi.\n', 'pages/about.md': page('About') });
  const $ = result.$('/explore/zeta');
  assert.equal($('html').attr('lang'), 'en');
  assert.equal($('html').attr('data-theme'), 'dark');
  assert.match($('meta[name="generator"]').attr('content')!, /^lendocs \d+\.\d+\.\d+$/);
  assert.equal($('link[rel="canonical"]').attr('href'), 'https://example.test/explore/zeta');
  assert.equal($('meta[property="og:title"]').attr('content'), 'Zeta | Acme Docs');
  assert.equal($('body').attr('class'), 'docs-doc-page');
  assert.equal($('meta[name="docsearch:docusaurus_tag"]').attr('content'), 'docs-default-current');
  assert.equal($('a.skip-link').attr('href'), '#main-content');
  assert.equal($('main#main-content').length, 1);
  assert.match($('link[rel="stylesheet"]').attr('href')!, /^\/assets\/css\/styles\.[0-9a-f]{10}\.css$/);
  assert.equal(result.$('/about')('body').attr('class'), 'mdx-page');
  assert.equal(result.$('/')('body').attr('class'), 'home-page');
  const notFound = result.$('/404.html');
  assert.equal(notFound('h1').text(), 'Page Not Found');
  assert.match(notFound('main').text(), /We could not find what you were looking for\./);
  assert.match(notFound('main').text(), /Please contact the owner of the site that linked you to the original URL and let them know their link is broken\./);
});

test('two generated-index categories with one label get their own pages, the second with -1 (as Docusaurus does)', async () => {
  const config = `${BASE_CONFIG}sidebars:\n  main:\n    - type: category\n      label: Reference\n      link: { type: generated-index }\n      items: [a]\n    - type: category\n      label: Reference\n      link: { type: generated-index }\n      items: [b]\n`;
  const result = await buildFixture({ 'docs/a.md': page('A'), 'docs/b.md': page('B') }, { config });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings, []);
  assert.match(result.$('/category/reference')('.generated-index').text(), /A/);
  assert.match(result.$('/category/reference-1')('.generated-index').text(), /B/);
});

test('_category_ files shape only the folder tree: a hand-written sidebar category gets no page from one', async () => {
  const config = `${BASE_CONFIG}sidebars:\n  main:\n    - type: category\n      label: Guides\n      items: [guides/one]\n`;
  const result = await buildFixture(
    { 'docs/guides/_category_.json': '{ "label": "Guides", "link": { "type": "generated-index" } }', 'docs/guides/one.md': page('One') },
    { config },
  );
  assert.deepEqual(result.errors, []);
  assert.equal([...result.files.keys()].some((file) => file.startsWith('category/')), false);
  // In the folder tree's sidebar, the same file does make the page.
  const tree = await buildFixture({ 'docs/guides/_category_.json': '{ "label": "Guides", "link": { "type": "generated-index" } }', 'docs/guides/one.md': page('One') });
  assert.ok(tree.files.has('category/guides/index.html'));
});

test('number prefixes are stripped as Docusaurus strips them: names like dates or versions keep their digits', async () => {
  const page = (title) => doc({ title }, 'Text.');
  const result = await buildFixture({
    'docs/01-intro.md': page('Intro'),
    'docs/003 - spaced.md': page('Spaced'),
    'docs/2_10_Sampling.md': page('Sampling'),
    'docs/7.0-changes.md': page('Changes'),
    'docs/2021-11-notes.md': page('Notes'),
    'docs/05-guides/01-setup.md': page('Setup'),
    'docs/1-_odd.md': page('Odd'), // several separators: all go
  });
  assert.deepEqual(result.errors, []);
  for (const route of ['/intro', '/spaced', '/2_10_Sampling', '/7.0-changes', '/2021-11-notes', '/guides/setup', '/odd']) {
    assert.ok(result.site!.routeByPath.has(route), `${route} missing; have ${[...result.site!.routeByPath.keys()].join(' ')}`);
  }
});

test('a relative slug is resolved from the doc\'s folder as Docusaurus resolves it, never above the docs base', async () => {
  const result = await buildFixture({
    'docs/front/01_HTML/index.md': doc({ title: 'HTML', slug: '../HTML' }, 'Text.'),
    'docs/a/b.md': doc({ title: 'B', slug: './c' }, 'Text.'),
    'docs/a/d.md': doc({ title: 'D', slug: '../../../top' }, 'Text.'),
    'docs/a/e.md': doc({ title: 'E', slug: 'nested/e' }, 'Text.'),
  });
  assert.deepEqual(result.errors, []);
  for (const route of ['/front/HTML', '/a/c', '/top', '/a/nested/e']) {
    assert.ok(result.site!.routeByPath.has(route), `${route} missing; have ${[...result.site!.routeByPath.keys()].join(' ')}`);
  }
});

test('a doc with `title: ""` and no # heading has no h1 (as Docusaurus), not an empty one', async () => {
  const result = await buildFixture({ 'docs/a.md': '---\ntitle: ""\n---\n\nJust text.\n', 'docs/b.md': '---\ntitle: ""\n---\n\n# From the content\n\nText.\n' });
  assert.deepEqual(result.errors, []);
  assert.equal(result.$('/a')('h1').length, 0);
  assert.deepEqual(result.$('/b')('h1').map((_, h) => result.$('/b')(h).text()).get(), ['From the content']);
});

test('a hand-written sidebar may name an unlisted doc, as Docusaurus allows: the page is built, the item is not shown', async () => {
  const config = `${BASE_CONFIG}sidebars:\n  main:\n    - a\n    - hidden\n    - type: category\n      label: More\n      link: { type: doc, id: landing }\n      items: [b]\n`;
  const unlisted = (title: string) => `---\ntitle: ${title}\nunlisted: true\n---\n\nText.\n`;
  const result = await buildFixture({ 'docs/a.md': page('A'), 'docs/b.md': page('B'), 'docs/hidden.md': unlisted('Hidden'), 'docs/landing.md': unlisted('Landing') }, { config });
  assert.deepEqual(result.errors, []);
  assert.ok(result.files.has('hidden/index.html'));
  const sidebar = result.$('/a')('nav.docs-sidebar').text();
  assert.match(sidebar, /More/);
  assert.doesNotMatch(sidebar, /Hidden/);
  // As a category's link, Docusaurus keeps it.
  assert.equal(result.$('/a')('a[href="/landing"]').length > 0, true);
});

test('a category whose items are all unlisted docs and that links nowhere is not drawn, as Docusaurus hides it', async () => {
  const config = `${BASE_CONFIG}sidebars:\n  main:\n    - a\n    - type: category\n      label: Secret\n      items:\n        - hidden\n        - type: category\n          label: Deeper\n          items: [deeper]\n    - Shorthand: [hidden]\n`;
  const unlisted = (title: string) => `---\ntitle: ${title}\nunlisted: true\n---\n\nText.\n`;
  const result = await buildFixture({ 'docs/a.md': page('A'), 'docs/hidden.md': unlisted('Hidden'), 'docs/deeper.md': unlisted('Deeper') }, { config });
  assert.deepEqual(result.errors, []);
  const sidebar = result.$('/a')('nav.docs-sidebar');
  assert.deepEqual(sidebar.find('.sidebar-item').map((_, item) => result.$('/a')(item).text().trim()).get(), ['A']);
});
