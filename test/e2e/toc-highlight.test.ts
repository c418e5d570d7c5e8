// The table of contents marks the entry the reader is at (issue 35), in real headless Chromium: after a click on an
// entry, that entry, even where its heading cannot reach the top (the last sections of a page), never a neighbour.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { launchBrowser, nextScrollEnd, serveDir } from '../support/browser.js';
import { makeSite, tempDir } from '../support/fixture-site.js';

let browser;
let site;

// Long and short sections, each with a subsection: the last few headings share the page's last screen.
const SECTIONS = Array.from({ length: 8 }, (_, i) => `## Section ${i}\n\n${'Some text to read. '.repeat(i % 2 ? 10 : 40)}\n\n### Detail ${i}\n\nShort.\n`).join('\n');

before(async () => {
  browser = await launchBrowser();
  const out = path.join(tempDir(), 'site');
  const root = makeSite({
    'docs/long.md': `---\ntitle: Long\n---\n\nIntro.\n\n${SECTIONS}`,
    // A site's own CSS may give headings a scroll-margin-top, as Docusaurus's theme does: they stop lower.
    'docs/margin.md': `---\ntitle: Margin\n---\n\nIntro.\n\n${SECTIONS}`,
  });
  const result = await build({ root, out });
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  site = await serveDir(out);
});

after(async () => {
  await browser?.close();
  await site?.close();
});

/** Scrolls to the top as a reader does (the wheel), waiting for the scroll to end; at the top already, nothing. */
async function wheelToTop(page) {
  if ((await page.evaluate(() => window.scrollY)) === 0) return;
  const top = await nextScrollEnd(page);
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, -100_000);
  await top();
}

const active = (page) => page.locator('.toc-column [data-toc-link].active').getAttribute('href');

test('after a click on any TOC entry, that entry is marked, also where its heading cannot reach the top', async () => {
  // Each click starts from the top and waits for two smooth scrolls to end (the wheel up, the jump down), which is
  // waiting, not work: the entries are shared among a few pages that scroll at once, each page in its own context.
  const PAGES = 4;
  const wrong: string[] = [];
  const counts = await Promise.all(
    Array.from({ length: PAGES }, async (_, first) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${site.origin}/long`);
      const links = page.locator('.toc-column [data-toc-link]');
      const count = await links.count();
      for (let index = first; index < count; index += PAGES) {
        await wheelToTop(page);
        const href = await links.nth(index).getAttribute('href');
        const scrolled = await nextScrollEnd(page);
        await links.nth(index).click();
        await scrolled();
        const marked = await active(page);
        if (marked !== href) wrong.push(`${href} → ${marked}`);
      }
      if (first === 0) {
        // Once the reader scrolls by their own hand, position decides again: at the top, the first entry.
        await wheelToTop(page);
        assert.equal(await active(page), await links.first().getAttribute('href'));
      }
      await context.close();
      return count;
    }),
  );
  assert.deepEqual(counts, Array(PAGES).fill(16));
  assert.deepEqual(wrong.sort(), []);
});

test("a heading's own scroll-margin-top (a site's CSS) counts where a jump leaves it", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${site.origin}/margin`);
  await page.addStyleTag({ content: '.markdown h2, .markdown h3 { scroll-margin-top: 120px; }' });
  const link = page.locator('.toc-column [data-toc-link]').nth(4);
  const scrolled = await nextScrollEnd(page);
  await link.click();
  await scrolled();
  // The reader then scrolls a little and back: position alone now decides, and still says this entry.
  for (const delta of [40, -40]) {
    const moved = await nextScrollEnd(page);
    await page.mouse.wheel(0, delta);
    await moved();
  }
  assert.equal(await active(page), await link.getAttribute('href'));
  await context.close();
});
