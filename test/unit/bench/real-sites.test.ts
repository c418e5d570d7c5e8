// bench/real-sites.mjs's pieces on hand-made input: the printed diagnostics it parses (a file name with spaces,
// a hint, a diagnostic without a file), the kinds they are counted in, and the shape read from a tiny site copy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importFromRepo } from '../../support/repo.js';
import { tempDir } from '../../support/temp.js';

const { parseDiagnostics } = await importFromRepo('bench/real-sites/run-cli.mjs');
const { classify, noteKind } = await importFromRepo('bench/real-sites/classify.mjs');
const { findSiteFolder, siteShape } = await importFromRepo('bench/real-sites/shape.mjs');
const { pluginOf } = await importFromRepo('bench/real-sites/compare.mjs');

const PRINTED = [
  'config     0.16 s',
  'error  docs/In Action 1.md:12  This file is not valid MDX: Unexpected character.',
  '    hint: Escape it.',
  'error  lendocs.config.yml:9  Site config key "docs.editUrl": Invalid URL.',
  'warning  docs/two  spaces.md:3  The expression {#intro} is left out: it is not valid JavaScript: .',
  'warning  The closing tag </div> has no opening tag.',
  'warning  docs/b.mdx:7  The expression {[',
  '  1,',
  '] is left out: lendocs cannot evaluate functions such as .map(…) at build time.',
  'Build failed in 0.71 s (2 errors, 2 warnings); the output folder was not changed.',
].join('\n');

test('printed diagnostics are parsed with their file, line and hint, and counted by kind', () => {
  const diagnostics = parseDiagnostics(PRINTED);
  assert.equal(diagnostics.length, 5);
  assert.equal(diagnostics[4].message, 'The expression {[\n  1,\n] is left out: lendocs cannot evaluate functions such as .map(…) at build time.');
  assert.deepEqual(diagnostics[0], { severity: 'error', file: 'docs/In Action 1.md', line: 12, message: 'This file is not valid MDX: Unexpected character.', hint: 'Escape it.' });
  assert.deepEqual(diagnostics[3], { severity: 'warning', message: 'The closing tag </div> has no opening tag.' });
  const kinds = classify({ diagnostics });
  assert.deepEqual(kinds.errors, { 'config-key': 1, 'mdx-syntax': 1 });
  assert.deepEqual(kinds.warnings, { 'closing-tag-without-opening': 1, 'expression-left-out': 1, 'heading-id-as-expression': 1 });
  assert.deepEqual(kinds.leftOut, { expressions: 1, ids: 1 });
});

test('migrate notes are counted by what they are about, plugins by package', () => {
  assert.equal(noteKind('plugin docusaurus-plugin-sass: Sass stylesheets; not loaded.'), 'plugin docusaurus-plugin-sass');
  assert.equal(noteKind('plugin ./plugins/x/index.js: not translated; port what it does by hand.'), 'plugin (local or inline)');
  assert.equal(noteKind('theme.customCss src/css/a.scss: not loaded'), 'theme.customCss PATH');
});

test('the site folder and its shape are read from the files of a copy', () => {
  const copy = tempDir();
  const site = path.join(copy, 'website');
  const files = {
    'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '^2.4.1', 'docusaurus-plugin-sass': '1', 'remark-math': '3' } }),
    'docusaurus.config.js': "module.exports = { i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } };",
    'versions.json': '["1.0"]',
    'i18n/en/code.json': '{}',
    'i18n/fr/code.json': '{}',
    'src/theme/Footer/index.js': 'export default () => null;',
    'docs/a.md': '# A',
  };
  for (const [relative, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, relative)), { recursive: true });
    writeFileSync(path.join(site, relative), text);
  }
  assert.equal(findSiteFolder(copy), site);
  const shape = siteShape(site);
  assert.deepEqual(shape.tags, ['v2', 'versioned', 'locales', 'swizzled', 'sass', 'maths']);
  assert.equal(shape.counts.pages, 1);
});

test("routes from third-party plugins are told from Docusaurus's own", () => {
  assert.equal(pluginOf('<html class="plugin-docs plugin-id-default"><body></body></html>'), undefined);
  assert.equal(pluginOf('<html class="plugin-redoc plugin-id-api"><body></body></html>'), 'redoc');
  assert.equal(pluginOf('<html class="plugin-docs plugin-id-default"><body><div class="theme-api-markdown"></div></body></html>'), 'openapi');
});
