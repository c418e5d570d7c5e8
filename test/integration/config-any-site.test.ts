// A config for any site: only `title` is required, `product` and its placeholders are optional, and a site
// without `url` builds with a warning.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture } from '../support/fixture-site.js';

const docs = { 'docs/intro.md': '# Intro\n\nHello.\n', 'pages/index.md': '# Home\n\nWelcome.\n' };

test('a config with only a title builds; the missing url is one warning, and links use http://localhost', async () => {
  const result = await buildFixture(docs, { config: 'title: Widget Docs\n' });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings.map((d) => d.code), ['missing-url']);
  assert.match(result.warnings[0].file!, /lendocs\.config\.yml$/);
  assert.match(result.warnings[0].hint!, /url: https:\/\//);
  const $ = result.$('/intro');
  assert.equal($('link[rel=canonical]').attr('href'), 'http://localhost/intro');
  assert.equal($('title').text(), 'Intro | Widget Docs');
  assert.match(result.text('sitemap.xml'), /<loc>http:\/\/localhost\/intro<\/loc>/);
});

test('with url set there is no warning', async () => {
  const result = await buildFixture(docs, { config: 'title: Widget Docs\nurl: https://widget.example\n' });
  assert.deepEqual(result.diagnostics, []);
});

test('without product, placeholders are left alone nowhere: each one is an error with its file and line', async () => {
  const result = await buildFixture(
    {
      ...docs,
      'docs/guide.md': '---\ntitle: Guide\n---\n\n# Guide\n\nUse {{product.name}} here.\n',
      'blog/authors.yml': 'ana:\n  name: Ana\n  title: "{{product.name}} team"\n',
      'blog/2025-01-01-hi.md': '---\ntitle: Hi\nauthors: [ana]\n---\n\nHi.\n',
      'static/{{product.slug}}.png': 'png',
    },
    { config: 'title: Widget Docs\nurl: https://widget.example\n' },
  );
  const where = result.errors.map((d) => [d.code, d.file!.replace(/^.*lendocs-test-[^/]+\//, ''), d.line]);
  assert.deepEqual(
    where.filter(([code]) => code === 'placeholder-without-product').map(([, file, line]) => [file, line]).sort(),
    [['blog/authors.yml', 3], ['docs/guide.md', 7], ['static/{{product.slug}}.png', undefined]],
  );
  for (const d of result.errors.filter((e) => e.code === 'placeholder-without-product')) assert.match(d.hint!, /product: \{ name: /);
});

test('a placeholder in the config without product names the key and its line', async () => {
  const result = await buildFixture(docs, { config: 'title: Widget Docs\nurl: https://widget.example\nfooter:\n  copyright: "© {{product.name}}"\n' });
  assert.equal(result.errors.length, 1);
  const [d] = result.errors;
  assert.equal(d.code, 'placeholder-without-product');
  assert.match(d.message, /^footer\.copyright uses a \{\{product\.name\}\}/);
  assert.equal(d.line, 4);
});

test('with product set, the same placeholders are replaced', async () => {
  const result = await buildFixture(
    { ...docs, 'docs/guide.md': '# Guide\n\nUse {{product.name}} here.\n' },
    { config: 'title: "{{product.name}} Docs"\nurl: https://widget.example\nproduct: { name: Widget, slug: widget }\n' },
  );
  assert.deepEqual(result.errors, []);
  assert.match(result.$('/guide')('article p').text(), /Use Widget here\./);
  assert.equal(result.$('/guide')('title').text(), 'Guide | Widget Docs');
});

test('config errors point at the config reference, not at this repository', async () => {
  const result = await buildFixture(docs, { config: 'title: Widget Docs\nblog:\n  postsPerPage: ten\n' });
  const [d] = result.errors;
  assert.match(d.hint!, /docs\/config-reference\.md/);
  assert.doesNotMatch(d.hint!, /src\/config\/schema\.ts|content\/lendocs\.config\.yml/);
});
