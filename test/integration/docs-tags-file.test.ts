// A docs folder's tags.yml and the docs' onInlineTags, as Docusaurus's docs plugin reads them (the blog's own are in
// test/integration/blog.test.ts): a declared tag takes its label, permalink and description; any other tag is kept
// as written and reported once per page, a warning by default, an error with `throw`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { translateConfig } from '../../src/migrate/translate.js';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const FILES = {
  'docs/tags.yml': 'release:\n  label: Release notes\n  permalink: /releases\n  description: Everything that shipped.\nhowto:\n',
  'docs/a.md': '---\ntags: [release, howto, Field notes]\n---\n\n# Alpha\n\nText.\n',
  'docs/b.md': '---\ntags: [release]\n---\n\n# Beta\n\nText.\n',
  'guides/c.md': '---\ntags: [anything]\n---\n\n# Gamma\n\nText.\n',
};
const INSTANCE = 'docs:\n  instances:\n    - id: guides\n      path: guides\n      routeBasePath: guides\n';

test("a tag the docs folder's tags.yml declares takes its label, permalink and description", async () => {
  const site = await buildFixture(FILES, { config: `${BASE_CONFIG}${INSTANCE}` });
  assert.deepEqual(site.errors, []);
  const release = site.$('/tags/releases');
  assert.match(release('h1').text(), /Release notes/);
  assert.match(release('main').text(), /Everything that shipped\./);
  assert.equal(release('article, li a').filter((_, el) => /Alpha|Beta/.test(release(el).text())).length >= 2, true);
  // Declared without fields: the key capitalised, at the key's slug.
  assert.match(site.$('/tags/howto')('h1').text(), /Howto/);
  // Not declared: kept as written.
  assert.match(site.$('/tags/field-notes')('h1').text(), /Field notes/);
  assert.match(site.$('/a')('a[href="/tags/releases"]').text(), /Release notes/);
});

test("a tag tags.yml does not declare is a warning by default, once per page naming it, an error with throw, nothing with ignore; another docs instance without a tags.yml allows any", async () => {
  const warned = await buildFixture(FILES, { config: `${BASE_CONFIG}${INSTANCE}` });
  const inline = warned.warnings.filter((d) => d.code === 'inline-tag');
  assert.equal(inline.length, 1);
  assert.match(inline[0].message, /^Tags \[Field notes\] used in this page are not defined in .*docs\/tags\.yml\.$/);
  assert.match(inline[0].file ?? '', /docs\/a\.md$/);
  assert.equal(inline[0].line, 2);
  const thrown = await buildFixture(FILES, { config: `${BASE_CONFIG}docs:\n  onInlineTags: throw\n` });
  assert.deepEqual(thrown.errors.map((d) => d.code), ['inline-tag']);
  const ignored = await buildFixture(FILES, { config: `${BASE_CONFIG}docs:\n  onInlineTags: ignore\n` });
  assert.equal(ignored.diagnostics.filter((d) => d.code === 'inline-tag').length, 0);
});

test("migrate keeps the docs' onInlineTags, for the main docs and another docs plugin, and names a tags file elsewhere", () => {
  const { config, notes } = translateConfig({
    docusaurus: {
      title: 'Acme', url: 'https://example.com', baseUrl: '/',
      presets: [['classic', { docs: { onInlineTags: 'throw', tags: '../shared/tags.yml' } }]],
      plugins: [['content-docs', { id: 'guides', path: 'guides', onInlineTags: 'ignore' }]],
    },
    pagesDir: 'src/pages',
  });
  assert.equal(config.docs.onInlineTags, 'throw');
  assert.equal(config.docs.instances[0].onInlineTags, 'ignore');
  assert.ok(notes.some((note) => /^docs: tags "\.\.\/shared\/tags\.yml" is not translated/.test(note)), notes.join('\n'));
});
