// The blog list and sidebar as a reader meets them (issue 35), in real headless Chromium: "Read more" sits under its
// post's excerpt and its own text names the post (what a crawler reads), and the blog sidebar starts at its top.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { launchBrowser, serveDir } from '../support/browser.js';
import { BASE_CONFIG, makeSite, tempDir } from '../support/fixture-site.js';

let browser;
let site;

const POSTS = Object.fromEntries(
  Array.from({ length: 40 }, (_, i) => {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const month = String(1 + Math.floor(i / 28)).padStart(2, '0');
    return [`blog/2024-${month}-${day}-post-${i}.md`, `---\ntitle: Post number ${i}\ntags: [news, release]\n---\n\nThe opening of post ${i}.\n\n<!-- truncate -->\n\nThe rest.\n`];
  }),
);

before(async () => {
  browser = await launchBrowser();
  const out = path.join(tempDir(), 'site');
  const result = await build({ root: makeSite({ 'docs/intro.md': '# Intro\n\nText.\n', ...POSTS }, { config: `${BASE_CONFIG}blog:\n  sidebarCount: ALL\n` }), out });
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  site = await serveDir(out);
});

after(async () => {
  await browser?.close();
  await site?.close();
});

test('"Read more" sits under its excerpt, at its left, and its text names the post', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${site.origin}/blog`);
  const entries = await page.$$eval('.post-entry', (posts) =>
    posts.map((post) => {
      const excerpt = post.querySelector('.markdown')!.getBoundingClientRect();
      const link = post.querySelector('a.read-more') as HTMLElement;
      const box = link.getBoundingClientRect();
      return { title: post.querySelector('.post-title')!.textContent, left: box.left - excerpt.left, below: box.top >= excerpt.bottom, text: link.innerText, label: link.getAttribute('aria-label') };
    }),
  );
  assert.ok(entries.length >= 10);
  for (const entry of entries) {
    assert.ok(Math.abs(entry.left) < 1 && entry.below, `${entry.title}: ${entry.left} px from its excerpt's left`);
    assert.equal(entry.label, `Read more about ${entry.title}`);
    // Lighthouse reads a link's innerText: "Read more" alone is not descriptive.
    assert.equal(entry.text.replace(/\s+/g, ' ').trim(), `Read more about ${entry.title}`);
  }
  await context.close();
});

test('the blog sidebar starts at its top, on an old post far down its list too', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 600 } });
  const page = await context.newPage();
  for (const route of ['/blog', '/blog/2024-01-01-post-0']) {
    await page.goto(`${site.origin}${route}`);
    const slot = await page.$eval('.sidebar-column .sidebar-slot', (element) => ({ top: element.scrollTop, overflows: element.scrollHeight > element.clientHeight, current: element.querySelector('[aria-current="page"]')?.textContent }));
    assert.ok(slot.overflows, 'the sidebar is longer than the window');
    assert.equal(slot.top, 0, route);
    if (route !== '/blog') assert.equal(slot.current, 'Post number 0');
  }
  await context.close();
});
