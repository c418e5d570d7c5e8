// A locale's translation files beyond its pages, as Docusaurus reads them: code.json for the site's <Translate> and
// translate() (in its React pages and in MDX), the docs' current.json for sidebar labels, the blog's options.json
// (title, description, sidebar title) and a translated authors.yml in i18n/<locale>/docusaurus-plugin-content-blog/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';

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
    - { type: link, label: Changelog, href: 'https://example.com/changes' }
`;

const HOME = `import React from 'react';
import Translate, { translate } from '@docusaurus/Translate';
export default function Home() {
  return <main><h1><Translate id="home.title" description="The home page's title">Welcome</Translate></h1><p data-subtitle>{translate({ id: 'home.subtitle', message: 'Docs for {name}' }, { name: 'Acme' })}</p><p data-plain><Translate>Untranslated words</Translate></p></main>;
}
`;

const FILES = {
  'src/pages/index.jsx': HOME,
  'docs/intro.mdx': doc({ title: 'Intro' }, "import Translate from '@docusaurus/Translate';\n\n<p data-note><Translate id=\"intro.note\">Read this first</Translate></p>"),
  'docs/first.md': doc({ title: 'First steps' }, 'Go.'),
  'blog/authors.yml': 'ana:\n  name: Ana Author\n  title: Writer\n',
  'blog/2024-01-01-hello.md': '---\ntitle: Hello\nauthors: [ana]\n---\n\nPost.\n',
  'i18n/fr/code.json': JSON.stringify({ 'home.title': { message: 'Bienvenue' }, 'home.subtitle': { message: 'La documentation de {name}' }, 'intro.note': { message: "Lisez d'abord ceci" } }),
  'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify({ 'sidebar.guide.category.Tutorials': { message: 'Tutoriels', description: 'The label for category Tutorials in sidebar guide' }, 'sidebar.guide.link.Changelog': { message: 'Journal des modifications' } }),
  'i18n/fr/docusaurus-plugin-content-blog/options.json': JSON.stringify({ title: { message: 'Le blog' }, description: { message: 'Nouvelles' }, 'sidebar.title': { message: 'Billets récents' } }),
  'i18n/fr/docusaurus-plugin-content-blog/authors.yml': 'ana:\n  name: Ana Autrice\n  title: Rédactrice\n',
};

test("<Translate> and translate() in a React page and in MDX read the locale's code.json; the default locale keeps the text", async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  assert.deepEqual(site.errors, []);
  const en = site.$('/');
  const fr = site.$('/fr/');
  assert.deepEqual([en('main h1').text(), en('[data-subtitle]').text()], ['Welcome', 'Docs for Acme']);
  assert.deepEqual([fr('main h1').text(), fr('[data-subtitle]').text(), fr('[data-plain]').text()], ['Bienvenue', 'La documentation de Acme', 'Untranslated words']);
  assert.equal(site.$('/intro')('[data-note]').text(), 'Read this first');
  assert.equal(site.$('/fr/intro')('[data-note]').text(), "Lisez d'abord ceci");
});

test("sidebar labels from the docs' current.json; the blog's title and sidebar title from options.json; its authors from the locale's authors.yml", async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  assert.deepEqual(site.errors, []);
  const labels = ($) => $('.sidebar .sidebar-category-label, .sidebar a.sidebar-link, .sidebar summary').map((_, el) => $(el).text().trim()).get().join('|');
  assert.match(labels(site.$('/intro')), /Tutorials/);
  assert.match(labels(site.$('/fr/intro')), /Tutoriels/);
  assert.match(labels(site.$('/fr/intro')), /Journal des modifications/);
  assert.doesNotMatch(labels(site.$('/fr/intro')), /Tutorials|Changelog/);
  const blog = site.$('/fr/blog');
  assert.match(blog('title').text(), /Le blog/);
  assert.equal(site.$('/fr/blog/2024-01-01-hello')('.blog-sidebar-title').text(), 'Billets récents');
  assert.equal(site.$('/blog/2024-01-01-hello')('.blog-sidebar-title').text(), 'All posts');
  assert.match(site.$('/fr/blog/2024-01-01-hello')('article').text(), /Ana Autrice/);
  assert.match(site.$('/blog/2024-01-01-hello')('article').text(), /Ana Author/);
});
