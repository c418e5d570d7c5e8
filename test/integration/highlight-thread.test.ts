// A site rendered on one thread (fewer Markdown files than the worker pool's threshold) highlights its code blocks on
// a thread of its own (src/load/remote-highlighter.ts), so the build thread never loads shiki or compiles a grammar:
// that work runs beside the reading and parsing instead of in their way (issue 36). A process of its own registers a
// loader hook that writes every ES module the build thread loads to stderr (a worker thread started without the
// hook, as lendocs starts them, is not seen).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { doc, makeSite } from '../support/fixture-site.js';

const DIST = new URL('../../src/', import.meta.url).href;
const HOOK = "import { writeSync } from 'node:fs'; export async function load(url, context, next) { writeSync(2, 'loaded ' + url + '\\n'); return next(url, context); }";
const REGISTER = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(HOOK)}`)});`;
const SCRIPT = `
const { build } = await import(${JSON.stringify(`${DIST}pipeline/build.js`)});
const root = process.argv[1];
const result = await build({ root, out: root + '-unused', write: false });
process.stdout.write(JSON.stringify({ errors: result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message), page: String(result.files.get('guide/index.html') ?? '') }));
`;

test('a small site highlights its code blocks off the build thread, which loads no shiki, and its pages get them', () => {
  const site = makeSite({
    'docs/guide.md': doc({ title: 'Guide' }, '## Setup\n\n```ts {2}\nconst a: number = 1;\nexport const b = a;\n```\n\n```bash\nnpm install\n```\n'),
    'docs/other.md': doc({ title: 'Other' }, 'No code here.\n'),
  });
  const run = spawnSync(process.execPath, ['--no-warnings', '--import', `data:text/javascript,${encodeURIComponent(REGISTER)}`, '--input-type=module', '-e', SCRIPT, site], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  assert.equal(run.status, 0, run.stderr);
  const result = JSON.parse(run.stdout);
  assert.deepEqual(result.errors, []);
  const loaded = [...run.stderr.matchAll(/^loaded (.*)$/gm)].map((match) => match[1]);
  assert.ok(loaded.some((url) => url.endsWith('/load/markdown.js')), 'the hook sees the build');
  // The two themes' colours are read for the stylesheet (code-token-classes.ts): data, not the highlighter.
  const highlighter = loaded.filter((url) => /\/node_modules\/(shiki|@shikijs\/)|\/load\/highlight\.js$/.test(url) && !/\/themes\/(dist\/)?github-(light|dark)\.mjs$/.test(url));
  assert.deepEqual(highlighter, [], 'the build thread loads no highlighter');
  // Highlighted all the same: coloured tokens, the marked line, no placeholder left.
  assert.match(result.page, /<pre class="shiki"[^>]*><code><span class="line[^"]*"><span class="/);
  assert.match(result.page, /theme-code-block-highlighted-line/);
  assert.doesNotMatch(result.page, /\u0000/);
});

// A site of a few pages may have no code block at all: the thread is then never started (before, every build without
// a cache started it and loaded shiki, which the suite's small fixture sites paid for hundreds of times).
test('a site of a few pages without code blocks starts no highlighting thread; one with a code block starts it', () => {
  const threads = (files: Record<string, string>) => {
    const count = "let threads = 0; process.on('worker', () => { threads += 1; });";
    const run = spawnSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', `${count}${SCRIPT}; process.stdout.write('\\n' + threads);`, makeSite(files)], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    assert.equal(run.status, 0, run.stderr);
    return Number(run.stdout.split('\n').at(-1));
  };
  const plain = threads({ 'docs/guide.md': doc({ title: 'Guide' }, 'No code here.\n') });
  const withCode = threads({ 'docs/guide.md': doc({ title: 'Guide' }, '```bash\nnpm install\n```\n') });
  assert.equal(withCode, plain + 1);
});
