// Determinism: two builds of the same content are byte-identical — no timestamps, random ids or hash-order effects.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../dist/src/pipeline.js';
import { tempDir } from './helpers.js';

const CONTENT = new URL('../content', import.meta.url).pathname;

/** Every file under `dir`, as sorted relative paths. */
function listFiles(dir) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return files.sort();
}

test('two builds of content/ into two folders are identical, file for file and byte for byte', { timeout: 240_000 }, async () => {
  const outs = [path.join(tempDir(), 'first'), path.join(tempDir(), 'second')];
  for (const out of outs) {
    const result = await build({ root: CONTENT, out });
    assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), [], `build into ${out} failed`);
  }
  const [first, second] = outs.map(listFiles);
  assert.ok(first.length > 146, `only ${first.length} files built`);
  assert.deepEqual(second, first, 'the two builds made different sets of files');
  const different = first.filter((file) => !readFileSync(path.join(outs[0], file)).equals(readFileSync(path.join(outs[1], file))));
  assert.deepEqual(different, [], `files whose bytes differ between the two builds: ${different.slice(0, 20).join(', ')}`);
});

test('an in-memory build gives the same files as a build written to disk', { timeout: 240_000 }, async () => {
  const out = path.join(tempDir(), 'disk');
  const written = await build({ root: CONTENT, out });
  assert.deepEqual(written.diagnostics.filter((d) => d.severity === 'error'), []);
  const memory = await build({ root: CONTENT, out: path.join(tempDir(), 'unused'), write: false });
  // Every file, the search index included, must match exactly.
  const onDisk = listFiles(out);
  const inMemory = [...memory.files.keys()].sort();
  assert.deepEqual(inMemory, onDisk);
  for (const file of onDisk) {
    assert.ok(Buffer.from(memory.files.get(file)).equals(readFileSync(path.join(out, file))), `${file} differs between the in-memory and the written build`);
  }
});
