// The published package, as a user gets it: `npm pack` from a copy of this repository, installed into an empty
// project from the npm cache, then `npx lendocs build` on a small site with no build step of its own. The copy gets
// the dist/ this run wrote: `npm test` writes the sources' JavaScript with scripts/transpile.mjs, the script and
// options packing's `npm run prepare` writes it with, and bundles it as prepare does (tsc checks the sources in both,
// `npm test` beside the run). It packs with --ignore-scripts: packing's own prepack and prepare would check and
// write every source a second time, a quarter of a minute of CPU, to make the same files.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { REPO } from '../support/repo.js';

const VERSION = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')).version;
// What packing needs is the sources and the build scripts; the site, tests, benchmarks and outputs are left out.
const NOT_COPIED = new Set(['node_modules', 'dist', '.git', 'content', 'test', 'bench', 'build', '.lendocs-cache', '.ci']);
/** What `npm run prepare` writes into dist/ (the compiled tests and the sources' declarations in dist/test/ are not part of it); package.json's `files` picks what is packed. */
const PREPARED = ['src', 'templates', 'client', 'bundle', 'regexes'];

let work;
let tarball;
let project;

// npm passes its own lifecycle variables to `npm test`; the npm commands run here are separate commands.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_(package|lifecycle)_/.test(key)));
const npm = (args, cwd) => {
  const run = spawnSync('npm', args, { cwd, env, encoding: 'utf8', shell: process.platform === 'win32' });
  assert.equal(run.status, 0, `npm ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
};

before(() => {
  work = mkdtempSync(path.join(tmpdir(), 'lendocs-package-'));
  const copy = path.join(work, 'lendocs');
  mkdirSync(copy);
  for (const name of readdirSync(REPO)) {
    if (!NOT_COPIED.has(name) && !name.startsWith('.lendocs') && !name.endsWith('.tgz')) cpSync(path.join(REPO, name), path.join(copy, name), { recursive: true });
  }
  symlinkSync(path.join(REPO, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  for (const folder of PREPARED) cpSync(path.join(REPO, 'dist', folder), path.join(copy, 'dist', folder), { recursive: true });
  npm(['pack', '--ignore-scripts', '--pack-destination', work, '--loglevel', 'warn'], copy);
  tarball = path.join(work, readdirSync(work).find((name) => name.endsWith('.tgz'))!);

  project = path.join(work, 'project');
  mkdirSync(project);
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'a-site', private: true }));
  // Everything lendocs depends on is in the npm cache after this repository's own `npm ci`.
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel', 'warn', tarball], project);
});

after(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

test('the tarball holds what runs, and none of the site, tests or benchmarks', () => {
  const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean).map((f) => f.replace(/^package\//, ''));
  for (const needed of ['bin/lendocs.js', 'dist/bundle/cli.js', 'dist/bundle/markdown-worker.js', 'dist/regexes/json.json', 'dist/client/main.js', 'dist/client/vendor/mermaid/mermaid.min.js', 'templates/styles.css', 'schema/lendocs.config.schema.json', 'docs/config-reference.md', 'starter/lendocs.config.yml', 'README.md', 'LICENSE']) {
    assert.ok(files.includes(needed), `${needed} is missing from the tarball`);
  }
  // A build of the manual (docs/build/) and its cache (docs/.lendocs-cache/) stay out too.
  // Nor the unbundled modules the bundle was made from (dist/src, dist/templates): bin/ runs the bundle alone.
  const unwanted = files.filter((f) => /^(content|test|bench|\.ci|src|scripts|node_modules|dist\/src|dist\/templates|dist\/test)\//.test(f) || /(^|\/)(build|\.lendocs-cache)\//.test(f) || f.endsWith('.tsx') || /(^|\/)[^/]+\.ts$/.test(f));
  assert.deepEqual(unwanted, []);
});

test('the installed package has no build step, no dev dependencies, and none of the packages its bundle holds', () => {
  const installed = path.join(project, 'node_modules');
  assert.ok(existsSync(path.join(installed, 'lendocs', 'dist', 'bundle', 'cli.js')));
  for (const devOnly of ['typescript', 'mermaid', 'cheerio', 'playwright-core']) assert.equal(existsSync(path.join(installed, devOnly)), false, `${devOnly} was installed`);
  // Bundled into dist/bundle (scripts/bundle-cli.mjs): what the bundle loads by name at run time is its dependencies.
  for (const bundled of ['react', 'react-dom', 'unified', 'remark-parse', 'remark-mdx', 'markdown-it', 'zod', 'yaml', 'acorn']) assert.equal(existsSync(path.join(installed, bundled)), false, `${bundled} was installed, although the bundle holds it`);
  const version = spawnSync('npx', ['--no-install', 'lendocs', '--version'], { cwd: project, env, encoding: 'utf8' });
  assert.equal(version.status, 0, version.stderr);
  assert.equal(version.stdout.trim(), VERSION);
});

test('npx lendocs build builds a site, diagrams, maths and a React component included', () => {
  const site = path.join(project, 'site');
  const files = {
    'lendocs.config.yml': 'title: Widget Docs\nurl: https://widget.example\nproduct: { name: Widget, slug: widget }\n',
    // The site has no React of its own: its components get the one lendocs's bundle holds, as they get Docusaurus's.
    'src/components/Count.jsx': "import { useState } from 'react';\nexport default function Count() { const [n] = useState(3); return <b className=\"count\">{n}</b>; }\n",
    'docs/count.mdx': "import Count from '@site/src/components/Count';\n\n# Count\n\n<Count />\n",
    'docs/intro.md': '---\ntitle: Introduction\n---\n\n# Introduction\n\nArea: $a^2$.\n\n```mermaid\ngraph TD; A-->B\n```\n',
    'blog/2025-01-02-hello.md': '---\ntitle: Hello\n---\n\nFirst post.\n',
  };
  for (const [relative, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, relative)), { recursive: true });
    writeFileSync(path.join(site, relative), text);
  }
  const run = spawnSync('npx', ['--no-install', 'lendocs', 'build', '--root', 'site', '--out', 'build'], { cwd: project, env, encoding: 'utf8' });
  assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
  const out = path.join(project, 'build');
  const $ = cheerio.load(readFileSync(path.join(out, 'intro', 'index.html'), 'utf8'));
  assert.equal($('h1').first().text(), 'Introduction');
  assert.equal($('pre.mermaid').length, 1);
  assert.equal($('.katex').length, 1);
  // The page's script loads the diagram library from this path when it finds a diagram.
  const published = readFileSync(path.join(out, 'assets', 'mermaid', 'mermaid.min.js'), 'utf8');
  assert.match(published.slice(0, 2000) + published.slice(-2000), /mermaid/);
  assert.ok(existsSync(path.join(out, 'blog', '2025-01-02-hello', 'index.html')));
  assert.equal(cheerio.load(readFileSync(path.join(out, 'count', 'index.html'), 'utf8'))('b.count').text(), '3');
});

test('npx lendocs init x && npx lendocs build --root x works in the empty project; the config names the installed JSON Schema', () => {
  const init = spawnSync('npx', ['--no-install', 'lendocs', 'init', 'x'], { cwd: project, env, encoding: 'utf8' });
  assert.equal(init.status, 0, init.stderr);
  const first = readFileSync(path.join(project, 'x', 'lendocs.config.yml'), 'utf8').split('\n')[0];
  assert.equal(first, '# yaml-language-server: $schema=../node_modules/lendocs/schema/lendocs.config.schema.json');
  // The project's package.json gets the scripts; `npm run build` builds into the site folder.
  assert.equal(JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')).scripts.build, 'lendocs build --root x');
  const run = spawnSync('npx', ['--no-install', 'lendocs', 'build', '--root', 'x'], { cwd: project, env, encoding: 'utf8' });
  assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
  assert.ok(existsSync(path.join(project, 'x', '.lendocs-cache')));
  const $ = cheerio.load(readFileSync(path.join(project, 'x', 'build', 'index.html'), 'utf8'));
  assert.equal($('.hero-title').text(), 'My Docs');
});
