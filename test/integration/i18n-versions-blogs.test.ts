// A locale's translation files for versions and for other blogs, as Docusaurus reads them: each docs version's
// `version.label` from current.json / version-<name>.json (the badge, banner and version menu show it), and each
// extra blog's i18n/<locale>/docusaurus-plugin-content-blog-<id>/ (its options.json: title, description, sidebar
// title; its translated posts and authors.yml), as for the main blog.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeTranslations } from '../../src/pipeline/write-translations.js';
import { BASE_CONFIG, buildFixture, doc, makeSite } from '../support/fixture-site.js';

const I18N = `i18n:
  defaultLocale: en
  locales: [en, fr]
`;

const VERSIONS_CONFIG = `${BASE_CONFIG}${I18N}docs:
  routeBasePath: docs
navbar:
  items:
    - { type: docsVersionDropdown }
`;

const VERSIONS = {
  'versions.json': JSON.stringify(['2.0']),
  'docs/intro.md': doc({ title: 'Intro next' }, 'Next.'),
  'versioned_docs/version-2.0/intro.md': doc({ title: 'Intro 2.0' }, 'Two.'),
  'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify({ 'version.label': { message: 'Prochaine', description: 'The label for version current' } }),
  'i18n/fr/docusaurus-plugin-content-docs/version-2.0.json': JSON.stringify({ 'version.label': { message: 'Deux', description: 'The label for version 2.0' } }),
};

const texts = ($, selector) => $(selector).map((_, el) => $(el).text().trim()).get();

test("each version's label is its translation file's version.label in the locale, and stays as it is in the default locale", async () => {
  const site = await buildFixture(VERSIONS, { config: VERSIONS_CONFIG });
  assert.deepEqual(site.errors, []);
  assert.match(site.$('/docs/intro')('.version-badge').text(), /2\.0/);
  assert.match(site.$('/fr/docs/intro')('.version-badge').text(), /Deux/);
  assert.match(site.$('/fr/docs/next/intro')('.version-badge').text(), /Prochaine/);
  assert.deepEqual(texts(site.$('/fr/docs/intro'), '.navbar .version-dropdown a'), ['Prochaine', 'Deux']);
  assert.deepEqual(texts(site.$('/docs/intro'), '.navbar .version-dropdown a'), ['Next', '2.0']);
  assert.match(site.$('/fr/docs/next/intro')('.version-banner').text(), /Prochaine[^]*Deux/);
});

const BLOGS_CONFIG = `${BASE_CONFIG}${I18N}blog:
  instances:
    - id: news
      path: news
      routeBasePath: news
      title: Company news
      description: What happens
`;

const BLOGS = {
  'docs/intro.md': doc({ title: 'Intro' }, 'Hi.'),
  'blog/2024-01-01-hello.md': doc({ title: 'Hello' }, 'Main blog post.'),
  'news/2024-01-02-launch.md': doc({ title: 'Launch', authors: ['ada'] }, 'We launched.'),
  'news/2024-01-03-other.md': doc({ title: 'Other' }, 'Not translated.'),
  'news/authors.yml': 'ada:\n  name: Ada\n',
  'i18n/fr/docusaurus-plugin-content-blog/options.json': JSON.stringify({ 'sidebar.title': { message: 'Billets du blog' } }),
  'i18n/fr/docusaurus-plugin-content-blog-news/options.json': JSON.stringify({ title: { message: "Nouvelles de l'entreprise" }, description: { message: 'Ce qui se passe' }, 'sidebar.title': { message: 'Nouvelles récentes' } }),
  'i18n/fr/docusaurus-plugin-content-blog-news/2024-01-02-launch.md': doc({ title: 'Lancement', authors: ['ada'] }, 'Nous avons lancé.'),
  'i18n/fr/docusaurus-plugin-content-blog-news/authors.yml': 'ada:\n  name: Ada la rédactrice\n',
};

test("another blog's options.json gives its title, description and sidebar title in the locale; the main blog's gives only its own", async () => {
  const site = await buildFixture(BLOGS, { config: BLOGS_CONFIG });
  assert.deepEqual(site.errors, []);
  const news = site.$('/fr/news');
  assert.match(news('title').text(), /Nouvelles de l'entreprise/);
  assert.equal(news('meta[name="description"]').attr('content'), 'Ce qui se passe');
  assert.equal(site.$('/fr/news/2024-01-03-other')('.blog-sidebar-title').text(), 'Nouvelles récentes');
  assert.equal(site.$('/fr/blog/2024-01-01-hello')('.blog-sidebar-title').text(), 'Billets du blog');
  assert.match(site.$('/news')('title').text(), /Company news/);
  assert.equal(site.$('/news/2024-01-03-other')('.blog-sidebar-title').text(), 'All posts');
});

test("another blog's translated posts and authors.yml are read from its folder in the locale; an untranslated post falls back", async () => {
  const site = await buildFixture(BLOGS, { config: BLOGS_CONFIG });
  const launch = site.$('/fr/news/2024-01-02-launch');
  assert.equal(launch('h1').text(), 'Lancement');
  assert.match(launch('article').text(), /Nous avons lancé\./);
  assert.match(launch('article').text(), /Ada la rédactrice/);
  assert.equal(site.$('/news/2024-01-02-launch')('h1').text(), 'Launch');
  assert.doesNotMatch(site.$('/news/2024-01-02-launch')('article').text(), /rédactrice/);
  assert.equal(site.$('/fr/news/2024-01-03-other')('h1').text(), 'Other');
});

test("write-translations writes another blog's options.json beside the main blog's, with its own title", async () => {
  const untranslated = Object.fromEntries(Object.entries(BLOGS).filter(([file]) => !file.startsWith('i18n/')));
  const root = makeSite(untranslated, { config: BLOGS_CONFIG });
  const { written, diagnostics } = await writeTranslations({ root, locale: 'fr' });
  assert.deepEqual(diagnostics.filter((diagnostic) => diagnostic.severity === 'error'), []);
  const files = written.map((entry) => entry.file);
  assert.ok(files.includes('i18n/fr/docusaurus-plugin-content-blog/options.json'), files.join(', '));
  assert.ok(files.includes('i18n/fr/docusaurus-plugin-content-blog-news/options.json'), files.join(', '));
  const news = JSON.parse(readFileSync(path.join(root, 'i18n/fr/docusaurus-plugin-content-blog-news/options.json'), 'utf8'));
  assert.equal(news.title.message, 'Company news');
  assert.equal(news.description.message, 'What happens');
});
