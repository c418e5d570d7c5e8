// Determinism: two builds of the same content are byte-identical — no timestamps, random ids or hash-order effects.
// One build is the copy of content/ every suite shares (written to disk, in its own process); the other is made
// here, in memory. Equal bytes show both that builds repeat exactly and that memory and disk give the same files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { builtContent, CONTENT } from '../support/content-site.js';

/** Every file under `dir`, as sorted relative paths. */
function listFiles(dir) {
  const files: any[] = [];
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

test('two builds of content/, one on disk and one in memory, are identical file for file and byte for byte', { timeout: 240_000 }, async () => {
  const onDisk = await builtContent();
  const memory = await build({ root: CONTENT, out: path.join(onDisk, '..', 'unused'), write: false });
  assert.deepEqual(memory.diagnostics.filter((d) => d.severity === 'error'), []);
  const files = listFiles(onDisk);
  assert.ok(files.length > 146, `only ${files.length} files built`);
  // Every file, the search index and the output manifest included, must match exactly.
  assert.deepEqual([...memory.files!.keys()].sort(), files, 'the two builds made different sets of files');
  const different = files.filter((file) => !Buffer.from(memory.files!.get(file)!).equals(readFileSync(path.join(onDisk, file))));
  assert.deepEqual(different, [], `files whose bytes differ between the two builds: ${different.slice(0, 20).join(', ')}`);
});
