// serve --watch's rebuilds skip work a save does not need, and still write what a fresh start would: kept pages'
// links are not resolved again when no route moved, a <DocCardList /> page follows its cards' descriptions, and the
// files that trail a rebuild (feeds, search index…) stop when told to.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { createDevSite } from '../../src/serve/dev-site.js';
import { makeSite, tempDir } from '../support/fixture-site.js';

const page = (title, body, extra = '') => `---\ntitle: ${title}\n${extra}---\n\n${body}\n`;
const CARDS = "---\ntitle: Guides\n---\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n";

/** Every page the dev site wrote, with its HTML. */
async function pages(dir) {
  const files = (await fg('**/*.html', { cwd: dir })).sort();
  return Object.fromEntries(files.map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));
}

/** The pages a dev site started afresh on the site as it is now writes. */
async function fresh(root) {
  const site = await createDevSite(root, tempDir());
  try {
    assert.equal((await site.update()).ok, true);
    return pages(site.outDir);
  } finally {
    await site.close();
  }
}

async function withDevSite(files, work) {
  const root = makeSite(files);
  const site = await createDevSite(root, tempDir());
  try {
    assert.equal((await site.update()).ok, true);
    await work(root, site);
  } finally {
    await site.close();
  }
}

test('a body edit re-renders that page only, and the pages equal a fresh start; a new link target re-renders the linking page', async () => {
  const files = {
    'docs/sub/a.md': page('Sub A', 'Text.'),
    'docs/sub/b.md': page('B', 'See [A](a.md).'),
    'docs/c.md': page('C', 'Body one.'),
  };
  await withDevSite(files, async (root, site) => {
    writeFileSync(path.join(root, 'docs/c.md'), page('C', 'Body two.'));
    const edited = await site.update({ changed: new Set(['docs/c.md']) });
    assert.deepEqual(edited.rendered, ['/c']);
    assert.deepEqual(await pages(site.outDir), await fresh(root));
    // `a.md` written without `./` means docs/a.md once there is one: b.md is kept, but its link now goes elsewhere.
    writeFileSync(path.join(root, 'docs/a.md'), page('Top A', 'Text.'));
    const added = await site.update({ changed: new Set(['docs/a.md']) });
    assert.ok(added.rendered.includes('/sub/b'));
    assert.match(readFileSync(path.join(site.outDir, 'sub/b/index.html'), 'utf8'), /See <a href="\/a">A</);
    assert.deepEqual(await pages(site.outDir), await fresh(root));
  });
});

test('a <DocCardList /> page is drawn again when a card\'s description changes', async () => {
  const files = { 'docs/guides/index.mdx': CARDS, 'docs/guides/one.md': page('One', 'Text.', 'description: First words\n') };
  await withDevSite(files, async (root, site) => {
    assert.match(readFileSync(path.join(site.outDir, 'guides/index.html'), 'utf8'), /First words/);
    writeFileSync(path.join(root, 'docs/guides/one.md'), page('One', 'Text.', 'description: Second words\n'));
    const result = await site.update({ changed: new Set(['docs/guides/one.md']) });
    assert.ok(result.rendered.includes('/guides/'), `rendered: ${result.rendered.join(', ')}`);
    assert.match(readFileSync(path.join(site.outDir, 'guides/index.html'), 'utf8'), /Second words/);
  });
});

test('the files that trail a rebuild stop when their signal is aborted, and are written when it is not', async () => {
  await withDevSite({ 'docs/a.md': page('A', 'Text.') }, async (_root, site) => {
    const stopped = new AbortController();
    stopped.abort();
    await site.writeExtras(stopped.signal);
    assert.equal(existsSync(path.join(site.outDir, 'sitemap.xml')), false);
    await site.writeExtras(new AbortController().signal);
    assert.equal(existsSync(path.join(site.outDir, 'sitemap.xml')), true);
  });
});
