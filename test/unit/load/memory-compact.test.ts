// What keeps a large build's memory down (issue 17): bodies stored at one byte per character (src/load/compact-string.ts).
// How V8 stores a string is seen in its structured-clone form: after the header (and any padding bytes), tag '"' for
// one byte per character, 'c' for two.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serialize } from 'node:v8';
import { compactString } from '../../../src/load/compact-string.js';
import { createCodeHighlighter, createSnippetCache, SNIPPET_CACHE_CHARS } from '../../../src/load/highlight.js';

const storage = (text: string) => ({ 0x22: 'one-byte', 0x63: 'two-byte' })[serialize(text).subarray(2).find((byte) => byte !== 0) as number];

test('a Latin-1 string stored at two bytes per character comes back at one, with the same value', () => {
  // A slice of a string that holds an em dash is stored like its parent, though its own characters all fit in one byte.
  const parent = `\u2014<p>Caf\u00e9 &amp; r\u00e9sum\u00e9 ${'lorem ipsum '.repeat(20)}</p>`;
  const latin1 = parent.slice(1);
  assert.equal(storage(latin1), 'two-byte');
  const compact = compactString(latin1);
  assert.equal(compact, latin1);
  assert.equal(storage(compact), 'one-byte');
});

test('text with characters beyond Latin-1 is left as it is', () => {
  const text = `<p>Pools \u2014 vaults \u2192 ${'x'.repeat(100)}</p>`;
  assert.equal(compactString(text), text);
  assert.equal(storage(compactString(text)), 'two-byte');
});

test('highlighting gives the same HTML for a block after the snippet cache has forgotten it', async () => {
  const highlighter = await createCodeHighlighter();
  try {
    await highlighter.prepare(['ts']);
    const block = 'const fee = pool.fee(); // basis points\nexport default fee;';
    const first = highlighter.highlight(block, 'ts');
    assert.equal(highlighter.highlight(block, 'ts'), first);
    // More distinct blocks than the cache holds push the first one out.
    let chars = 0;
    for (let n = 0; chars <= 2 * SNIPPET_CACHE_CHARS; n++) chars += highlighter.highlight(`${n} ${'x'.repeat(100_000)}`, 'text').length;
    assert.equal(highlighter.highlight(block, 'ts'), first);
  } finally {
    highlighter.dispose();
  }
});

test('the snippet cache forgets the least recently used block first, so a block used all along stays', () => {
  const cache = createSnippetCache(80);
  cache.add('install', 'i'.repeat(10));
  cache.add('a', 'a'.repeat(10));
  assert.equal(cache.get('install'), 'i'.repeat(10));
  for (let n = 0; n < 6; n++) cache.add(`b${n}`, `${n}`.repeat(10));
  // 90 characters: the least recently used ('a') goes, not the oldest ('install').
  cache.add('last', 'l'.repeat(10));
  assert.equal(cache.get('a'), undefined);
  assert.equal(cache.get('install'), 'i'.repeat(10));
  assert.equal(cache.get('last'), 'l'.repeat(10));
  // A block of more than an eighth of the cache is not kept: it would push out most of the others.
  cache.add('huge', 'h'.repeat(11));
  assert.equal(cache.get('huge'), undefined);
  assert.equal(cache.get('b0'), '0'.repeat(10));
});
