// Headings as Docusaurus makes them (issue 19): the content's `# Heading` is the page's h1, the front matter title
// names the page elsewhere. Maths and heading ids on the Markdown stage alone: test/unit/load/math-headings.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture } from '../support/fixture-site.js';

test('the content\'s leading # Heading is the page heading; front matter title names the page elsewhere', async () => {
  const result = await buildFixture({
    'docs/a.md': '---\ntitle: Short title\n---\n\n# The long heading of this page\n\nText.\n',
    'docs/b.md': '---\ntitle: Only a title\n---\n\nText.\n',
  });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/a');
  assert.equal($('article h1, main h1').first().text(), 'The long heading of this page');
  assert.match($('title').text(), /^Short title/);
  assert.match($('.sidebar').text(), /Short title/);
  assert.equal(result.$('/b')('main h1').first().text(), 'Only a title');
});
