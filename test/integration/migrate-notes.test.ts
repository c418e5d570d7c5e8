// What `lendocs migrate` notes is what `lendocs build` then does: a note never says something is left out that the
// build makes, nor that something cannot be had that a config key gives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir, writeFiles } from '../support/temp.js';
import { BIN } from '../support/repo.js';

const lendocs = (args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });

test('the note on src/pages says its React pages are built, and they are', () => {
  const top = tempDir();
  const root = writeFiles(path.join(top, 'website'), {
    'docusaurus.config.js': "module.exports = { title: 'Acme', url: 'https://acme.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/docs' }, blog: false, theme: { customCss: ['../shared/brand.css'] } }]] };\n",
    'docs/intro.md': '# Intro\n\nHello.\n',
    'src/pages/about.md': '# About\n\nAbout us.\n',
    'src/pages/team.js': "import React from 'react';\nexport default function Team() { return <main><h1>The team</h1></main>; }\n",
  });
  writeFiles(top, { 'shared/brand.css': '.brand { color: teal; }\n' });
  const migrated = lendocs(['migrate', root]);
  assert.equal(migrated.status, 0, migrated.stderr);
  const notes = migrated.stdout + migrated.stderr;
  assert.match(notes, /src\/pages: its Markdown pages \(\.md, \.mdx\) and React pages \(\.js, \.jsx, \.ts, \.tsx\) are built/);
  assert.doesNotMatch(notes, /React pages[^.\n]*are not/);
  // A stylesheet outside the site folder: the note names the key that lets the build load it.
  assert.match(notes, /theme\.customCss \.\.\/shared\/brand\.css: not loaded \(it is outside the site folder; move it in, or set allowOutsideContent: true/);

  const out = path.join(tempDir(), 'out');
  const built = lendocs(['build', '--root', root, '--out', out, '--no-cache']);
  assert.equal(built.status, 0, built.stderr);
  assert.match(readFileSync(path.join(out, 'team', 'index.html'), 'utf8'), /<h1>The team<\/h1>/);
  assert.ok(existsSync(path.join(out, 'about', 'index.html')));

  // What the note says to do loads the stylesheet.
  const config = readFileSync(path.join(root, 'lendocs.config.yml'), 'utf8');
  writeFiles(root, { 'lendocs.config.yml': `${config}allowOutsideContent: true\ncustomCss: [../shared/brand.css]\n` });
  const styled = lendocs(['build', '--root', root, '--out', out, '--no-cache']);
  assert.equal(styled.status, 0, styled.stderr);
  const home = readFileSync(path.join(out, 'team', 'index.html'), 'utf8');
  const css = /<link rel="stylesheet" href="\/([^"]+)"/.exec(home)![1];
  assert.match(readFileSync(path.join(out, css), 'utf8'), /\.brand \{\s*color: teal;/);
});
