// A docs folder beside the site folder (Docusaurus's `path: '../docs'`, the monorepo layout of website/ + docs/):
// read when both are in one git repository, as Docusaurus reads it; never written to; a symbolic link in it that
// leads out of it is still refused, and so is such a folder outside any repository, or a static folder beside.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { BASE_CONFIG, doc, fileHashes, tempDir, withHelpers } from '../support/fixture-site.js';
import { writeFiles } from '../support/temp.js';

/** A repository folder (a `.git` folder is what marks one) holding site/ and docs/ side by side. */
function monorepo({ git = true, config = `${BASE_CONFIG}paths:\n  docs: ../docs\n` } = {}) {
  const repository = realpathSync(tempDir('lendocs-repo-'));
  if (git) mkdirSync(path.join(repository, '.git'));
  writeFiles(repository, {
    'site/lendocs.config.yml': config,
    'docs/intro.md': doc({ title: 'Intro' }, 'See the [guide](guide/one.md).\n\n![diagram](./diagram.png)'),
    'docs/guide/one.md': doc({ title: 'One' }),
    'docs/diagram.png': 'not really a png',
  });
  return { repository, root: path.join(repository, 'site'), docs: path.join(repository, 'docs') };
}

test('a docs folder beside the site folder in its git repository is read, and nothing is written there', async () => {
  const { root, docs } = monorepo();
  const before = fileHashes(docs);
  const out = path.join(tempDir(), 'site');
  const result = withHelpers(await build({ root, out }), root);
  assert.deepEqual(result.errors, []);
  assert.deepEqual(fileHashes(docs), before);
  const built = fileHashes(out)!;
  assert.ok(built['intro/index.html'] && built['guide/one/index.html'] && built['assets/content/docs/diagram.png'], Object.keys(built).join(', '));
});

test('an --out inside or around the docs folder beside the site folder is refused before anything is written', async () => {
  const { root, docs } = monorepo();
  const before = fileHashes(docs);
  for (const out of [path.join(docs, 'build'), docs]) {
    const result = await build({ root, out });
    assert.equal(result.diagnostics.length, 1, JSON.stringify(result.diagnostics));
    assert.equal(result.diagnostics[0].code, 'output-refused');
    assert.match(result.diagnostics[0].message, /inside or around the content folder \.\.\/docs/);
  }
  assert.deepEqual(fileHashes(docs), before);
});

test('outside a git repository, or for the static folder, a folder beside the site folder is still a config error', async () => {
  const alone = monorepo({ git: false });
  const refused = withHelpers(await build({ root: alone.root, out: path.join(tempDir(), 'site'), write: false }), alone.root);
  assert.deepEqual(refused.errors.map((d) => d.code), ['outside-path']);
  assert.match(refused.errors[0].message, /paths\.docs is "\.\.\/docs", which is outside the content folder/);
  assert.match(refused.errors[0].hint!, /inside the git repository that holds it/);
  const staticBeside = monorepo({ config: `${BASE_CONFIG}paths:\n  static: ../docs\n` });
  const result = withHelpers(await build({ root: staticBeside.root, out: path.join(tempDir(), 'site'), write: false }), staticBeside.root);
  assert.deepEqual(result.errors.map((d) => d.code), ['outside-path']);
});

test('a symbolic link inside the docs folder beside the site that leads out of it is an error', async () => {
  const { root, docs } = monorepo();
  const secret = realpathSync(tempDir());
  writeFileSync(path.join(secret, 'secret.md'), doc({ title: 'Secret' }));
  symlinkSync(secret, path.join(docs, 'linked'));
  const result = withHelpers(await build({ root, out: path.join(tempDir(), 'site'), write: false }), root);
  assert.deepEqual(result.errors.map((d) => d.code), ['outside-link']);
  assert.match(result.errors[0].message, /^\.\.\/docs\/linked is a symbolic link to /);
});
