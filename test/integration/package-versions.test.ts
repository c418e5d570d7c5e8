// The versions of the packages that shape the output (shiki and its grammars, KaTeX, markdown-it and its anchor
// plugin, React, esbuild) key the page cache, the render cache and the up-to-date check, as lendocs' own version
// does: after an upgrade of one, nothing made with the old one is reused. Tests stand in for an upgrade through the
// cache options' `packages`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { startServer } from '../../src/serve/server.js';
import { makeSite, tempDir } from '../support/fixture-site.js';
import { fromRepo } from '../support/repo.js';

const page = (title, body) => `---\ntitle: ${title}\n---\n\n${body}\n`;
const SITE = {
  'docs/a.md': page('Alpha', '```ts\nconst a = 1;\n```\n\n$$\nx^2\n$$\n'),
  'docs/b.md': page('Beta', 'Plain text.'),
  'pages/index.md': page('Home', 'Welcome.'),
};

const NAMES = ['shiki', '@shikijs/langs', '@shikijs/themes', 'katex', 'markdown-it', 'markdown-it-anchor', 'react', 'react-dom', 'esbuild'];
const installed = (name) => JSON.parse(readFileSync(fromRepo('node_modules', name, 'package.json'), 'utf8')).version;

/** The installed versions, with one package as if upgraded. */
const upgraded = (name) => ({ ...Object.fromEntries(NAMES.map((each) => [each, installed(each)])), [name]: '999.0.0-upgraded' });

test('the versions are read from the installed packages, and passing them is the same key as reading them', async () => {
  const { outputPackageVersions } = await import('../../src/version.js');
  const versions = outputPackageVersions();
  for (const name of NAMES) assert.equal(versions[name], installed(name), name);
  assert.equal(versions.react, createRequire(import.meta.url)('react').version);
  const root = makeSite(SITE);
  const dir = path.join(tempDir(), 'cache');
  const out = path.join(tempDir(), 'site');
  await build({ root, out, cache: { dir } });
  assert.equal((await build({ root, out, cache: { dir, packages: versions } })).stats.upToDate, true);
});

for (const name of ['shiki', '@shikijs/langs', 'katex', 'markdown-it', 'react', 'esbuild']) {
  test(`another version of ${name} misses the page cache, the render cache and the up-to-date check`, async () => {
    const root = makeSite(SITE);
    const dir = path.join(tempDir(), 'cache');
    const out = path.join(tempDir(), 'site');
    const first = await build({ root, out, cache: { dir } });
    assert.deepEqual(first.diagnostics, []);
    assert.equal((await build({ root, out, cache: { dir } })).stats.upToDate, true);
    const after = await build({ root, out, cache: { dir, packages: upgraded(name) } });
    assert.deepEqual(after.diagnostics, []);
    assert.notEqual(after.stats.upToDate, true, 'something changed');
    assert.equal(after.stats.parsedPages, 3, 'no page from the page cache');
    assert.equal(after.stats.reusedPages, 0, 'no page from the previous output');
  });
}

test('serve started from a cache made with another version parses every page again', async () => {
  const root = makeSite(SITE);
  const dir = path.join(tempDir(), 'cache');
  await build({ root, out: path.join(tempDir(), 'site'), cache: { dir } });
  const serve = (cache) => startServer({ root, port: 0, host: '127.0.0.1', watch: false, cache });
  const warm = await serve({ dir });
  await warm.close();
  assert.equal(warm.firstBuild.parsed, 0);
  const upgradedServer = await serve({ dir, packages: upgraded('katex') });
  await upgradedServer.close();
  assert.equal(upgradedServer.firstBuild.ok, true);
  assert.equal(upgradedServer.firstBuild.parsed, 3);
});
