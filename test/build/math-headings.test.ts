// Maths as remark-math reads it, and headings as Docusaurus makes them (issue 19): `$$…$$` with text on its line is
// inline, a formula may start with a digit while prices stay text, a trailing backslash in ```math is no error,
// a heading's id keeps its formula's letters, and the content's `# Heading` is the page's h1.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import { renderMarkdown } from '../support/render-markdown.js';
import { buildFixture } from '../support/fixture-site.js';

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

test('the content\'s leading # Heading is the page heading; front matter title names the page elsewhere', async () => {
  const result = await buildFixture({
    'docs/a.md': '---\ntitle: Short title\n---\n\n# The long heading of this page\n\nText.\n',
    'docs/b.md': '---\ntitle: Only a title\n---\n\nText.\n',
  });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/a');
  assert.equal($('article h1, main h1').first().text(), 'The long heading of this page');
  assert.match($('title').text(), /^Short title/);
  assert.match($('.sidebar').text(), /Short title/);
  assert.equal(result.$('/b')('main h1').first().text(), 'Only a title');
});
