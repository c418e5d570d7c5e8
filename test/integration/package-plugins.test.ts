// The plugins of packages (issue 31): a package in the Docusaurus config's `plugins` or `themes`, or what a preset
// gives (an API reference's preset gives a theme and one plugin per spec), computes data in loadContent() and gives
// it with setGlobalData() in contentLoaded(); the site's components read it with usePluginData() and
// useAllPluginInstancesData(). `migrate` names the config in `siteCode.plugins` when such a plugin is there, and each
// build runs them as Docusaurus does; Docusaurus's own (@docusaurus/…) are not run, since lendocs does their work.
// A package's plugin that fails is a warning naming it; a component that reads its data then fails with its message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir, writeFiles } from '../support/temp.js';
import { runCliHere } from '../support/cli-here.js';

const lendocs = (args: string[]) => runCliHere(args);

async function build(root: string) {
  const out = path.join(tempDir(), 'out');
  return { built: await lendocs(['build', '--root', root, '--out', out, '--no-cache']), out };
}

const babelCompiled = (body: string) => `"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\n${body}\n`;

const PACKAGES = {
  // A preset that gives a theme and one plugin per spec, by path, as such presets do.
  'node_modules/acme-api-preset/package.json': '{ "name": "acme-api-preset", "main": "dist/index.js" }\n',
  'node_modules/acme-api-preset/dist/index.js': babelCompiled(`exports.default = async function preset(context, options) {
  return {
    themes: [[require.resolve('acme-api-theme'), { id: 'theme-api', color: options.color }]],
    plugins: options.specs.map((spec) => [require.resolve('docusaurus-plugin-acme-api'), { ...spec, themeId: 'theme-api' }]),
  };
};`),
  'node_modules/acme-api-theme/package.json': '{ "name": "acme-api-theme" }\n',
  'node_modules/acme-api-theme/index.js': babelCompiled(`exports.default = function theme(context, options) {
  return { name: 'acme-api-theme', async contentLoaded({ actions }) { actions.setGlobalData({ color: options.color }); } };
};`),
  'node_modules/docusaurus-plugin-acme-api/package.json': '{ "name": "docusaurus-plugin-acme-api" }\n',
  'node_modules/docusaurus-plugin-acme-api/index.js': babelCompiled(`const fs = require('fs');
const path = require('path');
exports.default = function apiPlugin(context, options) {
  return {
    name: 'docusaurus-plugin-acme-api',
    async loadContent() { return JSON.parse(fs.readFileSync(path.resolve(context.siteDir, options.spec), 'utf8')); },
    async contentLoaded({ content, actions }) {
      actions.setGlobalData({ title: content.title, paths: Object.keys(content.paths).length, base: context.siteConfig.baseUrl, layout: options.layout });
      actions.addRoute({ path: options.route, component: '@theme/ApiPage', exact: true, modules: {} });
    },
  };
};
// A schema that adds a default, and lists the id as required, as some plugins' Joi schemas do.
const schema = { validate: (given) => (given.id === undefined ? { error: new Error('"id" is required') } : { value: { layout: 'wide', ...given } }) };
exports.validateOptions = ({ validate, options }) => validate(schema, options);`),
  // Named by its shorthand in \`plugins\`: Docusaurus finds it as docusaurus-plugin-acme-counter.
  'node_modules/docusaurus-plugin-acme-counter/package.json': '{ "name": "docusaurus-plugin-acme-counter" }\n',
  'node_modules/docusaurus-plugin-acme-counter/index.js': "module.exports = () => ({ name: 'acme-counter', loadContent: () => 42, contentLoaded({ content, actions }) { actions.setGlobalData({ count: content }); } });\n",
  // One of Docusaurus's own: lendocs does its work, and does not run it.
  'node_modules/@docusaurus/plugin-acme/package.json': '{ "name": "@docusaurus/plugin-acme" }\n',
  'node_modules/@docusaurus/plugin-acme/index.js': "module.exports = () => ({ name: 'docusaurus-plugin-acme', loadContent() { throw new Error('Docusaurus\\'s own plugin was run'); } });\n",
  // A plugin whose data nothing reads, and whose loadContent needs what is not there.
  'node_modules/docusaurus-plugin-acme-remote/package.json': '{ "name": "docusaurus-plugin-acme-remote" }\n',
  'node_modules/docusaurus-plugin-acme-remote/index.js': "module.exports = () => ({ name: 'acme-remote', async loadContent() { throw new Error('request to the spec server failed'); }, contentLoaded({ content, actions }) { actions.setGlobalData(content); } });\n",
};

const CONFIG = `module.exports = {
  title: 'Acme', url: 'https://acme.example', baseUrl: '/',
  presets: [
    ['classic', { blog: false, docs: { routeBasePath: '/' } }],
    ['acme-api-preset', { color: 'teal', specs: [{ id: 'pets', spec: 'api/pets.json', route: '/api/pets' }, { id: 'stores', spec: 'api/stores.json', route: '/api/stores' }] }],
  ],
  plugins: ['acme-counter', '@docusaurus/plugin-acme', 'acme-remote'],
};
`;

const SITE = {
  'docusaurus.config.js': CONFIG,
  ...PACKAGES,
  'api/pets.json': '{ "title": "Pet store", "paths": { "/pets": {}, "/pets/{id}": {} } }\n',
  'api/stores.json': '{ "title": "Stores", "paths": { "/stores": {} } }\n',
  'src/components/ApiSummary.jsx': `import { usePluginData, useAllPluginInstancesData } from '@docusaurus/useGlobalData';
export default function ApiSummary() {
  const pets = usePluginData('docusaurus-plugin-acme-api', 'pets');
  const all = useAllPluginInstancesData('docusaurus-plugin-acme-api');
  const { color } = usePluginData('acme-api-theme', 'theme-api');
  const { count } = usePluginData('acme-counter');
  return <p className="api">{pets.title}: {pets.paths} paths, {pets.layout}, base {pets.base}; {Object.keys(all).join('+')}; {color}; {count}</p>;
}
`,
  'docs/intro.mdx': "import ApiSummary from '@site/src/components/ApiSummary';\n\n# Intro\n\n<ApiSummary />\n",
};

test("migrate names the config for a package's plugins, and the build gives their global data to components", async () => {
  const root = writeFiles(tempDir(), SITE);
  const migrated = await lendocs(['migrate', root]);
  assert.equal(migrated.code, 0, migrated.stderr);
  assert.match(readFileSync(path.join(root, 'lendocs.config.yml'), 'utf8'), /plugins: docusaurus\.config\.js/);
  assert.match(migrated.stdout, /plugin docusaurus-plugin-acme-api \(package docusaurus-plugin-acme-api, id pets\): run at each build/);
  assert.match(migrated.stdout, /plugin acme-counter \(package docusaurus-plugin-acme-counter\): run at each build/);
  assert.doesNotMatch(migrated.stdout, /plugin acme-counter: not translated/);
  const { built, out } = await build(root);
  assert.equal(built.code, 0, built.stderr);
  const html = readFileSync(path.join(out, 'intro', 'index.html'), 'utf8');
  assert.match(html, /<p class="api">Pet store: 2 paths, wide, base \/; pets\+stores; teal; 42<\/p>/);
  const said = built.stderr + built.stdout;
  // Docusaurus's own plugin did not run; a route the plugin adds whose component is not there is named; the plugin that failed is a warning.
  assert.doesNotMatch(said, /Docusaurus's own plugin was run/);
  assert.match(said, /The plugin "docusaurus-plugin-acme-api" \(package docusaurus-plugin-acme-api, id pets\) adds the route \/api\/pets with addRoute, which lendocs does not build: its component @theme\/ApiPage is not a module lendocs can find/);
  assert.match(said, /warning .*The plugin "acme-remote" \(package docusaurus-plugin-acme-remote\) failed in loadContent\(\): request to the spec server failed/);
});

test("a component that reads the data of a package's plugin that failed fails, with the plugin's message", async () => {
  const root = writeFiles(tempDir(), {
    ...SITE,
    'lendocs.config.yml': 'title: Acme\nsiteCode:\n  plugins: docusaurus.config.js\n',
    'src/components/Remote.jsx': "import { usePluginData } from '@docusaurus/useGlobalData';\nexport default function Remote() { return <p>{usePluginData('acme-remote').title}</p>; }\n",
    'docs/intro.mdx': "import Remote from '@site/src/components/Remote';\n\n# Intro\n\n<Remote />\n",
  });
  const { built, out } = await build(root);
  assert.equal(built.code, 1, built.stderr);
  assert.match(built.stderr, /usePluginData\("acme-remote", "default"\): that plugin gave no data, since it failed when the build ran it\. The plugin "acme-remote" \(package docusaurus-plugin-acme-remote\) failed in loadContent\(\): request to the spec server failed/);
  assert.ok(!existsSync(out));
});

// A theme's component that reads its plugin's data by the id a page gives (`<ApiSchema id="remote" />` reading
// useAllPluginInstancesData(name)[id], corpus S32) failed on undefined ("Cannot destructure property 'spec'"), which
// said nothing of the plugin that failed; Docusaurus's build stops at that plugin.
test("a component that reads a failed plugin's instance from useAllPluginInstancesData or useGlobalData fails with the plugin's message", async () => {
  const root = writeFiles(tempDir(), {
    ...SITE,
    'lendocs.config.yml': 'title: Acme\nsiteCode:\n  plugins: docusaurus.config.js\n',
    'src/components/RemoteAll.jsx': "import useGlobalData, { useAllPluginInstancesData } from '@docusaurus/useGlobalData';\nexport default function RemoteAll({ global }) {\n  const all = global ? useGlobalData()['acme-remote'] : useAllPluginInstancesData('acme-remote');\n  const { title } = all.default;\n  return <p>{Object.keys(all).length} {title}</p>;\n}\n",
    'docs/intro.mdx': "import RemoteAll from '@site/src/components/RemoteAll';\n\n# Intro\n\n<RemoteAll />\n\n<RemoteAll global />\n",
  });
  const { built } = await build(root);
  assert.equal(built.code, 1, built.stderr);
  const failed = / \(package docusaurus-plugin-acme-remote\) failed in loadContent\(\): request to the spec server failed/.source;
  assert.match(built.stderr, new RegExp(`useAllPluginInstancesData\\("acme-remote"\\)\\["default"\\]: the plugin "acme-remote" \\(id default\\) gave no data, since it failed when the build ran it\\. The plugin "acme-remote"${failed}`));
  assert.match(built.stderr, new RegExp(`useGlobalData\\(\\)\\["acme-remote"\\]\\["default"\\]: the plugin "acme-remote" \\(id default\\) gave no data`));
});
