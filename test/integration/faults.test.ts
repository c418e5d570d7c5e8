// Atomicity under faults: a build killed with SIGKILL at a random point, or one that fails on one of its last pages,
// leaves the previous output byte-identical; the next successful run leaves no temporary folders behind.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { fileHashes, makeSite, tempDir } from '../support/fixture-site.js';
import { BIN } from '../support/repo.js';

const KILLS = 6;

/** A medium site: enough pages that a build takes long enough to be killed in the middle of it. */
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
 * Runs `lendocs build` in its own process group. With `killAfter`, the whole group (node and the search indexer
 * it starts) gets SIGKILL after that many milliseconds, as a CI runner or the OOM killer would do it.
 */
function runBuild(root: string, out: string, { killAfter }: { killAfter?: number } = {}) {
  return new Promise<any>((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [BIN, 'build', '--root', root, '--out', out, '--no-cache'], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let killed = false;
    const timer =
      killAfter === undefined
        ? undefined
        : setTimeout(() => {
            killed = true;
            try {
              process.kill(-child.pid!, 'SIGKILL');
            } catch {
              // It had already finished.
            }
          }, killAfter);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, killed: killed && signal === 'SIGKILL', output, ms: Date.now() - started });
    });
  });
}

test('builds killed with SIGKILL at random points leave the previous output byte-identical', { timeout: 300_000 }, async (t) => {
  const root = makeSite(mediumSite({ version: 1 }));
  const out = path.join(tempDir(), 'site');
  const first = await runBuild(root, out);
  assert.equal(first.code, 0, first.output);
  const previous = snapshot(out);
  assert.ok(Object.keys(previous).length > 100, `only ${Object.keys(previous).length} files`);

  // The next version of the content, and what a complete build of it looks like.
  writeFiles(root, mediumSite({ version: 2 }));
  const referenceOut = path.join(tempDir(), 'reference');
  const reference = await runBuild(root, referenceOut);
  assert.equal(reference.code, 0, reference.output);
  const next = snapshot(referenceOut);
  assert.notDeepEqual(next, previous);

  // Kill points spread over the whole build, each at a random offset inside its slice (a fixed seed would not
  // make the timing repeatable anyway; the delays are logged).
  const duration = reference.ms;
  const delays = Array.from({ length: KILLS }, (_, i) => Math.round(((i + Math.random()) / KILLS) * duration * 0.95));
  const outcomes: any[] = [];
  let current = previous;
  for (const delay of delays) {
    const run = await runBuild(root, out, { killAfter: delay });
    const now = snapshot(out);
    if (!run.killed) {
      // It finished before the kill: a complete new output.
      assert.equal(run.code, 0, run.output);
      assert.deepEqual(now, next, 'a build that finished left an incomplete output');
      current = next;
      outcomes.push(`${delay} ms: finished first`);
      continue;
    }
    if (now === undefined) {
      // Killed between the two renames of the swap: the previous output waits in the "old" folder, and the next
      // run puts it back.
      const old = strayFolders(out).find((name) => name.includes('.lendocs-old-'));
      assert.ok(old, 'the output folder is gone and no previous output was kept');
      assert.deepEqual(snapshot(path.join(path.dirname(out), old)), current);
      outcomes.push(`${delay} ms: killed mid-swap`);
    } else if (JSON.stringify(now) === JSON.stringify(next) && current !== next) {
      // Killed after the new output was swapped in (while removing the old one): complete as well.
      current = next;
      outcomes.push(`${delay} ms: killed after the swap`);
    } else {
      assert.deepEqual(now, current, `killed after ${delay} ms, the output folder was changed`);
      outcomes.push(`${delay} ms: killed, output unchanged`);
    }
  }
  t.diagnostic(outcomes.join('; '));
  // Not vacuous: the first two kill points fall in the first third of the reference build, so they land mid-build
  // unless these runs are three times faster than it was (times here drift by up to two).
  assert.ok(outcomes.filter((o) => o.includes('output unchanged')).length >= 2, `kills should land mid-build: ${outcomes.join('; ')}`);

  // The next successful run cleans up whatever the killed ones left, and its output is the complete new site.
  const last = await runBuild(root, out);
  assert.equal(last.code, 0, last.output);
  assert.deepEqual(strayFolders(out), []);
  assert.deepEqual(snapshot(out), next);
});

test('a build whose template throws on one of its last pages leaves the previous output byte-identical', { timeout: 120_000 }, async () => {
  const root = makeSite(mediumSite({ version: 1 }));
  const out = path.join(tempDir(), 'site');
  const first = await runBuild(root, out);
  assert.equal(first.code, 0, first.output);
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
