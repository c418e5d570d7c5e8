// What readers notice on every page (issue: the reading experience), in real headless Chromium against the built
// content/ site on 127.0.0.1, at 1280 and 390 px wide and in both colour modes.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { BrowserContextOptions } from 'playwright-core';
import { build } from '../../src/pipeline/build.js';
import { launchBrowser, nextScrollEnd, serveDir } from '../support/browser.js';
import { builtContent } from '../support/content-site.js';
import { execFileSync } from 'node:child_process';
import { BASE_CONFIG, makeSite, tempDir } from '../support/fixture-site.js';

let browser;
let content;
let boxes; // a fixture with every admonition type

const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger'].map((type) => `:::${type}\n\nA ${type}.\n\n:::\n`).join('\n');

before(async () => {
  browser = await launchBrowser();
  content = await serveDir(await builtContent());
  const out = path.join(tempDir(), 'site');
  const root = makeSite({ 'docs/boxes.md': `---\ntitle: Boxes\n---\n\n${ADMONITIONS}\n\`\`\`js\nconst a = 1; // one\n\`\`\`\n\n[Release 1.2](./v1.2.md)\n`, 'docs/v1.2.md': '---\ntitle: Release 1.2\n---\n\nNotes.\n' }, { config: `${BASE_CONFIG}docs:\n  showLastUpdateTime: true\n  showLastUpdateAuthor: true\n` });
  // A git history with a fixed date and author, for "Last updated".
  const env = { ...process.env, GIT_AUTHOR_NAME: 'Ada Lovelace', GIT_AUTHOR_EMAIL: 'a@example.test', GIT_COMMITTER_NAME: 'Ada Lovelace', GIT_COMMITTER_EMAIL: 'a@example.test', GIT_AUTHOR_DATE: '2024-03-12T10:00:00Z', GIT_COMMITTER_DATE: '2024-03-12T10:00:00Z' };
  for (const args of [['init', '-q'], ['add', '.'], ['-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'boxes']]) execFileSync('git', args, { cwd: root, env });
  const result = await build({ root, out });
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  boxes = await serveDir(out);
});

after(async () => {
  await browser?.close();
  await content?.close();
  await boxes?.close();
});

async function open(route?: string, { width = 1280, height = 800, theme, origin = content.origin, ...options }: { width?: number; height?: number; theme?: string; origin?: string } & BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width, height }, ...options });
  if (theme) await context.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
  const page = await context.newPage();
  const errors: any[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (route !== undefined) await page.goto(origin + route);
  return { context, page, errors };
}

/** Clicks an in-site link to `href`, added to the page as an author would write it. */
const followLink = (page, href) =>
  page.evaluate((target) => {
    const a = document.createElement('a');
    a.href = target;
    a.textContent = 'link';
    document.querySelector('main')!.prepend(a);
    a.click();
  }, href);
const rect = (page, selector) => page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().toJSON());
const scrollY = (page) => page.evaluate(() => window.scrollY);

describe('layout and navigation', () => {
  test('the desktop sidebar stays in view with its own scroll, its current item in view on load', async () => {
    const { context, page } = await open('/developers/core/pool');
    await page.evaluate(() => window.scrollTo(0, 2500));
    await page.waitForFunction(() => window.scrollY === 2500);
    const slot = await rect(page, '.sidebar-column .sidebar-slot');
    assert.ok(slot.top >= 0 && slot.top <= 130, `sidebar top at ${slot.top}`);
    assert.ok(slot.bottom <= 800 + 1, 'the sidebar fits the viewport and scrolls on its own');

    // A short window and a deep page: the current entry is scrolled into the sidebar's view, the page is not.
    const small = await open('/security/disclosures-report/share-inflation-protection-disclosure', { height: 420 });
    const current = await rect(small.page, '.sidebar-slot [aria-current="page"]');
    const box = await rect(small.page, '.sidebar-column .sidebar-slot');
    assert.ok(current.top >= box.top && current.bottom <= box.bottom, `current item at ${current.top}–${current.bottom}, sidebar ${box.top}–${box.bottom}`);
    assert.equal(await scrollY(small.page), 0);
    await small.context.close();
    await context.close();
  });

  test('the mobile menu keeps its close button on screen under the announcement bar; drawer links match desktop', async () => {
    const { context, page } = await open('/explore/pools', { width: 390, height: 800 });
    assert.ok(await page.locator('.announcement-bar').isVisible(), 'first visit: the bar shows');
    const button = page.locator('[data-menu-button]');
    await button.click();
    await page.waitForFunction(() => document.querySelector('[data-mobile-drawer]')!.classList.contains('open'));
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    assert.ok(await page.locator('[data-menu-button] .icon-close').isVisible(), 'the button shows ✕');
    assert.ok(!(await page.locator('[data-menu-button] .icon-menu').isVisible()));
    // Nothing covers the button: the drawer starts below the navbar.
    const box = await button.boundingBox();
    const hit = await page.evaluate(([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('[data-menu-button]')), [box.x + box.width / 2, box.y + box.height / 2]);
    assert.ok(hit, 'the close button is the topmost element at its place');
    const drawerTop = (await rect(page, '[data-mobile-drawer]')).top;
    const navbarBottom = (await rect(page, '[data-navbar]')).bottom;
    assert.ok(Math.abs(drawerTop - navbarBottom) < 1, `drawer at ${drawerTop}, navbar ends at ${navbarBottom}`);

    const launch = page.locator('.drawer-items a', { hasText: 'Launch App' });
    assert.equal(await launch.getAttribute('target'), '_blank');
    assert.equal(await launch.locator('.external-icon').count(), 1);
    assert.equal(await page.locator('.drawer-items a[aria-current]').textContent(), 'Read Docs');
    await button.click();
    await page.waitForFunction(() => !document.querySelector('[data-mobile-drawer]')!.classList.contains('open'));
    await context.close();
  });

  test('a new page starts at the top at once, a #hash lands below the navbar, Back restores the position', async () => {
    const { context, page } = await open('/developers/core/pool');
    await page.evaluate(() => window.scrollTo(0, 5500));
    await page.waitForFunction(() => window.scrollY > 0);
    const before = await scrollY(page);
    const positions = await page.evaluate(() => {
      // Every scroll position the document passes through from the click on: an animation would show several.
      (window as any).__positions = [];
      addEventListener('scroll', () => (window as any).__positions.push(window.scrollY));
      (document.querySelector('.pager-next')! as any).click();
      return (window as any).__positions;
    });
    assert.deepEqual(positions, []);
    await page.waitForFunction(() => document.title.startsWith('PoolFactory'));
    assert.equal(await scrollY(page), 0);
    assert.ok((await page.evaluate(() => (window as any).__positions)).every((y) => y === 0), 'no intermediate positions');

    await page.goBack();
    await page.waitForFunction(() => document.title.startsWith('Pool |'));
    await page.waitForFunction((y) => window.scrollY === y, before);

    // An in-site link with a fragment: the heading sits just below the navbar.
    await followLink(page, '/explore/pools#interest-rates');
    await page.waitForFunction(() => document.title.startsWith('Pools'));
    const heading = await rect(page, '#interest-rates');
    assert.ok(heading.top >= 60 && heading.top <= 80, `heading at ${heading.top}`);
    await context.close();
  });

  test('a page whose name holds a dot (/v1.2) is swapped in like any page, not loaded as a file', async () => {
    const { context, page } = await open('/boxes', { origin: boxes.origin });
    await page.evaluate(() => ((window as any).__samePage = true));
    await page.locator('.markdown a', { hasText: 'Release 1.2' }).click();
    await page.waitForFunction(() => document.title.startsWith('Release 1.2'));
    assert.equal(await page.evaluate(() => (window as any).__samePage), true, 'no full page load');
    await context.close();
  });

  test('an undecodable #hash in a link navigates without an error and clears the progress bar', async () => {
    // The page's clock is Playwright's: the bar's delays pass only when the test runs them.
    const { context, page, errors } = await open(undefined);
    await page.clock.install();
    await page.goto(`${content.origin}/explore/`);
    await page.clock.pauseAt(Date.now() + 1000);
    let release;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/explore/pools', async (route) => {
      await held;
      await route.continue();
    });
    await followLink(page, '/explore/pools#100%');
    await page.clock.runFor(210);
    assert.equal(await page.locator('[data-route-progress]').count(), 1, 'a slow navigation shows the bar');
    release();
    await page.waitForURL('**/explore/pools#100%');
    assert.match(await page.title(), /^Pools/);
    // Once ended, the bar fades and goes: nothing is left after its delays, as after any navigation.
    await page.clock.runFor(1000);
    assert.equal(await page.locator('[data-route-progress]').count(), 0, 'the bar is cleared');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a collapsible "On this page" on phones; between 997 and 1,100 px the text keeps its width', async () => {
    const phone = await open('/explore/pools', { width: 390 });
    const toc = phone.page.locator('.toc-mobile');
    assert.ok(await toc.isVisible());
    assert.ok(!(await phone.page.locator('.toc-mobile a').first().isVisible()), 'collapsed at first');
    await toc.locator('summary').click();
    await phone.page.locator('.toc-mobile a', { hasText: 'Interest rates' }).click();
    await phone.page.waitForFunction(() => location.hash === '#interest-rates');
    await phone.context.close();

    const narrow = await open('/explore/pools', { width: 1050 });
    assert.ok(!(await narrow.page.locator('.toc-column').isVisible()));
    assert.ok((await rect(narrow.page, '.doc-article')).width >= 600);
    await narrow.context.close();
    const wide = await open('/explore/pools', { width: 1280 });
    assert.ok(await wide.page.locator('.toc-column').isVisible());
    assert.ok(!(await wide.page.locator('.toc-mobile').isVisible()));
    await wide.context.close();
  });

  test('after a TOC click the clicked entry is the highlighted one', async () => {
    const { context, page } = await open('/explore/glossary');
    const links = page.locator('.toc-column [data-toc-link]');
    const count = await links.count();
    for (const index of [1, Math.floor(count / 2), count - 2]) {
      const link = links.nth(index);
      const href = await link.getAttribute('href');
      const scrolled = await nextScrollEnd(page);
      await link.click();
      await scrolled();
      assert.equal(await page.evaluate(() => location.hash), href);
      assert.equal(await page.locator('.toc-column [data-toc-link].active').getAttribute('href'), href);
    }
    await context.close();
  });
});

describe('content styling', () => {
  for (const theme of ['light', 'dark']) {
    test(`admonitions have their own colour and an icon; code blocks stand off the page (${theme})`, async () => {
      const { context, page } = await open('/boxes', { theme, origin: boxes.origin });
      const look = await page.evaluate(() =>
        [...document.querySelectorAll('.admonition')].map((el) => ({
          type: [...el.classList].find((c) => c.startsWith('admonition-')),
          background: getComputedStyle(el).backgroundColor,
          icon: getComputedStyle(el.querySelector('.admonition-heading')!, '::before').maskImage,
        })),
      );
      const byType = new Map<string, any>(look.map((a) => [a.type, a]));
      assert.equal(byType.size, 5);
      assert.equal(new Set([...byType.values()].map((a) => a.background)).size, byType.size, 'one background per type');
      assert.equal(new Set([...byType.values()].map((a) => a.icon)).size, byType.size, 'one icon per type');
      assert.ok([...byType.values()].every((a) => a.icon.startsWith('url(')));

      const [pageBg, codeBg] = await page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector('.code-block pre')!).backgroundColor]);
      assert.notEqual(codeBg, pageBg);
      await context.close();
    });
  }

  // Tokens' colours come from short classes (src/load/code-token-classes.ts); each is the colour its inline style gave,
  // with the themes' contrast fixes, in both modes. A comparison of every character's computed style and of
  // screenshots, inline styles against classes, is in bench/RESULTS.md.
  const TOKEN_COLOURS = {
    light: { const: 'rgb(179, 29, 40)', a: 'rgb(0, 92, 197)', ';': 'rgb(36, 41, 46)', '// one': 'rgb(87, 96, 106)' },
    dark: { const: 'rgb(249, 117, 131)', a: 'rgb(121, 184, 255)', ';': 'rgb(225, 228, 232)', '// one': 'rgb(149, 157, 165)' },
  };
  for (const theme of ['light', 'dark'] as const) {
    test(`code tokens have their theme's colours (${theme})`, async () => {
      const { context, page } = await open('/boxes', { theme, origin: boxes.origin });
      const colours = await page.evaluate(() => {
        const found: Record<string, string> = {};
        const walker = document.createTreeWalker(document.querySelector('.code-block pre')!, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent!.trim();
          if (text) found[text] = getComputedStyle(node.parentElement!).color;
        }
        return found;
      });
      for (const [token, colour] of Object.entries(TOKEN_COLOURS[theme])) assert.equal(colours[token], colour, `${token} in ${theme} mode`);
      await context.close();
    });
  }

  test('the copy button sits top right, shows on hover and focus, and says Copied', async () => {
    const { context, page } = await open(undefined, { permissions: ['clipboard-read', 'clipboard-write'] });
    // The page's timers run only when the test says so: "Copied" stays however slow the machine is.
    await page.clock.install();
    await page.goto(`${content.origin}/markdown-page`);
    const block = page.locator('.code-block').first();
    const button = block.locator('.copy-button');
    await page.mouse.move(0, 0);
    assert.equal(await button.evaluate((el) => getComputedStyle(el).opacity), '0');
    const [b, c] = [await button.boundingBox(), await block.boundingBox()];
    assert.ok(b.y - c.y < 50 && c.x + c.width - (b.x + b.width) < 20, 'top right of its block');
    await block.hover();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.code-block .copy-button')!).opacity === '1');
    await button.click();
    // The clipboard write is asynchronous: wait for its answer.
    await page.waitForFunction(() => document.querySelector('.code-block .copy-button')!.textContent === 'Copied');
    await page.mouse.move(0, 0);
    assert.equal(await button.evaluate((el) => getComputedStyle(el).opacity), '1', 'feedback stays visible');
    await page.clock.runFor(2100);
    assert.equal(await button.textContent(), 'Copy');
    await context.close();
  });

  test('the navbar marks the current section; the shortcut reads ⌘K on macOS; SVG diagrams are dimmed in dark mode', async () => {
    const { context, page } = await open('/developers/core/pool');
    assert.equal(await page.locator('.navbar-items a[aria-current]').textContent(), 'Read Docs');
    assert.equal(await page.locator('.search-button-keys').textContent(), 'Ctrl K');
    await page.goto(`${content.origin}/blog/tags`);
    assert.equal(await page.locator('.navbar-items a[aria-current]').textContent(), 'Read Blog');
    const tagsX = (await rect(page, 'main h1')).left;
    await page.goto(`${content.origin}/blog/authors`);
    assert.equal((await rect(page, 'main h1')).left, tagsX, '/blog/tags and /blog/authors start at one x');
    await page.goto(`${content.origin}/markdown-page`);
    assert.equal(await page.locator('.navbar-items a[aria-current]').count(), 0);
    await context.close();

    const mac = await open(undefined, { theme: 'dark' });
    await mac.context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
    await mac.page.goto(`${content.origin}/developers/core/architecture`);
    assert.equal(await mac.page.locator('.search-button-keys').textContent(), '⌘K');
    const svg = mac.page.locator('.markdown img[src$=".svg"]').first();
    assert.match(await svg.evaluate((el) => getComputedStyle(el).filter), /invert/);
    await mac.context.close();
  });

  test('"Edit this page" under a doc leads to its source in a new tab; "Last updated" says when and by whom', async () => {
    const { context, page } = await open('/explore/pools');
    const edit = page.locator('.doc-edit-link');
    assert.ok(await edit.isVisible());
    assert.match(await edit.getAttribute('href'), /\/edit\/main\/content\/docs\/explore\/pools\.md$/);
    assert.equal(await edit.getAttribute('target'), '_blank');
    await context.close();

    const dated = await open('/boxes', { origin: boxes.origin });
    const updated = dated.page.locator('.doc-last-update');
    assert.ok(await updated.isVisible());
    assert.equal(await updated.innerText(), 'Last updated on March 12, 2024 by Ada Lovelace');
    await dated.context.close();
  });

  test('print shows the text and link URLs without navbar, sidebar or TOC', async () => {
    const { context, page } = await open('/explore/pools');
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['.navbar', '.sidebar-column', '.toc-column', '.footer']) assert.ok(!(await page.locator(selector).isVisible()), `${selector} is not printed`);
    assert.ok(await page.locator('main h1').isVisible());
    const external = page.locator('.markdown a[href^="http"]').first();
    if ((await external.count()) > 0) assert.match(await external.evaluate((el) => getComputedStyle(el, '::after').content), /http/);
    await context.close();
  });
});

describe('search', () => {
  test('typing right after Ctrl+K keeps every keystroke while the search code loads', async () => {
    const { context, page } = await open(undefined);
    let release;
    const held = new Promise<any>((resolve) => (release = resolve));
    // The modal's chunk is held back until the whole word is typed, as on a slow first load.
    await page.route(/\/assets\/js\/search\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${content.origin}/explore/`);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('oracle');
    release();
    const input = page.locator('[data-search-input]');
    await input.waitFor();
    assert.equal(await input.inputValue(), 'oracle');
    await context.close();
  });
});
