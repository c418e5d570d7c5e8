// A docs page's sidebar is the build's one drawing of it with only the top-level item that holds the page redrawn
// (its categories opened, its link marked current): these check that the other items are the same on every page,
// that the page's own item is opened and marked, and that a doc listed twice is marked where it first appears.
// (Byte-identity with drawing the whole sidebar per page was checked against the code before this change with
// scripts/compare-builds.mjs on content/ and on a deep bench corpus.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';

const page = (title) => doc({ title }, `Text of ${title}.`);

/** Top-level items of the page's docs sidebar, as HTML. */
function topItems(result, path) {
  const $ = result.$(path);
  return $('.sidebar-column nav.docs-sidebar > ul > li').map((_, el) => $.html(el)).get();
}

test('a page redraws only its own top-level item: the others are the same on every page', async () => {
  const files = { 'docs/index.md': page('Home') };
  for (let k = 1; k <= 6; k++) {
    files[`docs/part-${k}/index.md`] = page(`Part ${k}`);
    files[`docs/part-${k}/deep/page.md`] = page(`Deep ${k}`);
  }
  const result = await buildFixture(files);
  assert.deepEqual(result.errors, []);
  const home = topItems(result, '/');
  const third = topItems(result, '/part-3/deep/page');
  const fifth = topItems(result, '/part-5/');
  assert.equal(home.length, 7);
  // Item 0 is Home (current on /), item 3 holds /part-3/deep/page, item 5 /part-5/.
  for (let i = 0; i < home.length; i++) {
    if (i !== 3 && i !== 5) assert.equal(third[i], fifth[i], `item ${i}`);
    if (i !== 0 && i !== 3 && i !== 5) assert.equal(third[i], home[i], `item ${i}`);
  }
  assert.notEqual(third[3], fifth[3]);
  assert.notEqual(third[5], fifth[5]);
  const $ = result.$('/part-3/deep/page');
  assert.equal($('.sidebar-column [aria-current="page"]').length, 1);
  assert.equal($('.sidebar-column [aria-current="page"]').attr('href'), '/part-3/deep/page');
  // Its category and the one above it are open, with their items in the page.
  assert.equal($('.sidebar-column details[open]').length, 2);
  assert.equal($('.sidebar-column a[href="/part-3/deep/page"]').closest('details[open]').length, 1);
  assert.equal(result.$('/')('.sidebar-column [aria-current="page"]').attr('href'), '/');
});

test('a doc listed twice is marked where it first appears, as the whole sidebar drawn at once marks it', async () => {
  const config = `${BASE_CONFIG}sidebars:\n  main:\n    - intro\n    - type: category\n      label: First\n      collapsed: true\n      items: [a, shared]\n    - type: category\n      label: Second\n      collapsed: true\n      items: [shared, b]\n`;
  const result = await buildFixture({ 'docs/intro.md': page('Intro'), 'docs/a.md': page('A'), 'docs/b.md': page('B'), 'docs/shared.md': page('Shared') }, { config });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/shared');
  const current = $('.sidebar-column [aria-current="page"]');
  assert.equal(current.length, 1);
  assert.equal(current.closest('details').find('summary').text(), 'First');
  assert.notEqual(current.closest('details').attr('open'), undefined);
  // The second category stays closed, its items left to the shared file.
  const second = $('.sidebar-column details').filter((_, el) => $(el).children('summary').text() === 'Second');
  assert.equal(second.attr('open'), undefined);
  assert.equal(second.find('a[href="/shared"]:not(.sidebar-pending-link)').length, 0);
  // B, only in the second category, opens that one.
  const b = result.$('/b');
  assert.equal(b('.sidebar-column [aria-current="page"]').closest('details').find('summary').text(), 'Second');
});
