// The MDX 1 oracle (bench/mdx-oracle/oracle-v1.mjs: @mdx-js/mdx 1, as Docusaurus 2 compiled) over the MDX 1
// fixtures: every case of test/fixtures/mdx1/*.txt must give lendocs, reading it with markdown.mdxVersion: 1, the
// same headings and ids, code blocks, tables, images, list items, footnote references and JSX elements.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fromRepo, requireFromRepo } from '../../support/repo.js';
import { fixtureCases } from '../../support/fixture-cases.js';
import { renderMdx } from '../../support/render-mdx.js';
import { compileMdx } from '../../../src/load/mdx/jsx-walk.js';

const { oracleFeaturesV1 } = requireFromRepo('bench/mdx-oracle/oracle-v1.mjs');
const { htmlFeatures } = requireFromRepo('bench/mdx-oracle/lendocs.mjs');
const { compareFeatures } = requireFromRepo('bench/mdx-oracle/compare.mjs');

const FOLDER = fromRepo('test/fixtures/mdx1');

for (const file of readdirSync(FOLDER).filter((name) => name.endsWith('.txt')).sort()) {
  for (const { title, input } of fixtureCases(readFileSync(`${FOLDER}/${file}`, 'utf8'))) {
    test(`mdx 1 oracle agrees: ${file.replace(/\.txt$/, '')}: ${title}`, async () => {
      const oracle = await oracleFeaturesV1(input);
      assert.equal(oracle.ok, true, `MDX 1 refuses the case: ${oracle.reason}`);
      const { html } = await renderMdx(input, { mdxVersion: 1 });
      const lendocs = { ...htmlFeatures(html), elements: compileMdx(input, { file: 'docs/fixture.md', bodyLine: 1, mdxVersion: 1 }).elements };
      assert.deepEqual(compareFeatures(oracle.features, lendocs), []);
    });
  }
}

test('the MDX 1 oracle refuses what Docusaurus 2 failed on, and reads raw JSX blocks for their elements', async () => {
  assert.equal((await oracleFeaturesV1('A Map<String, List<String>> of names.')).ok, false);
  const found = await oracleFeaturesV1('## Fees {#fee-table}\n\nThe {braces} stay.\n\n<div>\n<img src="/a.png" />\n</div>\n');
  assert.equal(found.ok, true);
  assert.deepEqual(found.features.headings, ['h2#fee-table']);
  assert.deepEqual(found.features.elements, ['div', 'img']);
  assert.equal(found.features.images, 1);
});
