// Docusaurus's post-processing of hand-written sidebars (issue 32): a draft doc a sidebar names is dropped from a
// production build's sidebar without a word (the build stopped with "refers to the doc …, which does not exist"),
// and a category left with no items becomes its doc link alone, or nothing; written with no items and no link, it
// is an error, as Docusaurus stops on it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';

test('a draft doc a sidebar names is left out of it, as a category link, an item and a category of drafts only', async () => {
  const config = `${BASE_CONFIG}sidebars:
  main:
    - a
    - wip
    - { type: doc, id: later/renamed-draft, label: Soon }
    - type: category
      label: Guides
      collapsed: false
      link: { type: doc, id: wip }
      items: [b, wip]
    - type: category
      label: Drafts only
      items: [wip, later/renamed-draft]
    - type: category
      label: Drafts with a landing
      link: { type: doc, id: c }
      items: [wip]
`;
  const result = await buildFixture({
    'docs/a.md': doc({ title: 'A' }),
    'docs/b.md': doc({ title: 'B' }),
    'docs/c.md': doc({ title: 'C' }),
    'docs/wip.md': doc({ title: 'Work in progress', draft: true }),
    'docs/later/draft.md': doc({ title: 'Later', id: 'renamed-draft', draft: true }),
  }, { config });
  assert.deepEqual(result.errors.map((d) => d.message), []);
  assert.equal(result.files.has('wip/index.html'), false);
  const $ = result.$('/a');
  assert.deepEqual($('nav.docs-sidebar a.sidebar-link').map((_, a) => `${$(a).text().trim()} ${a.attribs.href}`).get(), ['A /a', 'B /b', 'Drafts with a landing /c']);
  // The category whose link was a draft keeps its items and links nowhere; the one left empty with a doc link is that link.
  assert.deepEqual($('nav.docs-sidebar .sidebar-category').map((_, li) => $(li).attr('class')).get(), ['sidebar-item sidebar-category']);
  assert.match($('nav.docs-sidebar .sidebar-category').text(), /Guides/);
  assert.doesNotMatch($('nav.docs-sidebar').text(), /Drafts only|Soon|Work in progress/);
  assert.equal($('.pager-next').attr('href'), '/b');
});

test('a category with no items: its doc link alone; nothing with a generated index; an error with no link', async () => {
  const config = `${BASE_CONFIG}sidebars:
  main:
    - a
    - type: category
      label: Landing only
      link: { type: doc, id: b }
      items: []
    - type: category
      label: Empty index
      link: { type: generated-index }
      items: []
`;
  const result = await buildFixture({ 'docs/a.md': doc({ title: 'A' }), 'docs/b.md': doc({ title: 'B' }) }, { config });
  assert.deepEqual(result.errors.map((d) => d.message), []);
  const $ = result.$('/a');
  assert.deepEqual($('nav.docs-sidebar a').map((_, a) => `${$(a).text().trim()} ${a.attribs.href}`).get(), ['A /a', 'Landing only /b']);
  assert.equal($('nav.docs-sidebar .sidebar-category').length, 0);
  assert.equal([...result.files.keys()].some((file) => file.startsWith('category/')), false);

  const nowhere = await buildFixture({ 'docs/a.md': doc({ title: 'A' }) }, { config: `${BASE_CONFIG}sidebars:\n  main:\n    - a\n    - { type: category, label: Nothing, items: [] }\n    - Shorthand: []\n` });
  assert.deepEqual(nowhere.errors.map((d) => d.message.split(';')[0]), [
    'The sidebar category "Nothing" has no items and no link, so it leads nowhere',
    'The sidebar category "Shorthand" has no items and no link, so it leads nowhere',
  ]);
  assert.match(nowhere.errors[0].file ?? '', /lendocs\.config\.yml$/);
});

test('an unlisted doc a sidebar names shows that sidebar on its page, without a previous or next page', async () => {
  const config = `${BASE_CONFIG}sidebars:
  first:
    - a
  second:
    - b
    - hidden
    - type: category
      label: More
      link: { type: doc, id: landing }
      items: [c]
`;
  const result = await buildFixture({
    'docs/a.md': doc({ title: 'A' }),
    'docs/b.md': doc({ title: 'B' }),
    'docs/c.md': doc({ title: 'C' }),
    'docs/hidden.md': doc({ title: 'Hidden', unlisted: true }),
    'docs/landing.md': doc({ title: 'Landing', unlisted: true }),
  }, { config });
  assert.deepEqual(result.errors.map((d) => d.message), []);
  for (const page of ['/hidden', '/landing']) {
    const $ = result.$(page);
    const links = $('nav.docs-sidebar a.sidebar-link').map((_, a) => $(a).attr('href')).get();
    assert.ok(links.includes('/b') && !links.includes('/a'), `${page}: ${links.join(' ')}`);
    assert.equal($('.pager-next, .pager-previous').length, 0, page);
  }
  // Elsewhere the unlisted doc's item stays hidden.
  assert.doesNotMatch(result.$('/b')('nav.docs-sidebar').text(), /Hidden/);
});
