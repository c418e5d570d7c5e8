// A right-to-left locale in real headless Chromium: with `direction: rtl` (Docusaurus's locale config) the Arabic
// pages are <html dir="rtl"> and laid out mirrored, as Docusaurus mirrors them — sidebar on the right, table of
// contents on the left, the pager's previous link on the right, breadcrumbs read from the right, text aligned right —
// while the English pages keep their sides; and axe finds no WCAG 2.1 A/AA violation in light or dark mode.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { browserOnFixtureSite } from '../support/browser.js';
import { BASE_CONFIG, doc } from '../support/fixture-site.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const CONFIG = `${BASE_CONFIG}i18n:
  defaultLocale: en
  locales: [en, ar]
  localeConfigs:
    ar: { direction: rtl }
navbar:
  items:
    - { type: localeDropdown, position: right }
`;

const BODY = (words: string) => `${words}\n\n## ${words} 1\n\n${words}.\n\n## ${words} 2\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n\`\`\`js\nconst a = 1;\n\`\`\`\n`;
const AR = 'i18n/ar/docusaurus-plugin-content-docs/current';
const FILES = {
  'docs/start.md': doc({ title: 'Start', sidebar_position: 1 }, BODY('Start')),
  'docs/guide/one.md': doc({ title: 'One', sidebar_position: 1 }, BODY('One')),
  'docs/guide/two.md': doc({ title: 'Two', sidebar_position: 2 }, BODY('Two')),
  'docs/guide/three.md': doc({ title: 'Three', sidebar_position: 3 }, BODY('Three')),
  [`${AR}/start.md`]: doc({ title: 'البداية' }, BODY('مرحبا')),
  [`${AR}/guide/one.md`]: doc({ title: 'واحد' }, BODY('نص')),
  [`${AR}/guide/two.md`]: doc({ title: 'اثنان' }, BODY('نص')),
  [`${AR}/guide/three.md`]: doc({ title: 'ثلاثة' }, BODY('نص')),
};

const held = browserOnFixtureSite(FILES, { config: CONFIG });

async function open(route: string, theme = 'light'): Promise<Page> {
  const context = await held.browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
  const page = await context.newPage();
  await page.goto(held.site.origin + route);
  return page;
}

/** The horizontal middle of the first element `selector` finds. */
const middle = async (page: Page, selector: string) => {
  const box = (await page.locator(selector).first().boundingBox())!;
  assert.ok(box, selector);
  return box.x + box.width / 2;
};

/** Where the page's parts sit, left to right, as each one's middle. */
async function layout(page: Page) {
  return {
    sidebar: await middle(page, '.sidebar-column'),
    article: await middle(page, 'main .markdown'),
    toc: await middle(page, '.toc-column .toc'),
    previous: await middle(page, '.pager-previous'),
    next: await middle(page, '.pager-next'),
    home: await middle(page, '.breadcrumbs li:first-child'),
    crumb: await middle(page, '.breadcrumbs li:last-child'),
    brand: await middle(page, '.navbar-brand'),
    tools: await middle(page, '.navbar-tools'),
  };
}

test('the Arabic pages are right to left and mirrored; the English pages keep their sides', async () => {
  const en = await open('/guide/two');
  assert.equal(await en.evaluate(() => document.documentElement.dir), 'ltr');
  const ltr = await layout(en);
  assert.ok(ltr.sidebar < ltr.article && ltr.article < ltr.toc, JSON.stringify(ltr));
  assert.ok(ltr.previous < ltr.next && ltr.home < ltr.crumb && ltr.brand < ltr.tools, JSON.stringify(ltr));
  await en.context().close();

  const ar = await open('/ar/guide/two');
  assert.equal(await ar.evaluate(() => document.documentElement.dir), 'rtl');
  assert.equal(await ar.evaluate(() => document.documentElement.lang), 'ar');
  const rtl = await layout(ar);
  assert.ok(rtl.sidebar > rtl.article && rtl.article > rtl.toc, `sidebar right, TOC left: ${JSON.stringify(rtl)}`);
  assert.ok(rtl.previous > rtl.next, `previous on the right: ${JSON.stringify(rtl)}`);
  assert.ok(rtl.home > rtl.crumb, `breadcrumbs from the right: ${JSON.stringify(rtl)}`);
  assert.ok(rtl.brand > rtl.tools, `navbar brand on the right: ${JSON.stringify(rtl)}`);
  // The page is as wide as the English one: nothing was pushed off its side.
  assert.equal(await ar.evaluate(() => document.documentElement.scrollWidth), 1400);
  // Text and table cells are aligned right; the TOC's rule and the blockquote-like borders are on the right.
  const styles = await ar.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    return { paragraph: style('main .markdown p').direction, cell: style('main .markdown td').textAlign, tocBorder: style('.toc-column .toc').borderRightWidth, code: style('.code-block').direction };
  });
  assert.deepEqual(styles, { paragraph: 'rtl', cell: 'right', tocBorder: '1px', code: 'ltr' });
  // The pager's arrows point outwards on both sides: « and » are mirrored glyphs in right-to-left text.
  assert.match((await ar.locator('.pager-previous .pager-label').textContent()) ?? '', /^« /);
  await ar.context().close();
});

/** The left and right edges of the locale menu, opened, and of its button. */
async function localeMenu(page: Page) {
  // The navbar's (the mobile menu has one of its own, hidden at this width).
  const dropdown = page.locator('.locale-dropdown:visible').first();
  await dropdown.locator('summary').click();
  const menu = dropdown.locator('.dropdown-menu');
  await menu.waitFor({ state: 'visible' });
  const box = (await menu.boundingBox())!;
  const button = (await dropdown.boundingBox())!;
  return { left: box.x, right: box.x + box.width, buttonLeft: button.x, buttonRight: button.x + button.width };
}

test("the locale menu opens under its button's end: its right edge in English, its left edge in Arabic, on the page", async () => {
  const en = await open('/guide/two');
  const ltr = await localeMenu(en);
  assert.ok(Math.abs(ltr.right - ltr.buttonRight) < 1 && ltr.right <= 1400, JSON.stringify(ltr));
  await en.context().close();
  const ar = await open('/ar/guide/two');
  const rtl = await localeMenu(ar);
  assert.ok(Math.abs(rtl.left - rtl.buttonLeft) < 1 && rtl.left >= 0, JSON.stringify(rtl));
  await ar.context().close();
});

for (const theme of ['light', 'dark']) {
  test(`axe finds no WCAG 2.1 A/AA violation on the Arabic pages in ${theme} mode`, async () => {
    const page = await open('/ar/guide/two', theme);
    const failures: string[] = [];
    for (const route of ['/ar/guide/two', '/ar/start', '/ar/search']) {
      await page.goto(held.site.origin + route);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
      await page.addScriptTag({ path: AXE });
      const results = await page.evaluate(() => (window as any).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] }));
      for (const violation of results.violations) failures.push(`${route} ${violation.id}: ${violation.nodes.map((node: { target: string[] }) => node.target.join(' ')).join(', ')}`);
    }
    assert.deepEqual(failures, []);
    await page.context().close();
  });
}
