// Maths as remark-math reads it, and headings as Docusaurus makes them (issue 19), on the Markdown stage alone:
// `$$…$$` with text on its line is inline, a formula may start with a digit while prices stay text, a trailing
// backslash in ```math is no error, a heading's id keeps its formula's letters. The page's h1 is in
// test/integration/math-headings.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import { renderMarkdown } from '../../support/render-markdown.js';

const load = async (body) => {
  const { html, diagnostics } = await renderMarkdown(body);
  assert.deepEqual(diagnostics, []);
  return cheerio.load(html);
};

test('$$…$$ followed by text on its line is inline maths, and what follows stays Markdown', async () => {
  const $ = await load('$$E = mc^2$$ is famous.\n\n## Next\n\n| a |\n| - |\n| 1 |');
  assert.equal($('.math-display').length, 0);
  assert.equal($('p .katex').length, 1);
  assert.match($('p').text(), /is famous\.$/);
  assert.equal($('h2').length, 1);
  assert.equal($('table').length, 1);
});

test('$$…$$ alone on its line is still display maths', async () => {
  const $ = await load('$$E = mc^2$$');
  assert.equal($('.math-display .katex-display').length, 1);
});

test('a formula may start with a digit; prices stay text', async () => {
  const $ = await load('Take $0 \\le x \\le 1$ here.\n\nIt costs $5 and $6 today.\n\n**$128 million** supplied and **$51 million** borrowed.');
  assert.equal($('p').eq(0).find('.katex').length, 1);
  assert.equal($('p').eq(1).find('.katex').length, 0);
  assert.equal($('p').eq(1).text(), 'It costs $5 and $6 today.');
  assert.equal($('p').eq(2).find('.katex').length, 0);
});

test('a ```math block whose last line ends in a backslash renders without a KaTeX error', async () => {
  const $ = await load('```math\na = b \\\\\nc = d \\\n```');
  assert.equal($('.katex-display').length, 1);
  assert.equal($('.katex-error').length, 0);
});

test("a heading with maths gets the id Docusaurus's slugger gives it (the formula's text kept)", async () => {
  const $ = await load('## Area $x^2$ of $\\alpha$');
  assert.equal($('h2').attr('id'), 'area-x2-of-alpha');
});
