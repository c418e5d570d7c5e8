// A docs sidebar with a top level far over what a page carries, in real headless Chromium: the page comes with the
// items around its own, and the script puts the rest in place from the shared file, the page's own item staying
// opened, marked and in view; after a client-side navigation, in the mobile drawer, and under a base URL, the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserOnFixtureSite, serveFixtureSite } from '../support/browser.js';
import { longSidebarSite } from '../support/long-sidebar.js';

const { files, config } = longSidebarSite(800);
const ITEMS = 1603;
const held = browserOnFixtureSite(files, { config });

/** Opens `route`; the page, and how many top-level items its HTML carried as served. */
async function open(route: string, { width = 1280, javaScriptEnabled = true } = {}): Promise<{ page: Page; served: number }> {
  const page = await (await held.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled })).newPage();
  const html = await (await page.goto(held.site.origin + route))!.text();
  const nav = html.slice(html.indexOf('<nav class="sidebar docs-sidebar"'));
  return { page, served: nav.slice(0, nav.indexOf('</nav>')).split('<li class="sidebar-item').length - 1 };
}

/** Waits until the sidebar's stand-ins have been replaced by the whole top level; its items then. */
async function wholeTopLevel(page: Page): Promise<number> {
  await page.waitForFunction(() => document.querySelector('.docs-sidebar') !== null && document.querySelector('.docs-sidebar [data-sidebar-top]') === null);
  return page.locator('.docs-sidebar > ul > li').count();
}

/** Whether the current page's link is inside the visible part of the sidebar's scrolling box. */
async function currentInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const slot = document.querySelector('.sidebar-slot')!.getBoundingClientRect();
    const link = document.querySelector('.docs-sidebar [aria-current="page"]')!.getBoundingClientRect();
    return link.height > 0 && link.top >= slot.top && link.bottom <= slot.bottom;
  });
}

test('the whole top level is put in place around the page’s own item, which stays opened, marked and in view', async () => {
  const { page, served } = await open('/guides/two');
  // The page as served carries a part of the top level (and its own category's two items).
  assert.ok(served < ITEMS / 4, `${served} items served`);
  assert.equal(await wholeTopLevel(page), ITEMS);
  const current = page.locator('.docs-sidebar a[aria-current="page"]');
  assert.equal(await current.count(), 1);
  assert.equal(await current.getAttribute('href'), '/guides/two');
  assert.equal(await page.locator('.docs-sidebar details[open] > summary').textContent(), 'Guides');
  assert.ok(await currentInView(page), 'the current link is out of the sidebar’s view');
  // The items put in place work as the page's own: the first and last are the site's first and last pages.
  assert.equal(await page.locator('.docs-sidebar > ul > li').first().locator('a').getAttribute('href'), '/first');
  assert.equal(await page.locator('.docs-sidebar > ul > li').last().locator('a').getAttribute('href'), '/last');

  // A client-side navigation to the last page: its sidebar is filled again, its link marked.
  await page.locator('.docs-sidebar > ul > li').last().locator('a').click();
  await page.waitForURL(/\/last$/);
  assert.equal(await wholeTopLevel(page), ITEMS);
  assert.equal(await page.locator('.docs-sidebar a[aria-current="page"]').getAttribute('href'), '/last');
  assert.ok(await currentInView(page), 'the current link is out of the sidebar’s view after navigating');
  await page.context().close();
});

test('in the mobile drawer the whole top level is there, the page’s link marked', async () => {
  const { page } = await open('/guides/one', { width: 390 });
  await page.locator('[data-menu-button]').click();
  await page.locator('[data-mobile-drawer].open').waitFor();
  assert.equal(await wholeTopLevel(page), ITEMS);
  const current = page.locator('[data-mobile-drawer] .docs-sidebar a[aria-current="page"]');
  assert.equal(await current.getAttribute('href'), '/guides/one');
  await current.scrollIntoViewIfNeeded();
  assert.ok(await current.isVisible());
  // Escape still closes the drawer and gives focus back to the menu button.
  await page.keyboard.press('Escape');
  await page.locator('[data-mobile-drawer].open').waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute('data-menu-button')), true);
  await page.context().close();
});

test('without JavaScript the page keeps its part of the top level, and a stand-in leads on to the others', async () => {
  const { page } = await open('/guides/one', { javaScriptEnabled: false });
  const later = page.locator('.docs-sidebar [data-sidebar-top="after"] a');
  assert.match((await later.textContent())!, /^Show \d+ later items$/);
  await later.click();
  await page.waitForURL(/\/last$/);
  assert.equal(await page.locator('.docs-sidebar a[aria-current="page"]').getAttribute('href'), '/last');
  await page.context().close();
});

test('under a base URL the page imports the code that puts the top level in place, and the file, from under the base', async () => {
  const site = await serveFixtureSite(files, { config: `${config}baseUrl: /base/\n`, base: '/base/' });
  try {
    const page = await (await held.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${site.origin}/base/guides/two`);
    assert.equal(await wholeTopLevel(page), ITEMS);
    assert.equal(await page.locator('.docs-sidebar a[aria-current="page"]').getAttribute('href'), '/base/guides/two');
    assert.equal(await page.locator('.docs-sidebar > ul > li').last().locator('a').getAttribute('href'), '/base/last');
    const shared = asked.filter((name) => name.includes('/assets/sidebar/')).map((name) => name.replace(/\.[0-9a-f]{10}\./, '.H.'));
    for (const file of ['/base/assets/sidebar/docs-0-top.H.json', '/base/assets/sidebar/top.H.js']) assert.ok(shared.includes(file), `${file} not among ${shared}`);
    await page.context().close();
  } finally {
    await site.close();
  }
});
