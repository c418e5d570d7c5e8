// Docusaurus's sidebar shorthand, as its sidebars/normalization.ts reads it: a sidebar (or a category's items)
// written as { "Category label": [items] } is one category per label, in the order written; a list stays a list.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isCategoriesShorthand, sidebarItemsOf } from '../../../src/shared/sidebar-shorthand.js';
import { firstDocOf } from '../../../src/migrate/translate-docs-plugins.js';

test('a list stays as written; the shorthand becomes its categories; anything else is no items', () => {
  const cases: [unknown, unknown[]][] = [
    [['intro', { type: 'doc', id: 'a' }], ['intro', { type: 'doc', id: 'a' }]],
    [{ Start: ['intro'], Guides: ['a', 'b'] }, [{ type: 'category', label: 'Start', items: ['intro'] }, { type: 'category', label: 'Guides', items: ['a', 'b'] }]],
    // An inner shorthand is kept for the reader of that category's items.
    [{ Outer: { Inner: ['a'] } }, [{ type: 'category', label: 'Outer', items: { Inner: ['a'] } }]],
    [{}, []],
    [undefined, []],
    ['intro', []],
    [{ type: 'category', label: 'X', items: [] }, []],
  ];
  for (const [given, expected] of cases) assert.deepEqual(sidebarItemsOf(given), expected, JSON.stringify(given));
  assert.equal(isCategoriesShorthand({ A: [] }), true);
  assert.equal(isCategoriesShorthand({ type: 'doc', id: 'a' }), false);
  assert.equal(isCategoriesShorthand(['a']), false);
  assert.equal(isCategoriesShorthand(null), false);
});

test("migrate finds a sidebar's first doc through shorthands at any depth (a navbar docSidebar item opens it)", () => {
  assert.equal(firstDocOf({ docs: [{ Start: ['intro'] }] }, 'docs'), 'intro');
  assert.equal(firstDocOf({ docs: { Start: { Deeper: [{ type: 'doc', id: 'deep' }] } } }, 'docs'), 'deep');
  // A category whose items are the shorthand: "(list ?? []) is not iterable" before.
  assert.equal(firstDocOf({ docs: [{ type: 'category', label: 'C', items: { Inner: ['inner'] } }] }, 'docs'), 'inner');
  assert.equal(firstDocOf({ docs: { Empty: [] } }, 'docs'), undefined);
  assert.equal(firstDocOf({ docs: [] }, 'other'), undefined);
});
