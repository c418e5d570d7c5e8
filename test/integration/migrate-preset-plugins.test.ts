// A preset other than the classic one: to Docusaurus a preset is a function of (context, options) that gives the
// plugins and themes it loads, as a company's preset that passes its options on to the classic preset gives the docs
// plugin with `path` and `routeBasePath`. `migrate` calls such a preset (when it is installed) and reads what it gives
// as plugins the config names, so the docs come from the folder and URLs the preset set.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { buildMigrated, migrateSite } from '../support/migrated-site.js';
import { runCliHere } from '../support/cli-here.js';
import { tempDir, writeFiles } from '../support/temp.js';

const CONFIG = `module.exports = {
  title: 'Acme', url: 'https://acme.example', baseUrl: '/',
  presets: [[require.resolve('acme-docs-preset/preset'), { docs: { path: 'handbook', routeBasePath: 'guide' } }]],
};
`;

// What the classic preset does with its options, reduced: the docs plugin with them, and a pages plugin.
const PRESET = `module.exports = function preset(context, opts) {
  if (!context.siteConfig.themeConfig || !context.siteConfig.future.v4) throw new Error('not the config Docusaurus gives');
  return {
    themes: [],
    plugins: [['@docusaurus/plugin-content-docs', opts.docs], ['@docusaurus/plugin-content-pages', {}]],
  };
};
`;

const FILES = {
  'docusaurus.config.js': CONFIG,
  'node_modules/acme-docs-preset/package.json': '{ "name": "acme-docs-preset", "version": "1.0.0" }\n',
  'node_modules/acme-docs-preset/preset.js': PRESET,
  'handbook/intro.md': '# Intro\n\nHello.\n',
};

test("a preset's plugins are read as the config's own, with the options the preset gave them", async () => {
  const { root, config, output } = await migrateSite(FILES);
  assert.equal(config.paths.docs, 'handbook');
  assert.equal(config.docs.routeBasePath, 'guide');
  // The pages plugin a preset gives is the site's own pages folder, not another one.
  assert.doesNotMatch(output, /another pages folder/);
  const built = await buildMigrated(root);
  assert.match(built.page('guide/intro')('main').text(), /Hello/);
});

test('a preset that throws stops migrate with its error, instead of leaving out what it gives', async () => {
  // A preset reading a cache file of its own that an interrupted run left empty: passed over, the docs folder it gives
  // was lost without a word and the build failed on every sidebar id.
  const files = { ...FILES, 'node_modules/acme-docs-preset/preset.js': `JSON.parse(require('fs').readFileSync(__dirname + '/cache.json', 'utf8'));\n${PRESET}`, 'node_modules/acme-docs-preset/cache.json': '' };
  const root = writeFiles(tempDir('lendocs-migrate-'), files);
  const migrated = await runCliHere(['migrate', root]);
  assert.notEqual(migrated.code, 0);
  assert.match(migrated.stderr + migrated.stdout, /The preset node_modules\/acme-docs-preset\/preset\.js failed when called as Docusaurus calls it \(Docusaurus stops on this too\): Unexpected end of JSON input/);
  assert.equal(fs.existsSync(path.join(root, 'lendocs.config.yml')), false);
});
