// `lendocs migrate` of a site with extra docs plugins: each becomes a `docs.instances` entry with its own sidebars
// file (evaluated like the main one), navbar items keep their docsPluginId, and the migrated site builds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildMigrated, migrateSite } from '../support/migrated-site.js';

const CONFIG = `module.exports = {
  title: 'Acme', url: 'https://acme.dev', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
  plugins: [
    ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: require.resolve('./sidebarsCommunity.js'), editUrl: 'https://git.example/edit' }],
    ['@docusaurus/plugin-content-docs', { id: 'sdk.v2', path: './sdk', routeBasePath: '/sdk/' }],
  ],
  themeConfig: {
    navbar: {
      items: [
        { type: 'docSidebar', sidebarId: 'main', label: 'Docs' },
        { type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community', label: 'Community' },
        { type: 'doc', docId: 'start', docsPluginId: 'sdk.v2', label: 'SDK' },
        { type: 'doc', docId: 'x', docsPluginId: 'missing', label: 'Nowhere' },
      ],
    },
  },
};
`;

const FILES = {
  'docusaurus.config.js': CONFIG,
  'sidebars.js': "module.exports = { main: ['intro'] };\n",
  'sidebarsCommunity.js': "module.exports = { community: [{ type: 'category', label: 'Join', items: ['welcome', 'intro'] }] };\n",
  'docs/intro.md': '# Intro\n\nSee [the community](/community/welcome.md).\n',
  'community/welcome.md': '# Welcome\n\nBack to [the docs](../docs/intro.md).\n',
  'community/intro.md': '# Community intro\n',
  'sdk/start.md': '# Start\n',
};

test('extra docs plugins become docs instances with their sidebars, and the migrated site builds', async () => {
  const { root, output, config } = await migrateSite(FILES);
  assert.deepEqual(config.docs.instances, [
    { id: 'community', path: 'community', routeBasePath: 'community', sidebars: { community: [{ type: 'category', label: 'Join', items: ['welcome', 'intro'] }] }, editUrl: 'https://git.example/edit' },
    { id: 'sdk-v2', path: 'sdk', routeBasePath: 'sdk' },
  ]);
  assert.deepEqual(config.navbar.items, [
    { label: 'Docs', doc: 'intro' },
    { label: 'Community', doc: 'welcome', docsPluginId: 'community' },
    { label: 'SDK', doc: 'start', docsPluginId: 'sdk-v2' },
  ]);
  assert.match(output, /id sdk\.v2\): its id is "sdk-v2" in lendocs/);
  // Each instance keeps its own edit link.
  assert.doesNotMatch(output, /editUrl is not translated/);
  assert.match(output, /the item "Nowhere" of type "doc" was left out/);
  assert.doesNotMatch(output, /another docs instance; not built/);

  const built = await buildMigrated(root);
  assert.match(built.stderr, /0 errors/);
  const { page } = built;
  const $ = page('community/welcome');
  assert.deepEqual($('.docs-sidebar a').map((_, el) => $(el).attr('href')).get().filter((href) => href.startsWith('/community')), ['/community/welcome', '/community/intro']);
  assert.equal($('.markdown a').attr('href'), '/docs/intro');
  assert.equal(page('docs/intro')('.markdown a').attr('href'), '/community/welcome');
  const navbar = page('sdk/start')('.navbar a').map((_, el) => page('sdk/start')(el).attr('href')).get();
  for (const href of ['/docs/intro', '/community/welcome', '/sdk/start']) assert.ok(navbar.includes(href), `the navbar links to ${href}`);
});

test('a versioned site migrates with its version options and dropdown, and builds every version at its URLs', async () => {
  const config = `module.exports = {
  title: 'Acme', url: 'https://acme.dev', baseUrl: '/',
  presets: [['classic', { docs: { lastVersion: 'current', versions: { current: { label: 'Canary', path: 'canary' }, '1.0': { label: 'v1', banner: 'none', badge: false } } } }]],
  themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', position: 'right' }, { type: 'doc', docId: 'intro', label: 'Docs' }] } },
};
`;
  const { root, output, config: written } = await migrateSite({
    'docusaurus.config.js': config,
    'versions.json': '["1.0"]\n',
    'docs/intro.md': '# Intro canary\n',
    'versioned_docs/version-1.0/intro.md': '# Intro one\n',
    'versioned_sidebars/version-1.0-sidebars.json': '{ "main": ["intro"] }\n',
  });
  assert.match(output, /versions\.json: each released version is built/);
  assert.equal(written.docs.lastVersion, 'current');
  assert.deepEqual(written.docs.versions, { current: { label: 'Canary', path: 'canary' }, '1.0': { label: 'v1', banner: 'none', badge: false } });
  assert.deepEqual(written.navbar.items[0], { type: 'docsVersionDropdown', position: 'right' });

  const { page } = await buildMigrated(root);
  // Docusaurus: the current version is the last one, at its own path; 1.0 under its name, without a banner.
  assert.equal(page('docs/canary/intro')('h1').text(), 'Intro canary');
  const old = page('docs/1.0/intro');
  assert.equal(old('h1').text(), 'Intro one');
  assert.equal(old('.version-banner').length, 0);
  assert.deepEqual(old('.navbar .version-dropdown a').map((_, el) => old(el).text()).get(), ['Canary', 'v1']);
});
