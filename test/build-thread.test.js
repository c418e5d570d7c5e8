// `lendocs build` runs on a worker thread whose heap may grow past the main thread's fixed limit (about 4 GB), so a
// site of tens of thousands of pages builds with the default settings (src/commands/build-thread.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { totalmem } from 'node:os';

const MODULE = new URL('../dist/src/commands/build-thread.js', import.meta.url).href;

function limitWith(args, env = {}) {
  const script = `import(${JSON.stringify(MODULE)}).then((m) => console.log(m.buildHeapLimitMb()))`;
  const output = execFileSync(process.execPath, [...args, '-e', script], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '', ...env } });
  return Number(output.trim());
}

test('the build thread may use three quarters of the machine memory', () => {
  const limit = limitWith([]);
  assert.ok(limit >= Math.floor((totalmem() / 2 ** 20) * 0.75), `${limit} MB`);
});

test('a heap limit given on purpose is kept, in the command or in NODE_OPTIONS', () => {
  const inCommand = limitWith(['--max-old-space-size=300']);
  const inOptions = limitWith([], { NODE_OPTIONS: '--max-old-space-size=300' });
  for (const limit of [inCommand, inOptions]) assert.ok(limit >= 300 && limit < 400, `${limit} MB`);
});
