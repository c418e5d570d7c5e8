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

test('a list written in an item\'s place is its items, put in that place (Docusaurus 3 reads it as a slice), in the config and in a versioned sidebar', async () => {
  const config = `${BASE_CONFIG}sidebars:\n  docs:\n    - [intro, [install]]\n    - type: category\n      label: Guides\n      items: [[guides/one], guides/two]\n`;
  const result = await buildFixture(files, { config });
  assert.deepEqual(result.errors, []);
  const outline = (items) => items.map((item) => (item.type === 'category' ? { [item.label]: outline(item.items) } : item.href));
  assert.deepEqual(outline(result.site!.sidebars[0]), ['/intro', '/install', { Guides: ['/guides/one', '/guides/two'] }]);
  assert.equal(result.$('/intro')('a.pager-next').attr('href'), '/install');
  // A released version's sidebar file (Docusaurus's `docs:version` copies the sidebar as written) may hold the same; the last version is at the root.
  const versioned = await buildFixture(
    {
      ...files,
      'versions.json': '["1.0"]',
      'versioned_docs/version-1.0/intro.md': doc({ title: 'Old intro' }),
      'versioned_docs/version-1.0/install.md': doc({ title: 'Old install' }),
      'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({ docs: [['intro'], { type: 'doc', id: 'install' }] }),
    },
    { config: `${BASE_CONFIG}sidebars:\n  docs: [intro, install]\n` },
  );
  assert.deepEqual(versioned.errors, [], JSON.stringify(versioned.diagnostics));
  const $ = versioned.$('/intro');
  assert.deepEqual($('.sidebar-column a').map((_, el) => $(el).attr('href')).get(), ['/intro', '/install']);
});
