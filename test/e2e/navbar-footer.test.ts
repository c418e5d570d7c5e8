// navbar.hideOnScroll in Chromium: the navbar slides away on scrolling down and returns on scrolling up; without it
// (the default) it stays. The config's navbar and footer themselves are tested on built pages in
// test/integration/navbar-footer.test.ts.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { launchBrowser, nextScrollEnd, serveDir } from '../support/browser.js';
import { BASE_CONFIG, doc, makeSite, tempDir } from '../support/fixture-site.js';

describe('hideOnScroll in the browser', () => {
  let browser;
  const servers: any[] = [];
  const long = doc({ title: 'Long' }, Array.from({ length: 80 }, (_, i) => `## Part ${i}\n\nParagraph ${i} of a page long enough to scroll.`).join('\n\n'));

  async function serveFixture(navbar) {
    const out = path.join(tempDir(), 'site');
    const result = await build({ root: makeSite({ 'docs/long.md': long }, { config: `${BASE_CONFIG}${navbar}` }), out });
    assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
    const server = await serveDir(out);
    servers.push(server);
    return server.origin;
  }

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    for (const server of servers) await server.close();
  });

  /** Scrolls down until the back-to-top button shows: the same scroll update decides whether the navbar hides. */
  async function scrollDown(origin) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 700 } });
    await page.goto(`${origin}/long`);
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => !(document.querySelector('[data-back-to-top]')! as any).hidden);
    return page;
  }

  const navbarHidden = (page) => page.evaluate(() => document.querySelector('[data-navbar]')!.classList.contains('navbar-hidden'));

  test('with hideOnScroll the navbar slides away on scrolling down and returns on scrolling up', async () => {
    const page = await scrollDown(await serveFixture('navbar:\n  hideOnScroll: true\n'));
    assert.equal(await navbarHidden(page), true, 'hidden after scrolling down');
    const scrolled = await nextScrollEnd(page);
    await page.mouse.wheel(0, -300);
    assert.ok((await scrolled()) > 0, 'still below the top');
    assert.equal(await navbarHidden(page), false, 'back after scrolling up');
    await page.close();
  });

  test('without it (the default, as in Docusaurus) the navbar stays', async () => {
    const page = await scrollDown(await serveFixture(''));
    assert.equal(await page.evaluate(() => document.querySelector('[data-navbar]')!.classList.contains('navbar-hidden')), false);
    assert.ok(await page.locator('[data-navbar]').isVisible());
    await page.close();
  });
});
