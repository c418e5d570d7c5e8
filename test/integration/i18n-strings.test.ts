// The words lendocs draws, in each page's locale (issue 27): Docusaurus's own translations of its theme
// (@docusaurus/theme-translations), the site's i18n/<locale>/code.json over them, navbar.json and footer.json for the
// navigation's labels, and dates written by Intl in the locale.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, BASE_CONFIG, doc } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}
i18n:
  defaultLocale: en
  locales: [en, fr]
navbar:
  items:
    - { label: Guides, to: /guide }
footer:
  groups:
    - { title: More, items: [{ label: Guide, to: /guide }] }
`;

const FILES = {
  'docs/intro.md': doc({ title: 'Intro', sidebar_position: 1 }, '## First\n\nText.'),
  'docs/guide.md': doc({ title: 'Guide', sidebar_position: 2 }, 'Text.'),
  'blog/2024-03-12-hello.md': doc({ title: 'Hello', date: '2024-03-12' }, 'Post.'),
  'i18n/fr/code.json': JSON.stringify({ 'theme.docs.paginator.next': { message: 'Page suivante', description: 'the site\'s own wording' } }),
  'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({ 'item.label.Guides': { message: 'Guides (fr)' } }),
  'i18n/fr/docusaurus-theme-classic/footer.json': JSON.stringify({ 'link.title.More': { message: 'Plus' }, 'link.item.label.Guide': { message: 'Le guide' } }),
};

test('theme strings are in the page\'s locale: Docusaurus\'s translations, code.json over them, navbar.json, footer.json, dates', async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  assert.deepEqual(site.errors, []);
  const en = site.$('/intro');
  const fr = site.$('/fr/intro');
  assert.equal(en('.toc .toc-title').first().text(), 'On this page');
  assert.equal(fr('.toc .toc-title').first().text(), 'Sur cette page');
  assert.equal(en('.pager-next .pager-sublabel').text(), 'Next');
  // code.json wins over the package's "Suivant".
  assert.equal(fr('.pager-next .pager-sublabel').text(), 'Page suivante');
  assert.equal(fr('.skip-link').text(), 'Aller au contenu principal');
  assert.equal(fr('.navbar a:contains("Guides")').text(), 'Guides (fr)');
  assert.equal(en('.navbar a:contains("Guides")').text(), 'Guides');
  assert.match(fr('footer').text(), /Plus/);
  assert.match(fr('footer').text(), /Le guide/);
  assert.equal(site.$('/fr/blog/2024-03-12-hello')('.post-meta time').text(), '12 mars 2024');
  assert.equal(site.$('/blog/2024-03-12-hello')('.post-meta time').text(), 'March 12, 2024');
  assert.equal(site.$('/fr/404.html')('h1').text(), 'Page introuvable');
});

test('a translation file that is not JSON is a warning naming it, and the build goes on with the rest', async () => {
  const site = await buildFixture({ ...FILES, 'i18n/fr/code.json': '{ not json' }, { config: CONFIG });
  assert.deepEqual(site.errors, []);
  const warned = site.warnings.filter((d) => d.code === 'translation-file');
  assert.equal(warned.length, 1);
  assert.match(warned[0].file!, /i18n\/fr\/code\.json$/);
  assert.equal(site.$('/fr/intro')('.pager-next .pager-sublabel').text(), 'Suivant');
});
