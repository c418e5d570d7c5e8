// Code blocks as Docusaurus draws them (issue 30, class 4), on the Markdown and MDX renderers alone: magic comments
// in each language's comment syntax, taken out and marking lines with Docusaurus's class; showLineNumbers with a
// start; `live` blocks shown as code; and migrate carrying themeConfig.prism.magicComments over. The config's own
// magic comments, in whole builds: test/integration/code-blocks.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import { renderMarkdown } from '../../support/render-markdown.js';
import { renderMdx } from '../../support/render-mdx.js';
import { translateConfig } from '../../../src/migrate/translate.js';

const HIGHLIGHT = 'theme-code-block-highlighted-line';

/** Each line of the first code block: its text and its classes besides `line` and the code themes' colours. */
function lines(html) {
  const $ = cheerio.load(html);
  const marks = (line) => ($(line).attr('class') ?? '').split(' ').filter((name) => name !== 'line' && !/^[ld]f?\d+$/.test(name)).join(' ');
  return $('pre code .line').map((_, line) => [[$(line).text(), marks(line)]]).get();
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
