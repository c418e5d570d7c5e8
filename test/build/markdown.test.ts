import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture } from '../support/fixture-site.js';

const md = (body) => `---\ntitle: Page\n---\n\n${body}\n`;
const one = async (body, extra = {}) => {
  const result = await buildFixture({ 'docs/guide/page.md': md(body), 'docs/guide/other.md': md('## Target heading\n\nText.'), ...extra });
  return { result, $: result.errors.length ? undefined : result.$('/guide/page') };
};

test('GFM tables and strikethrough (drawn as <del>, as remark-gfm draws it)', async () => {
  const { $ } = await one('| a | b |\n| - | - |\n| 1 | 2 |\n\n~~gone~~');
  assert.equal($!('.markdown table th').first().text(), 'a');
  assert.equal($!('.markdown table td').last().text(), '2');
  assert.equal($!('.markdown del').text(), 'gone');
});

test('headings get GitHub-style ids, unique suffixes and {#custom} ids', async () => {
  const { $ } = await one('## Health factor & LTV\n\n## Health factor & LTV\n\n### Custom one {#my-id}\n\n## Ünïcode Ça va?');
  const ids = $!('.markdown h2, .markdown h3').map((_, el) => $!(el).attr('id')).get();
  assert.deepEqual(ids, ['health-factor--ltv', 'health-factor--ltv-1', 'my-id', 'ünïcode-ça-va']);
  assert.equal($!('#my-id').contents().first().text().trim(), 'Custom one');
  assert.equal($!('#my-id a.hash-link').attr('href'), '#my-id');
  assert.equal($!('#my-id a.hash-link').attr('aria-label'), 'Direct link to Custom one');
});

test('a repeated {#id} warns and gets a suffix instead of crashing', async () => {
  const { result, $ } = await one('## A {#same}\n\n## B {#same}');
  assert.deepEqual($!('h2').map((_, el) => $!(el).attr('id')).get(), ['same', 'same-1']);
  assert.equal(result.warnings[0].code, 'duplicate-heading-id');
  assert.equal(result.warnings[0].line, 7);
});

test('admonitions: types, both title forms, default titles and nesting', async () => {
  const { $ } = await one(':::warning Mind the *gap*\nBody **bold**.\n:::\n\n:::tip[Bracket title]\nTip body.\n:::\n\n:::note\nPlain.\n:::\n\n::::info Outer\n:::danger Inner\nDeep.\n:::\n::::');
  const headings = $!('.admonition-heading').map((_, el) => $!(el).text()).get();
  assert.deepEqual(headings, ['Mind the gap', 'Bracket title', 'Note', 'Outer', 'Inner']);
  assert.equal($!('.admonition-warning .admonition-heading em').text(), 'gap');
  assert.equal($!('.admonition-warning .admonition-content strong').text(), 'bold');
  assert.equal($!('.admonition-info .admonition-danger .admonition-content').text().trim(), 'Deep.');
});

test('an admonition never closed runs to the end of the file, as in Docusaurus, with a warning and its line', async () => {
  const { result, $ } = await one('Intro.\n\n:::tip\nInside **one**.\n\nInside two.');
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings.map((w) => [w.code, w.line]), [['unclosed-admonition', 7]]);
  assert.match(result.warnings[0].hint!, /Add a line ":::"/);
  assert.deepEqual($!('.admonition-tip .admonition-content p').map((_, p) => $!(p).text()).get(), ['Inside one.', 'Inside two.']);
  assert.equal($!('.markdown > p').text(), 'Intro.');
});

test('an unknown admonition type is a warning with file and line, and its text is kept (Docusaurus warns and keeps it)', async () => {
  const { result, $ } = await one('Intro.\n\n:::hint\nText\n:::');
  assert.deepEqual(result.errors, []);
  const [d] = result.warnings.filter((w) => w.code === 'unknown-directive');
  assert.match(d.file!, /docs\/guide\/page\.md$/);
  assert.equal(d.line, 7);
  assert.match(d.hint!, /note, tip, info, warning, danger/);
  assert.equal($!('.markdown div:not([class]) > p').text(), 'Text');
});

test('code blocks are highlighted once for both themes, with title and highlighted lines', async () => {
  const { $ } = await one('```ts title="src/a.ts" {1,3-4}\nconst a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\n```');
  const block = $!('.code-block');
  assert.equal(block.attr('data-language'), 'ts');
  assert.equal(block.find('.code-title').text(), 'src/a.ts');
  const lines = block.find('.line');
  assert.equal(lines.length, 4);
  assert.deepEqual(lines.map((_, el) => $!(el).hasClass('theme-code-block-highlighted-line')).get(), [true, false, true, true]);
  const style = block.find('.line span').first().attr('style');
  assert.match(style!, /--shiki-light:#[0-9A-Fa-f]{6}/);
  assert.match(style!, /--shiki-dark:#[0-9A-Fa-f]{6}/);
  assert.equal(block.find('code').text(), 'const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;');
  assert.equal(block.find('button.copy-button').length, 1);
});

test('code in an unknown language is escaped plain text', async () => {
  const { $ } = await one('```nosuchlang\n<script>alert(1)</script>\n```');
  assert.equal($!('.code-block code').text(), '<script>alert(1)</script>');
  assert.equal($!('.code-block script').length, 0);
});

test('relative .md links become routes, with anchors checked', async () => {
  const { result, $ } = await one('[other](./other.md#target-heading) and [up](../index.md)', { 'docs/index.md': md('Root.') });
  assert.deepEqual(result.diagnostics, []);
  const hrefs = $!('.markdown a').map((_, el) => $!(el).attr('href')).get();
  assert.deepEqual(hrefs, ['/guide/other#target-heading', '/']);
});

test('images from static/ and beside the Markdown are published', async () => {
  const { result, $ } = await one('![Logo](/img/logo.png)\n\n![Local](./pic.png)', {
    'static/img/logo.png': 'png',
    'docs/guide/pic.png': 'png2',
  });
  assert.deepEqual(result.diagnostics, []);
  assert.deepEqual($!('.markdown img').map((_, el) => $!(el).attr('src')).get(), ['/img/logo.png', '/assets/content/docs/guide/pic.png']);
  assert.equal(result.text('assets/content/docs/guide/pic.png'), 'png2');
  assert.equal(result.text('img/logo.png'), 'png');
});

test('the table of contents lists h2 and h3 only', async () => {
  const { $ } = await one('## Two\n\n### Three\n\n#### Four\n\n## Again');
  assert.deepEqual($!('[data-toc] a').map((_, el) => $!(el).attr('href')).get(), ['#two', '#three', '#again']);
  assert.equal($!('[data-toc] li.toc-level-3').length, 1);
  // The collapsible copy for narrow screens lists the same entries.
  assert.deepEqual($!('.toc-mobile a').map((_, el) => $!(el).attr('href')).get(), ['#two', '#three', '#again']);
});

test('a leading # heading becomes the title when front matter has none', async () => {
  const result = await buildFixture({ 'docs/x.md': '# From the body\n\nText.\n' });
  const $ = result.$('/x');
  assert.equal($('h1').length, 1);
  assert.equal($('h1').text(), 'From the body');
  assert.equal($('title').text(), 'From the body | Acme Docs');
});

test('maths is rendered at build time with KaTeX, and the page loads its stylesheet', async () => {
  const { result, $ } = await one('Inline $E = mc^2$ costs $5 and $6.\n\n$$\n\\frac{a}{b}\n$$\n\n```math\nx^2\n```');
  assert.deepEqual(result.diagnostics, []);
  assert.equal($!('.markdown .katex').length, 3);
  assert.equal($!('.markdown .katex-display').length, 2);
  assert.match($!('.markdown p').first().text(), /costs \$5 and \$6\./);
  assert.equal($!('link[href="/assets/katex/katex.min.css"]').length, 1);
  assert.ok(result.files.has('assets/katex/katex.min.css'));
  assert.ok([...result.files.keys()].some((file) => file.startsWith('assets/katex/fonts/KaTeX_Main-Regular')));
  const plain = await one('No maths here.');
  assert.equal(plain.$!('link[href="/assets/katex/katex.min.css"]').length, 0);
});

test('mermaid blocks keep their source; colour-mode-only images get a class', async () => {
  const { $ } = await one('```mermaid\ngraph TD; A-->B\n```\n\n![dark](/img/d.png#gh-dark-mode-only) ![light](/img/l.png#gh-light-mode-only)', {
    'static/img/d.png': 'd',
    'static/img/l.png': 'l',
  });
  assert.equal($!('pre.mermaid').text(), 'graph TD; A-->B');
  assert.equal($!('img.gh-dark-mode-only').attr('src'), '/img/d.png#gh-dark-mode-only');
  assert.equal($!('img.gh-light-mode-only').length, 1);
});
