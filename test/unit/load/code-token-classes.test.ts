// Highlighted tokens' classes (src/load/code-token-classes.ts): derived from the two code themes alone, so a colour
// has the same class on every worker thread, in any order of highlighting, in the highlight cache and in serve; a
// style with no class keeps its inline style.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import { codeTokenCss, loadCodeTokenClasses, themeClasses, tokenClassNames } from '../../../src/load/code-token-classes.js';
import { createCodeHighlighter } from '../../../src/load/highlight.js';

const BLOCKS: [string, string][] = [
  ['const a = 1; // one', 'ts'],
  ['echo "$HOME" | grep -v x', 'bash'],
  ['# Title\n\n*em* **strong** [link](x)', 'md'],
  ['{ "a": [1, true, null] }', 'json'],
];

test('each theme colour and font style the theme files name has one class, numbered in the order the file names them', async () => {
  const [light, dark] = await Promise.all([import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')]);
  const classes = await loadCodeTokenClasses();
  for (const [mode, theme] of [['light', light.default], ['dark', dark.default]] as const) {
    const colors = new Set([theme.colors!['editor.foreground'], ...theme.tokenColors!.map((rule) => rule.settings.foreground)].filter(Boolean).map((color) => color!.toUpperCase()));
    assert.deepEqual(new Set(classes[mode].colors.keys()), colors, mode);
    assert.equal(classes[mode].colors.get(theme.colors!['editor.foreground']!.toUpperCase()), `${mode[0]}0`, 'the default colour is first');
    assert.deepEqual(themeClasses(theme as never, mode[0]), classes[mode], 'the same whenever derived');
  }
  const css = codeTokenCss(classes);
  for (const mode of ['light', 'dark'] as const) {
    for (const [color, name] of classes[mode].colors) assert.ok(css.includes(`.shiki .${name} { --shiki-${mode}: ${color}; }`), name);
  }
  assert.match(css, /\.shiki \.lf1 \{ --shiki-light-font-style: italic; \}/);
  assert.match(css, /\.shiki \.df5 \{ --shiki-dark-font-style: italic; --shiki-dark-text-decoration: underline; \}/);
});

test('a style with no class (a colour or font style the theme files do not name, or a property one theme lacks) gets none', async () => {
  const classes = await loadCodeTokenClasses();
  assert.equal(tokenClassNames(classes, ['#D73A49', '#F97583'], [0, 0]), 'l5 d5');
  assert.equal(tokenClassNames(classes, ['#d73a49', '#f97583'], [1, 1]), 'l5 d5 lf1 df1');
  assert.equal(tokenClassNames(classes, ['#123456', '#F97583'], [0, 0]), undefined);
  assert.equal(tokenClassNames(classes, ['#D73A49', ''], [0, 0]), undefined);
  assert.equal(tokenClassNames(classes, ['#D73A49', '#F97583'], [1, 0]), undefined, 'italic in one theme only: the other writes inherit');
  assert.equal(tokenClassNames(classes, ['#D73A49', '#F97583'], [3, 3]), undefined, 'italic bold: no theme names it');
});

test('a block gets the same classes in any order of highlighting and on another thread', async () => {
  const inOrder = await createCodeHighlighter();
  await inOrder.prepare(BLOCKS.map(([, lang]) => lang));
  const expected = BLOCKS.map(([code, lang]) => inOrder.highlight(code, lang));
  inOrder.dispose();
  assert.match(expected[0], /class="l5 d5"/);

  const reversed = await createCodeHighlighter();
  await reversed.prepare(BLOCKS.map(([, lang]) => lang).reverse());
  const backwards = [...BLOCKS].reverse().map(([code, lang]) => reversed.highlight(code, lang)).reverse();
  reversed.dispose();
  assert.deepEqual(backwards, expected);

  const source = `
    import { parentPort, workerData } from 'node:worker_threads';
    const { createCodeHighlighter } = await import(workerData.module);
    const highlighter = await createCodeHighlighter();
    await highlighter.prepare(workerData.blocks.map(([, lang]) => lang));
    parentPort.postMessage(workerData.blocks.map(([code, lang]) => highlighter.highlight(code, lang)));
    highlighter.dispose();`;
  const worker = new Worker(source, { eval: true, workerData: { module: new URL('../../../src/load/highlight.js', import.meta.url).href, blocks: [...BLOCKS].reverse() } });
  const fromWorker = await new Promise<string[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  assert.deepEqual(fromWorker.reverse(), expected);
});
