// The persistent store of highlighted blocks (src/load/highlight-store.ts): its key changes with every input of a
// block's HTML (shiki's packages, lendocs's code that makes the HTML, the grammar, the themes, the code) and with nothing else, and a highlighter given
// a store reads what is there and adds what it highlights.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { highlightKey, openHighlightStore, type HighlightKeyParts } from '../../../src/load/highlight-store.js';
import { createCodeHighlighter, TOKEN_HTML_CODE } from '../../../src/load/highlight.js';

const PARTS: HighlightKeyParts = {
  packages: { shiki: '4.6.0', '@shikijs/langs': '4.6.0', '@shikijs/themes': '4.6.0', react: '19.0.0' },
  renderer: 'tokens → HTML',
  grammar: 'typescript',
  language: 'ts',
  themes: ['github-light', 'github-dark'],
  code: 'const a = 1;\n',
};

test('the key changes with the code, the grammar, the language as written, the themes, shiki’s packages and lendocs’s token HTML code', () => {
  const base = highlightKey(PARTS);
  assert.equal(highlightKey({ ...PARTS }), base);
  const changed = [
    { ...PARTS, code: 'const a = 2;\n' },
    { ...PARTS, grammar: 'javascript' },
    { ...PARTS, language: 'typescript' },
    { ...PARTS, themes: ['github-light', 'one-dark-pro'] },
    { ...PARTS, themes: ['github-dark', 'github-light'] },
    { ...PARTS, packages: { ...PARTS.packages, '@shikijs/themes': '4.7.0' } },
    { ...PARTS, packages: { ...PARTS.packages, '@shikijs/langs': '4.7.0' } },
    { ...PARTS, packages: { ...PARTS.packages, shiki: '4.7.0' } },
    { ...PARTS, renderer: 'tokens → other HTML' },
  ];
  const keys = changed.map(highlightKey);
  for (const key of keys) assert.notEqual(key, base);
  assert.equal(new Set(keys).size, keys.length);
});

test('the key ignores packages that do not highlight, and the order the versions are listed in', () => {
  const base = highlightKey(PARTS);
  assert.equal(highlightKey({ ...PARTS, packages: { ...PARTS.packages, react: '20.0.0', 'markdown-it': '15.0.0' } }), base);
  const reversed = Object.fromEntries(Object.entries(PARTS.packages).reverse());
  assert.equal(highlightKey({ ...PARTS, packages: reversed }), base);
  // Code and language cannot run into each other: the code is hashed apart from the rest.
  assert.notEqual(highlightKey({ ...PARTS, language: 'ts', code: 'x' }), highlightKey({ ...PARTS, language: 'tsx', code: '' }));
});

test('the store gives back what was set, and nothing for a key never set', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'highlight-store-'));
  try {
    const store = openHighlightStore(dir);
    const key = highlightKey(PARTS);
    assert.equal(store.get(key), undefined);
    store.set(key, '<span class="line">x</span>');
    assert.equal(openHighlightStore(dir).get(key), '<span class="line">x</span>');
    // No temporary file is left beside the entry.
    const [shard] = readdirSync(path.join(dir, 'highlight'));
    assert.deepEqual(readdirSync(path.join(dir, 'highlight', shard)), [`${key.slice(2)}.html`]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a highlighter with a store keeps what it highlights, reuses a stored block, and highlights changed code anew', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'highlight-store-'));
  const packages = { shiki: '4.6.0', '@shikijs/themes': '4.6.0' };
  try {
    const cold = await createCodeHighlighter();
    await cold.prepare(['ts']);
    const expected = cold.highlight('const a = 1;', 'ts');
    cold.dispose();

    const first = await createCodeHighlighter({ dir, packages });
    await first.prepare(['ts']);
    assert.equal(first.highlight('const a = 1;', 'ts'), expected);
    first.dispose();
    const key = highlightKey({ packages, renderer: createHash('sha256').update(TOKEN_HTML_CODE).digest('base64url'), grammar: 'typescript', language: 'ts', themes: ['github-light', 'github-dark'], code: 'const a = 1;' });
    const store = openHighlightStore(dir);
    assert.equal(store.get(key), expected);

    // What the store holds is what the next highlighter gives: it did not highlight again.
    store.set(key, '<span class="line">from the store</span>');
    const second = await createCodeHighlighter({ dir, packages });
    await second.prepare(['ts']);
    assert.equal(second.highlight('const a = 1;', 'ts'), '<span class="line">from the store</span>');
    // Other code, or another release of shiki's themes, is highlighted anew.
    assert.notEqual(second.highlight('const a = 2;', 'ts'), '<span class="line">from the store</span>');
    assert.match(second.highlight('const a = 2;', 'ts'), /class="l\d+ d\d+"/);
    second.dispose();
    const upgraded = await createCodeHighlighter({ dir, packages: { ...packages, '@shikijs/themes': '4.7.0' } });
    await upgraded.prepare(['ts']);
    assert.equal(upgraded.highlight('const a = 1;', 'ts'), expected);
    upgraded.dispose();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the code that makes a block’s HTML is what the key holds: its functions, the colouring and class modules, their constants', () => {
  for (const part of ['function highlightTokens', 'function openingTag', 'function encode', 'class TwoThemeColourer', 'function tokenClassNames', 'function lineClassNames', 'tokenizeMaxLineLength', 'github-dark']) {
    assert.ok(TOKEN_HTML_CODE.includes(part), part);
  }
});

// The keys that format numbers gave (1: inline styles; 2: the themes' classes), which a hand-kept number had to be raised to retire.
for (const format of [1, 2]) {
  test(`a block stored under the key of store format ${format} is not reused`, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'highlight-store-'));
    const packages = { shiki: '4.6.0', '@shikijs/themes': '4.6.0' };
    try {
      const shiki = Object.entries(packages).sort(([a], [b]) => (a < b ? -1 : 1));
      const oldKey = createHash('sha256')
        .update(JSON.stringify([format, shiki, 'typescript', 'ts', ['github-light', 'github-dark']]))
        .update('\0')
        .update('const a = 1;')
        .digest('hex');
      openHighlightStore(dir).set(oldKey, '<span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583">old</span></span>');
      const highlighter = await createCodeHighlighter({ dir, packages });
      await highlighter.prepare(['ts']);
      const html = highlighter.highlight('const a = 1;', 'ts');
      highlighter.dispose();
      assert.doesNotMatch(html, /old|style=/);
      assert.match(html, /<span class="l5 d5">const<\/span>/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
