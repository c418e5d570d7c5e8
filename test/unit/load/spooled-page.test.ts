// A page whose texts are in the build's spool (src/load/spooled-page.ts): the same Page to every reader, with no
// copy of its body, Markdown or search text on the heap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { openBodySpool } from '../../../src/node/body-spool.js';
import { isSpooled, spooledPage, withSpooledHtml } from '../../../src/load/spooled-page.js';
import type { Page } from '../../../src/types.js';
import { tempDir } from '../../support/temp.js';

const page = (): Page => ({
  kind: 'doc', file: 'docs/a.md', source: 'docs/a.md', frontMatter: { title: 'A' }, frontMatterLines: {}, hasTruncate: false, title: 'A',
  description: 'About A', html: '<h2 id="x">X</h2><p>Body of A — café</p>', excerptHtml: '', headings: [{ level: 2, text: 'X', id: 'x', line: 3 }], ids: ['x'],
  links: [], wordCount: 4, bodyLine: 3, markdown: '## X\n\nBody of A — café', search: { sections: [['', '', 'Body of A', '']], terms: 'body', weights: [1] },
});

test('a spooled page reads as the page it was made from, and holds none of its texts itself', () => {
  const spool = openBodySpool(path.join(tempDir('spool-'), 'bodies'));
  try {
    const original = page();
    const spooled = spooledPage(original, spool);
    assert.deepEqual({ ...spooled }, original);
    assert.ok(isSpooled(spooled));
    for (const key of ['html', 'markdown', 'search']) assert.equal(Object.getOwnPropertyDescriptor(spooled, key)!.value, undefined, `${key} is not a value of the page`);
    assert.equal(isSpooled(original), false);
    // A copy (what a message to a worker thread or `{ ...page }` makes) has plain texts and no tie to the spool.
    const copy = structuredClone(spooled);
    assert.deepEqual(copy, original);
    assert.equal(isSpooled(copy), false);
  } finally {
    spool.close();
  }
});

test('a spooled page given another body keeps its Markdown and search text, and the page it came from is unchanged', () => {
  const spool = openBodySpool(path.join(tempDir('spool-'), 'bodies'));
  try {
    const original = page();
    const spooled = spooledPage(original, spool);
    const sized = withSpooledHtml(spooled, '<p><img src="/a.png" width="3" height="2"></p>', spool);
    assert.ok(isSpooled(sized));
    assert.deepEqual({ ...sized }, { ...original, html: '<p><img src="/a.png" width="3" height="2"></p>' });
    assert.equal(spooled.html, original.html);
    // A page not spooled yet is spooled with its new body.
    const fresh = withSpooledHtml(page(), '<p>new</p>', spool);
    assert.ok(isSpooled(fresh));
    assert.equal(fresh.html, '<p>new</p>');
    assert.equal(fresh.markdown, original.markdown);
  } finally {
    spool.close();
  }
});
