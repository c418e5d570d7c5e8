// bench/real-sites.mjs's pieces on hand-made input: the printed diagnostics it parses (a file name with spaces,
// a hint, a diagnostic without a file), the kinds they are counted in, and the shape read from a tiny site copy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { requireFromRepo } from '../../support/repo.js';
import { tempDir, writeFiles } from '../../support/temp.js';

const { parseDiagnostics } = requireFromRepo('bench/real-sites/run-cli.mjs');
const { classify, noteKind } = requireFromRepo('bench/real-sites/classify.mjs');
const { findSiteFolder, siteShape } = requireFromRepo('bench/real-sites/shape.mjs');
const { compareSite, pluginOf } = requireFromRepo('bench/real-sites/compare.mjs');
const { summaryTable } = requireFromRepo('bench/real-sites/report.mjs');

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
  // A few messages of each kind are kept beside its count, where each came from.
  assert.deepEqual(kinds.samples.errors, {
    'mdx-syntax': ['docs/In Action 1.md:12  This file is not valid MDX: Unexpected character.'],
    'config-key': ['lendocs.config.yml:9  Site config key "docs.editUrl": Invalid URL.'],
  });
  assert.deepEqual(kinds.samples.warnings['closing-tag-without-opening'], ['The closing tag </div> has no opening tag.']);
});

test('at most three messages of a kind are kept, the first ones', () => {
  const diagnostics = Array.from({ length: 5 }, (_, n) => ({ severity: 'warning', file: `docs/p${n}.md`, line: n + 1, message: `Broken link to /x${n}` }));
  assert.deepEqual(classify({ diagnostics }).samples.warnings, { 'broken-link': ['docs/p0.md:1  Broken link to /x0', 'docs/p1.md:2  Broken link to /x1', 'docs/p2.md:3  Broken link to /x2'] });
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

// A page as each generator wraps it: Docusaurus marks its plugin on <html>, both put Markdown in `.markdown`.
const docusaurusPage = (body: string, html = 'plugin-docs plugin-id-default') => `<html class="${html}"><body><main><article><div class="theme-doc-markdown markdown">${body}</div></article></main></body></html>`;
const lendocsPage = (body: string) => `<html><body><main><div class="markdown">${body}</div></main></body></html>`;

test('beside a Docusaurus build, routes and per-page counts are compared, third-party plugin routes set apart', () => {
  const docusaurus = writeFiles(tempDir(), {
    'index.html': '<html class="plugin-pages"><body><main><h1>Home</h1></main></body></html>',
    'docs/a/index.html': docusaurusPage('<h2>One</h2><h2>Two</h2><pre><code>x</code></pre>'),
    'docs/b/index.html': docusaurusPage('<h2>B</h2>'),
    'docs/c.html': docusaurusPage('<h3>C</h3><table><tr><td>1</td></tr></table><img src="/i.png">'),
    'docs/gone/index.html': docusaurusPage('<h2>Gone</h2>'),
    'api/get-pet/index.html': docusaurusPage('<div class="theme-api-markdown"><h2>GET</h2></div>'),
    'offline/index.html': '<html class="plugin-pwa plugin-id-default"><body><main></main></body></html>',
    'assets/js/main.js': 'bundle',
  });
  const lendocs = writeFiles(tempDir(), {
    'index.html': '<html><body><main><h1>Home</h1></main></body></html>',
    'docs/a/index.html': lendocsPage('<h2>One</h2><pre><code>x</code></pre>'),
    'docs/b/index.html': '<html><body><main><p>nothing rendered</p></main></body></html>',
    'docs/c/index.html': lendocsPage('<h3>C</h3><table><tr><td>1</td></tr></table><img src="/i.png">'),
    'docs/tags/index.html': lendocsPage('<h2>Tags</h2>'),
  });
  const comparison = compareSite(docusaurus, lendocs);
  assert.equal(comparison.docusaurusRoutes, 7);
  assert.equal(comparison.missingRoutes, 1);
  assert.deepEqual(comparison.details.missingRoutes, ['/docs/gone/']);
  assert.equal(comparison.pluginRoutes, 2);
  assert.deepEqual(comparison.pluginKinds, { openapi: 1, pwa: 1 });
  assert.equal(comparison.extraRoutes, 1);
  assert.deepEqual(comparison.details.extraRoutes, ['/docs/tags/']);
  // a differs in h2, b has no Markdown content in lendocs' page (a page that does not match, counted among those
  // compared), c (Docusaurus's `c.html`) is the same.
  assert.equal(comparison.comparablePages, 3);
  assert.equal(comparison.differing, 2);
  assert.deepEqual(comparison.details.differing.map((page: { route: string }) => page.route), ['/docs/a/', '/docs/b/']);
  assert.deepEqual(comparison.details.differing[0].differences, { h2: [2, 1] });
  assert.equal(comparison.parity, 1 / 3);
  const site = { id: 'S01', shape: { tags: ['swizzled'], counts: { installed: true } }, result: { migrate: { code: 0 }, build: { code: 0, pages: 4, cpuSeconds: 1 } }, comparison };
  assert.match(summaryTable([site]), /\| S01 \| swizzled \| yes \| ok \| ok, 4 pages \| 0 \| 0 \| 0 \| 1\.0 \| 1 \(\+2\) \| 33 % \|/);
});
