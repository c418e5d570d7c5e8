// `lendocs migrate` on a Docusaurus config or sidebars file whose keys have the wrong type: each is a message naming
// the file, the key path, what was found and what Docusaurus expects (exit 1, no stack trace, nothing written),
// where the translation used to throw a TypeError or write a config from nonsense. Configs Docusaurus accepts
// (functions, stand-ins for packages that are not installed, false/null entries, shorthand sidebars) still pass.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { makeSite } from '../support/fixture-site.js';
import { BIN } from '../support/repo.js';

function migrate(files) {
  const dir = makeSite({ 'docs/intro.md': '# Intro\n', ...files });
  rmSync(path.join(dir, 'lendocs.config.yml'));
  return new Promise<any>((resolve) => {
    const child = spawn(process.execPath, [BIN, 'migrate', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output, dir }));
  });
}

test('through the command: exit 1, one line per wrong key naming the file, no stack trace, no config written', async () => {
  const [many, text, sidebarNumber, shorthand] = await Promise.all([
    migrate({ 'docusaurus.config.js': "module.exports = { title: 'Acme', presets: 5, plugins: {}, themeConfig: { navbar: null, footer: { links: 5 } } };\n" }),
    migrate({ 'docusaurus.config.js': "module.exports = { title: 'Acme', themeConfig: 'x' };\n" }),
    migrate({ 'docusaurus.config.js': "module.exports = { title: 'Acme' };\n", 'sidebars.js': 'module.exports = 5;\n' }),
    // Docusaurus's shorthand sidebar (an object of category labels), opened by a navbar item: it used to throw.
    migrate({ 'docusaurus.config.js': "module.exports = { title: 'Acme', themeConfig: { navbar: { items: [{ type: 'docSidebar', sidebarId: 'main', label: 'Docs' }] } } };\n", 'sidebars.js': "module.exports = { main: { Guides: ['intro'] } };\n" }),
  ]);
  for (const result of [many, text, sidebarNumber]) {
    assert.equal(result.code, 1, result.output);
    assert.doesNotMatch(result.output, /TypeError|This is a bug|\n\s+at /);
    assert.equal(existsSync(path.join(result.dir, 'lendocs.config.yml')), false);
  }
  assert.match(many.output, /docusaurus\.config\.js does not have the shape Docusaurus expects:\n/);
  assert.match(many.output, /\n {2}- presets is 5 \(a number\), but Docusaurus expects a list of presets\.\n/);
  assert.match(many.output, /\n {2}- plugins is an object, but Docusaurus expects a list of plugins\.\n/);
  assert.match(many.output, /\n {2}- themeConfig\.navbar is null, but Docusaurus expects an object \(title, logo, items, …\)\.\n/);
  assert.match(many.output, /\n {2}- themeConfig\.footer\.links is 5 \(a number\), but Docusaurus expects a list of link columns or link items\.\n/);
  assert.match(many.output, /Fix them in \/.*docusaurus\.config\.js, then run migrate again\./);
  assert.match(text.output, /- themeConfig is "x" \(a text\), but Docusaurus expects an object \(navbar, footer, colorMode, …\)\./);
  assert.match(sidebarNumber.output, /sidebars\.js does not have the shape Docusaurus expects:\n {2}- it gives 5 \(a number\), but Docusaurus expects an object that maps each sidebar's name to its items\.\nFix it in \/.*sidebars\.js/);
  assert.equal(shorthand.code, 0, shorthand.output);
  assert.match(readFileSync(path.join(shorthand.dir, 'lendocs.config.yml'), 'utf8'), /sidebars:\n {2}main:\n {4}- Guides:\n {8}- intro\n/);
  // The navbar item opens the sidebar's first doc, found inside the shorthand's category.
  assert.match(readFileSync(path.join(shorthand.dir, 'lendocs.config.yml'), 'utf8'), /- label: Docs\n {6}doc: intro\n/);
});
