// Pages drawn on worker threads (render/workers/render-pool.ts) against pages drawn on the main thread: the same bytes in
// every file, the same failures, the same progress, and the render cache still reusing pages.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { build } from '../../src/pipeline/build.js';
import { BASE_CONFIG, fileHashes, makeSite, tempDir } from '../support/fixture-site.js';
import { CONTENT, contentBuild } from '../support/content-site.js';

const snapshot = fileHashes;

/** Builds `root` into two new folders, drawing on three workers and on the main thread; returns the result and the folder's snapshot. */
async function buildBothWays(root, options = {}) {
  const out = { threads: path.join(tempDir(), 'site'), single: path.join(tempDir(), 'site') };
  const onWorkers = await build({ root, out: out.threads, renderWorkers: 3, ...options });
  const inThread = await build({ root, out: out.single, ...options, renderWorkers: 0 });
  return { onWorkers, inThread, out, threads: snapshot(out.threads)!, single: snapshot(out.single)! };
}

/** Docs whose category page lists them as cards (descriptions from their first paragraph), a blog, a base path. */
function cardsSite() {
  const files = {
    'pages/index.md': '---\ntitle: Home\n---\n\nWelcome.\n',
    'docs/guide/index.mdx': '---\ntitle: Guide\n---\n\nAll the guides.\n\n<DocCardList />\n',
    'blog/authors.yml': 'ada:\n  name: Ada\n  title: Engineer\n',
  };
  for (let i = 0; i < 40; i++) {
    files[`docs/guide/step-${i}.md`] = `---\ntitle: Step ${i}\ntags: [t${i % 3}]\n---\n\nThe first paragraph of step ${i}, **bold** & <em>marked</em>.\n\n## Details\n\nMore about step ${i}.\n`;
  }
  for (let i = 1; i <= 9; i++) {
    files[`blog/2024-0${i}-01-post-${i}.md`] = `---\ntitle: Post ${i}\nauthors: [ada]\ntags: [news]\n---\n\nIntro ${i}.\n\n<!-- truncate -->\n\nRest of post ${i}.\n`;
  }
  return makeSite(files, { config: `${BASE_CONFIG}baseUrl: /docs-site/\n` });
}

test('pages drawn on worker threads are byte-identical to pages drawn on the main thread (content/)', { timeout: 300_000 }, async () => {
  // The main thread's side is the build every suite shares (test/support/content-site.ts): content/ has fewer pages
  // than the build draws on worker threads by default.
  const inThread = await contentBuild();
  const out = path.join(tempDir(), 'site');
  const onWorkers = await build({ root: CONTENT, out, renderWorkers: 3 });
  const [threads, single] = [snapshot(out)!, snapshot(inThread.out)!];
  assert.deepEqual(onWorkers.diagnostics.filter((d) => d.severity === 'error'), []);
  assert.equal(onWorkers.stats.renderWorkers, 3, 'the pages were not drawn on worker threads');
  assert.equal(inThread.renderWorkers, 0);
  assert.ok(Object.keys(threads).length > 100, `only ${Object.keys(threads).length} files`);
  assert.deepEqual(threads, single);
});

test('doc cards, blog lists and a base path come out the same on worker threads', { timeout: 120_000 }, async () => {
  const { onWorkers, out, threads, single } = await buildBothWays(cardsSite());
  assert.deepEqual(onWorkers.diagnostics, []);
  assert.equal(onWorkers.stats.renderWorkers, 3);
  // A card shows its doc's first paragraph, which a worker reads from its copy of the site, not from the page drawn.
  const guide = readFileSync(path.join(out.threads, 'guide/index.html'), 'utf8');
  assert.match(guide, /class="card-description" title="The first paragraph of step 7, bold &amp; marked\."/);
  assert.match(guide, /href="\/docs-site\/guide\/step-39"/);
  assert.deepEqual(threads, single);
});

test('one render worker, handed the serialised site itself rather than a copy, draws the same pages', { timeout: 120_000 }, async () => {
  const { onWorkers, threads, single } = await buildBothWays(cardsSite(), { renderWorkers: 1 });
  assert.deepEqual(onWorkers.diagnostics, []);
  assert.equal(onWorkers.stats.renderWorkers, 1);
  assert.deepEqual(threads, single);
});

test('a template that throws on a worker thread fails the build and leaves the previous output as it was', { timeout: 120_000 }, async () => {
  const root = cardsSite();
  const out = path.join(tempDir(), 'site');
  assert.deepEqual((await build({ root, out, renderWorkers: 3 })).diagnostics, []);
  const previous = snapshot(out);
  writeFileSync(path.join(root, 'docs/guide/step-3.md'), '---\ntitle: Step 3\n---\n\nChanged.\n');
  // Valid input never makes a template throw: this page's rendering fails on purpose (render/render-site.ts).
  const result = await build({ root, out, renderWorkers: 3 }, { renderFault: '/guide/step-20' });
  assert.equal(result.diagnostics.length, 1, JSON.stringify(result.diagnostics));
  const [d] = result.diagnostics;
  assert.equal(d.code, 'render-failed');
  assert.match(d.message, /Rendering \/guide\/step-20 failed: a fault injected/);
  assert.match(d.file!, /docs\/guide\/step-20\.md$/);
  assert.deepEqual(snapshot(out), previous);
  assert.deepEqual(readdirSync(path.dirname(out)), ['site']);
});

test('progress on worker threads counts every page, in order, up to the total', { timeout: 120_000 }, async () => {
  const counts: any[] = [];
  const progress = { start() {}, end() {}, count: (done, total) => counts.push([done, total]) };
  const result = await build({ root: cardsSite(), out: path.join(tempDir(), 'site'), renderWorkers: 3, progress });
  assert.equal(result.stats.renderWorkers, 3);
  const pages = result.stats.pages;
  const render = counts.filter(([, total]) => total === pages);
  assert.deepEqual(render.at(-1), [pages, pages]);
  assert.ok(render.length >= pages, `${render.length} counts for ${pages} pages`);
  for (let i = 1; i < render.length; i++) assert.ok(render[i][0] >= render[i - 1][0], 'the count went back');
});

test('a warm build on worker threads reuses unchanged pages and draws only the changed one', { timeout: 120_000 }, async () => {
  const root = cardsSite();
  const out = path.join(tempDir(), 'site');
  const cache = { dir: tempDir() };
  assert.deepEqual((await build({ root, out, cache, renderWorkers: 3 })).diagnostics, []);
  writeFileSync(path.join(root, 'blog/2024-01-01-post-1.md'), '---\ntitle: Post 1\nauthors: [ada]\ntags: [news]\n---\n\nIntro 1, edited.\n');
  const warm = await build({ root, out, cache, renderWorkers: 3 });
  assert.deepEqual(warm.diagnostics, []);
  assert.ok(warm.stats.reusedPages! > 40 && warm.stats.reusedPages! < warm.stats.pages, `${warm.stats.reusedPages} of ${warm.stats.pages} reused`);
  const cold = path.join(tempDir(), 'site');
  assert.deepEqual((await build({ root, out: cold, renderWorkers: 0 })).diagnostics, []);
  assert.deepEqual(snapshot(out), snapshot(cold));
});

test('a render worker that fails or stops fails the drawing at once instead of leaving it waiting', { timeout: 120_000 }, async () => {
  const { compile } = await import('../../src/pipeline/compile.js');
  const { createTimer } = await import('../../src/pipeline/timer.js');
  const { drawOnWorkers } = await import('../../src/render/workers/render-pool.js');
  const { site } = await compile({ root: cardsSite(), timer: createTimer() });
  const jobs = site!.routes.map((route, i) => ({ route, outFile: `page-${i}.html` }));
  const scripts = tempDir();
  const cases: [string, string, RegExp][] = [
    ['throws.mjs', "throw new Error('broken on purpose');", /A render worker thread failed: broken on purpose/],
    ['exits.mjs', 'process.exit(3);', /A render worker thread stopped unexpectedly \(exit code 3\)/],
  ];
  for (const [name, source, expected] of cases) {
    writeFileSync(path.join(scripts, name), source);
    const draw = drawOnWorkers({ site: site!, assets: { css: '/a.css', js: '/a.js', searchJs: '/s.js', sidebarTopJs: '/t.js' }, headSource: '', theme: {}, dir: tempDir(), size: 2, workerUrl: pathToFileURL(path.join(scripts, name)) });
    await assert.rejects(draw(jobs, () => {}), expected);
  }
});
