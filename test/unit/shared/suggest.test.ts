// "Did you mean …?" (src/shared/suggest.ts): the known name nearest a misspelt one, only when it is a likely typo.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { closestName } from '../../../src/shared/suggest.js';

const CASES: [string, string[], string | undefined, string][] = [
  ['lable', ['label', 'title'], 'label', 'two neighbours swapped count as one edit'],
  ['sidebar_lable', ['sidebar_label', 'sidebar_position'], 'sidebar_label', 'the nearest of several close names'],
  ['titel', ['title', 'tags'], 'title', 'a swap inside a short word'],
  ['TITLE', ['title'], 'title', 'case does not count, the candidate is returned as written'],
  ['slgu', ['slug', 'tags'], 'slug', 'one swap in four letters'],
  ['hideTitel', ['hide_title', 'hideTitle'], 'hideTitle', 'the closer spelling wins'],
  ['xyz', ['title', 'tags'], undefined, 'nothing within a third of the length: no suggestion'],
  ['a', ['b', 'c'], 'b', 'a one-letter word allows one edit; the first candidate wins a tie'],
];

for (const [word, candidates, expected, rule] of CASES) {
  test(`closestName: ${rule} (${word} among ${candidates.join(', ')})`, () => {
    assert.equal(closestName(word, candidates), expected);
  });
}
