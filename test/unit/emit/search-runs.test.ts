// The search index's shards and fragment files cut entry by entry as the entries are made (issue 36, flat memory:
// src/emit/search-runs.ts) are the runs the index cut from its lists held whole: the same files, the same firsts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RunCutter } from '../../../src/emit/search-runs.js';

/** A small deterministic random sequence (a linear congruential generator), so a failure can be replayed. */
function randomFrom(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

/** How the index cut its lists held whole into runs before (the reference the cutter must agree with). */
function cutWhole(entries: string[], bytes: number, mayCut: (index: number) => boolean): { first: number[]; texts: string[] } {
  const runs = { first: [] as number[], texts: [] as string[] };
  let start = 0;
  let size = 0;
  const end = (index: number) => {
    if (index > start) runs.texts.push(`{${entries.slice(start, index).join(',')}}`);
    start = index;
    size = 0;
  };
  for (let index = 0; index < entries.length; index++) {
    const grown = size + entries[index].length;
    if (index > start && grown > bytes && (mayCut(index) || grown > 2 * bytes)) end(index);
    if (index === start) runs.first.push(index);
    size += entries[index].length + 1;
  }
  end(entries.length);
  return runs;
}

test('runs cut entry by entry are those cut from the whole list, groups kept together up to twice the size', () => {
  const random = randomFrom(3);
  for (const bytes of [1, 40, 200, 1000]) {
    const entries = Array.from({ length: 500 }, (_, index) => `"t${index}":[${'1,'.repeat(random(bytes / 2 + 3))}1]`);
    const groups = entries.map(() => random(4));
    const mayCut = (index: number) => groups[index] === 0;
    const cutter = new RunCutter<number>(bytes, '{', '}');
    const texts: string[] = [];
    entries.forEach((entry, index) => {
      const closed = cutter.add(entry, index, mayCut(index));
      if (closed !== undefined) texts.push(closed);
    });
    const last = cutter.finish();
    if (last !== undefined) texts.push(last);
    assert.deepEqual({ first: cutter.first, texts }, cutWhole(entries, bytes, mayCut), `${bytes} bytes`);
  }
  assert.equal(new RunCutter<number>(10, '[', ']').finish(), undefined);
});
