// Code blocks as Docusaurus draws them (issue 30, class 4): magic comments in each language's comment syntax,
// taken out and marking lines with Docusaurus's class; the config's own magic comments (migrate carries
// themeConfig.prism.magicComments over); showLineNumbers with a start; `live` blocks shown as code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

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
    assert.match(site.errors[0].file!, /lendocs\.config\.yml$/);
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
