// Docusaurus's sidebar items beyond links and categories (issue 32, class 2): an `html` item is the site's markup,
// drawn as it is in its list item with its className (and a link's padding with defaultStyle); it was dropped.
// Its links follow the rule of every link. customProps travel with their items to what reads the sidebar.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';

const files = {
  'docs/intro.md': doc({ title: 'Intro' }),
  'docs/guides/one.md': doc({ title: 'One' }),
  'docs/guides/two.md': doc({ title: 'Two' }),
};

const CONFIG = `${BASE_CONFIG}sidebars:
  docs:
    - { type: html, value: '<span class="section-title">Start here</span>', defaultStyle: true, className: sidebar-title }
    - { type: doc, id: intro, customProps: { badge: new } }
    - type: category
      label: Guides
      collapsed: false
      customProps: { icon: book }
      items:
        - guides/one
        - { type: html, value: '<hr/>' }
        - guides/two
`;

test('html items are drawn as written, with className and defaultStyle; the pager and breadcrumbs pass over them', async () => {
  const result = await buildFixture(files, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings, []);
  const $ = result.$('/guides/one');
  const html = $('nav .sidebar-html-item');
  assert.deepEqual(html.toArray().map((li) => li.attribs.class), [
    'sidebar-item sidebar-html-item sidebar-html-level-1 sidebar-html-default sidebar-title',
    'sidebar-item sidebar-html-item sidebar-html-level-2',
  ]);
  assert.equal(html.eq(0).html(), '<span class="section-title">Start here</span>');
  assert.equal(html.eq(1).html(), '<hr>');
  assert.equal($('.pager-next').attr('href'), '/guides/two');
  assert.equal($('.pager-previous').attr('href'), '/intro');
  // The items around it keep their places.
  assert.deepEqual($('nav .sidebar-link').toArray().map((a) => $(a).text()), ['Intro', 'One', 'Two']);
});

test('an html item with no value, or with a javascript: link, is an error at its key', async () => {
  const missing = await buildFixture(files, { config: `${BASE_CONFIG}sidebars:\n  docs:\n    - intro\n    - { type: html }\n` });
  assert.match(missing.errors.map((error) => error.message).join('\n'), /sidebars\.docs\[1\]\.value.*needs "value"/);
  const hostile = await buildFixture(files, { config: `${BASE_CONFIG}sidebars:\n  docs:\n    - intro\n    - { type: html, value: '<a href="javascript:alert(1)">x</a>' }\n` });
  assert.match(hostile.errors.map((error) => error.message).join('\n'), /sidebars\.docs\[1\]\.value.*"javascript:" URL/);
});

test('customProps travel with their items to a swizzled component that reads the sidebar (useDocsSidebar), as in Docusaurus', async () => {
  const footer = "import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';\nexport default function Footer() {\n  const { items } = useDocsSidebar();\n  const all = (list) => list.flatMap((item) => [item, ...(item.items ? all(item.items) : [])]);\n  return <p data-badges>{all(items).map((item) => `${item.type}:${JSON.stringify(item.customProps ?? null)}`).join('|')}</p>;\n}\n";
  const result = await buildFixture({ ...files, 'src/theme/DocItem/Footer/index.js': footer }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  assert.equal(result.$('/intro')('[data-badges]').text(), 'html:null|link:{"badge":"new"}|category:{"icon":"book"}|link:null|html:null|link:null');
});
