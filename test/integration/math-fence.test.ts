// A ```math fence: display maths on a Docusaurus 3 site (rehype-katex 7 reads `language-math` code), a code block on
// a Docusaurus 2 site (markdown.mdxVersion 1: rehype-katex 5 reads only $$ blocks), in .md and .mdx files alike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const FENCE = '# Prices\n\n```math\nprice = market * scalar\n```\n';
const FILES = { 'docs/prices.md': FENCE, 'docs/rates.mdx': FENCE };

test('a math fence is display maths on a Docusaurus 3 site', async () => {
  const site = await buildFixture(FILES);
  assert.deepEqual(site.errors, []);
  for (const route of ['/prices', '/rates']) {
    const $ = site.$(route);
    assert.equal($('.markdown .math-display .katex').length, 1, route);
    assert.equal($('.markdown pre').length, 0, route);
  }
});

test('a math fence is a code block on a Docusaurus 2 site, as rehype-katex 5 left it', async () => {
  const site = await buildFixture(FILES, { config: `${BASE_CONFIG}markdown:\n  mdxVersion: 1\n` });
  assert.deepEqual(site.errors, []);
  for (const route of ['/prices', '/rates']) {
    const $ = site.$(route);
    assert.equal($('.markdown .katex').length, 0, route);
    assert.equal($('.markdown pre').length, 1, route);
    assert.match($('.markdown pre').text(), /price = market \* scalar/, route);
  }
});
