// Accessibility (issue 10) in real headless Chromium against the built content/ site: axe-core finds no WCAG 2.1
// A/AA violations on any page type in either colour mode, and every widget works with the keyboard alone and
// announces its state. Focus is visible in both themes; reduced motion turns smooth scrolling and animation off.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions } from 'playwright-core';
import { launchBrowser, nextScrollEnd, serveDir } from '../support/browser.js';
import { builtContent } from '../support/content-site.js';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const THEMES = ['light', 'dark'];

let browser;
let server;
let docsTagPath;

before(async () => {
  browser = await launchBrowser();
  const out = await builtContent();
  // A docs tag page: the first folder under /tags/ (tags/index.html is the list of tags).
  const tag = readdirSync(path.join(out, 'tags'), { withFileTypes: true }).find((entry) => entry.isDirectory());
  assert.ok(tag, 'content/ should have a docs tag page');
  docsTagPath = `/tags/${tag.name}`;
  server = await serveDir(out);
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** A fresh context whose stored colour choice is `theme` before any script of the page runs. */
async function open(route: string | undefined, { theme = 'dark', ...options }: { theme?: string } & BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  await context.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
  const page = await context.newPage();
  if (route !== undefined) await page.goto(server.origin + route);
  return { context, page };
}

async function axeViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  // Only violations are read: axe then keeps one node of each passing rule instead of working out a selector for
  // every node that passed (most of its time on a long page), and finds the same violations.
  const results = await page.evaluate((tags) => (window as any).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }), WCAG_TAGS);
  return results.violations;
}

/** One line per violation: its rule id, then each failing element's selector and axe's reason. */
function describeViolations(violations) {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`).join('\n')}`)
    .join('\n');
}

async function assertNoViolations(page, label) {
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, `${label}: axe found\n${describeViolations(violations)}`);
}

/** Presses Tab until the focused element matches `selector`; fails after `max` presses. */
async function tabTo(page, selector, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  assert.fail(`Tab never reached ${selector} in ${max} presses`);
}

const focused = (page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '');
const theme = (page) => page.evaluate(() => document.documentElement.dataset.theme);

describe('axe-core: no WCAG 2.1 A/AA violations', () => {
  const routes = () => [
    '/',
    '/explore/pools',
    // A category landing page with <DocCardList /> (cards whose titles are h2 links).
    '/security/disclosures-report/',
    '/markdown-page',
    '/blog',
    '/blog/2024-07-09-introducing-multiply',
    '/blog/tags',
    '/blog/tags/announcement',
    '/blog/authors',
    '/blog/authors/mara',
    '/blog/archive',
    '/tags',
    docsTagPath,
    '/search?q=pool',
    '/missing-page',
  ];

  for (const mode of THEMES) {
    test(`every page type in ${mode} mode`, async () => {
      const { context, page } = await open(undefined, { theme: mode });
      const failures: any[] = [];
      for (const route of routes()) {
        await page.goto(server.origin + route);
        assert.equal(await theme(page), mode, route);
        if (route.startsWith('/search')) await page.locator('.search-page-count, .search-empty').first().waitFor();
        if (route === '/missing-page') assert.equal(await page.locator('h1').textContent(), 'Page Not Found');
        const violations = await axeViolations(page);
        if (violations.length > 0) failures.push(`${route}\n${describeViolations(violations)}`);
      }
      assert.deepEqual(failures, [], `axe violations in ${mode} mode:\n${failures.join('\n\n')}`);
      await context.close();
    });

    test(`the open mobile drawer in ${mode} mode`, async () => {
      const { context, page } = await open('/explore/pools', { theme: mode, viewport: { width: 600, height: 800 } });
      await page.locator('[data-menu-button]').click();
      await assertNoViolations(page, `mobile drawer (${mode})`);
      await context.close();
    });

    test(`the open search modal with results in ${mode} mode`, async () => {
      const { context, page } = await open('/explore/pools', { theme: mode });
      await page.keyboard.press('Control+k');
      await page.locator('.search-input').waitFor();
      await page.keyboard.type('pool');
      await page.waitForFunction(() => /result/.test(document.querySelector('.search-modal [role="status"]')?.textContent ?? ''));
      await page.keyboard.press('ArrowDown');
      try {
        await assertNoViolations(page, `search modal (${mode})`);
      } finally {
        await context.close();
      }
    });
  }
});

describe('keyboard operation', () => {
  test('the skip link is the first stop and moves focus to the main content', async () => {
    const { context, page } = await open('/explore/pools');
    await page.keyboard.press('Tab');
    const skip = page.locator('.skip-link');
    assert.equal(await page.evaluate(() => document.activeElement!.className), 'skip-link');
    const box = await skip.boundingBox();
    assert.ok(box && box.y >= 0, 'the focused skip link is on screen');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement!.id), 'main-content');
    await context.close();
  });

  test('colour toggle: Tab to it, Enter switches the mode and the label says which', async () => {
    const { context, page } = await open('/explore/pools');
    await tabTo(page, '[data-color-mode-toggle]');
    const toggle = page.locator('[data-color-mode-toggle]');
    assert.match(await toggle.getAttribute('aria-label'), /current: dark mode/);
    await page.keyboard.press('Enter');
    assert.equal(await theme(page), 'light');
    assert.match(await toggle.getAttribute('aria-label'), /current: light mode/);
    await page.keyboard.press('Space');
    assert.equal(await theme(page), 'dark');
    assert.equal(await page.evaluate(() => document.activeElement!.hasAttribute('data-color-mode-toggle')), true, 'focus stays on the toggle');
    await context.close();
  });

  test('announcement bar: Tab to its close button, Enter dismisses it for good', async () => {
    const { context, page } = await open('/explore/pools');
    const bar = page.locator('[data-announcement-bar]');
    assert.ok(await bar.isVisible());
    await tabTo(page, '[data-announcement-close]');
    assert.equal(await page.locator('[data-announcement-close]').getAttribute('aria-label'), 'Close announcement');
    await page.keyboard.press('Enter');
    assert.equal(await bar.count(), 0);
    await page.reload();
    assert.equal(await page.locator('[data-announcement-bar]').isVisible(), false);
    await context.close();
  });

  test('mobile drawer: Enter opens it (aria-expanded), focus moves in and stays, Escape closes it', async () => {
    const { context, page } = await open('/explore/pools', { viewport: { width: 600, height: 800 } });
    await tabTo(page, '[data-menu-button]');
    const button = page.locator('[data-menu-button]');
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    assert.equal(await button.getAttribute('aria-controls'), 'mobile-drawer');
    await page.keyboard.press('Enter');
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    assert.ok(await page.locator('[data-mobile-drawer]').isVisible());
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      assert.ok(await page.evaluate(() => Boolean(document.activeElement!.closest('[data-mobile-drawer], [data-menu-button]'))), `focus left the drawer: ${await focused(page)}`);
    }
    await page.keyboard.press('Escape');
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.locator('[data-mobile-drawer]').isVisible(), false);
    assert.equal(await page.evaluate(() => document.activeElement!.hasAttribute('data-menu-button')), true, 'focus returns to the menu button');
    await context.close();
  });

  test('sidebar: the current page is aria-current inside open categories; a category opens and closes from its own toggle', async () => {
    const { context, page } = await open('/curators/pools/create-pool');
    const current = page.locator('.sidebar-column a[aria-current="page"]');
    assert.equal(await current.getAttribute('href'), '/curators/pools/create-pool');
    assert.ok(await current.isVisible(), 'every category above the current page is open');
    assert.deepEqual(await current.evaluate((link) => [...document.querySelectorAll('.sidebar-column details[open]')].map((d) => d.contains(link))), [true, true]);
    await page.goto(`${server.origin}/explore/pools`);
    // A category with a landing page: its link and its toggle are separate controls, each reachable by Tab.
    const category = page.locator('.sidebar-column .sidebar-level-1 > .sidebar-category-linked').nth(1);
    const details = category.locator(':scope > details');
    assert.equal(await details.evaluate((el) => el.open), false);
    await category.locator(':scope > a.sidebar-link').focus();
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement!.tagName), 'SUMMARY');
    await page.keyboard.press('Enter');
    assert.equal(await details.evaluate((el) => el.open), true);
    await page.keyboard.press('Space');
    assert.equal(await details.evaluate((el) => el.open), false);
    await context.close();
  });

  test('copy button: Tab to it, Enter copies the code and says so', async () => {
    const { context, page } = await open('/markdown-page', { permissions: ['clipboard-read', 'clipboard-write'] });
    await tabTo(page, '.copy-button', 200);
    await page.keyboard.press('Enter');
    const button = page.locator('.copy-button').first();
    await page.waitForFunction(() => document.querySelector('.copy-button')!.textContent === 'Copied');
    assert.equal(await button.getAttribute('aria-label'), 'Copied to clipboard');
    assert.match(await page.evaluate(() => navigator.clipboard.readText()), /export function healthFactor/);
    await context.close();
  });

  test('back to top: reached by Tab after the footer, Enter scrolls to the top', async () => {
    const { context, page } = await open('/explore/glossary');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.locator('[data-back-to-top]').waitFor({ state: 'visible' });
    await page.locator('.footer-link').last().focus();
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement!.hasAttribute('data-back-to-top')), true, await focused(page));
    assert.equal(await page.locator('[data-back-to-top]').getAttribute('aria-label'), 'Scroll back to top');
    const scrolled = await nextScrollEnd(page);
    await page.keyboard.press('Enter');
    assert.equal(await scrolled(), 0);
    await context.close();
  });

  test('table of contents: one entry is aria-current, and following an entry by keyboard makes it current', async () => {
    const { context, page } = await open('/explore/glossary');
    const current = () => page.$$eval('[data-toc] a[aria-current]', (links) => links.map((link) => [link.getAttribute('href'), link.getAttribute('aria-current')]));
    const first = await page.locator('[data-toc] a.toc-link').first().getAttribute('href');
    assert.deepEqual(await current(), [[first, 'true']]);
    const links = page.locator('[data-toc] a.toc-link');
    const target = await links.nth(3).getAttribute('href');
    await links.first().focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement!.getAttribute('href')), target);
    await page.keyboard.press('Enter');
    await page.waitForFunction((href) => document.querySelector('[data-toc] a[aria-current="true"]')?.getAttribute('href') === href, target);
    assert.equal((await current()).length, 1);
    assert.equal(new URL(page.url()).hash, target);
    await context.close();
  });

  test('search: Ctrl+K opens a labelled modal with a live region for the results count; Escape closes it', async () => {
    const { context, page } = await open('/explore/pools');
    await tabTo(page, '[data-search-button]');
    assert.equal(await page.locator('[data-search-button]').getAttribute('aria-haspopup'), 'dialog');
    await page.keyboard.press('Control+k');
    const dialog = page.locator('[role="dialog"]');
    await dialog.waitFor();
    assert.equal(await dialog.getAttribute('aria-modal'), 'true');
    assert.equal(await dialog.getAttribute('aria-label'), 'Search');
    await page.waitForFunction(() => document.activeElement?.classList.contains('search-input'));
    const status = dialog.locator('[role="status"]');
    assert.equal(await status.count(), 1);
    await page.keyboard.type('pool');
    await page.waitForFunction(() => /^\d+ results? for "pool"$/.test(document.querySelector('[role="dialog"] [role="status"]')!.textContent));
    await page.keyboard.press('ArrowDown');
    // The arrow keys move the highlight, and the live region names the highlighted result.
    const active = page.locator('[data-option][data-active]');
    assert.equal(await active.count(), 1, 'arrow keys move the active result');
    assert.equal((await status.textContent()).trim(), (await active.locator('.search-hit-title').textContent()).trim());
    await page.keyboard.press('Escape');
    assert.equal(await dialog.count(), 0);
    assert.equal(await page.evaluate(() => document.activeElement!.hasAttribute('data-search-button')), true, 'focus returns to the search button');
    await context.close();
  });
});

describe('focus and motion', () => {
  for (const mode of THEMES) {
    test(`a focused link has a visible outline in ${mode} mode`, async () => {
      const { context, page } = await open('/explore/pools', { theme: mode });
      await tabTo(page, '.navbar-link');
      const style = await page.evaluate(() => {
        const el = document.activeElement;
        const computed = getComputedStyle(el!);
        return { style: computed.outlineStyle, width: parseFloat(computed.outlineWidth), color: computed.outlineColor, background: getComputedStyle(document.querySelector('.navbar')!).backgroundColor };
      });
      assert.notEqual(style.style, 'none');
      assert.ok(style.width >= 2, `outline width ${style.width}`);
      // The outline stands out from the navbar behind it (WCAG 1.4.11: 3:1 for focus indicators).
      assert.ok(contrast(style.color, style.background) >= 3, `outline ${style.color} on ${style.background}`);
      await context.close();
    });
  }

  test('prefers-reduced-motion: no smooth scrolling and no progress-bar animation', async () => {
    const { context, page } = await open('/explore/pools');
    const probe = () =>
      page.evaluate(() => {
        const bar = document.createElement('div');
        bar.className = 'route-progress';
        bar.style.transitionDuration = '200ms';
        document.body.append(bar);
        const result = { scroll: getComputedStyle(document.documentElement).scrollBehavior, bar: getComputedStyle(bar).transitionDuration };
        bar.remove();
        return result;
      });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    assert.deepEqual(await probe(), { scroll: 'smooth', bar: '0.2s' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    assert.deepEqual(await probe(), { scroll: 'auto', bar: '0s' });
    await context.close();
  });
});

/** WCAG contrast ratio of two `rgb(…)`/`rgba(…)` colours (alpha ignored: both are opaque here). */
function contrast(a, b) {
  const luminance = (css) => {
    const [r, g, bl] = css.match(/[\d.]+/g).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
