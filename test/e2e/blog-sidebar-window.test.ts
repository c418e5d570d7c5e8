// A blog sidebar listing every post, far over what a page carries, in real headless Chromium: the page comes with
// the posts around its own under their years, and the script puts every other year and post in place from the shared
// file, in order under their years, the current post still marked and what the reader saw where it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page, Route } from 'playwright-core';
import { browserOnFixtureSite } from '../support/browser.js';
import { longBlogSite } from '../support/long-blog.js';

const { files, config, posts } = longBlogSite(200);
const held = browserOnFixtureSite(files, { config });

/** Waits until the blog sidebar's stand-ins have been replaced; its posts then, as [year, href], in order. */
async function wholeList(page: Page): Promise<[string, string][]> {
  await page.waitForFunction(() => document.querySelector('.blog-sidebar') !== null && document.querySelector('.blog-sidebar [data-sidebar-top]') === null);
  return page.evaluate(() =>
    [...document.querySelectorAll('.sidebar-column .blog-sidebar .blog-sidebar-year')].flatMap((year) =>
      [...year.querySelectorAll('li > a')].map((a) => [year.querySelector('h2')!.textContent!, a.getAttribute('href')!] as [string, string]),
    ),
  );
}

/** Where the first post the page carried is, relative to the sidebar's scrolling box. */
function firstCarriedTop(page: Page, href: string): Promise<number> {
  return page.evaluate((wanted) => {
    const slot = document.querySelector('.sidebar-column .sidebar-slot')!.getBoundingClientRect();
    return document.querySelector(`.sidebar-column .blog-sidebar a[href="${wanted}"]`)!.getBoundingClientRect().top - slot.top;
  }, href);
}

test('every post is put in place in order under its year, the current post marked and the carried posts where they were', async () => {
  const page = await (await held.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  // The shared file is held back until the page as served has been measured.
  const asked = new Promise<Route>((resolve) => void page.route(/\/assets\/sidebar\/blog-top\.[0-9a-f]+\.json$/, resolve));
  const own = posts[100];
  await page.goto(held.site.origin + own.href);
  const carried = await page.locator('.sidebar-column .blog-sidebar li:not([data-sidebar-top]) > a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  assert.ok(carried.length < posts.length / 2, `${carried.length} posts served`);
  const file = await asked;
  const before = await firstCarriedTop(page, carried[0]);
  await file.continue();
  assert.deepEqual(await wholeList(page), posts.map((post) => [post.year, post.href]));
  const years = await page.locator('.sidebar-column .blog-sidebar h2').allTextContents();
  assert.deepEqual(years, [...new Set(posts.map((post) => post.year))]);
  const current = page.locator('.sidebar-column .blog-sidebar a[aria-current="page"]');
  assert.equal(await current.count(), 1);
  assert.equal(await current.getAttribute('href'), own.href);
  // Scrolling is in whole device pixels.
  const after = await firstCarriedTop(page, carried[0]);
  assert.ok(Math.abs(after - before) < 1, `the first post carried moved from ${before} to ${after}`);

  // A client-side navigation to the oldest post: its sidebar is filled again, its link marked.
  await page.locator(`.sidebar-column .blog-sidebar a[href="${posts.at(-1)!.href}"]`).click();
  await page.waitForURL((url) => url.pathname === posts.at(-1)!.href);
  assert.deepEqual(await wholeList(page), posts.map((post) => [post.year, post.href]));
  assert.equal(await page.locator('.sidebar-column .blog-sidebar a[aria-current="page"]').getAttribute('href'), posts.at(-1)!.href);
  await page.context().close();
});

test('without JavaScript a post page keeps its part of the list, and a stand-in leads on to older posts', async () => {
  const page = await (await held.browser.newContext({ javaScriptEnabled: false })).newPage();
  await page.goto(held.site.origin + posts[0].href);
  const older = page.locator('.sidebar-column .blog-sidebar [data-sidebar-top="after"] a');
  assert.match((await older.textContent())!, /^Show \d+ older posts$/);
  const next = await older.getAttribute('href');
  await older.click();
  await page.waitForURL((url) => url.pathname === next);
  assert.equal(await page.locator('.sidebar-column .blog-sidebar a[aria-current="page"]').getAttribute('href'), next);
  await page.context().close();
});
