// Markdown and MDX as Docusaurus 3 reads them (issue 30): heading ids in files read as MDX, directives Docusaurus
// does not use, and the lines of what MDX reads over several lines. The rendering of each construct is in the tables
// test/fixtures/mdx/docusaurus-syntax.txt and test/fixtures/markdown/*.txt; here are their warnings and builds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const page = (title, body) => `---\ntitle: ${title}\n---\n\n${body}\n`;
const MDX_CONFIG = `${BASE_CONFIG}markdown: { format: mdx }\n`;

test('a .md file read as MDX keeps its {#id} and {/* #id */} heading ids: links to them land, with no warning', async () => {
  const site = await buildFixture(
    {
      'docs/rates.md': page('Rates', '## Fees and rates {#fees}\n\nText.\n\n## Limits {/* #caps */}\n\nMore.'),
      'docs/index.md': page('Home', 'See [fees](./rates.md#fees) and [caps](./rates.md#caps).'),
    },
    { config: MDX_CONFIG },
  );
  assert.deepEqual(site.errors, []);
  assert.deepEqual(site.warnings, []);
  const $ = site.$('/rates');
  assert.deepEqual($('.markdown h2').map((_, h) => $(h).attr('id')).get(), ['fees', 'caps']);
  assert.equal($('.markdown h2').first().text().replace(/#$/, '').trim(), 'Fees and rates');
});

test('a broken anchor to an id the page writes where it is no id says so, instead of asking to add it', async () => {
  const site = await buildFixture({
    'docs/rates.md': page('Rates', '## Fees {#fees} and rates\n\n## Limits'),
    'docs/index.md': page('Home', 'See [fees](./rates.md#fees) and [limit](./rates.md#limit).'),
  });
  const anchors = site.warnings.filter((w) => w.code === 'broken-anchor');
  assert.equal(anchors.length, 2);
  assert.match(anchors[0].hint!, /writes \{#fees\}, but not at the end of a heading's line/);
  assert.doesNotMatch(anchors[0].hint!, /add \{#fees\}/);
  assert.match(anchors[1].hint!, /Did you mean "#limits"\?/);
});

test('an unknown :::name in MDX is a warning too, and the file builds', async () => {
  const site = await buildFixture({ 'docs/index.mdx': page('Home', 'Intro.\n\n:::details\nHidden.\n:::') });
  assert.deepEqual(site.errors, []);
  assert.deepEqual(site.warnings.map((w) => [w.code, w.line]), [['unknown-directive', 7]]);
  assert.equal(site.$('/')('.markdown div:not([class]) > p').text(), 'Hidden.');
});

test('a footnote definition is no broken link, and links to a note and back are anchors of the page', async () => {
  const site = await buildFixture({
    'docs/index.md': page('Home', 'Rates change[^rates].\n\n[^rates]: See [the pools](./pools.md).'),
    'docs/pools.md': page('Pools', 'Read [the note](./index.md#user-content-fn-rates), [its reference](./index.md#user-content-fnref-rates) and [the list](./index.md#footnote-label).'),
  });
  assert.deepEqual(site.errors, []);
  assert.deepEqual(site.warnings, []);
  const $ = site.$('/');
  assert.equal($('.markdown sup a[data-footnote-ref]').attr('href'), '#user-content-fn-rates');
  assert.equal($('.markdown section.footnotes li#user-content-fn-rates a').first().attr('href'), '/pools');
});
