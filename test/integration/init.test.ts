// `lendocs init`: a working starter site in a new folder, and a refusal (exit 2, nothing written) for any folder
// that already holds something.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { tempDir, withHelpers } from '../support/fixture-site.js';
import { BIN, fromRepo } from '../support/repo.js';

const lendocs = (args, cwd) => spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8' });

function filesUnder(folder, prefix = '') {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(folder, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

test('init writes a site that builds: two docs categories, a blog post with its author, a home page and a logo', async () => {
  const cwd = tempDir();
  const run = lendocs(['init', 'my-docs'], cwd);
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /npx lendocs serve --root my-docs --watch/);
  const root = path.join(cwd, 'my-docs');
  const result = withHelpers(await build({ root, out: path.join(cwd, 'unused'), write: false }), root);
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings.map((d) => d.code), ['missing-url'], 'only the reminder to set url');

  const home = result.$('/');
  assert.equal(home('.hero-title').text(), 'My Docs');
  assert.equal(home('.navbar img').attr('src'), '/img/logo.svg');
  assert.ok(result.files.has('img/logo.svg'));
  const intro = result.$('/intro');
  assert.deepEqual(intro('.sidebar-category > details > summary').map((_, el) => intro(el).text().trim()).get(), ['Getting started', 'Guides']);
  const post = result.$('/blog/2025-01-15-welcome');
  assert.match(post('.post-author').text(), /Jane Doe/);
  assert.equal(result.$('/guides/writing-pages')('pre.mermaid').length, 1);
  const css = result.text(home('link[rel=stylesheet]').first().attr('href')!.slice(1));
  assert.match(css, /\/\* css\/custom\.css \*\//, 'the starter custom.css is in the stylesheet');
});

test('the starter config is commented, names the JSON Schema shipped with lendocs, and no file mentions Lendara', () => {
  const cwd = tempDir();
  // The project the site lives in has lendocs installed (as `npm i -D lendocs` leaves it): the line names that copy,
  // by a path that holds on every machine the site is cloned to, not where this lendocs runs from.
  const installed = path.join(cwd, 'node_modules', 'lendocs', 'schema');
  mkdirSync(installed, { recursive: true });
  writeFileSync(path.join(installed, 'lendocs.config.schema.json'), readFileSync(fromRepo('schema/lendocs.config.schema.json')));
  assert.equal(lendocs(['init', 'site'], cwd).status, 0);
  const root = path.join(cwd, 'site');
  const config = readFileSync(path.join(root, 'lendocs.config.yml'), 'utf8');
  const [first] = config.split('\n');
  assert.equal(first, '# yaml-language-server: $schema=../node_modules/lendocs/schema/lendocs.config.schema.json');
  const schemaFile = path.resolve(root, '../node_modules/lendocs/schema/lendocs.config.schema.json');
  assert.equal(JSON.parse(readFileSync(schemaFile, 'utf8')).title, 'lendocs.config.yml');
  // Without an install yet, it names where `npm i -D lendocs` in the site folder will put it.
  const bare = tempDir();
  assert.equal(lendocs(['init', 'site'], bare).status, 0);
  assert.equal(readFileSync(path.join(bare, 'site', 'lendocs.config.yml'), 'utf8').split('\n')[0], '# yaml-language-server: $schema=./node_modules/lendocs/schema/lendocs.config.schema.json');
  assert.ok(config.split('\n').filter((line) => line.trim().startsWith('#')).length >= 8, 'the config explains its keys');
  for (const file of filesUnder(root)) assert.doesNotMatch(readFileSync(path.join(root, file), 'utf8'), /lendara|\{\{\s*product/i, file);
});

test('init with no folder fills the current one when it is empty, and build then finds the config there', () => {
  const cwd = tempDir();
  assert.equal(lendocs(['init'], cwd).status, 0);
  assert.ok(existsSync(path.join(cwd, 'lendocs.config.yml')));
  const built = lendocs(['build', '--out', path.join(tempDir(), 'out'), '--no-cache'], cwd);
  assert.equal(built.status, 0, built.stderr);
});

test('init refuses a folder that is not empty, with exit code 2, and writes nothing', () => {
  const cwd = tempDir();
  const target = path.join(cwd, 'notes');
  mkdirSync(target);
  writeFileSync(path.join(target, 'todo.txt'), 'mine');
  const run = lendocs(['init', 'notes'], cwd);
  assert.equal(run.status, 2);
  assert.match(run.stderr, /notes is not empty \(it holds todo\.txt\)/);
  assert.match(run.stderr, /hint: /);
  assert.deepEqual(filesUnder(target), ['todo.txt']);
  assert.equal(readFileSync(path.join(target, 'todo.txt'), 'utf8'), 'mine');

  writeFileSync(path.join(cwd, 'a-file'), 'x');
  const onFile = lendocs(['init', 'a-file'], cwd);
  assert.equal(onFile.status, 2);
  assert.match(onFile.stderr, /a-file is a file, not a folder/);
  assert.equal(readFileSync(path.join(cwd, 'a-file'), 'utf8'), 'x');
});
