// Atomicity under faults: a build killed with SIGKILL at any point, or one that fails on one of its last pages,
// leaves the previous output byte-identical; the next successful run leaves no temporary folders behind.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { fileHashes, makeSite, tempDir } from '../support/fixture-site.js';

/** A medium site: enough pages that drawing them has work in progress to be killed in the middle of. */
function mediumSite({ version = 1 } = {}) {
  const files = {
    'pages/index.md': `---\ntitle: Home\nhero:\n  title: Acme\n---\n\nWelcome, version ${version}.\n`,
    'pages/about.md': `---\ntitle: About\n---\n\nAbout us (v${version}).\n`,
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'blog/authors.yml': 'ada:\n  name: Ada\n  title: Engineer\n',
  };
  for (let section = 0; section < 6; section++) {
    files[`docs/section-${section}/_category_.json`] = JSON.stringify({ label: `Section ${section}`, position: section });
    for (let page = 0; page < 12; page++) {
      const code = '```ts\n' + Array.from({ length: 8 }, (_, i) => `export const value${i} = ${section * 100 + page + i}; // v${version}`).join('\n') + '\n```';
      files[`docs/section-${section}/page-${page}.md`] =
        `---\ntitle: Page ${section}.${page}\ntags: [t${page % 4}]\n---\n\n` +
        `## Overview {#overview}\n\nVersion ${version} of page ${section}.${page}. ${'Lending pools hold assets. '.repeat(30)}\n\n` +
        `:::tip[Note ${page}]\nSee [the next page](./page-${(page + 1) % 12}.md#overview).\n:::\n\n${code}\n\n## Details\n\n${'More text here. '.repeat(40)}\n`;
    }
  }
  for (let post = 1; post <= 12; post++) {
    files[`blog/2024-0${1 + (post % 9)}-${String(post).padStart(2, '0')}-post-${post}.md`] =
      `---\ntitle: Post ${post} v${version}\nauthors: [ada]\ntags: [news]\n---\n\nFirst paragraph of post ${post}.\n\n<!-- truncate -->\n\n${'Body text. '.repeat(50)}\n`;
  }
  return files;
}

function writeFiles(root: string, files: Record<string, string>) {
  for (const [relative, text] of Object.entries(files)) writeFileSync(path.join(root, relative), text);
}

const snapshot = (dir: string) => fileHashes(dir) as Record<string, string>;

function strayFolders(out) {
  const base = path.basename(out);
  return readdirSync(path.dirname(out)).filter((name) => name.startsWith(`${base}.lendocs-staging-`) || name.startsWith(`${base}.lendocs-old-`));
}

/**
 * Builds `root` into `out` in a child process that kills itself with SIGKILL where `at` says: once half the work of a
 * stage is done (its progress), or at a step of publishing (a hook only build() takes). The build itself reaches each
 * point, whatever the machine's speed: nothing here is timed, where a kill after a random delay left it to the
 * machine's speed whether it landed mid-build.
 */
function buildKilledAt(root: string, out: string, at: { halfOf: string } | { step: string }) {
  const script = `
    import { build } from ${JSON.stringify(new URL('../../src/pipeline/build.js', import.meta.url).href)};
    const at = ${JSON.stringify(at)};
    const die = () => process.kill(process.pid, 'SIGKILL');
    let stage;
    const progress = { start: (name) => (stage = name), end() {}, count: (done, total) => stage === at.halfOf && done >= total / 2 && die() };
    await build({ root: ${JSON.stringify(root)}, out: ${JSON.stringify(out)}, progress }, { onPublishStep: (step) => step === at.step && die() });
    process.stdout.write('finished without reaching ' + JSON.stringify(at));`;
  return new Promise<any>((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => resolve({ code, signal, output }));
  });
}

async function killedAt(root: string, out: string, at: { halfOf: string } | { step: string }) {
  const killed = await buildKilledAt(root, out, at);
  assert.equal(killed.signal, 'SIGKILL', `${JSON.stringify(at)}: ${killed.output}`);
}

// Each kill leaves a state of its own: a staging folder half written (drawing), the previous output moved aside
// (between the two renames of the swap), the new output in place (while the old one is removed). A lock left alone
// and each other step of publishing: output-safety.test.ts.
test('builds killed with SIGKILL while drawing and in the middle of the swap leave the previous output or the whole new one', { timeout: 600_000 }, async () => {
  const root = makeSite(mediumSite({ version: 1 }));
  const out = path.join(tempDir(), 'site');
  assert.deepEqual((await build({ root, out })).diagnostics, []);
  const previous = snapshot(out);
  assert.ok(Object.keys(previous).length > 100, `only ${Object.keys(previous).length} files`);

  // The next version of the content. Killed halfway through drawing it, the output folder is the previous one, untouched.
  writeFiles(root, mediumSite({ version: 2 }));
  await killedAt(root, out, { halfOf: 'render' });
  assert.deepEqual(snapshot(out), previous, 'killed while drawing, the output folder was changed');

  // Killed between the two renames of the swap: the previous output waits in the "old" folder, whole.
  await killedAt(root, out, { step: 'old-moved' });
  assert.equal(snapshot(out), undefined);
  const old = strayFolders(out).find((name) => name.includes('.lendocs-old-'));
  assert.ok(old, 'the output folder is gone and no previous output was kept');
  assert.deepEqual(snapshot(path.join(path.dirname(out), old)), previous);

  // Killed once the new output is in place (while removing the old one): the output is the whole new site, as the
  // next successful run makes it; that run also cleans up whatever the killed ones left.
  await killedAt(root, out, { step: 'swapped' });
  const swapped = snapshot(out);
  const last = await build({ root, out });
  assert.deepEqual(last.diagnostics.map((d) => d.code), ['stale-output-lock']);
  assert.deepEqual(strayFolders(out), []);
  const next = snapshot(out);
  assert.notDeepEqual(next, previous);
  assert.deepEqual(swapped, next);
});

test('a build whose template throws on one of its last pages leaves the previous output byte-identical', { timeout: 300_000 }, async () => {
  const root = makeSite(mediumSite({ version: 1 }));
  const out = path.join(tempDir(), 'site');
  assert.deepEqual((await build({ root, out })).diagnostics, []);
  const previous = snapshot(out);

  // Every page changes, and the home page (rendered after all docs, pages and posts but the search and 404 pages)
  // fails to render, on purpose (render/render-site.ts's test hook, which only build() takes: the command's own
  // report of a failed build is tested in build-rules.test.js).
  writeFiles(root, mediumSite({ version: 2 }));
  const failed = await build({ root, out }, { renderFault: '/' });
  assert.deepEqual(failed.diagnostics.map((d) => d.code), ['render-failed']);
  assert.match(failed.diagnostics[0].message, /Rendering \/ failed/);
  assert.deepEqual(snapshot(out), previous);
  assert.deepEqual(strayFolders(out), []);
});
