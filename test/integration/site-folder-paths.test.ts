// Paths follow the site folder, as Docusaurus's do: the output is build/ and the cache .lendocs-cache/ inside the site
// folder, whether it is named with --root or found (the current folder, or content/); check and preview look there;
// --out and --cache-dir typed on the command line are read from the current folder. No site folder anywhere is a
// message that says what one is and how to make one; a build/ folder lendocs did not write is never replaced.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BASE_CONFIG } from '../support/site-config.js';
import { tempDir, writeFiles } from '../support/temp.js';
import { runCliHere } from '../support/cli-here.js';

// The command line in this process, from `cwd` (test/support/cli-here.ts).
const lendocs = (args: string[], cwd: string) => runCliHere(args, { cwd });
const SITE = { 'lendocs.config.yml': BASE_CONFIG, 'docs/intro.md': '# Intro\n\nHello.\n' };

test('build --root my-docs writes my-docs/build and my-docs/.lendocs-cache, nothing in the current folder; check finds it', async () => {
  const cwd = tempDir();
  writeFiles(path.join(cwd, 'my-docs'), SITE);
  const built = await lendocs(['build', '--root', 'my-docs'], cwd);
  assert.equal(built.code, 0, built.stderr);
  assert.match(built.stderr, new RegExp(`into ${path.join('my-docs', 'build').replace(/[/\\]/g, '.')} in`));
  assert.ok(existsSync(path.join(cwd, 'my-docs', 'build', 'intro', 'index.html')));
  assert.ok(existsSync(path.join(cwd, 'my-docs', '.lendocs-cache')));
  assert.deepEqual(readdirSync(cwd), ['my-docs']);
  const checked = await lendocs(['check', '--root', 'my-docs'], cwd);
  assert.equal(checked.code, 0, checked.stderr);
});

test('a site folder found without --root (content/, or the current folder) is built into its own build/', async () => {
  const project = tempDir();
  writeFiles(path.join(project, 'content'), SITE);
  assert.equal((await lendocs(['build'], project)).code, 0);
  assert.ok(existsSync(path.join(project, 'content', 'build', 'intro', 'index.html')));
  assert.ok(existsSync(path.join(project, 'content', '.lendocs-cache')));
  assert.deepEqual(readdirSync(project), ['content']);
  assert.equal((await lendocs(['check'], project)).code, 0);

  const site = writeFiles(tempDir(), SITE);
  assert.equal((await lendocs(['build'], site)).code, 0);
  assert.ok(existsSync(path.join(site, 'build', 'intro', 'index.html')));
  assert.equal((await lendocs(['check'], site)).code, 0);
});

test('--out and --cache-dir given on the command line are read from the current folder, not the site folder', async () => {
  const cwd = tempDir();
  writeFiles(path.join(cwd, 'my-docs'), SITE);
  const built = await lendocs(['build', '--root', 'my-docs', '--out', 'public', '--cache-dir', 'cache'], cwd);
  assert.equal(built.code, 0, built.stderr);
  assert.ok(existsSync(path.join(cwd, 'public', 'intro', 'index.html')));
  assert.ok(existsSync(path.join(cwd, 'cache')));
  assert.deepEqual(readdirSync(path.join(cwd, 'my-docs')).sort(), ['docs', 'lendocs.config.yml']);
  assert.equal((await lendocs(['check', '--root', 'my-docs', '--out', 'public'], cwd)).code, 0);
});

test('no site folder: build, check and preview say what a site folder is and how to make one', async () => {
  const empty = tempDir();
  for (const command of ['build', 'check', 'preview']) {
    const run = await lendocs([command], empty);
    assert.notEqual(run.code, 0, command);
    assert.match(run.stderr, /site folder/, command);
    assert.match(run.stderr, /holds lendocs\.config\.yml, with docs\/, blog\/, pages\/ and static\/ beside it/, command);
    assert.match(run.stderr, /npx lendocs init my-docs/, command);
    assert.doesNotMatch(run.stderr, /    at /, command);
    assert.deepEqual(readdirSync(empty), [], `${command} wrote nothing`);
  }
});

test('a build/ folder in the site folder that lendocs did not write is never replaced', async () => {
  const site = writeFiles(tempDir(), { ...SITE, 'build/notes.txt': 'mine' });
  const run = await lendocs(['build'], site);
  assert.equal(run.code, 2, run.stderr);
  assert.match(run.stderr, /--empty-out-dir/);
  assert.deepEqual(readdirSync(path.join(site, 'build')), ['notes.txt']);
  assert.equal(readFileSync(path.join(site, 'build', 'notes.txt'), 'utf8'), 'mine');
});
