// Navbar dropdowns in Chromium (templates/NavMenus.tsx, nav-menus.css): on a desktop the menu opens while the
// pointer is over the dropdown or the keyboard focus is within it (CSS), its toggle's aria-expanded says so and Escape
// closes it (src/client/nav-dropdowns.ts); in the mobile drawer the
// dropdown is a group the keyboard opens. The markup is tested in test/integration/navbar-dropdowns.test.ts.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserOnFixtureSite } from '../support/browser.js';
import { BASE_CONFIG, doc } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}navbar:
  items:
    - type: dropdown
      label: Guides
      items:
        - { label: Intro, to: /intro }
        - { label: Setup, to: /setup }
    - { label: Other, to: /other }
`;

const held = browserOnFixtureSite(
  { 'pages/index.md': '# Home\n', 'docs/intro.md': doc({ title: 'Intro' }, 'Text.'), 'docs/setup.md': doc({ title: 'Setup' }, 'Text.'), 'docs/other.md': doc({ title: 'Other' }, 'Text.') },
  { config: CONFIG },
);

/** Presses Tab until the focus is on an element matching `selector` (at most `limit` times); fails if it never is. */
async function tabTo(page: Page, selector: string, limit = 30) {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`the keyboard never reached ${selector}`);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('navbar dropdowns in the browser', () => {
  test('on a desktop the menu opens on keyboard focus and on hover, and closes when they leave', async () => {
    const page = await (await held.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(`${held.site.origin}/`);
    const menu = page.locator('.navbar-items .nav-dropdown-menu');
    assert.equal(await menu.isVisible(), false, 'closed at first');
    await tabTo(page, '.navbar-items .nav-dropdown-toggle');
    await menu.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    assert.equal(await focusedText(page), 'Intro', 'the next Tab goes into the menu');
    await page.keyboard.press('Tab');
    assert.equal(await focusedText(page), 'Setup');
    assert.ok(await menu.isVisible());
    await page.keyboard.press('Tab');
    assert.equal(await focusedText(page), 'Other', 'past the menu');
    await menu.waitFor({ state: 'hidden' });
    // The pointer: over the label the menu opens, and it stays open on the way down to a link, which it follows.
    await page.locator('.navbar-items .nav-dropdown-toggle').hover();
    await menu.waitFor({ state: 'visible' });
    await menu.getByText('Setup').hover();
    await page.mouse.move(640, 600);
    await menu.waitFor({ state: 'hidden' });
    await page.locator('.navbar-items .nav-dropdown-toggle').hover();
    await menu.getByText('Setup').click();
    await page.waitForURL(/\/setup$/);
    await page.close();
  });

  test('in the mobile menu the dropdown is a group the keyboard opens, its links then reachable', async () => {
    const page = await (await held.browser.newContext({ viewport: { width: 600, height: 800 } })).newPage();
    await page.goto(`${held.site.origin}/`);
    await page.locator('[data-menu-button]').click();
    const group = page.locator('.drawer-items details.drawer-dropdown');
    await group.locator('summary').waitFor({ state: 'visible' });
    assert.equal(await group.locator('a').first().isVisible(), false, 'closed on a page none of its links is');
    await tabTo(page, '.drawer-items details.drawer-dropdown > summary');
    await page.keyboard.press('Enter');
    await group.locator('a').first().waitFor({ state: 'visible' });
    assert.equal(await group.evaluate((details: HTMLDetailsElement) => details.open), true);
    await page.keyboard.press('Tab');
    assert.equal(await focusedText(page), 'Intro');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/intro$/);
    // On a page of one of its links the group starts open.
    await page.locator('[data-menu-button]').click();
    await page.locator('.drawer-items details.drawer-dropdown a').first().waitFor({ state: 'visible' });
    await page.close();
  });
});

describe('navbar dropdowns tell their state, and Escape closes them', () => {
  const expanded = (page: Page) => page.locator('.navbar-items .nav-dropdown-toggle').getAttribute('aria-expanded');
  /** Waits until the toggle's aria-expanded is `value` (it follows the events that open and close the menu). */
  const expandedIs = (page: Page, value: string) => page.waitForFunction((want) => document.querySelector('.navbar-items .nav-dropdown-toggle')?.getAttribute('aria-expanded') === want, value);

  test('aria-expanded follows the menu opened by the keyboard; Escape closes it and takes the focus back to the toggle, Enter opens it again', async () => {
    const page = await (await held.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(`${held.site.origin}/`);
    const menu = page.locator('.navbar-items .nav-dropdown-menu');
    assert.equal(await expanded(page), 'false', 'closed at first, and said so');
    await tabTo(page, '.navbar-items .nav-dropdown-toggle');
    await menu.waitFor({ state: 'visible' });
    await expandedIs(page, 'true');
    await page.keyboard.press('Tab');
    assert.equal(await focusedText(page), 'Intro');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    assert.equal(await focusedText(page), 'Guides', 'the focus is back on the toggle');
    assert.equal(await expanded(page), 'false');
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'visible' });
    assert.equal(await expanded(page), 'true');
    await page.keyboard.press('Tab');
    assert.equal(await focusedText(page), 'Intro', 'its links reachable again');
    await tabTo(page, 'a[href="/other"]');
    await menu.waitFor({ state: 'hidden' });
    await expandedIs(page, 'false');
    await page.close();
  });

  test('Escape closes the menu the pointer opened, which opens again once the pointer has left and come back', async () => {
    const page = await (await held.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(`${held.site.origin}/`);
    const menu = page.locator('.navbar-items .nav-dropdown-menu');
    await page.locator('.navbar-items .nav-dropdown-toggle').hover();
    await menu.waitFor({ state: 'visible' });
    await expandedIs(page, 'true');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    assert.equal(await expanded(page), 'false');
    await page.mouse.move(640, 600);
    await page.locator('.navbar-items .nav-dropdown-toggle').hover();
    await menu.waitFor({ state: 'visible' });
    await expandedIs(page, 'true');
    await page.close();
  });
});
