// The generated files a build writes from every page (the search index, llms-full.txt) are written as they are
// made (issue 36, flat memory): the index file by file while the pages are still being read, llms-full.txt piece
// by piece to a writer that takes pieces; the bytes are those of the files made whole.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { llmsFullTxt } from '../../src/emit/llms.js';
import { buildSearchIndex } from '../../src/emit/search-index.js';
import { writeSiteFiles } from '../../src/emit/write-site.js';
import { build } from '../../src/pipeline/build.js';
import { prepareRender } from '../../src/render/prepare.js';
import type { OutputWriter, Page, Route, Site } from '../../src/types.js';
import { doc, makeSite } from '../support/fixture-site.js';

const PAGES = 60;

/** Docs with enough words that the index has several fragment files and term shards. */
async function fixture() {
  const files: Record<string, string> = {};
  for (let n = 0; n < PAGES; n++) {
    const words = Array.from({ length: 120 }, (_, k) => `word${n}x${k}`).join(' ');
    files[`docs/page-${String(n).padStart(2, '0')}.md`] = doc({ title: `Page ${n}` }, `Intro ${n}: ${words}.\n\n## Rates\n\n${'Lending pools hold assets. '.repeat(20)}\n`);
  }
  const root = makeSite(files);
  const { site, diagnostics } = await build({ root, out: path.join(root, '..', 'unused'), write: false });
  assert.deepEqual(diagnostics.filter((d) => d.severity === 'error'), []);
  const { assets } = await prepareRender({ root, site: site!, theme: { overrides: {}, css: [] }, compiledCss: {}, tools: 'v1' });
  return { site: site!, assets };
}

/** The site with each page's search text and Markdown counted as they are read. */
function counted(site: Site): { site: Site; reads: { search: number; markdown: number } } {
  const reads = { search: 0, markdown: 0 };
  const routes = site.routes.map((route): Route => {
    if (!('page' in route.data) || !route.data.page) return route;
    const page = route.data.page as Page;
    const copy = Object.defineProperties({ ...page }, {
      search: { get: () => (reads.search++, page.search), enumerable: true },
      markdown: { get: () => (reads.markdown++, page.markdown), enumerable: true },
    });
    return { ...route, data: { ...route.data, page: copy } } as Route;
  });
  return { site: { ...site, routes, routeByPath: new Map(routes.map((route) => [route.path, route])) }, reads };
}

test('the search index is written file by file as the pages are read, the layout last, with the bytes of the index made whole', async () => {
  const fixtureSite = await fixture();
  const { site, reads } = counted(fixtureSite.site);
  const written = new Map<string, string>();
  const readsAtFirstIndexFile: number[] = [];
  const writer: OutputWriter = {
    async write(relative, contents) {
      if (relative.startsWith('search-index/') && written.size === [...written.keys()].filter((name) => !name.startsWith('search-index/')).length) readsAtFirstIndexFile.push(reads.search);
      written.set(relative, String(contents));
    },
    async copy() {},
  };
  await writeSiteFiles(site, fixtureSite.assets, writer);
  const index = buildSearchIndex(fixtureSite.site);
  const names = [...written.keys()].filter((name) => name.startsWith('search-index/'));
  assert.ok(names.filter((name) => name.startsWith('search-index/f/')).length >= 3, `fragment files: ${names.join(', ')}`);
  assert.deepEqual(new Map(names.map((name) => [name, written.get(name)])), new Map(index));
  assert.equal(names.at(-1), 'search-index/shards.json');
  // The first file of the index was written before the last page's search text was read.
  assert.ok(readsAtFirstIndexFile[0] < PAGES, `the first index file was written after ${readsAtFirstIndexFile[0]} of ${PAGES} pages were read`);
});

test('llms-full.txt is given to a writer that takes pieces piece by piece, as the pages are read; a writer without gets it whole', async () => {
  const fixtureSite = await fixture();
  const { site, reads } = counted(fixtureSite.site);
  const pieces: { text: string; markdownReads: number }[] = [];
  const whole = new Map<string, string>();
  const writer: OutputWriter = {
    async write(relative, contents) {
      whole.set(relative, String(contents));
    },
    async copy() {},
    async writePieces(relative, given) {
      assert.equal(relative, 'llms-full.txt');
      for (const text of given) pieces.push({ text, markdownReads: reads.markdown });
    },
  };
  await writeSiteFiles(site, fixtureSite.assets, writer);
  const expected = llmsFullTxt(fixtureSite.site);
  assert.equal(whole.has('llms-full.txt'), false, 'llms-full.txt was written whole');
  assert.equal(pieces.map((piece) => piece.text).join(''), expected);
  assert.ok(pieces[0].markdownReads < PAGES, `the first piece came after ${pieces[0].markdownReads} of ${PAGES} pages were read`);
  // A writer that takes whole files only (memory) gets the same bytes.
  const memory = new Map<string, string>();
  await writeSiteFiles(fixtureSite.site, fixtureSite.assets, { write: async (relative, contents) => void memory.set(relative, String(contents)), copy: async () => {} });
  assert.equal(memory.get('llms-full.txt'), expected);
});
