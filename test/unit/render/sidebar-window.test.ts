import { test } from 'node:test';
import assert from 'node:assert/strict';
import { itemAt, windowAround, windowHtml } from '../../../src/render/sidebar-window.js';

// Ten items of 10 characters each, after a 5-character head.
const BOUNDS = Array.from({ length: 11 }, (_, i) => 5 + 10 * i);

test('the window grows from the page’s item, one neighbour on each side in turn, while it fits the budget', () => {
  assert.deepEqual(windowAround(BOUNDS, 5, 5, 30), { from: 4, to: 7 });
  assert.deepEqual(windowAround(BOUNDS, 0, 0, 30), { from: 0, to: 3 });
  assert.deepEqual(windowAround(BOUNDS, 9, 9, 45), { from: 6, to: 10 });
  // The page's item and the one holding its marked link are always in, whatever the budget.
  assert.deepEqual(windowAround(BOUNDS, 2, 7, 10), { from: 2, to: 8 });
  assert.deepEqual(windowAround(BOUNDS, 3, 3, 1000), { from: 0, to: 10 });
});

test('itemAt finds the item holding a position', () => {
  assert.equal(itemAt(BOUNDS, 5), 0);
  assert.equal(itemAt(BOUNDS, 14), 0);
  assert.equal(itemAt(BOUNDS, 15), 1);
  assert.equal(itemAt(BOUNDS, 104), 9);
});

test('the stand-ins say how many items they hold and lead to the nearest page among them', () => {
  const pages = new Map([[0, '/a'], [8, '/z']]);
  const html = windowHtml(10, { from: 3, to: 5 }, (i) => `<li>${i}</li>`, (i) => pages.get(i));
  assert.equal(
    html,
    '<li class="sidebar-item sidebar-more" data-sidebar-top="before" data-sidebar-top-at="3"><a class="sidebar-link sidebar-pending-link" href="/a">Show 3 earlier items</a></li>' +
      '<li>3</li><li>4</li>' +
      '<li class="sidebar-item sidebar-more" data-sidebar-top="after" data-sidebar-top-at="5"><a class="sidebar-link sidebar-pending-link" href="/z">Show 5 later items</a></li>',
  );
  // None at the edges; with no page among the items, a stand-in without a link.
  assert.equal(windowHtml(2, { from: 0, to: 1 }, (i) => `<li>${i}</li>`, () => undefined), '<li>0</li><li class="sidebar-item sidebar-more" data-sidebar-top="after" data-sidebar-top-at="1"><span class="sidebar-pending-link">Show 1 later item</span></li>');
});
