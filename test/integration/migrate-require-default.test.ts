// `require()` in a Docusaurus config, sidebars file or local plugin gives what jiti gives with `interopDefault: true`
// (Docusaurus loads all three with it): an ES module's default export, with the named exports it lacks added, not
// the module's namespace. Documentation generators write such sidebars (`export default sidebar`), which sites
// spread into their own: `[...require('./generated-sidebar.ts').items]`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildMigrated, migrateSite } from '../support/migrated-site.js';

const FILES = {
  'docusaurus.config.js': `const meta = require('./site-meta.mjs');
const data = require('./data.json');
const plain = require('./plain.js');
module.exports = {
  title: meta.title + ' ' + meta.suffix + ' ' + require('acme-esm-meta').tagline,
  tagline: [data.default.word, plain.word, typeof require('./site-meta.mjs').default].join(' '),
  url: 'https://acme.example', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: './sidebars.js' }, blog: false }]],
};
`,
  'site-meta.mjs': "export const suffix = 'Docs';\nexport default { title: 'Acme' };\n",
  'data.json': '{ "default": { "word": "json-kept-whole" } }\n',
  'plain.js': "module.exports = { word: 'plain' };\n",
  'node_modules/acme-esm-meta/package.json': '{ "name": "acme-esm-meta", "type": "module", "main": "index.js" }\n',
  'node_modules/acme-esm-meta/index.js': "export default { tagline: 'from a package' };\n",
  'sidebars.js': "module.exports = { docs: ['intro', ...require('./generated-sidebar.ts').items, require('./generated-sidebar.ts').extra] };\n",
  'generated-sidebar.ts': "import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';\nexport const extra = 'api/extra';\nconst sidebar: SidebarsConfig = { items: ['api/alpha', 'api/beta'] };\nexport default sidebar;\n",
  'docs/intro.md': '# Intro\n\nHello.\n',
  'docs/api/alpha.md': '# Alpha\n\nA.\n',
  'docs/api/beta.md': '# Beta\n\nB.\n',
  'docs/api/extra.md': '# Extra\n\nE.\n',
};

test("require() of an ES module in a sidebars file or config gives its default export, with its named exports, as Docusaurus's jiti does", async () => {
  const { root, config } = await migrateSite(FILES);
  // The default (an object) with the named export it lacks; a package's default; JSON and CommonJS as they are;
  // and `.default` still reaches the default, as jiti's interop keeps it.
  assert.equal(config.title, 'Acme Docs from a package');
  assert.equal(config.tagline, 'json-kept-whole plain object');
  const $ = (await buildMigrated(root)).page('intro');
  const links = $('nav.docs-sidebar a').map((_, a) => $(a).text().trim()).get();
  assert.deepEqual(links.filter((label) => ['Intro', 'Alpha', 'Beta', 'Extra'].includes(label)), ['Intro', 'Alpha', 'Beta', 'Extra']);
});

test('a local plugin that requires an ES module of the site gets its default export too', async () => {
  const { root } = await migrateSite({
    ...FILES,
    'docusaurus.config.js': `module.exports = {
  title: 'Acme', url: 'https://acme.example', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: './sidebars.js' }, blog: false }]],
  plugins: ['./plugins/labels.js'],
};
`,
    'plugins/labels.js': `module.exports = function labelsPlugin() {
  return { name: 'labels-plugin', async contentLoaded({ actions }) { actions.setGlobalData({ labels: [...require('./labels.ts')] }); } };
};
`,
    'plugins/labels.ts': "const labels: string[] = ['alpha', 'beta'];\nexport default labels;\n",
    'src/components/Labels.js': `import { usePluginData } from '@docusaurus/useGlobalData';
export default function Labels() {
  return <p className="labels">{usePluginData('labels-plugin').labels.join(', ')}</p>;
}
`,
    'docs/intro.mdx': "import Labels from '@site/src/components/Labels';\n\n# Intro\n\n<Labels />\n",
    'docs/intro.md': undefined,
    'sidebars.js': "module.exports = { docs: ['intro'] };\n",
  });
  assert.equal((await buildMigrated(root)).page('intro')('.labels').text(), 'alpha, beta');
});
