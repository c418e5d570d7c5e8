// Small text helpers (src/shared/text-transforms.ts): capitalising, decoding as a static server does, and clipping titles.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { capitalise, clipText, safeDecode, TITLE_LIMIT } from '../../../src/shared/text-transforms.js';

test('capitalise upper-cases the first letter only', () => {
  assert.equal(capitalise('note'), 'Note');
  assert.equal(capitalise('élan'), 'Élan');
  assert.equal(capitalise(''), '');
});

test('safeDecode decodes escapes as a static server does, and leaves an invalid one as written', () => {
  assert.equal(safeDecode('%23'), '#');
  assert.equal(safeDecode('%25'), '%');
  assert.equal(safeDecode('a%20b'), 'a b');
  assert.equal(safeDecode('100%'), '100%');
  assert.equal(safeDecode('%E9'), '%E9');
});

test('clipText cuts at a word boundary with "…", a single long word inside, and never splits a surrogate pair', () => {
  const huge = Array.from({ length: 15000 }, (_, i) => `giant${i}`).join(' ');
  assert.equal(clipText('short', 10), 'short');
  assert.equal(clipText('alpha beta gamma delta', 12), 'alpha beta…');
  assert.equal(clipText('x'.repeat(50), 10), `${'x'.repeat(9)}…`);
  assert.equal(clipText(`${'x'.repeat(8)}😀`, 10), `${'x'.repeat(8)}😀`);
  assert.equal(clipText(`${'x'.repeat(8)}😀yy`, 10), `${'x'.repeat(8)}…`);
  for (const limit of [2, 10, TITLE_LIMIT]) assert.ok(clipText(huge, limit).length <= limit);
});
