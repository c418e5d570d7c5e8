// The site's @import rules taken out of its CSS to start the stylesheet (src/render/css-imports.ts): only rules at
// the top level, wherever they stand, each URL once however it is written; comments, strings and blocks read past.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { takeImports, uniqueImports } from '../../../src/render/css-imports.js';

test('top-level @import rules are taken out in order, a URL holding ";" whole; comments, strings and blocks are not searched', () => {
  const css = `.a { content: "@import x;"; }\n/* @import 'c.css'; */\n@import url(https://f.example/css?w=400;700);\n@media print { @import 'nested.css'; }\n@import "https://e.example/late.css" screen;\n.b{}`;
  const { css: rest, imports } = takeImports(css);
  assert.deepEqual(imports, ['@import url(https://f.example/css?w=400;700);', '@import "https://e.example/late.css" screen;']);
  assert.equal(rest, `.a { content: "@import x;"; }\n/* @import 'c.css'; */\n\n@media print { @import 'nested.css'; }\n\n.b{}`);
  assert.deepEqual(takeImports('.x { color: red }'), { css: '.x { color: red }', imports: [] });
});

test('an import of the same URL and conditions is kept once, whether written as url() or a string', () => {
  assert.deepEqual(uniqueImports(['@import url("https://f.example/a.css");', '@import "https://f.example/a.css";', "@import url(https://f.example/a.css) ;", '@import "https://f.example/a.css" print;']), ['@import url("https://f.example/a.css");', '@import "https://f.example/a.css" print;']);
});
