// `lendocs migrate` of a site whose blog has no posts: Docusaurus 3.10 and later make an empty /blog/ list page,
// earlier versions (2.x, 3.0–3.9) make no blog route at all, and a site with no preset and no blog plugin has no
// blog whatever its version. The migrated site's routes must be the Docusaurus build's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildMigrated, migrateSite } from '../support/migrated-site.js';

const PRESET = `module.exports = {
  title: 'Acme', url: 'https://acme.dev', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' } }]],
};
`;

// No preset: the theme and the docs plugin are listed one by one, and no blog plugin is.
const NO_PRESET = `module.exports = {
  title: 'Acme', url: 'https://acme.dev', baseUrl: '/',
  themes: [['@docusaurus/theme-classic', {}]],
  plugins: [['@docusaurus/plugin-content-docs', { routeBasePath: '/' }]],
};
`;

/** Migrates and builds a site with one doc and no posts; returns its lendocs config and whether /blog/ was built. */
async function migrateAndBuild(config: string, docusaurusCore: string) {
  const { root, config: lendocsConfig } = await migrateSite({
    'docusaurus.config.js': config,
    'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': docusaurusCore } }),
    'docs/intro.md': '# Intro\n\nHello.\n',
  });
  const { out } = await buildMigrated(root);
  return { blog: lendocsConfig.blog, hasBlogList: existsSync(path.join(out, 'blog', 'index.html')) };
}

test('a blog with no posts: an empty /blog/ list from Docusaurus 3.10 on, no blog route before it', async () => {
  const before = await migrateAndBuild(PRESET, '3.9.2');
  assert.equal(before.blog?.emptyList, undefined);
  assert.equal(before.hasBlogList, false);
  const docusaurus2 = await migrateAndBuild(PRESET, '^2.4.3');
  assert.equal(docusaurus2.hasBlogList, false);
  const after = await migrateAndBuild(PRESET, '^3.10.0');
  assert.equal(after.blog.emptyList, true);
  assert.equal(after.hasBlogList, true);
});

test('no preset and no blog plugin: no blog, even where Docusaurus lists an empty one', async () => {
  const site = await migrateAndBuild(NO_PRESET, '3.10.2');
  assert.equal(site.blog?.emptyList, undefined);
  assert.equal(site.hasBlogList, false);
});
