// Docusaurus's sidebar shorthand in the lendocs config: a whole sidebar written as { "Category label": [items] }
// ("expected array, got a mapping" before), and a category's items written that way, at any depth, as Docusaurus
// normalizes them. A mistake inside the shorthand is reported at its own key and line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';

const files = {
  'docs/intro.md': doc({ title: 'Intro' }),
  'docs/install.md': doc({ title: 'Install' }),
  'docs/guides/one.md': doc({ title: 'One' }),
  'docs/guides/two.md': doc({ title: 'Two' }),
};

test('a sidebar written as the shorthand is its categories, nested shorthands included', async () => {
  const config = `${BASE_CONFIG}sidebars:
  docs:
    Getting started: [intro, install]
    Guides:
      Basics: [guides/one]
      More:
        - type: category
          label: Advanced
          items:
            Deep: [guides/two]
`;
  const result = await buildFixture(files, { config });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings, []);
  // Each category with its items, in the order written (labels; a link's href).
  const outline = (items) => items.map((item) => (item.type === 'category' ? { [item.label]: outline(item.items) } : item.href));
  assert.deepEqual(outline(result.site!.sidebars[0]), [
    { 'Getting started': ['/intro', '/install'] },
    { Guides: [{ Basics: ['/guides/one'] }, { More: [{ Advanced: [{ Deep: ['/guides/two'] }] }] }] },
  ]);
  const $ = result.$('/intro');
  assert.deepEqual($('.sidebar-column .sidebar-level-1 > li > details > summary').map((_, el) => $(el).text()).get(), ['Getting started', 'Guides']);
  // Sidebar order is reading order: previous/next follow it.
  assert.equal(result.$('/install')('a.pager-next').attr('href'), '/guides/one');
});

test('a mistake inside the shorthand is an error at its key and line; a sidebar that is neither form is one too', async () => {
  const wrongItem = await buildFixture(files, { config: `${BASE_CONFIG}sidebars:\n  docs:\n    Start: [intro, 5]\n` });
  assert.equal(wrongItem.errors.length, 1, JSON.stringify(wrongItem.diagnostics));
  assert.match(wrongItem.errors[0].message, /sidebars\.docs\.Start\[1\]": a sidebar item is a doc id or a mapping with a "type", not 5/);
  assert.equal(wrongItem.errors[0].line, 7);
  const notASidebar = await buildFixture(files, { config: `${BASE_CONFIG}sidebars:\n  docs: intro\n` });
  assert.equal(notASidebar.errors.length, 1, JSON.stringify(notASidebar.diagnostics));
  assert.match(notASidebar.errors[0].message, /"sidebars\.docs": expected a list or record, got string "intro"/);
});
