// The MDX oracle (bench/mdx-oracle/, issue 30) over the MDX fixtures: every case of test/fixtures/mdx/*.txt and
// test/fixtures/mdx-oracle/*.mdx that @mdx-js/mdx 3 compiles (with Docusaurus 3's preprocessing and remark chain)
// must give lendocs the same headings and ids, code blocks, tables, images, list items, footnote references and
// JSX elements. A case MDX refuses must be one lendocs reports as an error too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fromRepo, importFromRepo, requireFromRepo } from '../../support/repo.js';
import { fixtureCases } from '../../support/fixture-cases.js';
import { renderMdx } from '../../support/render-mdx.js';
import { compileMdx } from '../../../src/load/mdx/jsx-walk.js';
import { readFrontMatter } from '../../../src/load/front-matter.js';

const { oracleFeatures, preprocess } = requireFromRepo('bench/mdx-oracle/oracle.mjs');
const { htmlFeatures } = requireFromRepo('bench/mdx-oracle/lendocs.mjs');
const { compareFeatures } = requireFromRepo('bench/mdx-oracle/compare.mjs');

/**
 * Cases where lendocs differs from the oracle on purpose, by title: what Docusaurus's own output shows, or what a
 * page would break on.
 */
const DELIBERATE = new Map<string, string>([
  // Docusaurus escapes `{#` only on lines that start with `#`, so in a list item MDX reads {#listed} as an expression
  // and fails the build; lendocs reads the id.
  ["docusaurus-syntax: a {#id} that does not end the heading is its text; a heading in a list item keeps its id", 'MDX refuses a {#id} on a heading inside a list item'],
  // MDX 3 ends a paragraph's elements with it; MDX 1 (Docusaurus 2) kept the element open over the blocks after it.
  ['jsx: details opened on a line with its summary holds the blocks after it up to </details>, as Docusaurus 2 read it', 'MDX 3 refuses an element left open at the end of its line'],
]);

async function lendocsFeatures(input: string) {
  const file = 'docs/fixture.mdx';
  const { body, bodyLine } = readFrontMatter(input, file, 'doc');
  const { html, errors } = await renderMdx(body, { file, bodyLine });
  return { features: { ...htmlFeatures(html), elements: compileMdx(body, { file, bodyLine }).elements }, errors };
}

const cases: { name: string; input: string }[] = [];
for (const file of readdirSync(fromRepo('test/fixtures/mdx')).filter((name) => name.endsWith('.txt')).sort()) {
  for (const { title, input } of fixtureCases(readFileSync(fromRepo('test/fixtures/mdx', file), 'utf8'))) cases.push({ name: `${file.replace(/\.txt$/, '')}: ${title}`, input });
}
const ORACLE_FIXTURES = fromRepo('test/fixtures/mdx-oracle');
for (const file of readdirSync(ORACLE_FIXTURES).filter((name) => name.endsWith('.mdx')).sort()) cases.push({ name: file, input: readFileSync(path.join(ORACLE_FIXTURES, file), 'utf8') });

for (const { name, input } of cases) {
  test(`mdx oracle agrees: ${name}`, async () => {
    const oracle = await oracleFeatures(input);
    const lendocs = await lendocsFeatures(input);
    if (!oracle.ok) {
      if (DELIBERATE.has(name)) return;
      assert.notEqual(lendocs.errors.length, 0, `MDX refuses this (${oracle.reason}); lendocs should report an error`);
      return;
    }
    const differences = compareFeatures(oracle.features, lendocs.features);
    if (DELIBERATE.has(name)) assert.notDeepEqual(differences, [], `no longer differs: ${DELIBERATE.get(name)}`);
    else assert.deepEqual(differences, []);
  });
}

test('the oracle preprocesses as Docusaurus 3 does: heading ids escaped, admonition titles as labels, mdx-code-block unwrapped', () => {
  assert.equal(preprocess('## A {#a}\n\n:::note My title\nx\n:::\n'), '## A \\{#a}\n\n:::note[My title]\nx\n:::\n');
  assert.equal(preprocess('```mdx-code-block\n<Tabs />\n```\n'), '<Tabs />\n');
});

test('the oracle finds ids as Docusaurus gives them, and JSX elements counted as what they draw', async () => {
  const found = await oracleFeatures('---\ntitle: T\n---\n## Fees {#fee-table}\n\n## Rates {/* #rates note */}\n\n## Fees\n\n<img src="/a.png" />\n\n<Tabs><TabItem value="a">\n\n- x\n\n</TabItem></Tabs>\n');
  assert.equal(found.ok, true);
  assert.deepEqual(found.features.headings, ['h2#fee-table', 'h2#rates', 'h2#fees']);
  assert.deepEqual(found.features.elements, ['img', 'Tabs', 'TabItem']);
  assert.equal(found.features.images, 1);
  assert.equal(found.features.listItems, 1);
  const refused = await oracleFeatures('a <b c');
  assert.equal(refused.ok, false);
});

test('a corpus run compares each file on a worker thread under a time limit, with the same findings as in one process', async () => {
  const { compareFiles } = await importFromRepo('bench/mdx-oracle.mjs');
  const files = [path.join(ORACLE_FIXTURES, 'constructs.mdx'), fromRepo('test/fixtures/mdx-oracle/refused.mdx.txt')];
  const inProcess = await compareFiles(files);
  // A limit no file comes near: what is compared must not change, only where.
  const guarded = await compareFiles(files, { limitMs: 10 * 60_000 });
  assert.deepEqual(guarded, inProcess);
  assert.deepEqual([guarded.compiled, guarded.agreeing, guarded.refused.length, guarded.timedOut.length], [1, 1, 1, 0]);
});
