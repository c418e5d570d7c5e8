// test/support/temp.ts in a group of test files (scripts/run-tests.mjs runs several in one process, each in a suite
// of its own): every file's temporary folders are removed when the process ends, not only the first file's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TEMP = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../support/temp.js')).href;

test('the temporary folders of every file of a group are removed', () => {
  const files = mkdtempSync(path.join(tmpdir(), 'lendocs-group-'));
  // The folder the group's files make theirs in (TMPDIR), empty before the run.
  const scratch = mkdtempSync(path.join(tmpdir(), 'lendocs-group-tmp-'));
  try {
    const member = (name: string) => {
      const file = path.join(files, `${name}.mjs`);
      const source = `import { test } from 'node:test';\nimport { tempDir, writeFiles } from ${JSON.stringify(TEMP)};\ntest('${name}', () => { writeFiles(tempDir(), { 'a/b.txt': '${name}' }); });\n`;
      writeFileSync(file, source);
      return pathToFileURL(file).href;
    };
    const members = ['first', 'second', 'third'].map((name) => `describe(${JSON.stringify(name)}, async () => { await import(${JSON.stringify(member(name))}); });`);
    const group = path.join(files, 'group.mjs');
    writeFileSync(group, `import { describe } from 'node:test';\n${members.join('\n')}\n`);
    // Without NODE_TEST_CONTEXT, which would make the inner run report to this one instead of printing.
    const { NODE_TEST_CONTEXT: _, ...env } = process.env;
    const run = spawnSync(process.execPath, ['--test', '--test-reporter=tap', group], { env: { ...env, TMPDIR: scratch }, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /# pass 3/);
    assert.deepEqual(readdirSync(scratch), []);
  } finally {
    rmSync(files, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  }
});
