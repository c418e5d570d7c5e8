#!/usr/bin/env node
// Writes the tests' JavaScript (test/**/*.ts into dist/test/, where `tsc -b tsconfig.suite.json` writes it too) with
// esbuild, file by file, in about a second. `npm test` (scripts/test-suite.mjs) runs the tests from this output and
// type-checks them with tsc beside the run, so a test that does not type-check still fails `npm test`; waiting for
// tsc's own output of the tests kept a core idle for a quarter of a minute before the first test started.
//
// Each file is transformed alone, as tsc emits it with tsconfig.test.json's options (ES modules): the types
// are removed and nothing else changes; an import used only as a type is dropped, as tsc drops it. The imports of
// lendocs (../../src/….js) are left as written: they are dist/src's files, which tsc compiles (tsconfig.src.json).
import { build } from 'esbuild';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What tsconfig.suite.json includes: every test/**\/*.ts. */
function sources(folder) {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(relative);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

await build({
  absWorkingDir: ROOT,
  entryPoints: sources('test'),
  outdir: 'dist',
  outbase: '.',
  bundle: false,
  format: 'esm',
  platform: 'node',
  // The oldest Node lendocs supports (package.json's engines): syntax it reads, such as import attributes, stays as written.
  target: 'node20.19',
  tsconfig: 'tsconfig.test.json',
  logLevel: 'warning',
});
