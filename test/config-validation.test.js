// Messages that say what was meant: "did you mean" for misspelt keys, and what a union of types would accept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture, doc } from './helpers.js';

test('an unknown config key names the key it probably meant, with file and line', async () => {
  const result = await buildFixture({ 'docs/a.md': doc({ title: 'A' }, 'Text.') }, { config: `${BASE_CONFIG}tagine: Oops\n` });
  const [d] = result.errors;
  assert.equal(d.code, 'unknown-key');
  assert.equal(d.message, 'Unknown site config key "tagine". Did you mean "tagline"?');
  assert.match(d.file, /lendocs\.config\.yml$/);
  assert.equal(d.line, 5);
});

test('an unknown config key far from every known one gets no guess', async () => {
  const result = await buildFixture({ 'docs/a.md': doc({ title: 'A' }, 'Text.') }, { config: `${BASE_CONFIG}zzzzzzzz: 1\n` });
  assert.equal(result.errors[0].message, 'Unknown site config key "zzzzzzzz".');
});

test('a misspelt front matter key is a warning naming the key it probably meant; other extra keys are fine', async () => {
  const result = await buildFixture({ 'docs/a.md': '---\ntitle: A\nsidebar_lable: Short\nmy_template_key: 1\n---\n\nText.\n' });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(
    result.warnings.map((d) => [d.code, d.message, d.line]),
    [['unknown-front-matter-key', 'Unknown front matter key "sidebar_lable". Did you mean "sidebar_label"?', 3]],
  );
});

test('a value that fits none of a union of types says what each alternative accepts', async () => {
  const result = await buildFixture({ 'docs/a.md': '---\ntitle: A\ntags: [5]\n---\n\nText.\n' });
  const [d] = result.errors;
  assert.equal(d.message, 'Front matter key "tags[0]": expected string or a mapping, got number 5.');
  assert.equal(d.line, 3);
});
