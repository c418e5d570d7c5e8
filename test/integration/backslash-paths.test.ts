// An image or file path written with backslashes (`..\img\flow.png`, as on Windows) is read with slashes, as
// Docusaurus reads it (issue 32, corpus: a translated page's images written so failed the build while Docusaurus
// built it): its image plugin parses the URL, which turns each `\` into `/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, doc } from '../support/fixture-site.js';

test('an image written with backslashes is found and published, as Docusaurus finds it', async () => {
  const site = await buildFixture({
    'docs/guide/flow.md': doc({ title: 'Flow' }, '![The flow](..\\img\\flow.png)\n\n[The sheet](.\\sheet.csv)'),
    'docs/guide/sheet.csv': 'a,b\n',
    'docs/img/flow.png': 'not really a PNG',
  });
  assert.deepEqual(site.errors, [], JSON.stringify(site.errors));
  const html = site.text('guide/flow/index.html');
  const src = /<img[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  assert.ok(src && site.files.has(src.replace(/^\//, '')), `published at ${src}`);
  assert.match(html, /href="\/assets\/content\/[^"]*sheet[^"]*\.csv"/);
});
