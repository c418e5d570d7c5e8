import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture } from './helpers.js';

test('invalid YAML front matter names the file and line', async () => {
  const result = await buildFixture({ 'docs/a.md': '---\ntitle: Fine\ndescription: "unclosed\n---\n\nBody.\n' });
  const [d] = result.errors;
  assert.equal(d.code, 'invalid-yaml');
  assert.match(d.file, /docs\/a\.md$/);
  assert.ok(d.line >= 3, `line ${d.line}`);
});

test('a front matter value of the wrong type names key and line', async () => {
  const result = await buildFixture({ 'docs/a.md': '---\ntitle: Fine\nsidebar_position: first\n---\n\nBody.\n' });
  const [d] = result.errors;
  assert.match(d.message, /Front matter key "sidebar_position": expected number, got string "first"/);
  assert.equal(d.line, 3);
});

test('unclosed front matter is an error', async () => {
  const result = await buildFixture({ 'docs/a.md': '---\ntitle: Fine\n\nBody.\n' });
  assert.equal(result.errors[0].code, 'unclosed-front-matter');
  assert.equal(result.errors[0].line, 1);
});

test('duplicate keys in front matter are an error', async () => {
  const result = await buildFixture({ 'docs/a.md': '---\ntitle: A\ntitle: B\n---\n\nBody.\n' });
  assert.equal(result.errors[0].code, 'invalid-yaml');
  assert.equal(result.errors[0].line, 3);
});

test('line numbers in the body count the front matter', async () => {
  const result = await buildFixture({ 'docs/a.md': '---\ntitle: A\ndescription: B\n---\n\nIntro.\n\n[missing](./nope.md)\n' });
  const [d] = result.errors;
  assert.equal(d.code, 'broken-link');
  assert.equal(d.line, 8);
});

test('draft docs are not built; unlisted docs are built with noindex and hidden', async () => {
  const result = await buildFixture({
    'docs/a.md': '---\ntitle: A\n---\n\nA.\n',
    'docs/draft.md': '---\ntitle: Draft\ndraft: true\n---\n\nD.\n',
    'docs/hidden.md': '---\ntitle: Hidden\nunlisted: true\n---\n\nH.\n',
  });
  assert.deepEqual(result.errors, []);
  assert.equal(result.files.has('draft/index.html'), false);
  const $ = result.$('/hidden');
  assert.equal($('meta[name="robots"]').attr('content'), 'noindex, nofollow');
  assert.equal($('.docs-sidebar a[href="/hidden"]').length, 0);
  assert.doesNotMatch(result.text('sitemap.xml'), /\/hidden/);
  assert.match(result.text('sitemap.xml'), /<loc>https:\/\/example\.test\/a<\/loc>/);
});
