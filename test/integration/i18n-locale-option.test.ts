// `build --locale X` on a site with i18n, as Docusaurus's `build --locale`: only that locale's pages, in its folder
// of the output as a build of every locale puts them; a locale the site does not have is a usage error (exit 2).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli.js';
import { build } from '../../src/pipeline/build.js';
import { BASE_CONFIG, doc, makeSite, tempDir, withHelpers } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}
i18n:
  defaultLocale: en
  locales: [en, fr]
`;

const FILES = {
  'docs/intro.md': doc({ title: 'Intro' }, 'Hello.'),
  'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': doc({ title: 'Introduction' }, 'Bonjour.'),
};

const pagesOf = (files: Map<string, unknown>) => [...files.keys()].filter((file) => file.endsWith('.html')).sort();

test('build --locale fr builds the French pages alone, into fr/ as a build of every locale does', async () => {
  const root = makeSite(FILES, { config: CONFIG });
  const all = withHelpers(await build({ root, out: path.join(root, '..', 'unused'), write: false }), root);
  const site = withHelpers(await build({ root, out: path.join(root, '..', 'unused'), write: false, locale: 'fr' }), root);
  assert.deepEqual(site.errors, []);
  assert.equal(site.$('/fr/intro')('h1').text(), 'Introduction');
  assert.equal(site.$('/fr/intro')('html').attr('lang'), 'fr');
  assert.deepEqual(pagesOf(site.files), pagesOf(all.files).filter((file) => file.startsWith('fr/')));
  assert.ok(site.files.has('fr/sitemap.xml'));
  // The manifest names the site's root, and which locales the output holds.
  const manifest = JSON.parse(site.text('.lendocs-build.json'));
  assert.equal(manifest.baseUrl, undefined);
  assert.deepEqual(manifest.locales, [{ name: 'en', folder: '', built: false }, { name: 'fr', folder: 'fr/', built: true }]);
  assert.equal(site.stats.pages, pagesOf(site.files).length);
});

test('build --locale fr writes its folder when its pages are drawn on worker threads', async () => {
  // The worker threads write into the staging folder's fr/ themselves: joined as "fr/", every page they wrote was
  // refused as "outside the output folder", on every site big enough to be drawn on workers.
  const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`i18n/fr/docusaurus-plugin-content-docs/current/page-${i}.md`, doc({ title: `Page ${i}` }, 'Bonjour.')]));
  const english = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`docs/page-${i}.md`, doc({ title: `Page ${i}` }, 'Hello.')]));
  const root = makeSite({ ...FILES, ...english, ...many }, { config: CONFIG });
  const out = path.join(tempDir(), 'out');
  const result = await build({ root, out, locale: 'fr', renderWorkers: 2 });
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  assert.ok((result.stats.renderWorkers ?? 0) >= 1, 'the pages were not drawn on worker threads');
  assert.match(readFileSync(path.join(out, 'fr', 'intro', 'index.html'), 'utf8'), /Introduction/);
  for (let i = 0; i < 60; i++) assert.match(readFileSync(path.join(out, 'fr', `page-${i}`, 'index.html'), 'utf8'), new RegExp(`Page ${i}<`));
});

test('build --locale with the default locale builds it alone, at the root', async () => {
  const root = makeSite(FILES, { config: CONFIG });
  const site = withHelpers(await build({ root, out: path.join(root, '..', 'unused'), write: false, locale: 'en' }), root);
  assert.deepEqual(site.errors, []);
  assert.equal(site.$('/intro')('h1').text(), 'Intro');
  assert.deepEqual([...site.files.keys()].filter((file) => file.startsWith('fr/')), []);
});

test('build --locale with a locale the site does not have says which it has, and exits 2', async () => {
  const root = makeSite(FILES, { config: CONFIG });
  const result = await build({ root, out: path.join(root, '..', 'unused'), write: false, locale: 'de' });
  assert.deepEqual(result.diagnostics.map((d) => [d.code, d.message]), [['unknown-locale', '--locale de: the site has no locale "de"; its locales are en, fr.']]);
  const plain = makeSite({ 'docs/intro.md': doc({ title: 'Intro' }) });
  const lines: string[] = [];
  const output = { out: (text: string) => lines.push(text), err: (text: string) => lines.push(text), tty: false, color: false };
  assert.equal(await runCli(['node', 'lendocs', 'build', '--root', plain, '--out', path.join(tempDir(), 'out'), '--no-cache', '--locale', 'fr'], output), 2);
  assert.match(lines.join('\n'), /--locale fr: this site has no locales/);
});
