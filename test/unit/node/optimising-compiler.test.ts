// A small site's build compiles its hot functions without TurboFan's inlining, a large one with it
// (src/node/optimising-compiler.ts, issue 36). Each case runs in a process of its own, whose V8 writes what it inlines
// (--trace-turbo-inlining): a function is made hot and optimised at once (natives syntax), after the Markdown
// renderer for a site was opened, and the trace shows whether its callee was inlined into it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { tempDir, writeFiles } from '../../support/temp.js';

const OPEN_MARKDOWN = new URL('../../../src/load/open-markdown.js', import.meta.url).href;
const COMPILER = new URL('../../../src/node/optimising-compiler.js', import.meta.url).href;

/** The trace of optimising `caller` (which calls `callee`) after `setUp`; the process's own output otherwise. */
function inlinedAfter(setUp: string, nodeFlags: string[] = []): boolean {
  const script = `
    ${setUp}
    function callee(a, b) { return a + b; }
    function caller(n) { let s = 0; for (let i = 0; i < n; i++) s = callee(s, i); return s; }
    %PrepareFunctionForOptimization(caller);
    caller(10);
    caller(10);
    %OptimizeFunctionOnNextCall(caller);
    caller(10);
  `;
  const run = spawnSync(process.execPath, [...nodeFlags, '--allow-natives-syntax', '--trace-turbo-inlining', '--no-warnings', '--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return /Inlining .*callee.* into .*caller/.test(run.stdout);
}

/** A content folder of `count` Markdown files. */
function site(count: number): string {
  return writeFiles(tempDir('lendocs-optimising-'), Object.fromEntries(Array.from({ length: count }, (_, index) => [`docs/page-${index}.md`, `# Page ${index}\n`])));
}

// One block per site opened, so two can follow each other in one script.
const opened = (root: string, longLived = false) => `{
  const { openMarkdown } = await import(${JSON.stringify(OPEN_MARKDOWN)});
  const markdown = await openMarkdown(${JSON.stringify(root)}, { run: async () => { throw new Error('no components here'); } }, undefined, { startNow: 1, longLived: ${longLived} });
  await markdown.close();
}`;

test('V8 inlines as usual in a process that opened no Markdown (the check of this test)', () => {
  assert.equal(inlinedAfter(''), true);
});

test('a site small enough for one Markdown thread is compiled without inlining', () => {
  assert.equal(inlinedAfter(opened(site(3))), false);
});

test('a site large enough for Markdown workers is compiled with inlining, even after a small one in the same process', () => {
  const small = site(3);
  const large = site(150);
  assert.equal(inlinedAfter(`${opened(small)}\n${opened(large)}`), true);
});

test('inlining chosen on the command line is kept', () => {
  const setUp = `const { optimiseForShortRun } = await import(${JSON.stringify(COMPILER)}); optimiseForShortRun();`;
  assert.equal(inlinedAfter(setUp, ['--turbo-inlining']), true);
  assert.equal(inlinedAfter(setUp), false);
});

test("serve's process, however small its site, is compiled with inlining: it runs for hours", () => {
  assert.equal(inlinedAfter(opened(site(3), true)), true);
});
