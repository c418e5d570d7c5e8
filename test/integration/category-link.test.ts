// `_category_.json` `link` values Docusaurus accepts: `null`, and an object with no `type` (`{"description": …}`),
// which Docusaurus validates, makes no page for, and treats like `null` (no index doc linked by convention).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture } from '../support/fixture-site.js';

const page = (title) => `---\ntitle: ${title}\n---\n\nText of ${title}.\n`;

for (const [name, link] of [
  ['a link with only a description', '{ "description": "Getting started with the language." }'],
  ['link: null', 'null'],
]) {
  test(`${name}: the category links no page, and its index doc stays one of its pages`, async () => {
    const result = await buildFixture({
      'docs/a.md': page('A'),
      'docs/start/_category_.json': `{ "label": "Getting Started", "link": ${link} }`,
      'docs/start/index.md': page('Overview'),
      'docs/start/install.md': page('Install'),
    });
    assert.deepEqual(result.errors, []);
    assert.deepEqual(result.warnings, []);
    // The index doc keeps its route, and in the sidebar it is an item of the category, not the category's link.
    const $ = result.$('/start/');
    assert.equal($('.sidebar-column details[open] > summary').text(), 'Getting Started');
    assert.equal($('.sidebar-column details[open] > summary a').length, 0);
    assert.deepEqual($('.sidebar-column details[open] a').map((_, el) => $(el).attr('href')).get(), ['/start/', '/start/install']);
    assert.ok(!result.files.has('category/getting-started/index.html'));
  });
}

test('a link with a type lendocs does not know is still an error naming the category file and key', async () => {
  const result = await buildFixture({ 'docs/a.md': page('A'), 'docs/start/_category_.json': '{ "label": "S", "link": { "type": "page" } }', 'docs/start/one.md': page('One') });
  assert.equal(result.errors.length, 1, result.errors.map((e) => e.message).join('\n'));
  assert.match(result.errors[0].file!, /_category_\.json$/);
  assert.match(result.errors[0].message, /link/);
});
