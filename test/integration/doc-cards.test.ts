// `<DocCardList />` (src/render/doc-cards.ts): on a category's landing page, one card per item of that category
// in sidebar order — docs with their description or first paragraph, sub-categories with "N items" — each title an
// h2, as Docusaurus draws them; and the cards follow the sidebar when it changes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { BASE_CONFIG, buildFixture, makeSite, tempDir } from '../support/fixture-site.js';
import * as cheerio from 'cheerio';

const INDEX = "---\ntitle: Guides\n---\n\nimport DocCardList from '@theme/DocCardList';\n\nAll the guides.\n\n<DocCardList />\n";

const FILES = {
  'docs/guides/index.mdx': INDEX,
  'docs/guides/b-second.md': '---\ntitle: Second\nsidebar_position: 2\ndescription: Told by front matter.\n---\n\nBody of second.\n',
  'docs/guides/a-first.md': '---\ntitle: First\nsidebar_position: 1\n---\n\n# First\n\nThe **first** paragraph & more.\n\nNot this one.\n',
  'docs/guides/deep/one.md': '---\ntitle: One\n---\n\nOne.\n',
  'docs/guides/deep/two.md': '---\ntitle: Two\n---\n\nTwo.\n',
  'docs/guides/deep/_category_.yml': 'label: Deep dive\nposition: 3\n',
  'docs/other.mdx': "---\ntitle: Other\n---\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
};

const cardsOf = ($) =>
  $('.markdown .doc-card-list > li.card > a.card-link')
    .map((_, a) => ({ href: $(a).attr('href'), title: $(a).find('h2.card-title').text(), description: $(a).find('p.card-description').text() }))
    .get();

test('DocCardList on a category index lists its docs and sub-categories in sidebar order, with descriptions', async () => {
  const result = await buildFixture(FILES);
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings.map((w) => w.file).filter((file) => !file!.endsWith('other.mdx')), []);
  const $ = result.$('/guides/');
  assert.equal($('.markdown [data-doc-card-list]').length, 0, 'the marker is replaced');
  assert.deepEqual(cardsOf($), [
    { href: '/guides/a-first', title: '📄️ First', description: 'The first paragraph & more.' },
    { href: '/guides/b-second', title: '📄️ Second', description: 'Told by front matter.' },
    { href: '/guides/deep/one', title: '🗃️ Deep dive', description: '2 items' },
  ]);
  assert.equal($('.markdown .doc-card-list h2.card-title').first().attr('title'), 'First');
  assert.equal($('.markdown .doc-card-list [aria-hidden="true"]').length, 3, 'the icons are not read out');
  // Text before the list stays where it was.
  assert.match($('.markdown').html()!, /All the guides\.<\/p>\s*<ul class="doc-card-list cards">/);
});

test('DocCardList on a page that is no category landing page draws nothing and is a warning with its line', async () => {
  const result = await buildFixture(FILES);
  assert.deepEqual(
    result.warnings.map((w) => [w.code, path.relative(result.root, w.file!), w.line]),
    [['doc-card-list-without-category', 'docs/other.mdx', 7]],
  );
  assert.match(result.warnings[0].hint!, /index page of a docs folder/);
  const $ = result.$('/other');
  assert.equal($('.markdown .doc-card-list').length, 0);
  assert.equal($('.markdown [data-doc-card-list]').length, 0);
});

test('items={useCurrentSidebarCategory().items}, as the Docusaurus docs write it, is the same list and no warning', async () => {
  const index = "---\ntitle: G\n---\n\nimport DocCardList from '@theme/DocCardList';\nimport {useCurrentSidebarCategory} from '@docusaurus/theme-common';\n\n<DocCardList items={useCurrentSidebarCategory().items}/>\n";
  const result = await buildFixture({ 'docs/g/index.mdx': index, 'docs/g/a.md': '---\ntitle: A\n---\n\nA text.\n' });
  assert.deepEqual(result.diagnostics, []);
  assert.deepEqual(cardsOf(result.$('/g/')), [{ href: '/g/a', title: '📄️ A', description: 'A text.' }]);
});

test('a warm build redraws the index when only a listed doc\'s first paragraph changes (the sidebar is the same)', async () => {
  const root = makeSite(FILES);
  const out = tempDir();
  const cache = path.join(root, '.cache');
  const first = await build({ root, out, cache: { dir: cache } });
  assert.deepEqual(first.diagnostics.filter((d) => d.severity === 'error'), []);
  writeFileSync(path.join(root, 'docs/guides/a-first.md'), '---\ntitle: First\nsidebar_position: 1\n---\n\nA new first paragraph.\n');
  const second = await build({ root, out, cache: { dir: cache } });
  assert.deepEqual(second.diagnostics.filter((d) => d.severity === 'error'), []);
  const $ = cheerio.load(readFileSync(path.join(out, 'guides/index.html'), 'utf8'));
  assert.deepEqual(cardsOf($)[0], { href: '/guides/a-first', title: '📄️ First', description: 'A new first paragraph.' });
});
