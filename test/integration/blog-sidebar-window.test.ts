// A blog sidebar listing every post (blog.sidebarCount: ALL) over the budget: each blog page carries only the posts
// around its own (a list page, the newest) under their years' headings, with a stand-in at each end, and every year's
// group, whole, is one shared file the browser puts in place. Under the budget a page holds the whole list, as always.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load } from 'cheerio';
import { buildFixture } from '../support/fixture-site.js';
import { longBlogSite } from '../support/long-blog.js';

const POSTS = 200;

test('a blog sidebar over the budget: a post page carries the posts around its own; every year is in one shared file', async () => {
  const { files, config, posts } = longBlogSite(POSTS);
  const site = await buildFixture(files, { config });
  assert.deepEqual(site.errors, []);
  const own = posts[100];
  const $ = site.$(own.href);
  const nav = $('.sidebar-column nav.blog-sidebar');
  // The whole list is over 40 KB; the page carries about 16 KB of it.
  assert.ok($.html(nav).length < 20_000, `sidebar of ${$.html(nav).length} characters`);
  assert.equal(nav.find('a[aria-current="page"]').attr('href'), own.href);
  const carried = nav.find('li:not([data-sidebar-top]) > a').map((_, a) => $(a).attr('href')).get();
  const from = posts.findIndex((post) => post.href === carried[0]);
  assert.ok(from > 0 && from < 100);
  assert.deepEqual(carried, posts.slice(from, from + carried.length).map((post) => post.href));
  // Each post carried is under its year's heading.
  nav.find('.blog-sidebar-year').each((_, year) => {
    const heading = $(year).find('h2').text();
    for (const a of $(year).find('li:not([data-sidebar-top]) > a').toArray()) assert.equal(posts.find((post) => post.href === $(a).attr('href'))!.year, heading);
  });
  // Without JavaScript each stand-in leads to the post next to the window, whose sidebar shows it and its neighbours.
  const before = nav.find('[data-sidebar-top="before"]');
  const after = nav.find('[data-sidebar-top="after"]');
  assert.equal(before.find('a').attr('href'), posts[from - 1].href);
  assert.equal(before.find('a').text(), `Show ${from} newer posts`);
  assert.equal(after.find('a').attr('href'), posts[from + carried.length].href);
  assert.equal(before.parent().children().first().is(before), true, 'the stand-in before starts its year’s list');
  assert.equal(after.parent().children().last().is(after), true, 'the stand-in after ends its year’s list');

  // The shared file holds every year whole, in order, every post under its year, nothing marked.
  const src = nav.attr('data-sidebar-top-src') ?? '';
  assert.match(src, /^\/assets\/sidebar\/blog-top\.[0-9a-f]{10}\.json$/);
  const years: string[] = JSON.parse(String(site.files.get(src.slice(1))));
  const whole = load(years.join(''));
  const listed = whole('.blog-sidebar-year').toArray().flatMap((year) => whole(year).find('li > a').toArray().map((a) => ({ href: whole(a).attr('href'), year: whole(year).find('h2').text() })));
  assert.deepEqual(listed, posts.map(({ href, year }) => ({ href, year })));
  assert.equal(whole('[aria-current]').length, 0);
  // The stand-ins name the years they are in: the file's groups there hold the page's first and last posts.
  assert.ok(whole(whole('.blog-sidebar-year')[Number(before.attr('data-sidebar-top-at'))]).find(`a[href="${carried[0]}"]`).length === 1);
  assert.ok(whole(whole('.blog-sidebar-year')[Number(after.attr('data-sidebar-top-at'))]).find(`a[href="${carried.at(-1)}"]`).length === 1);

  // A list page carries the newest posts: no stand-in before them.
  const list = site.$('/blog')('.sidebar-column nav.blog-sidebar');
  assert.equal(list.find('[data-sidebar-top="before"]').length, 0);
  assert.equal(list.find('li > a').first().attr('href'), posts[0].href);
  assert.equal(list.find('[data-sidebar-top="after"]').length, 1);
  assert.equal(list.attr('data-sidebar-top-src'), src);
  // The oldest post's page carries the oldest posts: no stand-in after them.
  const oldest = site.$(posts.at(-1)!.href)('.sidebar-column nav.blog-sidebar');
  assert.equal(oldest.find('[data-sidebar-top="after"]').length, 0);
  assert.equal(oldest.find('li > a').last().attr('aria-current'), 'page');
});

test('a blog sidebar under the budget: every page holds the whole list, and there is no shared file', async () => {
  const { files, config, posts } = longBlogSite(12);
  const site = await buildFixture(files, { config });
  const nav = site.$(posts[5].href)('.sidebar-column nav.blog-sidebar');
  assert.equal(nav.attr('data-sidebar-top-src'), undefined);
  assert.equal(nav.find('[data-sidebar-top]').length, 0);
  assert.deepEqual(nav.find('li > a').map((_, a) => a.attribs.href).get(), posts.map((post) => post.href));
  assert.deepEqual([...site.files.keys()].filter((name) => name.startsWith('assets/sidebar/')), []);
});

test('under a base URL the blog pages name the shared file with the base, and its links have it (another blog’s)', async () => {
  const { files, config, posts } = longBlogSite(POSTS, { extraConfig: 'baseUrl: /base/\n', news: true });
  const site = await buildFixture(files, { config });
  const nav = site.$(posts[100].href)('.sidebar-column nav.blog-sidebar');
  const src = nav.attr('data-sidebar-top-src') ?? '';
  assert.match(src, /^\/base\/assets\/sidebar\/blog-news-top\.[0-9a-f]{10}\.json$/);
  const years: string[] = JSON.parse(String(site.files.get(src.slice('/base/'.length))));
  // The code that puts them in place, the docs sidebar's, is named with the base too, and written.
  const js = nav.attr('data-sidebar-top-js') ?? '';
  assert.match(js, /^\/base\/assets\/sidebar\/top\.[0-9a-f]{10}\.js$/);
  assert.ok(site.files.has(js.slice('/base/'.length)), `${js} is not written`);
  assert.equal(load(years.join(''))('li > a').first().attr('href'), `/base${posts[0].href}`);
  assert.match(nav.find('[data-sidebar-top="after"] a').attr('href')!, /^\/base\/news\/post-/);
  // The main blog's sidebar, short, is drawn whole.
  const main = site.$('/blog')('.sidebar-column nav.blog-sidebar');
  assert.equal(main.attr('data-sidebar-top-src'), undefined);
  assert.deepEqual(main.find('li > a').map((_, a) => a.attribs.href).get(), ['/base/blog/hello']);
});
