import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, BASE_CONFIG } from './helpers.js';

const page = { 'pages/index.md': '# Home\n\nHello.\n' };

test('an unknown config key fails with its path and line', async () => {
  const result = await buildFixture(page, { config: `${BASE_CONFIG}navbar:\n  items: []\n  colour: red\n` });
  assert.equal(result.errors.length, 1);
  const [d] = result.errors;
  assert.equal(d.code, 'unknown-key');
  assert.match(d.message, /Unknown site config key "colour" in "navbar"/);
  assert.match(d.file, /lendocs\.config\.yml$/);
  assert.equal(d.line, 7);
});

test('a wrong type names the key path and what was expected', async () => {
  const result = await buildFixture(page, { config: `${BASE_CONFIG}blog:\n  postsPerPage: ten\n` });
  const [d] = result.errors;
  assert.equal(d.code, 'invalid-value');
  assert.match(d.message, /"blog\.postsPerPage": expected number, got string "ten"/);
  assert.equal(d.line, 6);
});

test('a missing required key is reported', async () => {
  const result = await buildFixture(page, { config: 'product: { name: Acme, slug: acme }\ntagline: Hi\n' });
  assert.ok(result.errors.some((d) => d.code === 'missing-key' && /Missing site config key "title"/.test(d.message)));
});

test('a wrong value inside a list names the index', async () => {
  const result = await buildFixture(page, { config: `${BASE_CONFIG}navbar:\n  items:\n    - { label: A, to: /a }\n    - { label: 3, to: /b }\n` });
  const [d] = result.errors;
  assert.match(d.message, /"navbar\.items\[1\]\.label": expected string, got number 3/);
  assert.equal(d.line, 8);
});

test('invalid YAML in the config gives file and line', async () => {
  const result = await buildFixture(page, { config: `${BASE_CONFIG}footer: [unclosed\n` });
  const [d] = result.errors;
  assert.equal(d.code, 'invalid-yaml');
  // The unclosed bracket is on line 5 (BASE_CONFIG has four lines); the parser notices it at the end of the text.
  assert.equal(d.line, 5);
});

test('product placeholders are replaced in config strings and content', async () => {
  const result = await buildFixture(
    {
      'docs/{{product.slug}}-v1/index.md': '---\ntitle: "{{product.name}} v1"\n---\n\nAbout {{product.name}}.\n',
    },
    { config: `${BASE_CONFIG}footer:\n  copyright: "© {{product.name}}"\n` },
  );
  assert.deepEqual(result.errors, []);
  const $ = result.$('/acme-v1/');
  assert.equal($('h1').text(), 'Acme v1');
  assert.match($('.markdown').text(), /About Acme\./);
  assert.equal($('.footer-copyright').text(), '© Acme');
  assert.equal($('title').text(), 'Acme v1 | Acme Docs');
});
