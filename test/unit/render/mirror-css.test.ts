// A right-to-left locale's stylesheet, mirrored as Docusaurus's RTLCSS mirrors it (src/render/mirror-css.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mirrorCss } from '../../../src/render/mirror-css.js';

const CODE_RULE = '\n/* Code reads left to right in every language. */\n.code-block { direction: ltr; }\n';
const mirrored = (css: string) => {
  const out = mirrorCss(css);
  assert.ok(out.endsWith(CODE_RULE));
  return out.slice(0, -CODE_RULE.length);
};

const CASES: [css: string, expected: string][] = [
  ['.a { margin-left: auto; padding-right: 1rem; }', '.a { margin-right: auto; padding-left: 1rem; }'],
  ['.a { position: absolute; left: 0.5rem; top: 0; }', '.a { position: absolute; right: 0.5rem; top: 0; }'],
  ['.a { border-left: 4px solid red; border-top-right-radius: 2px; }', '.a { border-right: 4px solid red; border-top-left-radius: 2px; }'],
  ['.a { text-align: left; float: right; }', '.a { text-align: right; float: left; }'],
  ['.a { margin: 0 0.4rem 0 -1.25rem; padding: 1px 2px; }', '.a { margin: 0 -1.25rem 0 0.4rem; padding: 1px 2px; }'],
  ['.a { border-radius: 1px 2px 3px 4px; }', '.a { border-radius: 2px 1px 4px 3px; }'],
  ['.a { transform: translateX(-100%); } .b { transform: rotate(90deg); } .c { transform: translateY(-100%); }', '.a { transform: translateX(100%); } .b { transform: rotate(-90deg); } .c { transform: translateY(-100%); }'],
  // Inside media queries too; custom properties, at-rules' own text and the words of a selector are left alone.
  ['@media (min-width: 997px) { .left-col { left: 0; --side: left; } }', '@media (min-width: 997px) { .left-col { right: 0; --side: left; } }'],
  // Code keeps its sides.
  ['.code-block .line { padding-left: 1rem; }', '.code-block .line { padding-left: 1rem; }'],
];

test('left and right swap in names, values, shorthands, corners and horizontal transforms', () => {
  for (const [css, expected] of CASES) assert.equal(mirrored(css), expected, css);
});

test('RTLCSS directives: /* rtl:ignore */ keeps the rule or the declaration it stands before or in, begin/end:ignore all between', () => {
  assert.equal(mirrored('/* rtl:ignore */\n.a { left: 0; margin-left: 1px; }\n.b { left: 0; }'), '\n.a { left: 0; margin-left: 1px; }\n.b { right: 0; }');
  assert.equal(mirrored('.a { /*rtl:ignore*/ left: 0; margin-left: 1px; }'), '.a {  left: 0; margin-right: 1px; }');
  assert.equal(mirrored('.a { left: 0 /*rtl:ignore*/; padding-left: 1px; }'), '.a { left: 0 ; padding-right: 1px; }');
  assert.equal(mirrored('.a { /*! rtl:ignore */ text-align: left; }'), '.a {  text-align: left; }');
  assert.equal(
    mirrored('.a { left: 0; }\n/* rtl:begin:ignore */\n.b { left: 0; }\n.c { float: left; }\n/* rtl:end:ignore */\n.d { left: 0; }'),
    '.a { right: 0; }\n\n.b { left: 0; }\n.c { float: left; }\n\n.d { right: 0; }',
  );
  assert.equal(mirrored('.a { /*rtl:begin:ignore*/left: 0;/*rtl:end:ignore*/ right: 1px; }'), '.a { left: 0; left: 1px; }');
});

test("lendocs's own stylesheet keeps no side of its own once mirrored, but its code blocks'", () => {
  const own = readFileSync(new URL('../../../../templates/styles.css', import.meta.url), 'utf8');
  const css = mirrored(own);
  assert.match(css, /\.sidebar-column \{[^}]*border-left: 1px solid var\(--border\)/);
  assert.match(css, /\.toc \{[^}]*border-right: 1px solid var\(--border\);[^}]*padding-right: 1rem/);
  assert.match(css, /\.pager-next \{ text-align: left; margin-right: auto; \}/);
  // Mirroring twice gives the stylesheet back (without its comments).
  assert.equal(mirrored(css), own.replace(/\/\*[\s\S]*?\*\//g, ''));
});
