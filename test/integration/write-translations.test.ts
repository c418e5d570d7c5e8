// `lendocs write-translations`: the files a translator fills in, in Docusaurus's format and places, a merge that
// never loses a translation, and the round trip: written, filled in, built, the locale shows the translations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli.js';
import { build } from '../../src/pipeline/build.js';
import { writeTranslations } from '../../src/pipeline/write-translations.js';
import { CLIENT_STRINGS_ELEMENT } from '../../src/shared/client-strings.js';
import { BASE_CONFIG, doc, makeSite, withHelpers } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}paths:
  pages: src/pages
i18n:
  defaultLocale: en
  locales: [en, fr]
sidebars:
  guide:
    - intro
    - type: category
      label: Tutorials
      items: [first]
navbar:
  items:
    - { label: Documentation, doc: intro }
footer:
  groups:
    - title: More
      items:
        - { label: Guide, to: /intro }
  copyright: Copyright Acme
`;

const FILES = {
  'src/pages/index.jsx': "import React from 'react';\nimport Translate, { translate } from '@docusaurus/Translate';\nexport default function Home() {\n  return <main><h1><Translate id=\"home.title\" description=\"The home page's title\">Welcome</Translate></h1><p data-tagline>{translate({ message: 'Docs for everyone' })}</p></main>;\n}\n",
  'docs/intro.mdx': doc({ title: 'Intro' }, "import Translate from '@docusaurus/Translate';\n\n<Translate id=\"intro.note\" description=\"A note\">Read this first</Translate>"),
  'docs/first.md': doc({ title: 'First steps' }, 'Go.'),
  'blog/2024-01-01-hello.md': doc({ title: 'Hello' }, 'Post.'),
};

const read = (root: string, file: string) => JSON.parse(readFileSync(path.join(root, 'i18n/fr', file), 'utf8'));

test("writes Docusaurus's files for a locale: the theme's words in it, the site's messages, sidebar, navbar, footer and blog labels", async () => {
  const root = makeSite(FILES, { config: CONFIG });
  const { written, diagnostics } = await writeTranslations({ root, locale: 'fr' });
  assert.deepEqual(diagnostics.filter((d) => d.severity === 'error'), []);
  assert.deepEqual(written.map((entry) => entry.file).sort(), ['i18n/fr/code.json', 'i18n/fr/docusaurus-plugin-content-blog/options.json', 'i18n/fr/docusaurus-plugin-content-docs/current.json', 'i18n/fr/docusaurus-theme-classic/footer.json', 'i18n/fr/docusaurus-theme-classic/navbar.json']);
  const code = read(root, 'code.json');
  assert.deepEqual(code['home.title'], { message: 'Welcome', description: "The home page's title" });
  assert.deepEqual(code['Docs for everyone'], { message: 'Docs for everyone' });
  assert.deepEqual(code['intro.note'], { message: 'Read this first', description: 'A note' });
  // The theme's own words come in the locale, with Docusaurus's descriptions.
  assert.equal(code['theme.common.editThisPage'].message, 'Éditer cette page');
  assert.ok(code['theme.common.editThisPage'].description);
  // The browser's words too (copy button, search box, colour toggle): Docusaurus's ids in the locale, lendocs's own in English.
  assert.equal(code['theme.CodeBlock.copy'].message, 'Copier');
  assert.equal(code['theme.SearchModal.searchBox.placeholderText'].message, 'Rechercher des docs');
  assert.equal(code['theme.SearchModal.footer.navigateText'].message, 'naviguer');
  assert.equal(code['lendocs.SearchModal.seeAll'].message, 'See all results');
  assert.equal(code['lendocs.search.resultCount.plurals'].message, '{count} result for "{query}"|{count} results for "{query}"');
  // One that stands for a Docusaurus id is read through that id, so it is not written twice.
  assert.equal(code['lendocs.SearchModal.footer.navigateText'], undefined);
  assert.deepEqual(Object.keys(code), Object.keys(code).sort());
  assert.deepEqual(read(root, 'docusaurus-plugin-content-docs/current.json')['sidebar.guide.category.Tutorials'], { message: 'Tutorials', description: 'The label for category Tutorials in sidebar guide' });
  assert.equal(read(root, 'docusaurus-plugin-content-docs/current.json')['version.label'].message, 'Next');
  assert.deepEqual(read(root, 'docusaurus-theme-classic/navbar.json')['item.label.Documentation'], { message: 'Documentation', description: 'Navbar item with label Documentation' });
  assert.deepEqual(Object.keys(read(root, 'docusaurus-theme-classic/footer.json')), ['link.title.More', 'link.item.label.Guide', 'copyright']);
  assert.deepEqual(Object.keys(read(root, 'docusaurus-plugin-content-blog/options.json')), ['title', 'description', 'sidebar.title']);
});

test('round trip: written, filled in, written again (nothing lost), built: the French pages show the translations', async () => {
  const root = makeSite(FILES, { config: CONFIG });
  const lines: string[] = [];
  const output = { out: (text: string) => lines.push(text), err: (text: string) => lines.push(text), tty: false, color: false };
  assert.equal(await runCli(['node', 'lendocs', 'write-translations', '--root', root, '--locale', 'fr'], output), 0, lines.join('\n'));
  const fill = (file: string, messages: Record<string, string>) => {
    const json = read(root, file);
    for (const [id, message] of Object.entries(messages)) json[id].message = message;
    writeFileSync(path.join(root, 'i18n/fr', file), JSON.stringify(json, null, 2));
  };
  fill('code.json', { 'home.title': 'Bienvenue', 'Docs for everyone': 'De la doc pour tous', 'intro.note': "Lisez d'abord ceci", 'theme.CodeBlock.copy': 'Copie !', 'lendocs.SearchModal.seeAll': 'Tous les résultats' });
  fill('docusaurus-plugin-content-docs/current.json', { 'sidebar.guide.category.Tutorials': 'Tutoriels' });
  fill('docusaurus-theme-classic/navbar.json', { 'item.label.Documentation': 'La doc' });
  fill('docusaurus-theme-classic/footer.json', { 'link.title.More': 'Plus', copyright: 'Droits Acme' });
  fill('docusaurus-plugin-content-blog/options.json', { title: 'Le blog', 'sidebar.title': 'Billets récents' });
  // Written again: every translation kept, nothing new.
  const again = await writeTranslations({ root, locale: 'fr' });
  assert.deepEqual(again.written.map((entry) => entry.added), [0, 0, 0, 0, 0]);
  assert.equal(read(root, 'code.json')['home.title'].message, 'Bienvenue');

  const site = withHelpers(await build({ root, out: path.join(root, '..', 'unused'), write: false }), root);
  assert.deepEqual(site.errors, []);
  const home = site.$('/fr/');
  assert.deepEqual([home('main h1').text(), home('[data-tagline]').text()], ['Bienvenue', 'De la doc pour tous']);
  const intro = site.$('/fr/intro');
  assert.match(intro('main').text(), /Lisez d'abord ceci/);
  assert.match(intro('.sidebar').text(), /Tutoriels/);
  assert.equal(intro('.navbar a:contains("La doc")').length, 1);
  assert.match(intro('footer').text(), /Plus[\s\S]*Droits Acme/);
  assert.match(site.$('/fr/blog')('title').text(), /Le blog/);
  assert.equal(site.$('/fr/blog/2024-01-01-hello')('.blog-sidebar-title').text(), 'Billets récents');
  // The browser's words a page carries for its script, as filled in.
  const words = JSON.parse(intro(`#${CLIENT_STRINGS_ELEMENT}`).text());
  assert.equal(words['theme.CodeBlock.copy'], 'Copie !');
  assert.equal(words['lendocs.SearchModal.seeAll'], 'Tous les résultats');
  // The default locale keeps its own words.
  assert.equal(site.$('/')('main h1').text(), 'Welcome');
  assert.match(site.$('/intro')('.sidebar').text(), /Tutorials/);
});

test('a translation file that is not JSON is reported and left as it is; an unknown --locale exits 2', async () => {
  const root = makeSite({ ...FILES, 'i18n/fr/code.json': '{ not json' }, { config: CONFIG });
  const { diagnostics } = await writeTranslations({ root, locale: 'fr' });
  const errors = diagnostics.filter((d) => d.severity === 'error');
  assert.deepEqual(errors.map((d) => d.code), ['translation-file']);
  assert.match(errors[0].file ?? '', /i18n\/fr\/code\.json$/);
  assert.equal(readFileSync(path.join(root, 'i18n/fr/code.json'), 'utf8'), '{ not json');
  const lines: string[] = [];
  const output = { out: (text: string) => lines.push(text), err: (text: string) => lines.push(text), tty: false, color: false };
  assert.equal(await runCli(['node', 'lendocs', 'write-translations', '--root', root, '--locale', 'de'], output), 2);
  assert.match(lines.join('\n'), /no locale "de"; its locales are en, fr/);
});
