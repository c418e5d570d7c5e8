// A site rendered on one thread highlights its code blocks on a thread of its own (src/load/remote-highlighter.ts):
// the pages must come out as they do with the highlighter on the rendering thread, byte for byte, whatever marks
// the blocks' lines, and a page must fail, not wait forever, when that thread stops.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCodeHighlighter } from '../../../src/load/highlight.js';
import { createMarkdown } from '../../../src/load/markdown.js';
import { createRemoteHighlighter } from '../../../src/load/remote-highlighter.js';

const PAGE = [
  '# Title',
  '',
  '```ts title="pool.ts" {2}',
  'const a: number = 1;',
  'export const b = a + 1;',
  '```',
  '',
  '```js',
  '// highlight-next-line',
  'call();',
  'other(); // highlight-line',
  '```',
  '',
  '<!-- truncate -->',
  '',
  '```bash showLineNumbers',
  'npm install lendocs',
  '```',
  '',
  '```bash npm2yarn',
  'npm install --save lendocs',
  '```',
  '',
  '```not-a-language',
  '<b>plain & "quoted"</b>',
  '```',
  '',
  '```',
  'no language',
  '```',
  '',
  '```js',
  'call();',
  '```',
  '',
  '    indented code',
].join('\n');

test('blocks highlighted on their own thread give the page the same HTML as on the rendering thread', async () => {
  const here = await createCodeHighlighter();
  const away = createRemoteHighlighter();
  try {
    const where = { file: 'page.md', source: 'docs/page.md', bodyLine: 1, npm2yarn: { sync: false, converters: ['yarn', 'pnpm'] } } as never;
    const expected = await createMarkdown(here).render(PAGE, where, new Map());
    const renderer = createMarkdown(away);
    // Several pages in flight at once, as the load stage renders them: each gets its own blocks back.
    const pages = await Promise.all([PAGE, PAGE.replace('call()', 'first()'), PAGE].map((body) => renderer.render(body, where, new Map())));
    for (const page of [pages[0], pages[2]]) {
      assert.equal(page.html, expected.html);
      assert.equal(page.excerptHtml, expected.excerptHtml);
      assert.deepEqual(page.search, expected.search);
    }
    assert.match(pages[1].html, /first/);
    assert.doesNotMatch(pages[0].html + pages[0].excerptHtml, /\u0000/);
    assert.match(expected.html, /theme-code-block-highlighted-line/);
  } finally {
    here.dispose();
    away.dispose();
  }
});

test('a page whose blocks wait on a highlighting thread that stopped fails with a message instead of waiting', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lendocs-highlight-'));
  const script = path.join(dir, 'dying-worker.mjs');
  writeFileSync(script, "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => process.exit(3));\n");
  const away = createRemoteHighlighter(undefined, new URL(`file://${script}`));
  try {
    const renderer = createMarkdown(away);
    await assert.rejects(renderer.render('```js\na();\n```', { file: 'a.md', source: 'docs/a.md', bodyLine: 1 }, new Map()), /highlighting thread stopped unexpectedly \(exit code 3\)/);
    // And the next page fails at once too.
    await assert.rejects(renderer.render('```js\nb();\n```', { file: 'b.md', source: 'docs/b.md', bodyLine: 1 }, new Map()), /highlighting thread stopped/);
  } finally {
    away.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
});
