// {{product.name}} and {{product.slug}} (src/shared/placeholders.ts): filled in from the config's product, found
// with their line or key path when the config has none; never inside code (issue 30, class 5), and migrate gives a
// Docusaurus site no product.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { placeholderError, placeholderKeyPath, placeholderLine, placeholderLineOutsideCode, substitute, substituteDeep, substituteOutsideCode } from '../../../src/shared/placeholders.js';
import { translateConfig } from '../../../src/migrate/translate.js';

const PRODUCT = { name: 'Acme', slug: 'acme' };

test('substitute fills both placeholders, with or without spaces inside the braces, and nothing else', () => {
  assert.equal(substitute('Use {{product.name}} at /{{ product.slug }}/x {{product.other}}', PRODUCT), 'Use Acme at /acme/x {{product.other}}');
  assert.equal(substitute('Use {{product.name}}', undefined), 'Use {{product.name}}');
});

test('substituteDeep fills keys and strings at any depth, leaving numbers, dates and null', () => {
  const date = new Date(0);
  assert.deepEqual(substituteDeep({ '{{product.slug}}-key': ['{{product.name}}', 3, { d: date }], n: null }, PRODUCT), { 'acme-key': ['Acme', 3, { d: date }], n: null });
});

test('placeholderLine: the 1-based line of the first placeholder, 0 for none', () => {
  assert.equal(placeholderLine('a\nb {{product.name}}\n'), 2);
  assert.equal(placeholderLine('none'), 0);
});

test('placeholderKeyPath: the key path of the first string or key holding a placeholder', () => {
  assert.deepEqual(placeholderKeyPath({ a: { b: ['x', 'y {{product.slug}}'] } }), ['a', 'b', 1]);
  assert.deepEqual(placeholderKeyPath({ a: 1, '{{product.name}}': 2 }), ['{{product.name}}']);
  assert.equal(placeholderKeyPath({ a: 'none' }), undefined);
});

test('placeholderError names the file and line and says how to fix it', () => {
  const d = placeholderError('docs/a.md', 3);
  assert.deepEqual([d.severity, d.code, d.file, d.line], ['error', 'placeholder-without-product', 'docs/a.md', 3]);
  assert.match(d.hint!, /product: \{ name: Your Product, slug: your-product \}/);
});

test('code is found as CommonMark finds it: fences of backticks or tildes, in quotes and list items, code spans over lines', () => {
  const product = { name: 'W', slug: 'w' };
  const cases = [
    ['{{product.name}} `{{product.name}}` ``a `{{product.slug}}` b``', 'W `{{product.name}}` ``a `{{product.slug}}` b``'],
    ['> ```\n> {{product.name}}\n> ```\n{{product.slug}}', '> ```\n> {{product.name}}\n> ```\nw'],
    ['- item\n\n  ~~~~\n  {{ product.name }}\n  ~~~~\n\n{{product.name}}', '- item\n\n  ~~~~\n  {{ product.name }}\n  ~~~~\n\nW'],
    ['a `span\n{{product.name}}` b', 'a `span\n{{product.name}}` b'],
    ['a stray ` tick\n\nthen {{product.name}}', 'a stray ` tick\n\nthen W'],
    ['```\nunclosed {{product.name}}', '```\nunclosed {{product.name}}'],
  ];
  for (const [input, output] of cases) assert.equal(substituteOutsideCode(input, product), output, input);
  assert.equal(placeholderLineOutsideCode('a\n```\n{{product.name}}\n```\nb `{{product.slug}}` {{product.slug}}'), 5);
  assert.equal(placeholderLineOutsideCode('```\n{{product.name}}\n```'), 0);
});

test('migrate gives the site no product, so nothing in its content is read as a placeholder', () => {
  const { config } = translateConfig({ docusaurus: { title: 'Acme', url: 'https://acme.example' }, pagesDir: 'src/pages' });
  assert.equal(config.product, undefined);
});
