// Infima for migrated sites (issue 31, class 5; src/render/infima.ts): scoped to page content and a site's own footer,
// without its base typography or the chrome components lendocs draws itself, in lendocs's colours, and small.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { infimaCss, SCOPE, scopeInfima } from '../../../src/render/infima.js';

const SAMPLE = `/* a comment with .navbar { } in it */
:root { --x-color: #123; --x-icon: url('data:image/svg+xml;utf8,<svg a="1;2"/>'); }
html { color: red; --y: 1px; }
html[data-theme='dark'], .navbar--dark { --x-color: #abc; }
body, a { margin: 0; }
.row, .col.col--4 { display: flex; }
html[data-theme='dark'] .card { background: black; }
.navbar__item, .menu__link--active, .tabs__item { color: blue; }
.alert:not(.alert--info, .alert--warning) { border: 1px; }
@media (max-width: 996px) { .col { width: 100%; } .navbar { display: none; } h1 { margin: 0; } }
@keyframes spin { from { opacity: 0; } to { opacity: 1; } }`;

test('Infima is scoped: variables stay on the root, class rules get the scope, element and chrome rules are left out', () => {
  const lines = scopeInfima(SAMPLE).split('\n');
  assert.deepEqual(lines, [
    ":root { --x-color: #123; --x-icon: url('data:image/svg+xml;utf8,<svg a=\"1;2\"/>'); }",
    'html { --y: 1px; }',
    "html[data-theme='dark'] { --x-color: #abc; }",
    `${SCOPE} .row, ${SCOPE} .col.col--4 { display: flex; }`,
    `html[data-theme='dark'] ${SCOPE} .card { background: black; }`,
    `${SCOPE} .alert:not(.alert--info, .alert--warning) { border: 1px; }`,
    '@media (max-width: 996px) {',
    `${SCOPE} .col { width: 100%; }`,
    '}',
    '@keyframes spin { from { opacity: 0; } to { opacity: 1; } }',
  ]);
});

test("the package's stylesheet, as lendocs applies it: the grid, buttons and utilities scoped, in lendocs's colours, at most 25 KB gzipped", async () => {
  const css = await infimaCss();
  for (const rule of ['.container {', '.row {', '.col--4 {', '.button {', '.hero {', '.card {', '.margin-bottom--lg {', '.text--center {']) assert.ok(css.includes(`${SCOPE} ${rule}`), rule);
  assert.doesNotMatch(css, /^(\*|body|a|h[1-6]|table|img|code|pre|p|ul|ol|blockquote|hr)\b[^{\n]*\{/m, 'a rule on elements alone');
  assert.doesNotMatch(css, /\.(navbar|menu|table-of-contents|pagination-nav|tabs)(__|--|\s|\{|,|:)/, 'a chrome component');
  assert.match(css, /--ifm-color-primary: var\(--primary\)/);
  assert.ok(gzipSync(css).length <= 25 * 1024, `${gzipSync(css).length} bytes gzipped`);
});
