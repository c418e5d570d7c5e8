// Code blocks as Docusaurus draws them (issue 30, class 4): magic comments in each language's comment syntax,
// taken out and marking lines with Docusaurus's class; the config's own magic comments (migrate carries
// themeConfig.prism.magicComments over); showLineNumbers with a start; `live` blocks shown as code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

/** A line's classes but the code themes' default colours', which a line of highlighted code may carry. */
const lineClass = (value: string | undefined) => (value ?? '').split(' ').filter((name) => !/^[ld]f?\d+$/.test(name)).join(' ');

test('the config\'s magic comments replace the default; the first one\'s class marks line ranges', async () => {
  const config = `${BASE_CONFIG}markdown:\n  magicComments:\n    - { className: code-error, line: error-next-line, block: { start: error-start, end: error-end } }\n    - { className: code-added, line: added }\n`;
  const site = await buildFixture({ 'docs/index.md': '# Home\n\n```js\n// error-next-line\nbad();\n// added\ngood();\n// highlight-next-line\nplain();\n```\n\n```js {1}\none();\n```\n' }, { config });
  assert.deepEqual(site.errors, []);
  const $ = site.$('/');
  const marked = (block) => $('pre code').eq(block).find('.line').map((_, line) => [[$(line).text(), lineClass($(line).attr('class'))]]).get();
  assert.deepEqual(marked(0), [['bad();', 'line code-error'], ['good();', 'line code-added'], ['// highlight-next-line', 'line'], ['plain();', 'line']]);
  assert.deepEqual(marked(1), [['one();', 'line code-error']]);
});

test('a magic comment with neither a line nor a block, or a class that is no CSS class, is a config error', async () => {
  for (const entry of ['{ className: x }', '{ className: "a{b", line: mark }']) {
    const site = await buildFixture({ 'docs/index.md': '# Home\n' }, { config: `${BASE_CONFIG}markdown:\n  magicComments:\n    - ${entry}\n` });
    assert.equal(site.errors.length, 1, entry);
    assert.match(site.errors[0].message, /magicComments/);
    assert.match(site.errors[0].file!, /lendocs\.config\.yml$/);
  }
});

test('with no magic comments at all, a line range marks nothing and is a warning at its line', async () => {
  const site = await buildFixture({ 'docs/index.md': '# Home\n\n```js {1}\none();\n```\n\n<!-- truncate -->\n' }, { config: `${BASE_CONFIG}markdown:\n  magicComments: []\n` });
  assert.deepEqual(site.errors, []);
  assert.deepEqual(site.warnings.map((w) => [w.code, w.line]), [['highlight-without-magic-comment', 3]]);
  assert.equal(lineClass(site.$('/')('pre code .line').attr('class')), 'line');
});

test('a magic comment of several words (Docusaurus\'s own example) marks its line', async () => {
  const config = `${BASE_CONFIG}markdown:\n  magicComments:\n    - { className: code-block-error-line, line: This will error }\n`;
  const site = await buildFixture({ 'docs/index.md': '# Home\n\n```js\n// This will error\nbad();\n```\n' }, { config });
  assert.deepEqual(site.errors, []);
  assert.deepEqual(site.$('/')('pre code .line').map((_, line) => lineClass(site.$('/')(line).attr('class'))).get(), ['line code-block-error-line']);
});

test('highlighted tokens carry short classes, not inline styles, and the stylesheet holds each class once', async () => {
  const site = await buildFixture({ 'docs/index.md': '# Home\n\n```ts\n// note\nconst a: string = "x";\n```\n\n```md\n*em* **strong**\n```\n' });
  assert.deepEqual(site.errors, []);
  const $ = site.$('/');
  const tokens = $('pre code .line span');
  assert.ok(tokens.length > 5);
  assert.equal($('pre code span[style]').length, 0, 'no token keeps an inline style');
  // A token's classes: one colour of each theme, then its font style in each theme where it has one.
  for (const token of tokens.get()) assert.match($(token).attr('class') ?? '', /^l\d+ d\d+( lf\d+ df\d+)?$/);
  const css = [...site.files.entries()].find(([file]) => /^assets\/css\/styles\.\w+\.css$/.test(file))?.[1]?.toString() ?? '';
  const used = new Set([...$('pre code span').get(), ...$('pre code .line').get()].flatMap((el) => ($(el).attr('class') ?? '').split(' ')).filter((name) => /^[ld]f?\d+$/.test(name)));
  for (const name of used) assert.equal(css.split(`.shiki .${name} {`).length, 2, `one rule for .${name}`);
  // The themes' default colours and the keyword colour, as their inline styles gave them.
  assert.match(css, /\.shiki \.l0 \{ --shiki-light: #24292E; \}/);
  assert.match(css, /\.shiki \.d0 \{ --shiki-dark: #E1E4E8; \}/);
  assert.equal($('pre code span').filter((_, el) => $(el).text() === 'const').attr('class'), 'l5 d5');
  assert.match(css, /\.shiki \.l5 \{ --shiki-light: #D73A49; \}/);
  assert.match(css, /\.shiki \.d5 \{ --shiki-dark: #F97583; \}/);
  // The contrast fix of the light theme's keyword red applies to its class.
  assert.match(css, /html:not\(\[data-theme='dark'\]\) \.shiki \.l5, [^{]*\{ color: #b31d28; \}/);
});
