// content/ built once per test run and shared by every suite that reads the built site (browser, accessibility,
// determinism), instead of each building it again. `npm test` builds it first (node dist/test/support/content-site.js);
// a suite run on its own builds it when the copy is missing or stale. A stamp of lendocs' compiled code and of
// content/ decides staleness, so a shared copy can never be one built by other code or from other content.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../src/pipeline/build.js';
import type { Diagnostic } from '../../src/types.js';
import { REPO } from './repo.js';

export const CONTENT = path.join(REPO, 'content');
const SHARED = path.join(REPO, 'test', '.tmp', 'content-site');
const OUT = path.join(SHARED, 'site');
const STAMP = path.join(SHARED, 'stamp');
/** What the build of the shared copy said (its diagnostics, and whether it drew on worker threads). */
const RESULT = path.join(SHARED, 'result.json');

/** The shared build of content/: its folder, its diagnostics and how many render worker threads drew it. */
export interface ContentBuild {
  out: string;
  diagnostics: Diagnostic[];
  renderWorkers: number | undefined;
}

function hashTree(hash, folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) hashTree(hash, full);
    else hash.update(`${path.relative(REPO, full)}\n${statSync(full).size}\n`).update(readFileSync(full));
  }
}

function stamp() {
  const hash = createHash('sha256');
  // lendocs' compiled code, not the compiled tests beside it in dist/test/.
  for (const folder of ['dist/src', 'dist/templates', 'dist/bundle', 'dist/client', 'content', 'templates']) hashTree(hash, path.join(REPO, folder));
  return hash.digest('hex');
}

/** The folder holding content/ built by the current code. */
export async function builtContent(): Promise<string> {
  return (await contentBuild()).out;
}

/** content/ built by the current code (as `build({ root: content, out })` builds it), and what that build said. */
export async function contentBuild(): Promise<ContentBuild> {
  const wanted = stamp();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted && existsSync(path.join(OUT, 'index.html')) && existsSync(RESULT)) {
    return { out: OUT, ...JSON.parse(readFileSync(RESULT, 'utf8')) };
  }
  const result = await build({ root: CONTENT, out: OUT });
  if (result.diagnostics.some((d) => d.code === 'output-locked')) {
    // Another suite is building the shared copy right now: build a private one rather than wait on timing.
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'lendocs-content-')), 'site');
    const own = await build({ root: CONTENT, out });
    assertClean(own);
    return { out, diagnostics: own.diagnostics, renderWorkers: own.stats.renderWorkers };
  }
  assertClean(result);
  const said = { diagnostics: result.diagnostics, renderWorkers: result.stats.renderWorkers };
  writeFileSync(RESULT, JSON.stringify(said));
  writeFileSync(STAMP, wanted);
  return { out: OUT, ...said };
}

function assertClean(result) {
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) throw new Error(`content/ did not build: ${errors.map((d) => `${d.file}:${d.line} ${d.message}`).join('; ')}`);
}

// Without a top-level await: a module that has one cannot be loaded with require(), which is how the test groups load
// the files that import this one (scripts/test-groups.mjs). A failure is an unhandled rejection: printed, exit code 1.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  void builtContent().then((out) => console.log(`content/ built for the tests in ${path.relative(process.cwd(), out)}`));
}
