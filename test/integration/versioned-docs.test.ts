// Versioned docs as Docusaurus keeps them: versions.json (newest first), versioned_docs/version-X/ and
// versioned_sidebars/version-X-sidebars.json. The newest version is at the docs base path, the others under their
// name, the docs folder itself as "Next" under /next; each with its sidebars, banner, dropdown and search tag.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, BASE_CONFIG, doc } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}
docs:
  routeBasePath: docs
navbar:
  items:
    - { label: Docs, doc: intro }
    - { type: docsVersionDropdown }
`;

const FILES = {
  'versions.json': JSON.stringify(['2.0', '1.0']),
  'docs/intro.md': doc({ title: 'Intro next', sidebar_position: 1 }, 'See [the guide](./guide.md).'),
  'docs/guide.md': doc({ title: 'Guide next', sidebar_position: 2 }, 'Guide.'),
  'docs/only-next.md': doc({ title: 'Only in next', sidebar_position: 3 }, 'New.'),
  'versioned_docs/version-2.0/intro.md': doc({ title: 'Intro 2.0', sidebar_position: 1 }, 'See [the guide](./guide.md).'),
  'versioned_docs/version-2.0/guide.md': doc({ title: 'Guide 2.0', sidebar_position: 2 }, 'Guide.'),
  'versioned_docs/version-1.0/intro.md': doc({ title: 'Intro 1.0' }, 'See [the guide](guide.md).'),
  'versioned_docs/version-1.0/guide.md': doc({ title: 'Guide 1.0' }, 'Guide.'),
  'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({ main: ['guide', 'intro'] }),
  'blog/2024-01-01-hello.md': doc({ title: 'Hello', date: '2024-01-01' }, 'Post.'),
};

const hrefs = ($, selector) => $(selector).map((_, el) => $(el).attr('href')).get();
const dropdown = ($) => $('.navbar .version-dropdown a').map((_, el) => `${$(el).text()}=${$(el).attr('href')}`).get();

test('each version is built at Docusaurus\'s paths, with its own sidebar and links', async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  assert.deepEqual(site.diagnostics, []);
  assert.equal(site.$('/docs/intro')('h1').text(), 'Intro 2.0');
  assert.equal(site.$('/docs/1.0/intro')('h1').text(), 'Intro 1.0');
  assert.equal(site.$('/docs/next/intro')('h1').text(), 'Intro next');
  assert.deepEqual(hrefs(site.$('/docs/intro'), '.docs-sidebar a'), ['/docs/intro', '/docs/guide']);
  // The released version's own sidebars file orders it.
  assert.deepEqual(hrefs(site.$('/docs/1.0/intro'), '.docs-sidebar a'), ['/docs/1.0/guide', '/docs/1.0/intro']);
  assert.deepEqual(hrefs(site.$('/docs/next/intro'), '.docs-sidebar a'), ['/docs/next/intro', '/docs/next/guide', '/docs/next/only-next']);
  assert.deepEqual(hrefs(site.$('/docs/1.0/intro'), '.markdown a'), ['/docs/1.0/guide']);
  assert.deepEqual(hrefs(site.$('/docs/next/intro'), '.markdown a'), ['/docs/next/guide']);
  assert.equal(site.$('/docs/1.0/intro')('.pager-previous').attr('href'), '/docs/1.0/guide');
  // The navbar's doc item and the brand lead to the latest version.
  const navbar = site.$('/blog');
  assert.equal(navbar('.navbar a').filter((_, el) => navbar(el).text() === 'Docs').attr('href'), '/docs/intro');
});

test('versions other than the latest have a banner leading to the same doc (or the first doc) in the latest', async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  assert.equal(site.$('/docs/intro')('.version-banner').length, 0);
  assert.equal(site.$('/docs/intro')('.version-badge').text(), 'Version: 2.0');
  const old = site.$('/docs/1.0/guide');
  assert.match(old('.version-banner').text(), /This is documentation for Acme Docs 1\.0, which is no longer actively maintained\./);
  assert.equal(old('.version-banner a').attr('href'), '/docs/guide');
  assert.equal(old('.version-badge').text(), 'Version: 1.0');
  const next = site.$('/docs/next/only-next');
  assert.match(next('.version-banner').text(), /This is unreleased documentation for Acme Docs Next version\./);
  assert.equal(next('.version-banner a').attr('href'), '/docs/intro', 'a doc the latest version lacks leads to its first doc');
});

test('the version dropdown shows the version being read and leads to the same doc in each version', async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  const old = site.$('/docs/1.0/guide');
  assert.equal(old('.navbar .version-dropdown summary').text(), '1.0');
  assert.deepEqual(dropdown(old), ['Next=/docs/next/guide', '2.0=/docs/guide', '1.0=/docs/1.0/guide']);
  assert.equal(old('.navbar .version-dropdown a[aria-current="page"]').text(), '1.0');
  assert.deepEqual(dropdown(site.$('/docs/next/only-next')), ['Next=/docs/next/only-next', '2.0=/docs/intro', '1.0=/docs/1.0/guide']);
  // Away from the docs: each version's first doc, the latest shown.
  const blog = site.$('/blog');
  assert.equal(blog('.navbar .version-dropdown summary').text(), '2.0');
  assert.deepEqual(dropdown(blog), ['Next=/docs/next/intro', '2.0=/docs/intro', '1.0=/docs/1.0/guide']);
});

test('search records are tagged by version, and each page scopes search to the version it shows', async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  const tags = new Map(JSON.parse(site.text('search-index/docs.json')).map((row) => [row[0], row[3]]));
  assert.equal(tags.get('/docs/intro'), 'docs-default-2.0');
  assert.equal(tags.get('/docs/1.0/intro'), 'docs-default-1.0');
  assert.equal(tags.get('/docs/next/intro'), 'docs-default-current');
  assert.equal(site.$('/docs/1.0/intro')('meta[name="docsearch:docusaurus_tag"]').attr('content'), 'docs-default-1.0');
  const scope = (route) => JSON.parse(site.$(route)('[data-search-config]').attr('data-search-config')!).versions;
  assert.deepEqual(scope('/docs/1.0/intro'), { scoped: ['docs-default-current', 'docs-default-2.0', 'docs-default-1.0'], active: ['docs-default-1.0'] });
  assert.deepEqual(scope('/blog').active, ['docs-default-2.0']);
  for (const route of ['/docs/intro', '/docs/1.0/guide', '/docs/next/only-next']) assert.match(site.text('sitemap.xml'), new RegExp(`<loc>https://example.test${route}</loc>`));
});

test('lastVersion, onlyIncludeVersions, includeCurrentVersion and versions.<name>.label/path follow Docusaurus', async () => {
  const config = `${BASE_CONFIG}
docs:
  routeBasePath: docs
  lastVersion: current
  onlyIncludeVersions: [current, '2.0']
  versions:
    current: { label: Edge, path: edge }
    '2.0': { label: Two }
`;
  const site = await buildFixture(FILES, { config });
  assert.deepEqual(site.errors, []);
  const routes = [...site.site!.routeByPath.keys()].filter((route) => route.startsWith('/docs/')).sort();
  // An explicit `path` applies to the last version too, as in Docusaurus.
  assert.deepEqual(routes, ['/docs/2.0/guide', '/docs/2.0/intro', '/docs/edge/guide', '/docs/edge/intro', '/docs/edge/only-next']);
  assert.ok(site.site!.routeByPath.has('/docs/2.0/intro'));
  assert.ok(!site.site!.routeByPath.has('/docs/1.0/intro'), '1.0 is not included');
  assert.equal(site.$('/docs/edge/only-next')('.version-badge').text(), 'Version: Edge');
  assert.match(site.$('/docs/2.0/intro')('.version-banner').text(), /Acme Docs Two, which is no longer actively maintained/);

  const noCurrent = await buildFixture(FILES, { config: `${BASE_CONFIG}\ndocs:\n  routeBasePath: docs\n  includeCurrentVersion: false\n` });
  assert.ok(!noCurrent.site!.routeByPath.has('/docs/next/intro'));
  assert.ok(noCurrent.site!.routeByPath.has('/docs/intro') && noCurrent.site!.routeByPath.has('/docs/1.0/intro'));
});

test('a version named in versions.json without its folder, or a versions.json that is not a list, is an error naming the file', async () => {
  const missing = await buildFixture({ ...FILES, 'versions.json': JSON.stringify(['3.0', '2.0']) }, { config: CONFIG });
  assert.match(missing.errors[0].message, /The version "3\.0" has no folder versioned_docs\/version-3\.0\//);
  assert.match(missing.errors[0].file!, /versions\.json$/);
  const bad = await buildFixture({ ...FILES, 'versions.json': '{"latest": "2.0"}' }, { config: CONFIG });
  assert.match(bad.errors[0].message, /versions\.json must be a list of version names/);
});

test('a docs instance has versions of its own (<id>_versions.json, <id>_versioned_docs/)', async () => {
  const config = `${BASE_CONFIG}
docs:
  instances:
    - { id: sdk, path: sdk, routeBasePath: sdk }
navbar:
  items:
    - { type: docsVersionDropdown, docsPluginId: sdk }
`;
  const site = await buildFixture(
    {
      'docs/home.md': doc({ title: 'Home' }),
      'sdk_versions.json': JSON.stringify(['1.0']),
      'sdk/start.md': doc({ title: 'Start next' }),
      'sdk_versioned_docs/version-1.0/start.md': doc({ title: 'Start 1.0' }),
    },
    { config },
  );
  assert.deepEqual(site.diagnostics, []);
  assert.equal(site.$('/sdk/start')('h1').text(), 'Start 1.0');
  assert.equal(site.$('/sdk/next/start')('h1').text(), 'Start next');
  assert.equal(site.$('/sdk/start')('meta[name="docsearch:docusaurus_tag"]').attr('content'), 'docs-sdk-1.0');
  assert.deepEqual(dropdown(site.$('/home')), ['Next=/sdk/next/start', '1.0=/sdk/start']);
  assert.equal(site.$('/home')('.version-badge').length, 0, 'the unversioned main docs are as before: no badge');
});

test('serve --watch reads the config again when versions.json or a versioned sidebars file changes', async () => {
  const { isVersionsFile } = await import('../../src/config/versions.js');
  for (const file of ['versions.json', 'sdk_versions.json', 'versioned_sidebars/version-1.0-sidebars.json', 'sdk_versioned_sidebars/version-2.0-sidebars.json']) assert.ok(isVersionsFile(file), file);
  for (const file of ['docs/versions.json', 'versioned_docs/version-1.0/intro.md', 'static/versions.json', 'lendocs.config.yml']) assert.ok(!isVersionsFile(file), file);
});
