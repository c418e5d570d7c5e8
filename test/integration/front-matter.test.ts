import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

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

test("a quoted front matter value continued on unindented lines is one string, as Docusaurus's gray-matter (js-yaml) reads it", async () => {
  const result = await buildFixture({ 'docs/a.md': "---\ntitle: A\ndescription: 'In v6 we dropped support of\nimage: /img/og.png\nnext.js'\n---\n\nText.\n\n[missing](./nope.md)\n" }, { config: `${BASE_CONFIG}onBrokenMarkdownLinks: warning\n` });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings.map((d) => [d.code, d.line]), [['broken-link', 10]]);
  assert.equal(result.$('/a')('meta[name="description"]').attr('content'), 'In v6 we dropped support of image: /img/og.png next.js');
});
