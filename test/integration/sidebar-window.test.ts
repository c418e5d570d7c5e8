// A docs sidebar whose top level is over the budget: each page carries only the items around its own (its category
// opened, its link marked) with a stand-in before and after them, and the whole top level is one shared file the
// browser puts in the stand-ins' place. Under the budget a page holds the whole top level, as it always did.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load } from 'cheerio';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';
import { longSidebarSite } from '../support/long-sidebar.js';
import { SIDEBAR_TOP_LEVEL_BUDGET } from '../../src/shared/sidebar-budget.js';

/** A piece of the client code that puts a long top level in place (src/client/sidebar-top.ts), as minified. */
const INSERT_CODE = '[data-sidebar-top="before"]';

test('a top level over the budget: a page carries the items around its own; the whole top level is one shared file', async () => {
  const { files, config } = longSidebarSite(800);
  const result = await buildFixture(files, { config });
  const $ = result.$('/guides/one');
  const nav = $('.sidebar-column nav.docs-sidebar');
  // The page does not carry the whole top level (1,603 items, over 100 KB): the items around its own, about 10 KB.
  assert.ok($.html(nav).length < 13_000, `sidebar of ${$.html(nav).length} characters`);
  assert.equal(nav.find('a[aria-current="page"]').attr('href'), '/guides/one');
  assert.equal(nav.find('details[open] > summary').text(), 'Guides');
  const before = nav.children('ul').children('[data-sidebar-top="before"]');
  const after = nav.children('ul').children('[data-sidebar-top="after"]');
  // Without JavaScript, each stand-in leads to the nearest page among the items it stands for.
  assert.equal(before.find('a').attr('href'), '/first');
  assert.equal(after.find('a').attr('href'), '/last');
  const src = nav.attr('data-sidebar-top-src');
  assert.match(src!, /^\/assets\/sidebar\/docs-0-top\.[0-9a-f]{10}\.json$/);
  const items: string[] = JSON.parse(String(result.files.get(src!.slice(1))));
  assert.equal(items.length, 1603);
  // The file's items, put in the stand-ins' place as the browser does, give the whole top level around the page's own.
  const from = Number(before.attr('data-sidebar-top-at'));
  const to = Number(after.attr('data-sidebar-top-at'));
  const kept = nav.children('ul').children('li:not([data-sidebar-top])');
  assert.equal(kept.length, to - from);
  const whole = load(`<ul>${items.slice(0, from).join('')}${kept.toArray().map((li) => $.html(li)).join('')}${items.slice(to).join('')}</ul>`);
  const top = whole('ul').first().children('li');
  assert.equal(top.length, 1603);
  assert.deepEqual(top.slice(0, 2).children('a').map((_, a) => whole(a).attr('href')).get(), ['/first', 'https://example.com/0']);
  assert.equal(top.last().find('a').attr('href'), '/last');
  assert.equal(whole('[aria-current="page"]').length, 1);
  // The shared file is the same for every page: nothing in it is opened or marked.
  assert.ok(items.every((item) => !item.includes('aria-current') && !item.includes(' open=""')));
  // The first page's window starts at the top: no stand-in before it.
  const first = result.$('/first')('.sidebar-column nav.docs-sidebar');
  assert.equal(first.find('[data-sidebar-top="before"]').length, 0);
  assert.equal(first.children('ul').children('li').first().find('a').attr('aria-current'), 'page');
  assert.equal(first.attr('data-sidebar-top-src'), src);
});

test('a top level under the budget: every page holds it whole, and there is no shared top-level file', async () => {
  const { files, config } = longSidebarSite(5);
  const result = await buildFixture(files, { config });
  const nav = result.$('/guides/one')('.sidebar-column nav.docs-sidebar');
  assert.equal(nav.attr('data-sidebar-top-src'), undefined);
  assert.equal(nav.find('[data-sidebar-top]').length, 0);
  assert.equal(nav.children('ul').children('li').length, 13);
  assert.deepEqual([...result.files.keys()].filter((name) => name.includes('-top.')), []);
  // Nor the code that puts a long top level in place: it is a chunk of its own, which main.js, loaded by every
  // page, does not hold, and the site does not write.
  assert.equal(nav.attr('data-sidebar-top-js'), undefined);
  assert.deepEqual([...result.files.keys()].filter((name) => name.startsWith('assets/sidebar/top.')), []);
  const main = [...result.files].find(([name]) => name.startsWith('assets/js/main.'))!;
  assert.ok(!String(main[1]).includes(INSERT_CODE), 'main.js holds the code that puts a long top level in place');
});

test('under a base URL the page names the shared top-level file with the base, as its links and the items file', async () => {
  const { files, config } = longSidebarSite(800);
  const result = await buildFixture(files, { config: `${config}baseUrl: /base/\n` });
  const nav = result.$('/guides/one')('.sidebar-column nav.docs-sidebar');
  const src = nav.attr('data-sidebar-top-src')!;
  assert.match(src, /^\/base\/assets\/sidebar\/docs-0-top\.[0-9a-f]{10}\.json$/);
  assert.ok(result.files.has(src.slice('/base/'.length)), `${src} is not written`);
  assert.equal(nav.find('[data-sidebar-top="after"] a').attr('href'), '/base/last');
  // And the chunk that puts the top level in place, which the page imports.
  const chunk = nav.attr('data-sidebar-top-js')!;
  assert.match(chunk, /^\/base\/assets\/sidebar\/top\.[0-9a-f]{10}\.js$/);
  assert.ok(String(result.files.get(chunk.slice('/base/'.length))).includes(INSERT_CODE), `${chunk} is not written`);
});

test('a top level of a few items over the budget (open categories, long labels) is cut too, and its shared file written', async () => {
  const link = (label: string, i: number) => `{ type: link, label: '${label}', href: 'https://example.com/${i}' }`;
  const links = (from: number, indent: string) => Array.from({ length: 120 }, (_, i) => `${indent}- ${link(`Elsewhere ${from + i}`, from + i)}\n`).join('');
  const openCategories = Array.from({ length: 6 }, (_, c) => `    - type: category\n      label: Part ${c}\n      collapsed: false\n      items:\n${c === 3 ? '        - guides/one\n' : ''}${links(c * 120, '        ')}`).join('');
  const longLabels = Array.from({ length: 8 }, (_, i) => `    - ${link(`Long ${i} ${'x'.repeat(5000)}`, i)}\n`).join('');
  for (const [what, items, count] of [['six open categories', openCategories, 6], ['nine items with long labels', `    - guides/one\n${longLabels}`, 9]] as const) {
    const result = await buildFixture({ 'docs/guides/one.md': doc({ title: 'One' }, 'One.') }, { config: `${BASE_CONFIG}sidebars:\n  main:\n${items}` });
    const nav = result.$('/guides/one')('.sidebar-column nav.docs-sidebar');
    assert.equal(nav.find('a[aria-current="page"]').attr('href'), '/guides/one', what);
    const src = nav.attr('data-sidebar-top-src');
    assert.match(src ?? '', /^\/assets\/sidebar\/docs-0-top\.[0-9a-f]{10}\.json$/, `${what}: the top level is not cut`);
    const top = result.files.get(src!.slice(1));
    assert.ok(top !== undefined, `${what}: ${src} is named in the page but not written`);
    const entries = JSON.parse(String(top)) as string[];
    assert.equal(entries.length, count, what);
    assert.ok(entries.join('').length > SIDEBAR_TOP_LEVEL_BUDGET, `${what}: the top level is not over the budget`);
    assert.ok(result.files.has(nav.attr('data-sidebar-top-js')!.slice(1)), `${what}: the chunk is not written`);
  }
});
