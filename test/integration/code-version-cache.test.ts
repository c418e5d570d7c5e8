// A build by changed lendocs code with the same version number (a checkout rebuilt with `npm run prepare`) must not
// be told the output folder is up to date, nor be given the old code's pages from the caches: they are keyed on a
// fingerprint of the code as well as the version (src/version.ts, codeVersion). The same code installed again (npm ci
// in a CI job that restores the cache folder writes every file anew) keeps them. The package is copied, so its
// bundle can be changed as a rebuild would change it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeSite, tempDir } from '../support/fixture-site.js';
import { fromRepo, importFromRepo } from '../support/repo.js';

const SHIPPED = ['package.json', 'bin', 'dist/bundle', 'dist/client', 'dist/regexes', 'dist/templates', 'templates/styles.css', 'templates/nav-menus.css'];

/** A copy of the package's built files, with the repository's node_modules. */
function copyPackage(): string {
  const copy = tempDir('lendocs-package-');
  for (const part of SHIPPED) cpSync(fromRepo(part), path.join(copy, part), { recursive: true });
  symlinkSync(fromRepo('node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Gives every file of the copy another modification time, as installing the same package again does. */
function reinstall(copy: string): void {
  const later = new Date(Date.now() + 3_600_000);
  for (const entry of readdirSync(copy, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && !path.join(entry.parentPath, entry.name).includes(`${path.sep}node_modules`)) utimesSync(path.join(entry.parentPath, entry.name), later, later);
  }
}

/** Changes what the copy's bundle writes into every page's generator tag, as a change to a template would, and writes its code hash as the bundle script does. */
async function changeTemplate(copy: string): Promise<void> {
  const bundle = path.join(copy, 'dist/bundle');
  const written = 'name: "generator", content: generator }';
  const files = readdirSync(bundle).filter((file) => readFileSync(path.join(bundle, file), 'utf8').includes(written));
  assert.equal(files.length, 1, `one bundle file draws the generator tag as ${written}`);
  const file = path.join(bundle, files[0]);
  writeFileSync(file, readFileSync(file, 'utf8').replace(written, 'name: "generator", content: generator + " changed" }'));
  const { writeCodeHash } = await importFromRepo('scripts/code-hash.mjs');
  writeCodeHash(bundle);
}

test('a build by changed lendocs code of the same version rebuilds the pages; a build by the same code, installed again or not, is up to date', async () => {
  const copy = copyPackage();
  const root = makeSite({ 'docs/a.md': '---\ntitle: Alpha\n---\n\nAlpha text.\n' });
  const out = path.join(tempDir(), 'site');
  const run = () => spawnSync(process.execPath, [path.join(copy, 'bin/lendocs.js'), 'build', '--root', root, '--out', out], { encoding: 'utf8' });
  const generator = () => /<meta name="generator" content="([^"]*)"/.exec(readFileSync(path.join(out, 'a/index.html'), 'utf8'))?.[1];

  const first = run();
  assert.equal(first.status, 0, first.stderr);
  assert.match(generator() ?? '', /^lendocs \S+$/);
  const same = run();
  assert.equal(same.status, 0, same.stderr);
  assert.match(same.stdout + same.stderr, /Nothing had changed since the last build/);
  reinstall(copy);
  const installed = run();
  assert.equal(installed.status, 0, installed.stderr);
  assert.match(installed.stdout + installed.stderr, /Nothing had changed since the last build/);

  await changeTemplate(copy);
  const changed = run();
  assert.equal(changed.status, 0, changed.stderr);
  assert.doesNotMatch(changed.stdout + changed.stderr, /Nothing had changed since the last build/);
  assert.match(generator() ?? '', /^lendocs \S+ changed$/);
});
