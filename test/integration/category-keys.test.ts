// `_category_.json` keys Docusaurus accepts (its categoryMetadataFileSchema): `key` (Docusaurus 3's translation key),
// and a generated-index link's `image` and `keywords`, beside label, position, collapsible, collapsed, className,
// customProps and description. They were "Unknown category key" errors, failing the build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, doc } from '../support/fixture-site.js';

test('every key Docusaurus accepts in a category file builds, and the category keeps its label, position and page', async () => {
  const category = {
    label: 'Solving problems',
    position: 1,
    key: 'solving-problems',
    collapsible: true,
    collapsed: false,
    className: 'red',
    customProps: { emoji: '🛠' },
    description: 'When things go wrong.',
    link: { type: 'generated-index', slug: '/problems', title: 'Problems', description: 'All of them.', image: '/img/problems.png', keywords: ['fix', 'help'] },
  };
  const result = await buildFixture({
    'docs/zeta.md': doc({ title: 'Zeta' }),
    'docs/solving/_category_.json': JSON.stringify(category),
    'docs/solving/one.md': doc({ title: 'One' }),
    'docs/other/_category_.json': '{ "label": "Other", "key": "other", "link": { "type": "generated-index", "keywords": "one keyword" } }',
    'docs/other/two.md': doc({ title: 'Two' }),
  });
  assert.deepEqual(result.errors, []);
  const top = result.site!.sidebars[0].map((item) => (item.type === 'html' ? item.value : item.label));
  assert.deepEqual(top, ['Solving problems', 'Other', 'Zeta']);
  assert.match(result.$('/problems')('h1').text(), /Problems/);
});

test('a key Docusaurus does not accept is still an error naming the file, with the keys it does', async () => {
  const result = await buildFixture({ 'docs/a/_category_.json': '{ "label": "A", "icon": "x" }', 'docs/a/one.md': doc({ title: 'One' }) });
  assert.equal(result.errors.length, 1, JSON.stringify(result.diagnostics));
  assert.match(result.errors[0].file!, /_category_\.json$/);
  assert.match(result.errors[0].hint!, /key, link/);
});

test('a category position and a doc sidebar_position written as text order the sidebar, as Docusaurus (Joi convert) reads them', async () => {
  const result = await buildFixture({
    'docs/alpha.md': '---\ntitle: Alpha\nsidebar_position: "3"\n---\n\nA.\n',
    'docs/beta/_category_.json': '{ "label": "Beta", "position": "1", "collapsed": "false" }',
    'docs/beta/one.md': doc({ title: 'One' }),
    'docs/gamma.md': '---\ntitle: Gamma\nsidebar_position: "2"\n---\n\nG.\n',
  });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.site!.sidebars[0].map((item) => (item.type === 'html' ? item.value : item.label)), ['Beta', 'Gamma', 'Alpha']);
});
