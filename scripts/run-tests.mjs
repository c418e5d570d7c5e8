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
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

// Unit tests are light: as many at once as there are cores. The others build sites, start servers and browsers,
// and share the machine two at a time.
const concurrency = tiers.length === 1 && tiers[0] === 'unit' ? Math.max(2, availableParallelism()) : 2;
const run = spawnSync(process.execPath, ['--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...options, ...files], { cwd: ROOT, stdio: 'inherit' });
process.exit(run.status ?? 1);
