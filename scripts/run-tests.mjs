#!/usr/bin/env node
// Runs the compiled tests with node --test: `node scripts/run-tests.mjs [unit] [integration] [e2e] [node --test options]`,
// every tier when none is named. The tests are TypeScript under test/<tier>/, compiled by `tsc -p tsconfig.test.json`
// into dist/test/<tier>/; the list comes from the sources, so a compiled file whose source was renamed or deleted
// is never run.
//
//   unit   a module alone: no site build, no server, no browser (seconds; what an author runs while working)
//   integration  small fixture sites built in memory or by the CLI, read with cheerio
//   e2e    servers (serve, preview, check) and Chromium
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TIERS = ['unit', 'integration', 'e2e'];

const args = process.argv.slice(2);
const asked = args.filter((arg) => TIERS.includes(arg));
const options = args.filter((arg) => !TIERS.includes(arg));
const unknown = options.filter((arg) => !arg.startsWith('-'));
if (unknown.length) {
  console.error(`Unknown tier ${unknown.join(', ')}: the tiers are ${TIERS.join(', ')}.`);
  process.exit(2);
}
const tiers = asked.length ? asked : TIERS;

function testSources(folder) {
  if (!existsSync(path.join(ROOT, folder))) return [];
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return testSources(relative);
    return entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

const files = tiers.flatMap((tier) => testSources(`test/${tier}`)).sort().map((source) => `dist/${source.replace(/\.ts$/, '.js')}`);
const missing = files.filter((file) => !existsSync(path.join(ROOT, file)));
if (missing.length) {
  console.error(`Not compiled: ${missing.join(', ')}. Run: npx tsc -p tsconfig.test.json`);
  process.exit(2);
}

// Unit and integration files run in groups: a group is one process that imports its files one after the other, each
// file's tests in a suite named after the file (its before/after hooks stay with it). A process per file paid Node's
// start and the import of lendocs' modules once per file, about 1 s of CPU for a file that builds a site, which was
// half of what a small integration file costs; in a group each file after the first also runs on code the JIT has
// already compiled. The tests are the same ones, with the same names. Files that change the process (the working
// folder, an environment variable) restore it before they end, so a group runs them in turn, never at once.
// e2e files keep a process each: they hold servers and browsers, and spend their time waiting on them.
const GROUPS = { unit: 2, integration: 6 };
const GROUP_DIR = path.join(ROOT, 'dist', 'test', 'groups');

/** The files of a tier dealt round the groups in turn, so the large ones spread out; each group written as a module. */
function grouped(tier, tierFiles) {
  const count = Math.min(GROUPS[tier] ?? tierFiles.length, tierFiles.length);
  if (count === tierFiles.length) return tierFiles;
  mkdirSync(GROUP_DIR, { recursive: true });
  for (const old of readdirSync(GROUP_DIR).filter((name) => name.startsWith(`${tier}-`))) rmSync(path.join(GROUP_DIR, old));
  return Array.from({ length: count }, (_, group) => {
    const members = tierFiles.filter((_, index) => index % count === group);
    const lines = members.map((file) => {
      const url = pathToFileURL(path.join(ROOT, file)).href;
      const name = file.replace(/^dist\//, '').replace(/\.js$/, '.ts');
      return `describe(${JSON.stringify(name)}, async () => { await import(${JSON.stringify(url)}); });`;
    });
    const file = `dist/test/groups/${tier}-${group + 1}.js`;
    writeFileSync(path.join(ROOT, file), `// Written by scripts/run-tests.mjs: ${members.length} ${tier} test files in one process.\nimport { describe } from 'node:test';\n${lines.join('\n')}\n`);
    return file;
  });
}

// The longest first (e2e, then integration, then unit), so the last to finish are short.
const order = ['e2e', 'integration', 'unit'].filter((tier) => tiers.includes(tier));
const runs = order.flatMap((tier) => grouped(tier, files.filter((file) => file.startsWith(`dist/test/${tier}/`))));

// Unit tests are light: as many at once as there are cores. The others build sites, start servers and browsers,
// and share the machine two at a time.
const concurrency = tiers.length === 1 && tiers[0] === 'unit' ? Math.max(2, availableParallelism()) : 2;
const run = spawnSync(process.execPath, ['--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...options, ...runs], { cwd: ROOT, stdio: 'inherit' });
process.exit(run.status ?? 1);
