// migrate's `themes` (issue 31): each theme is named with what becomes of it. A theme lendocs does not run is named
// with the components it would draw, read from its installed theme folder (it was one note, "themes: not
// translated", for any list); the classic theme listed there with options gives its customCss as the preset would.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { translateConfig } from '../../../src/migrate/translate.js';

function siteWithPackages(t: { after: (fn: () => void) => void }): string {
  const root = mkdtempSync(path.join(tmpdir(), 'lendocs-themes-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const siteDir = path.join(root, 'website');
  mkdirSync(path.join(siteDir, 'src', 'css'), { recursive: true });
  writeFileSync(path.join(siteDir, 'src', 'css', 'custom.css'), '.hero { color: red; }\n');
  // Installed in the folder above the site's, as in a workspace.
  const theme = path.join(root, 'node_modules', 'theme-api-pages');
  for (const component of ['ApiItem', 'ApiTabs', 'SchemaItem']) mkdirSync(path.join(theme, 'lib', 'theme', component), { recursive: true });
  writeFileSync(path.join(theme, 'lib', 'theme', 'styles.scss'), '');
  writeFileSync(path.join(theme, 'lib', 'theme', 'useSpec.d.ts'), '');
  writeFileSync(path.join(theme, 'package.json'), '{ "name": "theme-api-pages" }');
  const search = path.join(siteDir, 'node_modules', '@acme', 'theme-search');
  mkdirSync(path.join(search, 'dist', 'theme'), { recursive: true });
  writeFileSync(path.join(search, 'dist', 'theme', 'SearchBar.js'), '');
  writeFileSync(path.join(search, 'dist', 'theme', 'SearchBar.d.ts'), '');
  writeFileSync(path.join(search, 'package.json'), '{ "name": "@acme/theme-search" }');
  return siteDir;
}

const migrate = (siteDir: string, themes: unknown[], presets: unknown[] = []) =>
  translateConfig({ docusaurus: { title: 'Acme', url: 'https://example.com', baseUrl: '/', presets, themes }, pagesDir: 'src/pages', siteDir });

test('a theme lendocs does not run is named with the components it would draw; the ones lendocs has a part for say what it draws instead', (t) => {
  const siteDir = siteWithPackages(t);
  const { notes } = migrate(siteDir, ['theme-api-pages', [path.join(siteDir, 'node_modules', '@acme', 'theme-search', 'dist', 'index.js'), { indexBlog: false }], '@docusaurus/theme-mermaid', 'not-installed-theme']);
  const themes = notes.filter((note) => note.startsWith('theme'));
  assert.equal(themes.length, 4);
  assert.match(themes[0], /^theme theme-api-pages: lendocs does not run it, so what it draws \(@theme\/ApiItem, @theme\/ApiTabs, @theme\/SchemaItem\) is not drawn/);
  assert.match(themes[1], /^theme @acme\/theme-search: lendocs does not run it, so what it draws \(@theme\/SearchBar\) is not drawn/);
  assert.match(themes[2], /^theme @docusaurus\/theme-mermaid: mermaid diagrams; lendocs draws ```mermaid blocks itself/);
  assert.match(themes[3], /^theme not-installed-theme: lendocs does not run it, so what it draws is not drawn/);
  assert.ok(!notes.includes('themes: not translated.'));
});

test("the classic theme in themes, with options, is the classic preset's theme: its customCss is kept", (t) => {
  const siteDir = siteWithPackages(t);
  const { config, notes } = migrate(siteDir, [['@docusaurus/theme-classic', { customCss: ['./src/css/custom.css'] }]]);
  assert.deepEqual(config.customCss, ['src/css/custom.css']);
  assert.deepEqual(notes.filter((note) => note.startsWith('theme')), []);
  // Beside a preset without a theme of its own, too.
  assert.deepEqual(migrate(siteDir, [['@docusaurus/theme-classic', { customCss: './src/css/custom.css' }]], [['classic', { docs: {} }]]).config.customCss, ['src/css/custom.css']);
});
