// Code blocks as Docusaurus draws them (issue 30, class 4): magic comments in each language's comment syntax,
// taken out and marking lines with Docusaurus's class; the config's own magic comments (migrate carries
// themeConfig.prism.magicComments over); showLineNumbers with a start; `live` blocks shown as code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import { renderMarkdown } from './support/render-markdown.js';
import { renderMdx } from './support/render-mdx.js';
import { BASE_CONFIG, buildFixture } from './helpers.js';
import { translateConfig } from '../dist/src/migrate/translate.js';

const HIGHLIGHT = 'theme-code-block-highlighted-line';

/** Each line of the first code block: its text and its classes besides `line`. */
function lines(html) {
  const $ = cheerio.load(html);
  return $('pre code .line').map((_, line) => [[$(line).text(), ($(line).attr('class') ?? '').replace(/^line ?/, '')]]).get();
}

test('magic comments in the comment syntax of each language are taken out and mark lines with Docusaurus\'s class', async () => {
  const cases = [
    ['js', '// highlight-next-line', 'a();'],
    ['ts', '/* highlight-next-line */', 'a();'],
    ['jsx', '{/* highlight-next-line */}', '<A />'],
    ['python', '# highlight-next-line', 'a()'],
    ['bash', '  # highlight-next-line', 'a'],
    ['html', '<!-- highlight-next-line -->', '<p>a</p>'],
    ['sql', '-- highlight-next-line', 'SELECT 1;'],
    ['lua', '-- highlight-next-line', 'a()'],
    ['latex', '% highlight-next-line', '\\a'],
    ['rust', '// highlight-next-line', 'a();'],
  ];
  for (const [language, comment, code] of cases) {
    const { html, diagnostics } = await renderMarkdown(`\`\`\`${language}\nfirst\n${comment}\n${code}\nlast\n\`\`\``);
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(lines(html), [['first', ''], [code, HIGHLIGHT], ['last', '']], language);
  }
});

test('highlight-start … highlight-end mark the lines between; a comment of another language stays code', async () => {
  const { html } = await renderMarkdown('```python\na = 1\n# highlight-start\nb = 2\nc = 3\n# highlight-end\n// highlight-next-line\n```');
  assert.deepEqual(lines(html), [['a = 1', ''], ['b = 2', HIGHLIGHT], ['c = 3', HIGHLIGHT], ['// highlight-next-line', '']]);
  const copied = cheerio.load(html)('pre code').text();
  assert.doesNotMatch(copied, /highlight-start|highlight-end/);
});

test('a block without a language keeps its comments; a line range marks lines with the same class and keeps them', async () => {
  assert.deepEqual(lines((await renderMarkdown('```\n// highlight-next-line\nplain\n```')).html), [['// highlight-next-line', ''], ['plain', '']]);
  assert.deepEqual(lines((await renderMarkdown('```js {2}\n// highlight-next-line\nb();\n```')).html), [['// highlight-next-line', ''], ['b();', HIGHLIGHT]]);
});

test('showLineNumbers and showLineNumbers=5 number the lines with a CSS counter from their start; jsx live is code', async () => {
  const $ = cheerio.load((await renderMarkdown('```js showLineNumbers\na();\n```\n\n```sql showLineNumbers=5\nSELECT 1;\n```\n\n```jsx live\nfunction X() { return <b>x</b>; }\n```')).html);
  const codes = $('pre code');
  assert.deepEqual([codes.eq(0).attr('class'), codes.eq(0).attr('style')], ['line-numbers', 'counter-reset:line-count 0']);
  assert.deepEqual([codes.eq(1).attr('class'), codes.eq(1).attr('style')], ['line-numbers', 'counter-reset:line-count 4']);
  assert.equal(codes.eq(2).attr('class'), undefined);
  assert.equal($('.code-block').eq(2).attr('data-language'), 'jsx');
  assert.equal(codes.eq(2).text(), 'function X() { return <b>x</b>; }');
});

test('<CodeBlock showLineNumbers={3}> in MDX numbers from 3, and its magic comments mark lines', async () => {
  const { html, diagnostics } = await renderMdx('<CodeBlock language="py" showLineNumbers={3}>\n# highlight-next-line\nprint(1)\n</CodeBlock>');
  assert.deepEqual(diagnostics, []);
  assert.equal(cheerio.load(html)('pre code').attr('style'), 'counter-reset:line-count 2');
  assert.deepEqual(lines(html), [['print(1)', HIGHLIGHT]]);
});

test('the config\'s magic comments replace the default; the first one\'s class marks line ranges', async () => {
  const config = `${BASE_CONFIG}markdown:\n  magicComments:\n    - { className: code-error, line: error-next-line, block: { start: error-start, end: error-end } }\n    - { className: code-added, line: added }\n`;
  const site = await buildFixture({ 'docs/index.md': '# Home\n\n```js\n// error-next-line\nbad();\n// added\ngood();\n// highlight-next-line\nplain();\n```\n\n```js {1}\none();\n```\n' }, { config });
  assert.deepEqual(site.errors, []);
  const $ = site.$('/');
  const marked = (block) => $('pre code').eq(block).find('.line').map((_, line) => [[$(line).text(), $(line).attr('class')]]).get();
  assert.deepEqual(marked(0), [['bad();', 'line code-error'], ['good();', 'line code-added'], ['// highlight-next-line', 'line'], ['plain();', 'line']]);
  assert.deepEqual(marked(1), [['one();', 'line code-error']]);
});

test('a magic comment with neither a line nor a block, or a class that is no CSS class, is a config error', async () => {
  for (const entry of ['{ className: x }', '{ className: "a{b", line: mark }']) {
    const site = await buildFixture({ 'docs/index.md': '# Home\n' }, { config: `${BASE_CONFIG}markdown:\n  magicComments:\n    - ${entry}\n` });
    assert.equal(site.errors.length, 1, entry);
    assert.match(site.errors[0].message, /magicComments/);
    assert.match(site.errors[0].file, /lendocs\.config\.yml$/);
  }
});

test('with no magic comments at all, a line range marks nothing and is a warning at its line', async () => {
  const site = await buildFixture({ 'docs/index.md': '# Home\n\n```js {1}\none();\n```\n\n<!-- truncate -->\n' }, { config: `${BASE_CONFIG}markdown:\n  magicComments: []\n` });
  assert.deepEqual(site.errors, []);
  assert.deepEqual(site.warnings.map((w) => [w.code, w.line]), [['highlight-without-magic-comment', 3]]);
  assert.equal(site.$('/')('pre code .line').attr('class'), 'line');
});

test('a magic comment of several words (Docusaurus\'s own example) marks its line', async () => {
  const config = `${BASE_CONFIG}markdown:\n  magicComments:\n    - { className: code-block-error-line, line: This will error }\n`;
  const site = await buildFixture({ 'docs/index.md': '# Home\n\n```js\n// This will error\nbad();\n```\n' }, { config });
  assert.deepEqual(site.errors, []);
  assert.deepEqual(site.$('/')('pre code .line').map((_, line) => site.$('/')(line).attr('class')).get(), ['line code-block-error-line']);
});

test('migrate carries themeConfig.prism.magicComments over, and notes prism themes only when there are some', () => {
  const magicComments = [
    { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
    { className: 'code-block-error-line', line: 'This will error' },
  ];
  const odd = translateConfig({ docusaurus: { title: 'Acme', url: 'https://acme.example', themeConfig: { prism: { magicComments: [...magicComments, { className: 'x' }] } } }, pagesDir: 'src/pages' });
  assert.deepEqual(odd.config.markdown.magicComments, magicComments);
  assert.ok(odd.notes.some((note) => /magicComments: the entry \{"className":"x"\} is left out/.test(note)), odd.notes.join('\n'));
  const { config, notes } = translateConfig({ docusaurus: { title: 'Acme', url: 'https://acme.example', themeConfig: { prism: { magicComments } } }, pagesDir: 'src/pages' });
  assert.deepEqual(config.markdown.magicComments, magicComments);
  assert.ok(!notes.some((note) => note.startsWith('prism themes')), notes.join('\n'));
  const plain = translateConfig({ docusaurus: { title: 'Acme', url: 'https://acme.example' }, pagesDir: 'src/pages' });
  assert.equal(plain.config.markdown.magicComments, undefined);
});
