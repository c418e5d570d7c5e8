// Browser behaviour (issue: client script) in real headless Chromium against built sites on 127.0.0.1.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { launchBrowser, nextScrollEnd, serveDir } from '../support/browser.js';
import { builtContent } from '../support/content-site.js';
import { makeSite, tempDir, BASE_CONFIG } from '../support/fixture-site.js';

let browser;
let content; // the real site: default dark, respectPrefersColorScheme false
let system; // a fixture that respects the OS preference

async function buildAndServe(root) {
  const out = path.join(tempDir(), 'site');
  const result = await build({ root, out });
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  return serveDir(out);
}

before(async () => {
  browser = await launchBrowser();
  content = await serveDir(await builtContent());
  const page = (title) => `---\ntitle: ${title}\n---\n\nText.\n`;
  system = await buildAndServe(
    makeSite(
      { 'docs/a.md': page('A'), 'docs/b.md': page('B') },
      { config: `${BASE_CONFIG}colorMode:\n  defaultMode: dark\n  respectPrefersColorScheme: true\nannouncementBar:\n  id: one\n  content: Hello\n` },
    ),
  );
});

after(async () => {
  await browser?.close();
  await content?.close();
  await system?.close();
});

async function open(origin, route, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const messages: any[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  if (route !== undefined) await page.goto(origin + route);
  return { context, page, messages };
}

/** Records, inside the page, each fetch() it starts and each that fails (pathnames); call before goto(). */
function recordFetches(page) {
  return page.addInitScript(() => {
    const original = window.fetch;
    (window as any).__fetches = { started: [], failed: [] };
    window.fetch = function (input, init) {
      const pathname = new URL(typeof input === 'string' ? input : (input as Request).url, location.href).pathname;
      (window as any).__fetches.started.push(pathname);
      const result = original.call(this, input, init);
      result.catch(() => (window as any).__fetches.failed.push(pathname));
      return result;
    };
  });
}

const theme = (page) => page.evaluate(() => [document.documentElement.dataset.theme, document.documentElement.dataset.themeChoice]);

describe('colour mode', () => {
  test('defaults to dark and toggles light ↔ dark when the OS preference is not respected', async () => {
    const { context, page } = await open(content.origin, '/explore/pools', { colorScheme: 'light' });
    assert.deepEqual(await theme(page), ['dark', 'dark']);
    const toggle = page.locator('[data-color-mode-toggle]');
    assert.match(await toggle.getAttribute('aria-label'), /current: dark mode/);
    await toggle.click();
    assert.deepEqual(await theme(page), ['light', 'light']);
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');
    assert.match(await toggle.getAttribute('aria-label'), /current: light mode/);
    await toggle.click();
    assert.deepEqual(await theme(page), ['dark', 'dark']);
    await context.close();
  });

  test('the stored choice is applied before first paint (no flash)', async () => {
    const { context, page } = await open(content.origin, undefined);
    // Record data-theme at the moment <body> is inserted, i.e. before anything can be painted.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as any).__themeAtBody = document.documentElement.dataset.theme;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${content.origin}/explore/`);
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    assert.equal(await page.evaluate(() => (window as any).__themeAtBody), 'light');
    await context.close();
  });

  test('system → light → dark → system, following prefers-color-scheme live', async () => {
    const { context, page } = await open(system.origin, '/a', { colorScheme: 'light' });
    assert.deepEqual(await theme(page), ['light', 'system']);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    const toggle = page.locator('[data-color-mode-toggle]');
    assert.match(await toggle.getAttribute('aria-label'), /current: system mode/);
    await toggle.click();
    assert.deepEqual(await theme(page), ['light', 'light']);
    await toggle.click();
    assert.deepEqual(await theme(page), ['dark', 'dark']);
    await toggle.click();
    assert.deepEqual(await theme(page), ['dark', 'system']);
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), null);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await context.close();
  });

  test('a choice made in one tab is followed by the other', async () => {
    const { context, page } = await open(content.origin, '/explore/');
    const other = await context.newPage();
    await other.goto(`${content.origin}/explore/pools`);
    // The other tab hears of the choice through a storage event; its own listener (added first) has run when ours does.
    await other.evaluate(() => {
      (window as any).__heard = new Promise<any>((resolve) => addEventListener('storage', (event) => resolve(event.newValue), { once: true }));
    });
    await page.locator('[data-color-mode-toggle]').click();
    assert.equal(await other.evaluate(() => (window as any).__heard), 'light');
    assert.equal(await other.evaluate(() => document.documentElement.dataset.theme), 'light');
    await context.close();
  });
});

describe('announcement bar', () => {
  test('closing it is remembered across reloads without a flash, until the id changes', async () => {
    const { context, page } = await open(system.origin, '/a');
    assert.ok(await page.locator('[data-announcement-bar]').isVisible());
    await page.locator('[data-announcement-close]').click();
    assert.equal(await page.locator('[data-announcement-bar]').count(), 0);
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as any).__dismissedAtBody = document.documentElement.getAttribute('data-announcement-bar-initially-dismissed');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    assert.equal(await page.evaluate(() => (window as any).__dismissedAtBody), 'true');
    assert.equal(await page.locator('[data-announcement-bar]').isVisible(), false);
    // A new bar id shows the bar again.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'old'));
    await page.reload();
    assert.ok(await page.locator('[data-announcement-bar]').isVisible());
    await context.close();
  });
});

describe('mobile layout', () => {
  test('996 px is mobile, 997 px is desktop; the drawer closes when the layout turns desktop', async () => {
    const { context, page } = await open(content.origin, '/explore/pools', { viewport: { width: 996, height: 800 } });
    const button = page.locator('[data-menu-button]');
    assert.ok(await button.isVisible());
    assert.equal(await page.locator('.sidebar-column').isVisible(), false);
    await button.click();
    const drawer = page.locator('[data-mobile-drawer]');
    assert.ok(await drawer.isVisible());
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    assert.ok(await drawer.locator('a[href="/blog"]').isVisible());
    assert.ok(await drawer.locator('.docs-sidebar').isVisible());
    await page.setViewportSize({ width: 997, height: 800 });
    await page.waitForFunction(() => !document.querySelector('[data-mobile-drawer]')!.classList.contains('open'));
    assert.equal(await drawer.locator('.drawer-items').isVisible(), false);
    assert.equal(await button.isVisible(), false);
    assert.ok(await page.locator('.sidebar-column').isVisible());
    await context.close();
  });

  test('back navigation and Escape close the drawer; focus stays inside while open', async () => {
    const { context, page } = await open(content.origin, '/explore/pools', { viewport: { width: 600, height: 800 } });
    const drawer = page.locator('[data-mobile-drawer]');
    await page.locator('[data-menu-button]').click();
    await page.goBack();
    await page.waitForFunction(() => !document.querySelector('[data-mobile-drawer]')!.classList.contains('open'));
    assert.equal(new URL(page.url()).pathname, '/explore/pools');
    await page.locator('[data-menu-button]').click();
    for (let i = 0; i < 80; i++) await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => Boolean(document.activeElement!.closest('[data-mobile-drawer], [data-menu-button]')));
    assert.ok(inside, 'focus escaped the drawer');
    await page.keyboard.press('Escape');
    assert.equal(await drawer.isVisible(), false);
    assert.equal(await page.locator('[data-menu-button]').getAttribute('aria-expanded'), 'false');
    assert.equal(await page.evaluate(() => document.activeElement!.hasAttribute('data-menu-button')), true);
    await context.close();
  });
});

describe('scrolling widgets', () => {
  test('the navbar hides on scrolling down and returns on scrolling up; the TOC follows; back to top works', async () => {
    const { context, page } = await open(content.origin, '/explore/glossary');
    const navbar = page.locator('[data-navbar]');
    const hidden = () => page.evaluate(() => document.querySelector('[data-navbar]')!.classList.contains('navbar-hidden'));
    let scrolled = await nextScrollEnd(page);
    await page.mouse.wheel(0, 1500);
    await scrolled();
    assert.equal(await hidden(), true, 'hidden after scrolling down');
    scrolled = await nextScrollEnd(page);
    await page.mouse.wheel(0, -300);
    await scrolled();
    assert.equal(await hidden(), false, 'back after scrolling up');
    assert.ok(await navbar.isVisible());

    const target = await page.locator('[data-toc] a.toc-link').nth(2).getAttribute('href');
    await page.evaluate((id) => document.getElementById(id.slice(1))!.scrollIntoView(), target);
    await page.waitForFunction((href) => document.querySelector('[data-toc] a.active')?.getAttribute('href') === href, target);
    assert.equal(await page.locator('[data-toc] a[aria-current="true"]').getAttribute('href'), target);

    const backToTop = page.locator('[data-back-to-top]');
    assert.ok(await backToTop.isVisible());
    await backToTop.click();
    // Waits for the top itself, not for the next scrollend: the TOC's scrollIntoView may still be ending its own
    // scroll when the button is clicked, and that scrollend would report where it stopped.
    await page.waitForFunction(() => window.scrollY === 0);
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await context.close();
  });

  test('the copy button copies the code block', async () => {
    const { context, page } = await open(content.origin, '/markdown-page', { permissions: ['clipboard-read', 'clipboard-write'] });
    const button = page.locator('.copy-button').first();
    await button.click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, /export function healthFactor/);
    assert.equal(await button.textContent(), 'Copied');
    await context.close();
  });
});

describe('sidebar', () => {
  test('a collapsed category opens with its items, from one shared file fetched once; nested ones too', async () => {
    const { context, page } = await open(content.origin, '/explore/');
    const sidebarFetches: any[] = [];
    page.on('request', (request) => new URL(request.url()).pathname.startsWith('/assets/sidebar/') && sidebarFetches.push(request.url()));
    const curators = page.locator('.sidebar-column .sidebar-level-1 > li', { has: page.locator('> a[href="/curators/"]') });
    assert.equal(await curators.locator('a[href="/curators/pools/create-pool"]').count(), 0, 'not in the page before it is opened');
    await curators.locator('> details > summary').click();
    const pools = curators.locator('details[data-category="4"]');
    await pools.waitFor();
    assert.equal(await curators.locator('> details').getAttribute('open'), '');
    await pools.locator('> summary').click();
    const createPool = pools.locator('a[href="/curators/pools/create-pool"]', { hasText: 'Create a pool' });
    await createPool.waitFor();
    assert.equal(sidebarFetches.length, 1, JSON.stringify(sidebarFetches));
    // Its links are ordinary sidebar links: the next page is swapped in and shows itself as current.
    await createPool.click();
    await page.waitForFunction(() => document.title.startsWith('Create a pool'));
    assert.equal(await page.locator('.sidebar-column a[aria-current="page"]').getAttribute('href'), '/curators/pools/create-pool');
    await context.close();
  });
});

describe('client navigation', () => {
  test('internal links are prefetched on hover and swapped in without a full reload', async () => {
    const { context, page } = await open(content.origin, '/explore/');
    await page.evaluate(() => ((window as any).__marker = 'same document'));
    const link = page.locator('.sidebar-column a[href="/explore/pools"]');
    const prefetch = page.waitForRequest((request) => new URL(request.url()).pathname === '/explore/pools');
    await link.hover();
    await prefetch;
    await link.click();
    await page.waitForFunction(() => document.title === 'Pools | Lendara');
    assert.equal(new URL(page.url()).pathname, '/explore/pools');
    assert.equal(await page.evaluate(() => (window as any).__marker), 'same document');
    assert.equal(await page.locator('h1').textContent(), 'Pools');
    assert.equal(await page.locator('.sidebar-column a[aria-current="page"]').getAttribute('href'), '/explore/pools');
    assert.equal(await page.evaluate(() => document.activeElement!.id), 'main-content');
    assert.equal(await page.evaluate(() => (document.querySelector('link[rel="canonical"]')! as any).href), 'https://lendara.xyz/explore/pools');
    // Widgets of the new page work: the colour toggle.
    await page.locator('[data-color-mode-toggle]').click();
    assert.deepEqual(await theme(page), ['light', 'light']);
    // Back restores the previous page in the same document.
    await page.goBack();
    await page.waitForFunction(() => document.title === 'Overview | Lendara');
    assert.equal(await page.evaluate(() => (window as any).__marker), 'same document');
    await context.close();
  });

  test('no prefetch on 2g or with data-saver', async () => {
    for (const connection of [{ effectiveType: '2g', saveData: false }, { effectiveType: '4g', saveData: true }]) {
      const { context, page } = await open(content.origin, undefined);
      await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value, configurable: true }), connection);
      await recordFetches(page);
      await page.goto(`${content.origin}/explore/`);
      // A prefetch starts inside the hover and focus handlers, which have run when hover() and focus() return.
      await page.locator('.sidebar-column a[href="/explore/pools"]').hover();
      await page.locator('.sidebar-column a[href="/explore/vaults"]').focus();
      assert.deepEqual(await page.evaluate(() => (window as any).__fetches.started), [], JSON.stringify(connection));
      await context.close();
    }
  });

  test('a failed page fetch shows the error with Retry, which then loads the page', async () => {
    const { context, page } = await open(content.origin, '/explore/');
    let fail = true;
    await page.route('**/explore/vaults', (route) => (fail ? route.abort('connectionrefused') : route.continue()));
    await page.evaluate(() => (document.querySelector('a[href="/explore/vaults"]')! as any).click());
    const error = page.locator('.route-error');
    await error.waitFor();
    assert.match(await error.textContent(), /could not be loaded/);
    fail = false;
    await error.locator('button', { hasText: 'Retry' }).click();
    // The page is swapped in the same task as the URL changes.
    await page.waitForURL('**/explore/vaults');
    assert.equal(await page.title(), 'Vaults | Lendara');
    assert.equal(await page.locator('.route-error').count(), 0);
    await context.close();
  });

  test('a failed prefetch falls back to a normal full page load', async () => {
    const { context, page } = await open(content.origin, undefined);
    await recordFetches(page);
    await page.goto(`${content.origin}/explore/`);
    let calls = 0;
    await page.route('**/explore/leaderboard', (route) => (++calls === 1 ? route.abort('connectionrefused') : route.continue()));
    await page.evaluate(() => ((window as any).__marker = 'old document'));
    const link = page.locator('.sidebar-column a[href="/explore/leaderboard"]');
    await link.hover();
    // The page has seen its prefetch fail (its own handler runs in the same microtask checkpoint as the recorder's).
    await page.waitForFunction(() => (window as any).__fetches.failed.includes('/explore/leaderboard'), null, { polling: 20 });
    await link.click();
    await page.waitForURL('**/explore/leaderboard');
    await page.waitForFunction(() => document.readyState === 'complete' && document.title.startsWith('Leaderboard'));
    assert.equal(await page.evaluate(() => (window as any).__marker), undefined);
    await context.close();
  });

  test('the progress bar appears only after 200 ms, and not at all for a fast navigation', async () => {
    // The page's clock is Playwright's: its 200 ms pass only when the test says so, however busy the machine is.
    const { context, page } = await open(content.origin, undefined);
    await page.clock.install();
    // Stopped before the page loads: from here on, page time moves only by runFor. (Stopped after the load, at a moment
    // this process's clock chose, the page's clock, running meanwhile, could already be past it on a busy machine.)
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto(`${content.origin}/explore/`);
    const bars = () => page.locator('[data-route-progress]').count();
    let release;
    const held = new Promise<any>((resolve) => (release = resolve));
    await page.route('**/explore/rewards', async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => (document.querySelector('a[href="/explore/rewards"]')! as any).click());
    await page.clock.runFor(190);
    assert.equal(await bars(), 0, 'no bar before 200 ms');
    await page.clock.runFor(20);
    assert.equal(await bars(), 1, 'the bar shows once a navigation has taken 200 ms');
    release();
    await page.waitForFunction(() => document.title.startsWith('STRK Rewards'), null, { polling: 20 });

    // A navigation that ends before 200 ms of the page's time never shows the bar.
    await page.clock.runFor(1000);
    await page.evaluate(() => (document.querySelector('.sidebar-column a[href="/explore/curators"]')! as any).click());
    await page.waitForFunction(() => document.title.startsWith('Curators'), null, { polling: 20 });
    await page.clock.runFor(1000);
    assert.equal(await bars(), 0, 'no bar after a fast navigation');
    await context.close();
  });

  test('a page that fails to render shows "This page crashed.", the error and Try again', async () => {
    const { context, page } = await open(content.origin, '/explore/');
    await page.route('**/explore/vaults', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!DOCTYPE html><title>Broken</title><p>no main here</p>' }));
    await page.evaluate(() => (document.querySelector('a[href="/explore/vaults"]')! as any).click());
    const crash = page.locator('.page-crash');
    await crash.waitFor();
    assert.equal(await crash.locator('h1').textContent(), 'This page crashed.');
    assert.match(await crash.textContent(), /The page has no main content\./);
    await page.unroute('**/explore/vaults');
    await crash.locator('button', { hasText: 'Try again' }).click();
    await page.waitForFunction(() => document.title === 'Vaults | Lendara');
    await context.close();
  });
});

describe('robustness', () => {
  test('localStorage that throws: one warning, nothing visible breaks', async () => {
    const { context, page, messages } = await open(content.origin, undefined);
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('denied', 'SecurityError');
      };
      Storage.prototype.getItem = fail;
      Storage.prototype.setItem = fail;
      Storage.prototype.removeItem = fail;
    });
    await page.goto(`${content.origin}/explore/pools`);
    assert.deepEqual(await theme(page), ['dark', 'dark']);
    await page.locator('[data-color-mode-toggle]').click();
    assert.deepEqual(await theme(page), ['light', 'light']);
    await page.locator('[data-announcement-close]').click();
    const warnings = messages.filter((m) => m.includes('localStorage is unavailable'));
    assert.equal(warnings.length, 1, messages.join('\n'));
    assert.deepEqual(messages.filter((m) => m.startsWith('pageerror')), []);
    await context.close();
  });

  test('the docs version choice is persisted', async () => {
    const { context, page } = await open(content.origin, '/explore/pools');
    assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), 'current');
    await context.close();
  });

  test('pages read and navigate with JavaScript disabled', async () => {
    const { context, page } = await open(content.origin, '/explore/', { javaScriptEnabled: false });
    assert.equal(await page.locator('h1').textContent(), 'Overview');
    assert.ok((await page.locator('main').textContent()).length > 1000);
    await page.locator('.sidebar-column a[href="/explore/pools"]').click();
    await page.waitForURL('**/explore/pools');
    assert.equal(await page.locator('h1').textContent(), 'Pools');
    await context.close();
  });

  test('no console errors on the main page types', async () => {
    for (const route of ['/', '/explore/pools', '/blog', '/blog/2024-07-09-introducing-multiply', '/blog/tags', '/missing-page']) {
      const { context, page, messages } = await open(content.origin, route);
      // goto() returned after the load event; one more frame lets anything the scripts scheduled for it run.
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
      assert.deepEqual(messages.filter((m) => /^(error|pageerror)/.test(m) && !m.includes('404')), [], route);
      await context.close();
    }
  });
});
