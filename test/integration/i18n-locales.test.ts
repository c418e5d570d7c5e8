// A site with locales (config `i18n`, Docusaurus's model): the default locale at the site root, every other under
// /<locale>/ with its own pages, generated files and search index; a page translated in
// i18n/<locale>/docusaurus-plugin-content-{docs,blog,pages}/ shows its translation, any other the default text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, BASE_CONFIG, doc } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}
docs:
  routeBasePath: docs
i18n:
  defaultLocale: en
  locales: [en, fr, ar]
  localeConfigs:
    fr: { htmlLang: fr-FR }
navbar:
  items:
    - { label: Docs, doc: intro }
    - { type: localeDropdown, position: right }
`;

const FILES = {
  'docs/intro.md': doc({ title: 'Intro' }, 'Read [the guide](./guide.md).'),
  'docs/guide.md': doc({ title: 'Guide' }, 'The guide.'),
  'blog/2024-01-01-hello.md': doc({ title: 'Hello', date: '2024-01-01' }, 'Post.'),
  'pages/about.md': doc({ title: 'About' }, 'About us.'),
  'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': doc({ title: 'Introduction' }, 'Lisez [le guide](./guide.md).'),
  'i18n/fr/docusaurus-plugin-content-blog/2024-01-01-hello.md': doc({ title: 'Bonjour', date: '2024-01-01' }, 'Billet.'),
  'i18n/fr/docusaurus-plugin-content-pages/about.md': doc({ title: 'À propos' }, 'Nous.'),
};

test('each locale is built under its path, translated pages with their translation and the others with the default text', async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  assert.deepEqual(site.errors, []);
  assert.equal(site.$('/docs/intro')('h1').text(), 'Intro');
  assert.equal(site.$('/fr/docs/intro')('h1').text(), 'Introduction');
  // Untranslated: the default locale's text at the locale's URL.
  assert.equal(site.$('/fr/docs/guide')('h1').text(), 'Guide');
  assert.equal(site.$('/ar/docs/intro')('h1').text(), 'Intro');
  assert.equal(site.$('/fr/blog/2024-01-01-hello')('h1').text(), 'Bonjour');
  assert.equal(site.$('/fr/about')('h1').text(), 'À propos');
  // Links inside a locale stay in it.
  assert.equal(site.$('/fr/docs/intro')('main a:contains("le guide")').attr('href'), '/fr/docs/guide');
  // Each locale has its generated files in its folder.
  for (const file of ['fr/sitemap.xml', 'fr/blog/rss.xml', 'ar/sitemap.xml', 'fr/llms.txt']) assert.ok(site.files.has(file), file);
  assert.match(site.text('fr/sitemap.xml'), /<loc>https:\/\/example\.test\/fr\/docs\/intro<\/loc>/);
  assert.doesNotMatch(site.text('sitemap.xml'), /\/fr\//);
  assert.match(site.text('fr/blog/rss.xml'), /Bonjour/);
});

test('pages know their language: <html lang dir>, hreflang alternates with x-default, og:locale, and a locale dropdown to the same page', async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  const en = site.$('/docs/guide');
  const fr = site.$('/fr/docs/guide');
  const ar = site.$('/ar/docs/guide');
  assert.deepEqual([en('html').attr('lang'), en('html').attr('dir')], ['en', 'ltr']);
  assert.deepEqual([fr('html').attr('lang'), fr('html').attr('dir')], ['fr-FR', 'ltr']);
  assert.deepEqual([ar('html').attr('lang'), ar('html').attr('dir')], ['ar', 'rtl']);
  const alternates = ($) => $('link[rel="alternate"][hreflang]').map((_, el) => `${$(el).attr('hreflang')}=${$(el).attr('href')}`).get();
  const expected = ['en=https://example.test/docs/guide', 'fr-FR=https://example.test/fr/docs/guide', 'ar=https://example.test/ar/docs/guide', 'x-default=https://example.test/docs/guide'];
  assert.deepEqual(alternates(en), expected);
  assert.deepEqual(alternates(fr), expected);
  assert.equal(fr('meta[property="og:locale"]').attr('content'), 'fr_FR');
  assert.deepEqual(fr('meta[property="og:locale:alternate"]').map((_, el) => fr(el).attr('content')).get(), ['en', 'ar']);
  // The dropdown leads to the same page in each locale, out of this locale's base, and marks the one being read.
  const menu = ($) => $('.navbar .locale-dropdown a').map((_, el) => `${$(el).text()}=${$(el).attr('href')}`).get();
  assert.deepEqual(menu(fr), ['English=/docs/guide', 'Français=/fr/docs/guide', 'العربية=/ar/docs/guide']);
  assert.deepEqual(menu(en), menu(fr));
  assert.equal(fr('.navbar .locale-dropdown summary').text(), 'Français');
  assert.equal(fr('.navbar .locale-dropdown a[aria-current="page"]').text(), 'Français');
  // Each locale has its own search index, of its own pages.
  const indexes = [...site.files.keys()].filter((file) => /search/.test(file) && file.endsWith('.json'));
  assert.ok(indexes.some((file) => file.startsWith('fr/')) && indexes.some((file) => !/^(fr|ar)\//.test(file)), indexes.join(', '));
});

test('a site without i18n draws no locale markup', async () => {
  const site = await buildFixture({ 'docs/intro.md': doc({ title: 'Intro' }, 'Hi.') });
  const $ = site.$('/intro');
  assert.deepEqual([$('html').attr('lang'), $('html').attr('dir'), $('meta[property="og:locale"]').attr('content')], ['en', 'ltr', 'en']);
  assert.equal($('link[hreflang], meta[property="og:locale:alternate"], .locale-dropdown').length, 0);
});
