// Highlighted blocks in the persistent cache (.lendocs-cache/highlight/, src/load/highlight-store.ts): when pages
// are parsed again (a new lendocs release, a new config, an edit), a block highlighted before comes from the cache,
// while changed code, or another release of shiki's themes or grammars, is highlighted again. With or without the
// cache, the output is the same bytes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { build } from '../../src/pipeline/build.js';
import { outputPackageVersions } from '../../src/version.js';
import { makeSite, tempDir } from '../support/fixture-site.js';

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;
const SITE = {
  'docs/a.md': page('Alpha', '```ts\nconst alpha = 1;\n```\n\n```bash\nnpm install example\n```'),
  'docs/b.md': page('Beta', '```ts\nconst beta = 2;\n```\n\n```bash\nnpm install example\n```'),
  'pages/index.md': page('Home', 'Welcome.'),
};

const storeFolder = (cacheDir: string) => path.join(cacheDir, 'highlight');
const storedBlocks = (cacheDir: string) => fg.sync('*/*.html', { cwd: storeFolder(cacheDir) }).sort();

async function buildWith(root: string, cache?: { dir: string; version?: string; packages?: Record<string, string> }) {
  const out = path.join(tempDir(), 'site');
  const result = await build({ root, out, cache });
  assert.deepEqual(result.diagnostics, []);
  return out;
}

/** Replaces every stored block's HTML with a marker naming it, to see which blocks a build takes from the store. */
function markStoredBlocks(cacheDir: string): void {
  for (const file of storedBlocks(cacheDir)) writeFileSync(path.join(storeFolder(cacheDir), file), `<span class="line">STORED ${file}</span>`);
}

const html = (out: string, route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');

test('a build with a cache keeps each distinct block once, and its output equals a build without one', async () => {
  const root = makeSite(SITE);
  const cacheDir = path.join(tempDir(), 'cache');
  const cold = await buildWith(root);
  assert.equal(existsSync(path.join(root, '.lendocs-cache')), false);
  const cached = await buildWith(root, { dir: cacheDir });
  // Two ts blocks and one bash block, written on two pages.
  assert.equal(storedBlocks(cacheDir).length, 3);
  for (const route of ['a', 'b']) assert.equal(html(cached, route), html(cold, route));
});

test('pages parsed again take their blocks from the cache; changed code is highlighted anew', async () => {
  const root = makeSite(SITE);
  const cacheDir = path.join(tempDir(), 'cache');
  const first = await buildWith(root, { dir: cacheDir, version: '1.0.0' });
  markStoredBlocks(cacheDir);
  // A new lendocs release parses every page again; the blocks come from the store.
  writeFileSync(path.join(root, 'docs/b.md'), page('Beta', '```ts\nconst beta = 3;\n```\n\n```bash\nnpm install example\n```'));
  const second = await buildWith(root, { dir: cacheDir, version: '1.0.1' });
  assert.equal((html(second, 'a').match(/STORED/g) ?? []).length, 2);
  // b.md's bash block is stored; its changed ts block is not, and is highlighted as a build without cache does it.
  assert.equal((html(second, 'b').match(/STORED/g) ?? []).length, 1);
  assert.match(html(second, 'b'), /beta<\/span>/);
  assert.match(html(second, 'b'), />3<\/span>/);
  assert.equal(storedBlocks(cacheDir).length, 4);
  assert.match(html(first, 'a'), /<span class="l\d+ d\d+">/);
});

test('another release of shiki’s themes or grammars highlights every block again', async () => {
  const root = makeSite(SITE);
  const cacheDir = path.join(tempDir(), 'cache');
  const packages = outputPackageVersions();
  const cold = await buildWith(root);
  await buildWith(root, { dir: cacheDir, packages });
  markStoredBlocks(cacheDir);
  for (const upgraded of [{ ...packages, '@shikijs/themes': `${packages['@shikijs/themes']}-next` }, { ...packages, '@shikijs/langs': `${packages['@shikijs/langs']}-next` }]) {
    const out = await buildWith(root, { dir: cacheDir, packages: upgraded });
    assert.doesNotMatch(html(out, 'a'), /STORED/);
    assert.equal(html(out, 'a'), html(cold, 'a'));
  }
  assert.equal(readdirSync(storeFolder(cacheDir)).length > 0, true);
});
