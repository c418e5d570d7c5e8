// The words the browser script writes, in real headless Chromium on a French page: the code block's copy button,
// the search modal, the colour toggle and the mobile menu speak French (the page's payload, by Docusaurus's ids);
// on the English page, reached by the locale menu, they speak English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserOnFixtureSite } from '../support/browser.js';
import { BASE_CONFIG, doc } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}i18n:
  defaultLocale: en
  locales: [en, fr]
navbar:
  items:
    - { type: localeDropdown, position: right }
`;

const FILES = {
  'docs/intro.md': doc({ title: 'Intro' }, '```js\nconst answer = 42;\n```\n'),
  'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': doc({ title: 'Introduction' }, '```js\nconst reponse = 42;\n```\n'),
};

const held = browserOnFixtureSite(FILES, { config: CONFIG });

test("a French page's copy button, colour toggle and search modal are in French", async () => {
  const context = await held.browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  // The page's timers run only when the test says so: "Copié" stays however slow the machine is.
  await page.clock.install();
  await page.goto(`${held.site.origin}/fr/intro`);
  const button = page.locator('.code-block .copy-button');
  await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('.code-block .copy-button')!.hidden);
  assert.equal(await button.textContent(), 'Copier');
  assert.equal(await button.getAttribute('aria-label'), 'Copier le code');
  await page.locator('.code-block').hover();
  await button.click();
  await page.waitForFunction(() => document.querySelector('.code-block .copy-button')!.textContent === 'Copié');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'const reponse = 42;');
  await page.clock.runFor(2100);
  assert.equal(await button.textContent(), 'Copier');

  assert.match((await page.locator('[data-color-mode-toggle]').getAttribute('aria-label')) ?? '', /^Basculer entre le mode sombre et clair \(actuellement /);

  await page.keyboard.press('Control+k');
  const input = page.locator('[data-search-input]');
  await input.waitFor();
  assert.equal(await input.getAttribute('placeholder'), 'Rechercher des docs');
  assert.equal(await page.locator('.search-cancel').textContent(), 'Annuler');
  assert.equal(await page.locator('.search-empty').textContent(), 'Aucune recherche récente');
  assert.match((await page.locator('.search-keys').textContent()) ?? '', /naviguer .* sélectionner .* fermer/);
  await input.fill('zzqx');
  await page.waitForFunction(() => document.querySelector('[data-search-status]')?.textContent?.includes('"zzqx"'));
  assert.equal(await page.locator('.search-empty').textContent(), 'Aucun résultat pour "zzqx"');
  await page.keyboard.press('Escape');
  await context.close();
});

test('the mobile menu is named in French; the locale menu leads to English words', async () => {
  const context = await held.browser.newContext({ viewport: { width: 600, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${held.site.origin}/fr/intro`);
  const menu = page.locator('[data-menu-button]');
  assert.equal(await menu.getAttribute('aria-label'), 'Ouvrir/fermer la barre de navigation');
  await menu.click();
  await page.waitForFunction(() => document.querySelector('[data-menu-button]')!.getAttribute('aria-expanded') === 'true');
  assert.equal(await menu.getAttribute('aria-label'), 'Fermer la barre de navigation');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.locator('.navbar-items .locale-dropdown summary').click();
  await page.locator('.navbar-items .locale-dropdown a[hreflang="en"]').click();
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Intro');
  // The heading is there while the page is still parsed, before its deferred script listens for Ctrl+K: a key
  // pressed then was lost, and the modal never opened (under load). The page's load event comes after that script.
  await page.waitForLoadState('load');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  await page.keyboard.press('Control+k');
  await page.locator('[data-search-input]').waitFor();
  assert.equal(await page.locator('[data-search-input]').getAttribute('placeholder'), 'Search docs');
  await context.close();
});
