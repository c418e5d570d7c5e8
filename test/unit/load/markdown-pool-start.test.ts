import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMarkdownPool } from '../../../src/load/markdown-pool.js';

/** A worker that answers every file at once with the thread it ran on. */
const ECHO_WORKER = `import { parentPort, threadId } from 'node:worker_threads';
parentPort.on('message', (message) => {
  if (message.id !== undefined) parentPort.postMessage({ id: message.id, result: { html: String(threadId) } });
});
`;

test('a Markdown pool told to start one worker starts the next only when a file comes while the first is busy', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lendocs-pool-'));
  const script = path.join(dir, 'echo-worker.mjs');
  writeFileSync(script, ECHO_WORKER);
  const pool = createMarkdownPool({ size: 2, startNow: 1, workerUrl: new URL(`file://${script}`) });
  try {
    const where = { file: 'x.md', source: 'docs/x.md', bodyLine: 1 };
    // serve's first page is one body: one thread draws it, and no second one starts beside it.
    assert.equal(pool.started(), 1);
    const alone = await pool.render('# a', where, new Map());
    assert.equal(pool.started(), 1);
    // Two files at once (the full compile): the first worker is busy with one, so the second starts for the other.
    const both = await Promise.all([pool.render('# b', where, new Map()), pool.render('# c', where, new Map())]);
    assert.equal(pool.started(), 2);
    assert.notEqual(both[0].html, both[1].html);
    assert.ok(both.map((r) => r.html).includes(alone.html));
    // No more than its size, however many files wait.
    await Promise.all(Array.from({ length: 5 }, (_, i) => pool.render(`# ${i}`, where, new Map())));
    assert.equal(pool.started(), 2);
  } finally {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a Markdown pool starts all its workers at once unless told otherwise, as a build does', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lendocs-pool-'));
  const script = path.join(dir, 'echo-worker.mjs');
  writeFileSync(script, ECHO_WORKER);
  const pool = createMarkdownPool({ size: 2, workerUrl: new URL(`file://${script}`) });
  try {
    assert.equal(pool.started(), 2);
    assert.equal((await pool.render('# a', { file: 'x.md', source: 'docs/x.md', bodyLine: 1 }, new Map())).html.length > 0, true);
  } finally {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
