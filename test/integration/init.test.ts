// `lendocs init`: a working starter site in a new folder or an npm project's folder (with the output ignored and the
// scripts added), and a refusal (exit 2, nothing written) for a folder that holds a file it would write.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { tempDir, withHelpers } from '../support/fixture-site.js';
import { writeFiles } from '../support/temp.js';
import { runCliHere } from '../support/cli-here.js';
import { fromRepo } from '../support/repo.js';

// The command line in this process, from `cwd` (test/support/cli-here.ts).
const lendocs = (args: string[], cwd: string) => runCliHere(args, { cwd });

function filesUnder(folder, prefix = '') {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(folder, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

test('init writes a site that builds: two docs categories, a blog post with its author, a home page and a logo', async () => {
  const cwd = tempDir();
  const run = await lendocs(['init', 'my-docs'], cwd);
  assert.equal(run.code, 0, run.stderr);
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

test('the starter config is commented, names the JSON Schema shipped with lendocs, and no file mentions Lendara', async () => {
  const cwd = tempDir();
  // The project the site lives in has lendocs installed (as `npm i -D lendocs` leaves it): the line names that copy,
  // by a path that holds on every machine the site is cloned to, not where this lendocs runs from.
  const installed = path.join(cwd, 'node_modules', 'lendocs', 'schema');
  mkdirSync(installed, { recursive: true });
  writeFileSync(path.join(installed, 'lendocs.config.schema.json'), readFileSync(fromRepo('schema/lendocs.config.schema.json')));
  assert.equal((await lendocs(['init', 'site'], cwd)).code, 0);
  const root = path.join(cwd, 'site');
  const config = readFileSync(path.join(root, 'lendocs.config.yml'), 'utf8');
  const [first] = config.split('\n');
  assert.equal(first, '# yaml-language-server: $schema=../node_modules/lendocs/schema/lendocs.config.schema.json');
  const schemaFile = path.resolve(root, '../node_modules/lendocs/schema/lendocs.config.schema.json');
  assert.equal(JSON.parse(readFileSync(schemaFile, 'utf8')).title, 'lendocs.config.yml');
  // Without an install yet, it names where `npm i -D lendocs` in the site folder will put it.
  const bare = tempDir();
  assert.equal((await lendocs(['init', 'site'], bare)).code, 0);
  assert.equal(readFileSync(path.join(bare, 'site', 'lendocs.config.yml'), 'utf8').split('\n')[0], '# yaml-language-server: $schema=./node_modules/lendocs/schema/lendocs.config.schema.json');
  assert.ok(config.split('\n').filter((line) => line.trim().startsWith('#')).length >= 8, 'the config explains its keys');
  for (const file of filesUnder(root)) assert.doesNotMatch(readFileSync(path.join(root, file), 'utf8'), /lendara|\{\{\s*product/i, file);
});

test('init with no folder fills the current one when it is empty, and build then finds the config there', async () => {
  const cwd = tempDir();
  assert.equal((await lendocs(['init'], cwd)).code, 0);
  assert.ok(existsSync(path.join(cwd, 'lendocs.config.yml')));
  const built = await lendocs(['build', '--out', path.join(tempDir(), 'out'), '--no-cache'], cwd);
  assert.equal(built.code, 0, built.stderr);
});

test('init refuses a folder that holds a file it would write, with exit code 2, and writes nothing', async () => {
  const cwd = tempDir();
  const target = path.join(cwd, 'notes');
  mkdirSync(path.join(target, 'docs'), { recursive: true });
  writeFileSync(path.join(target, 'todo.txt'), 'mine');
  writeFileSync(path.join(target, 'docs', 'intro.md'), '# Mine\n');
  const run = await lendocs(['init', 'notes'], cwd);
  assert.equal(run.code, 2);
  assert.match(run.stderr, /notes already holds docs\/intro\.md, which lendocs init would write/);
  assert.match(run.stderr, /hint: /);
  assert.deepEqual(filesUnder(target).sort(), ['docs/intro.md', 'todo.txt']);
  assert.equal(readFileSync(path.join(target, 'docs', 'intro.md'), 'utf8'), '# Mine\n');

  writeFileSync(path.join(cwd, 'a-file'), 'x');
  const onFile = await lendocs(['init', 'a-file'], cwd);
  assert.equal(onFile.code, 2);
  assert.match(onFile.stderr, /a-file is a file, not a folder/);
  assert.equal(readFileSync(path.join(cwd, 'a-file'), 'utf8'), 'x');
});

test('init . in an npm project folder keeps its files, ignores build/ and .lendocs-cache/, and adds build and serve scripts', async () => {
  const project = tempDir();
  // A package.json indented with tabs, as some projects keep it: the indent stays.
  const manifest = '{\n\t"name": "my-project",\n\t"private": true,\n\t"scripts": {\n\t\t"test": "node --test"\n\t},\n\t"devDependencies": {\n\t\t"lendocs": "^0.1.0"\n\t}\n}\n';
  const kept = { 'package-lock.json': '{"lockfileVersion": 3}\n', 'node_modules/some-package/index.js': 'x', '.git/HEAD': 'ref: refs/heads/main\n', 'README.md': '# My project\n', '.gitignore': 'node_modules\n/build' };
  writeFiles(project, { 'package.json': manifest, ...kept });
  const run = await lendocs(['init', '.'], project);
  assert.equal(run.code, 0, run.stderr);
  for (const [file, text] of Object.entries(kept)) if (file !== '.gitignore') assert.equal(readFileSync(path.join(project, file), 'utf8'), text, file);
  // /build already ignores the output folder: only the cache is added, on a line of its own.
  assert.equal(readFileSync(path.join(project, '.gitignore'), 'utf8'), 'node_modules\n/build\n.lendocs-cache/\n');
  const written = readFileSync(path.join(project, 'package.json'), 'utf8');
  assert.deepEqual(JSON.parse(written).scripts, { test: 'node --test', build: 'lendocs build', serve: 'lendocs serve --watch' });
  assert.equal(written, JSON.stringify(JSON.parse(written), null, '\t') + '\n');
  assert.match(run.stdout, /^Created a site in \. \(15 files\)/);
  assert.match(run.stdout, /Added the scripts "build" and "serve" to package\.json/);
  assert.match(run.stdout, /npm run serve/);
  // The schema line names the project's install, in the site folder's own node_modules.
  assert.equal(readFileSync(path.join(project, 'lendocs.config.yml'), 'utf8').split('\n')[0], '# yaml-language-server: $schema=./node_modules/lendocs/schema/lendocs.config.schema.json');
  const built = await lendocs(['build', '--no-cache'], project);
  assert.equal(built.code, 0, built.stderr);
  assert.ok(existsSync(path.join(project, 'build', 'index.html')));
});

test('init leaves a script name that is taken to its owner and says so; a missing .gitignore is made', async () => {
  const project = tempDir();
  writeFiles(project, { 'package.json': JSON.stringify({ name: 'app', scripts: { build: 'tsc' } }, null, 2) });
  const run = await lendocs(['init', 'website'], project);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /package\.json already has a "build" script \(tsc\); it is left as it is/);
  assert.match(run.stdout, /npx lendocs build --root website/);
  assert.match(run.stdout, /npm run serve/);
  const scripts = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')).scripts;
  assert.deepEqual(scripts, { build: 'tsc', serve: 'lendocs serve --root website --watch' });
  assert.equal(readFileSync(path.join(project, 'website', '.gitignore'), 'utf8'), 'build/\n.lendocs-cache/\n');
  // No install yet: the schema line names where `npm i -D lendocs` in the project puts it.
  assert.equal(readFileSync(path.join(project, 'website', 'lendocs.config.yml'), 'utf8').split('\n')[0], '# yaml-language-server: $schema=../node_modules/lendocs/schema/lendocs.config.schema.json');
});

test('the schema line of a site made beside the project names the project\'s install', async () => {
  const top = tempDir();
  const project = path.join(top, 'project');
  writeFiles(project, { 'package.json': '{"name":"p"}\n', 'node_modules/lendocs/schema/lendocs.config.schema.json': readFileSync(fromRepo('schema/lendocs.config.schema.json')) });
  assert.equal((await lendocs(['init', '../site'], project)).code, 0);
  const line = readFileSync(path.join(top, 'site', 'lendocs.config.yml'), 'utf8').split('\n')[0];
  assert.equal(line, '# yaml-language-server: $schema=../project/node_modules/lendocs/schema/lendocs.config.schema.json');
  assert.ok(existsSync(path.resolve(top, 'site', line.split('$schema=')[1])));
});
