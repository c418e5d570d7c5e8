// A preset other than the classic one: to Docusaurus a preset is a function of (context, options) that gives the
// plugins and themes it loads, as a company's preset that passes its options on to the classic preset gives the docs
// plugin with `path` and `routeBasePath`. `migrate` calls such a preset (when it is installed) and reads what it gives
// as plugins the config names, so the docs come from the folder and URLs the preset set.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildMigrated, migrateSite } from '../support/migrated-site.js';

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

test("a preset's plugins are read as the config's own, with the options the preset gave them", () => {
  const { root, config, output } = migrateSite(FILES);
  assert.equal(config.paths.docs, 'handbook');
  assert.equal(config.docs.routeBasePath, 'guide');
  // The pages plugin a preset gives is the site's own pages folder, not another one.
  assert.doesNotMatch(output, /another pages folder/);
  const built = buildMigrated(root);
  assert.match(built.page('guide/intro')('main').text(), /Hello/);
});
