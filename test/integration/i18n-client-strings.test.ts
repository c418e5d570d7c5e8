// The words the browser script writes (copy button, colour toggle, mobile menu, search modal), in a translated
// locale's words: the page carries those that differ from lendocs's English as a small JSON payload, by
// Docusaurus's ids with code.json over its translations; the buttons drawn in the HTML are named in the locale too.
// A page in English carries no payload, so the default locale's HTML is what it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';

// The payload's element (src/shared/client-strings.ts).
const CLIENT_STRINGS_ELEMENT = 'lendocs-strings';
const CONFIG = `${BASE_CONFIG}announcementBar:
  id: news
  content: News
i18n:
  defaultLocale: en
  locales: [en, fr]
`;

const FILES = {
  'docs/intro.md': doc({ title: 'Intro' }, '```js\nconst a = 1;\n```\n'),
  'i18n/fr/code.json': JSON.stringify({ 'theme.CodeBlock.copied': { message: 'Copié !' }, 'lendocs.SearchModal.seeAll': { message: 'Tous les résultats' } }),
};

test("a translated page carries its client words; the default locale's page carries none", async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  assert.deepEqual(site.errors, []);
  const en = site.$('/intro');
  const fr = site.$('/fr/intro');
  assert.equal(en(`#${CLIENT_STRINGS_ELEMENT}`).length, 0);
  const payload = JSON.parse(fr(`script#${CLIENT_STRINGS_ELEMENT}[type="application/json"]`).html() ?? '{}');
  assert.equal(payload['theme.CodeBlock.copy'], 'Copier');
  assert.equal(payload['theme.SearchModal.searchBox.placeholderText'], 'Rechercher des docs');
  assert.equal(payload['theme.SearchModal.noResultsScreen.noResultsText'], 'Aucun résultat pour');
  assert.equal(payload['theme.colorToggle.ariaLabel.mode.light'], 'mode clair');
  // code.json over Docusaurus's translation, and for lendocs's own ids; a word Docusaurus has no id of its own
  // for takes the nearest one's translation (the copied button's label).
  assert.equal(payload['theme.CodeBlock.copied'], 'Copié !');
  assert.equal(payload['lendocs.CodeBlock.copiedAriaLabel'], 'Copié !');
  assert.equal(payload['lendocs.SearchModal.seeAll'], 'Tous les résultats');
  // Words with no translation stay out: the script has them in English.
  assert.equal(payload['lendocs.CodeBlock.copyFailed'], undefined);

  // The buttons the HTML draws are named in the locale.
  assert.equal(fr('[data-announcement-close]').attr('aria-label'), 'Fermer');
  assert.equal(en('[data-announcement-close]').attr('aria-label'), 'Close announcement');
  assert.equal(fr('[data-menu-button]').attr('aria-label'), 'Ouvrir/fermer la barre de navigation');
  assert.equal(en('[data-menu-button]').attr('aria-label'), 'Open navigation menu');
  assert.equal(fr('[data-color-mode-toggle]').attr('aria-label'), 'Basculer entre le mode sombre et clair (actuellement mode sombre)');
  assert.equal(en('[data-color-mode-toggle]').attr('aria-label'), 'Switch colour mode (current: dark mode)');
  assert.equal(en('[data-color-mode-toggle]').attr('title'), 'Switch colour mode');
});

test('a site in English with code.json words for the script carries only those', async () => {
  const site = await buildFixture(
    { 'docs/intro.md': doc({ title: 'Intro' }, 'Hello.'), 'i18n/en/code.json': JSON.stringify({ 'theme.CodeBlock.copy': { message: 'Copy code' } }) },
    { config: `${BASE_CONFIG}i18n:\n  defaultLocale: en\n  locales: [en]\n` },
  );
  assert.deepEqual(site.errors, []);
  assert.deepEqual(JSON.parse(site.$('/intro')(`#${CLIENT_STRINGS_ELEMENT}`).html() ?? '{}'), { 'theme.CodeBlock.copy': 'Copy code' });
});
