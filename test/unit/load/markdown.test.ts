// The Markdown stage alone (src/load/markdown.ts and its plugins): what a body renders to and what it reports, as
// docs/guide/page.md with four lines of front matter above it, so lines are the file's. What only a built page shows
// (links resolved to routes and anchors checked, published images, the TOC, the page title, KaTeX's stylesheet) is in
// test/integration/markdown.test.ts; exact HTML by construct is in the tables of test/fixtures/markdown/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import { renderMarkdown } from '../../support/render-markdown.js';

const WHERE = { file: 'docs/guide/page.md', source: 'docs/guide/page.md', bodyLine: 5 };

/** The body rendered, its diagnostics, and cheerio over its HTML. */
async function one(body: string) {
  const result = await renderMarkdown(body, { where: WHERE });
  return { result, $: cheerio.load(result.html) };
}

test('GFM tables and strikethrough (drawn as <del>, as remark-gfm draws it)', async () => {
  const { result, $ } = await one('| a | b |\n| - | - |\n| 1 | 2 |\n\n~~gone~~');
  assert.deepEqual(result.diagnostics, []);
  assert.equal($('table th').first().text(), 'a');
  assert.equal($('table td').last().text(), '2');
  assert.equal($('del').text(), 'gone');
});

test('headings get GitHub-style ids, unique suffixes and {#custom} ids', async () => {
  const { $ } = await one('## Health factor & LTV\n\n## Health factor & LTV\n\n### Custom one {#my-id}\n\n## Ünïcode Ça va?');
  const ids = $('h2, h3').map((_, el) => $(el).attr('id')).get();
  assert.deepEqual(ids, ['health-factor--ltv', 'health-factor--ltv-1', 'my-id', 'ünïcode-ça-va']);
  assert.equal($('#my-id').contents().first().text().trim(), 'Custom one');
  assert.equal($('#my-id a.hash-link').attr('href'), '#my-id');
  assert.equal($('#my-id a.hash-link').attr('aria-label'), 'Direct link to Custom one');
});

test('a repeated {#id} is kept on both headings, as Docusaurus keeps it, with a warning at the second', async () => {
  const { result, $ } = await one('## A {#same}\n\n## B {#same}');
  assert.deepEqual($('h2').map((_, el) => $(el).attr('id')).get(), ['same', 'same']);
  assert.deepEqual($('h2 a.hash-link').map((_, el) => $(el).attr('aria-label')).get(), ['Direct link to A', 'Direct link to B']);
  assert.equal(result.warnings.length, 1);
  assert.equal(result.warnings[0].code, 'duplicate-heading-id');
  assert.equal(result.warnings[0].line, 7);
});

test('slugs are made unique among slugs only, as github-slugger does for Docusaurus: an explicit id is never renamed, never warned for a slug', async () => {
  const { result, $ } = await one('## Config {#config}\n\n### config\n\n### config\n\n## Config again {#config-1}\n\n### config\n');
  assert.deepEqual($('h2, h3').map((_, el) => $(el).attr('id')).get(), ['config', 'config', 'config-1', 'config-1', 'config-2']);
  assert.deepEqual(result.warnings, []);
});

test('admonitions: types, both title forms, default titles and nesting', async () => {
  const { $ } = await one(':::warning Mind the *gap*\nBody **bold**.\n:::\n\n:::tip[Bracket title]\nTip body.\n:::\n\n:::note\nPlain.\n:::\n\n::::info Outer\n:::danger Inner\nDeep.\n:::\n::::');
  const headings = $('.admonition-heading').map((_, el) => $(el).text()).get();
  assert.deepEqual(headings, ['Mind the gap', 'Bracket title', 'Note', 'Outer', 'Inner']);
  assert.equal($('.admonition-warning .admonition-heading em').text(), 'gap');
  assert.equal($('.admonition-warning .admonition-content strong').text(), 'bold');
  assert.equal($('.admonition-info .admonition-danger .admonition-content').text().trim(), 'Deep.');
});

test('an admonition never closed runs to the end of the file, as in Docusaurus, with a warning and its line', async () => {
  const { result, $ } = await one('Intro.\n\n:::tip\nInside **one**.\n\nInside two.');
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings.map((w) => [w.code, w.line]), [['unclosed-admonition', 7]]);
  assert.match(result.warnings[0].hint!, /Add a line ":::"/);
  assert.deepEqual($('.admonition-tip .admonition-content p').map((_, p) => $(p).text()).get(), ['Inside one.', 'Inside two.']);
  assert.equal($('body > p').text(), 'Intro.');
});

test('an admonition left open in a list item ends with the item: the blocks after the list are not in it', async () => {
  const { result, $ } = await one('1. Configure:\n\n   :::tip\n   Keep the defaults.\n\n## After\n\n:::note\nLater.\n:::');
  assert.deepEqual(result.warnings.map((w) => [w.code, w.line]), [['unclosed-admonition', 7]]);
  assert.equal($('li .admonition-tip .admonition-content').text().trim(), 'Keep the defaults.');
  assert.equal($('body > h2').length, 1);
  assert.equal($('body > .admonition-note .admonition-content').text().trim(), 'Later.');
});

test('an unknown admonition type is a warning with file and line, and its text is kept (Docusaurus warns and keeps it)', async () => {
  const { result, $ } = await one('Intro.\n\n:::hint\nText\n:::');
  assert.deepEqual(result.errors, []);
  const [d] = result.warnings.filter((w) => w.code === 'unknown-directive');
  assert.match(d.file!, /docs\/guide\/page\.md$/);
  assert.equal(d.line, 7);
  assert.match(d.hint!, /note, tip, info, warning, danger/);
  assert.equal($('div:not([class]) > p').text(), 'Text');
});

test('code blocks are highlighted once for both themes, with title and highlighted lines', async () => {
  const { $ } = await one('```ts title="src/a.ts" {1,3-4}\nconst a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\n```');
  const block = $('.code-block');
  assert.equal(block.attr('data-language'), 'ts');
  assert.equal(block.find('.code-title').text(), 'src/a.ts');
  const lines = block.find('.line');
  assert.equal(lines.length, 4);
  assert.deepEqual(lines.map((_, el) => $(el).hasClass('theme-code-block-highlighted-line')).get(), [true, false, true, true]);
  // Each token's colours in both themes as classes (code-token-classes.ts).
  assert.match(block.find('.line span').first().attr('class')!, /^l\d+ d\d+$/);
  assert.equal(block.find('.line span[style]').length, 0);
  assert.equal(block.find('code').text(), 'const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;');
  assert.equal(block.find('button.copy-button').length, 1);
});

test('code in an unknown language is escaped plain text', async () => {
  const { $ } = await one('```nosuchlang\n<script>alert(1)</script>\n```');
  assert.equal($('.code-block code').text(), '<script>alert(1)</script>');
  assert.equal($('.code-block script').length, 0);
});

test('maths is rendered at build time with KaTeX; a dollar amount stays text; the body says it has maths', async () => {
  const { result, $ } = await one('Inline $E = mc^2$ costs $5 and $6.\n\n$$\n\\frac{a}{b}\n$$\n\n```math\nx^2\n```');
  assert.deepEqual(result.diagnostics, []);
  assert.equal($('.katex').length, 3);
  assert.equal($('.katex-display').length, 2);
  assert.match($('p').first().text(), /costs \$5 and \$6\./);
  assert.equal(result.rendered.env.hasMath, true);
  assert.notEqual((await one('No maths here.')).result.rendered.env.hasMath, true);
});

test('mermaid blocks keep their source; colour-mode-only images get a class', async () => {
  const { result, $ } = await one('```mermaid\ngraph TD; A-->B\n```\n\n![dark](/img/d.png#gh-dark-mode-only) ![light](/img/l.png#gh-light-mode-only)');
  assert.equal($('pre.mermaid').text(), 'graph TD; A-->B');
  assert.equal($('img.gh-dark-mode-only').attr('src'), '/img/d.png#gh-dark-mode-only');
  assert.equal($('img.gh-light-mode-only').length, 1);
  assert.equal(result.rendered.env.hasMermaid, true);
});

test('a link in a table cell is recorded on its row\'s line (markdown-it maps the row, not the cell)', async () => {
  const { result } = await one('Intro.\n\n| a | [head](/h) |\n| - | - |\n| 1 | 2 |\n| 3 | [cell](/c) |');
  assert.deepEqual(result.rendered.env.links.map(({ href, line }) => [href, line]), [['/h', 7], ['/c', 10]]);
});
