// `lendocs build` runs on a worker thread whose heap may grow past the main thread's fixed limit (about 4 GB), so a
// site of tens of thousands of pages builds with the default settings (src/commands/build-thread.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { totalmem } from 'node:os';
import path from 'node:path';
import { makeSite, tempDir } from '../support/fixture-site.js';
import { BIN } from '../support/repo.js';

const MODULE = new URL('../../src/commands/build-thread.js', import.meta.url).href;

function limitWith(args, env = {}) {
  const script = `import(${JSON.stringify(MODULE)}).then((m) => console.log(m.buildHeapLimitMb()))`;
  const output = execFileSync(process.execPath, [...args, '-e', script], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '', ...env } });
  return Number(output.trim());
}

test('the build thread may use three quarters of the machine memory', () => {
  const limit = limitWith([]);
  assert.ok(limit >= Math.floor((totalmem() / 2 ** 20) * 0.75), `${limit} MB`);
});

test('a heap limit given on purpose is kept, in the command or in NODE_OPTIONS, in either spelling', () => {
  const inCommand = limitWith(['--max_old_space_size=300']);
  const inOptions = limitWith([], { NODE_OPTIONS: '--max-old-space-size=300' });
  for (const limit of [inCommand, inOptions]) assert.ok(limit >= 300 && limit < 400, `${limit} MB`);
});

test('a build that runs out of memory says so, with what to do, and leaves no lock or output behind', () => {
  const pages: Record<string, any> = {};
  for (let i = 0; i < 200; i++) pages[`docs/page-${i}.md`] = `---\ntitle: Page ${i}\n---\n\n${'Words of the page. '.repeat(2000)}\n`;
  const root = makeSite(pages);
  const parent = tempDir();
  const out = path.join(parent, 'site');
  const bin = BIN;
  const result = spawnSync(process.execPath, [bin, 'build', '--root', root, '--out', out, '--no-cache'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=20' },
  });
  assert.equal(result.status, 1, result.stderr);
  assert.match(result.stderr, /The build ran out of memory: its heap may grow to \d+ MB/);
  assert.match(result.stderr, /--max-old-space-size=<MB>/);
  assert.doesNotMatch(result.stderr, /bug in lendocs|at .*\.js:\d+/);
  assert.equal(existsSync(out), false);
  assert.deepEqual(readdirSync(parent).filter((name) => name.includes('lendocs-lock')), []);
});
