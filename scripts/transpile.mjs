#!/usr/bin/env node
// Writes lendocs's JavaScript with esbuild, file by file, in a second or two: the sources (src/ and templates/ into
// dist/src and dist/templates) and, unless --sources is given, the tests (test/ into dist/test). `npm run prepare`
// runs it with --sources after `tsc --noEmit` has checked them, so what the package ships is this script's output;
// `npm test` (scripts/test-suite.mjs) runs the tests on the same output while tsc checks sources and tests beside the
// run, so no test waits the quarter of a minute tsc takes on one core. A type error still fails both.
//
// Each file is transformed alone: the types are removed and nothing else changes; an import used only as a type is
// dropped, as tsc drops it. That a file alone gives what tsc gives from the whole program is what tsconfig.json's
// isolatedModules makes tsc check: it reports any construct whose JavaScript depends on another file's types (a
// type re-exported without `export type`, a const enum declared elsewhere). The relative imports (../src/….js) are
// left as written, and point at this script's own output. `tsc -p tsconfig.json` or `tsc -b tsconfig.suite.json`
// write the same programs into the same places, for a run of a single test file.
import { build } from 'esbuild';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourcesOnly = process.argv.includes('--sources');

/** The files under `folder` whose names match `pattern` (what tsconfig.json and tsconfig.suite.json include), declarations aside. */
function typescript(folder, pattern = /\.tsx?$/) {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return typescript(relative, pattern);
    return pattern.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

const transpile = (entryPoints, tsconfig) =>
  build({
    absWorkingDir: ROOT,
    entryPoints,
    outdir: 'dist',
    outbase: '.',
    bundle: false,
    format: 'esm',
    platform: 'node',
    // The oldest Node lendocs supports (package.json's engines): syntax it reads, such as import attributes, stays as written.
    target: 'node20.19',
    // The options tsc compiles each with: JSX for React's automatic runtime, class fields as ES2022 defines them.
    tsconfig,
    logLevel: 'warning',
  });

await Promise.all([
  transpile([...typescript('src'), ...typescript('templates')], 'tsconfig.json'),
  sourcesOnly ? undefined : transpile(typescript('test', /\.ts$/), 'tsconfig.test.json'),
]);
