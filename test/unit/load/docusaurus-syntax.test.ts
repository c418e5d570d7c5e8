// Markdown and MDX as Docusaurus 3 reads them (issue 30), on the renderers alone: directives Docusaurus does not use
// are warnings with their content kept, and MDX messages keep their file lines after what MDX reads over several
// lines; migrate notes an mdx1Compat switch turned off. In whole builds (heading ids and links to them, footnotes):
// test/integration/docusaurus-syntax.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderMarkdown } from '../../support/render-markdown.js';
import { renderMdx } from '../../support/render-mdx.js';
import { translateConfig } from '../../../src/migrate/translate.js';

test('an unknown :::name is a warning at its line and its content is kept in a plain div (Docusaurus warns and keeps it)', async () => {
  const { html, diagnostics } = await renderMarkdown('Intro.\n\n:::spoiler[Read on]\nThe **end**.\n:::\n\nAfter.');
  assert.equal(html, '<p>Intro.</p>\n<div>\n<p>Read on</p>\n<p>The <strong>end</strong>.</p>\n</div>\n<p>After.</p>');
  assert.deepEqual(diagnostics.map((d) => [d.severity, d.code, d.line]), [['warning', 'unknown-directive', 3]]);
  assert.match(diagnostics[0].message, /Unknown directive ":::spoiler"/);
});

test('an unknown :::name with a title after a space is text, as Docusaurus shows it, with a warning at its line', async () => {
  const { html, diagnostics } = await renderMarkdown('Intro.\n\n:::hint Careful\nText.\n:::');
  assert.equal(html, '<p>Intro.</p>\n<p>:::hint Careful\nText.\n:::</p>');
  assert.deepEqual(diagnostics.map((d) => [d.severity, d.code, d.line]), [['warning', 'unknown-directive', 3]]);
});

test('after inline maths over several lines, MDX messages keep the file lines', async () => {
  const { diagnostics } = await renderMdx('The sum $x_{i} =\ny_{j}$ is here.\n\nThen {undefinedName}.');
  assert.deepEqual(diagnostics.map((d) => d.line), [4]);
});

test('migrate notes a markdown.mdx1Compat switch turned off: lendocs reads those forms whatever it says', () => {
  const { notes } = translateConfig({ docusaurus: { title: 'Acme', url: 'https://acme.example', markdown: { mdx1Compat: { headingIds: false, comments: true } } }, pagesDir: 'src/pages' });
  assert.deepEqual(notes.filter((note) => note.includes('mdx1Compat')), ['markdown.mdx1Compat.headingIds: false is not translated: lendocs reads {#id} heading ids in MDX as Docusaurus does by default.']);
});

test("braces in a link's or an image's destination or title are part of the URL, as MDX reads them, not expressions", async () => {
  const { html, diagnostics } = await renderMdx(
    ['See ([analysis](https://example.com/?q=a&t=[{default+as+x+}])) and [x](/a/{b} "title {c}").', '', '![img](/img/{a}.png)', '', 'But {1 + 1} in prose is one, and [y](/y) {2 + 2}.'].join('\n'),
  );
  assert.deepEqual(diagnostics, []);
  assert.match(html, /href="https:\/\/example\.com\/\?q=a&amp;t=%5B%7Bdefault\+as\+x\+%7D%5D">analysis<\/a>\)/);
  assert.match(html, /href="\/a\/%7Bb%7D" title="title \{c\}">x<\/a>/);
  assert.match(html, /src="\/img\/%7Ba%7D\.png"/);
  assert.match(html, /But 2 in prose is one, and <a href="\/y">y<\/a> 4\./);
});
