// Docusaurus 3's line-for-line rewrites of a file before MDX parses it (load/remark/mdx1-compat.ts), which the
// site's remark plugins see: heading ids escaped, admonition titles made the directive's label.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mdx1Compat } from '../../../src/load/remark/mdx1-compat.js';

test('heading ids are escaped once, and only in headings', () => {
  assert.equal(mdx1Compat('# A {#a}\n\n## B \\{#b}\n\nText {#not}\n####### C {#c}\n', []), '# A \\{#a}\n\n## B \\{#b}\n\nText {#not}\n####### C {#c}\n');
});

test("an admonition's title becomes its label, for Docusaurus's keywords and the site's, in quotes and indented", () => {
  assert.equal(mdx1Compat(':::tip Read this\n\n> :::note[Kept] x\n  ::::cpp Go on\n:::other Not one\n', ['cpp']), ':::tip[Read this]\n\n> :::note[Kept] x\n  ::::cpp[Go on]\n:::other Not one\n');
});

test('the text keeps its lines', () => {
  const text = '# A {#a}\n:::note T\n\nx\n:::\n';
  assert.equal(mdx1Compat(text, []).split('\n').length, text.split('\n').length);
});
