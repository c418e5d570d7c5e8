// A build into a folder keeps its pages' bodies, Markdown and search texts in a spool in its staging folder, not in
// its heap (issue 36, flat memory): the pages it passes along hold no body, and the spool leaves with the staging
// folder, whether the build succeeds or fails. The output is the same as a build in memory, which keeps them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import type { Page, Route } from '../../src/types.js';
import { doc, fileHashes, makeSite, tempDir } from '../support/fixture-site.js';
import { pngBytes } from '../support/image-bytes.js';

function site() {
  const files: Record<string, string | Buffer> = { 'static/img/chart.png': pngBytes(3, 2) };
  for (let n = 0; n < 8; n++) {
    files[`docs/page-${n}.md`] = doc({ title: `Page ${n}` }, `Intro ${n}: naïve café.\n\n## Rates {#rates}\n\n${'Lending pools hold assets. '.repeat(20)}\n\n![Chart](/img/chart.png)\n\n\`\`\`ts\nexport const rate${n} = ${n};\n\`\`\`\n\nSee [the next page](./page-${(n + 1) % 8}.md#rates).\n`);
  }
  files['blog/2024-01-02-news.md'] = doc({ title: 'News' }, `First words of the news.\n\n<!-- truncate -->\n\n${'More news. '.repeat(30)}\n`);
  return makeSite(files);
}

const pageOf = (route: Route): Page | undefined => ('page' in route.data ? route.data.page : undefined);

/** Names beside and inside the output that a build's spool or staging folder would leave. */
function leftovers(out: string): string[] {
  const base = path.basename(out);
  const beside = readdirSync(path.dirname(out)).filter((name) => name !== base && name.startsWith(base));
  const inside = existsSync(out) ? Object.keys(fileHashes(out)!).filter((name) => /lendocs-(bodies|staging)/.test(name)) : [];
  return [...beside, ...inside];
}

test('a build into a folder passes its pages along without their bodies, and writes what a build in memory writes', async () => {
  const root = site();
  const out = path.join(tempDir(), 'out');
  // On worker threads (one is enough), which are sent each body as they draw it, and on this thread.
  for (const renderWorkers of [1, 0]) {
    const result = await build({ root, out, renderWorkers });
    assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
    const pages = result.site!.routes.map(pageOf).filter((page): page is Page => page !== undefined && page.source !== undefined && page.file !== undefined);
    assert.ok(pages.length >= 9);
    for (const page of pages) {
      for (const field of ['html', 'markdown']) {
        const held = Object.getOwnPropertyDescriptor(page, field)?.value;
        assert.equal(typeof held, 'undefined', `${page.source} holds its ${field} after the build (${String(held).slice(0, 40)}…)`);
      }
    }
    assert.deepEqual(leftovers(out), []);
    const inMemory = await build({ root, out, write: false });
    const hashes = Object.fromEntries([...inMemory.files!].map(([name, bytes]) => [name, createHash('sha256').update(bytes).digest('hex')]));
    assert.deepEqual(fileHashes(out), Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => a.localeCompare(b))));
  }
});

test('a build that fails while drawing or while checking leaves no spool and no staging folder, and the output as it was', async () => {
  const root = site();
  const out = path.join(tempDir(), 'out');
  await build({ root, out });
  const before = fileHashes(out);
  const drawing = await build({ root, out, renderWorkers: 1 }, { renderFault: '/page-3' });
  assert.ok(drawing.diagnostics.some((d) => d.code === 'render-failed'));
  assert.deepEqual(leftovers(out), []);
  assert.deepEqual(fileHashes(out), before);
  // A broken link: the build stops after its checks, before anything is drawn.
  const broken = makeSite({ 'docs/a.md': doc({ title: 'A' }, 'See [nowhere](./missing.md).') });
  const brokenOut = path.join(tempDir(), 'out');
  const checked = await build({ root: broken, out: brokenOut });
  assert.ok(checked.diagnostics.some((d) => d.severity === 'error'));
  assert.deepEqual(leftovers(brokenOut), []);
  assert.equal(existsSync(brokenOut), false);
});
