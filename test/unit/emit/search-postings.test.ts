// The search index's postings kept as variable-length bytes (issue 36, flat memory: src/emit/varints.ts,
// search-postings.ts) give what the typed arrays of term, page and count gave: the same numbers, the same entries.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Postings } from '../../../src/emit/search-postings.js';
import { Varints } from '../../../src/emit/varints.js';

/** A small deterministic random sequence (a linear congruential generator), so a failure can be replayed. */
function randomFrom(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

test('lists of numbers written in turn into shared blocks read back as written, across blocks and growth', () => {
  const random = randomFrom(7);
  const varints = new Varints();
  const edges = [0, 1, 127, 128, 16383, 16384, 2 ** 21, 2 ** 31 - 1, 2 ** 40];
  const lists = Array.from({ length: 300 }, () => ({ first: varints.block(), end: 0, numbers: [] as number[] }));
  for (const list of lists) list.end = list.first;
  // Interleaved, so every list's blocks are scattered through the array, which grows well past its first 64 KB.
  for (let step = 0; step < 60_000; step++) {
    const list = lists[random(lists.length)];
    const value = step % 11 === 0 ? edges[random(edges.length)] : random(300);
    list.end = varints.write(list.end, value);
    list.numbers.push(value);
  }
  for (const list of lists) assert.deepEqual(varints.read(list.first, list.end), list.numbers);
  const empty = varints.block();
  assert.deepEqual(varints.read(empty, empty), []);
});

test('postings give each term, in sorted order, its pages as distances and its counts, a title adding to its body', () => {
  const random = randomFrom(11);
  const words = ['rate', 'pool', 'Zeta', 'éclair', 'a', 'ab', 'abc', 'vault', '10', 'liquidation', '😀'];
  const postings = new Postings();
  const expected = new Map<string, [number, number][]>();
  for (let doc = 0; doc < 400; doc += 1 + random(3)) {
    // Body terms once each, then the title's, which may repeat a body term (its count adds to it).
    const body = words.filter(() => random(3) === 0);
    const title = words.filter(() => random(5) === 0);
    for (const [term, count] of [...body.map((term) => [term, 1 + random(70_000)] as const), ...title.map((term) => [term, 3] as const)]) {
      postings.add(term, doc, count);
      const list = expected.get(term) ?? [];
      if (list.at(-1)?.[0] === doc) list.at(-1)![1] += count;
      else list.push([doc, count]);
      expected.set(term, list);
    }
  }
  const entries = [...postings.sortedEntries()].filter((step) => step !== undefined);
  const terms = [...expected.keys()].sort();
  assert.deepEqual(entries.map(([term]) => term), terms);
  for (const [term, entry] of entries) {
    let previous = 0;
    const numbers = expected.get(term)!.flatMap(([doc, count]) => {
      const gap = doc - previous;
      previous = doc;
      return [gap, count];
    });
    assert.equal(entry, `${JSON.stringify(term)}:[${numbers.join(',')}]`);
  }
});
