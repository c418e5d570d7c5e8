#!/usr/bin/env node
// Runs the compiled tests with node --test: `node scripts/run-tests.mjs [unit] [integration] [e2e] [--timing]
// [node --test options]`, every tier when none is named. --timing prints, after the run, each file's CPU time (its
// process's and its finished child processes') and wall time, costliest first: a report for finding what to make
// cheaper, never a check. The tests are TypeScript under test/<tier>/, compiled by `tsc -b tsconfig.suite.json` (or
// `tsc -p tsconfig.test.json`) into dist/test/<tier>/; the list comes from the sources, so a compiled file whose source was renamed or deleted
// is never run.
//
//   unit   a module alone: no site build, no server, no browser (seconds; what an author runs while working)
//   integration  small fixture sites built in memory or by the CLI, read with cheerio
//   e2e    servers (serve, preview, check) and Chromium
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { aloneModule, awaitsAtTopLevel, groupModule, timingPrelude } from './test-groups.mjs';
import { compareTallies } from './test-ledger.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TIERS = ['unit', 'integration', 'e2e'];

const args = process.argv.slice(2);
const asked = args.filter((arg) => TIERS.includes(arg));
const timing = args.includes('--timing');
const options = args.filter((arg) => !TIERS.includes(arg) && arg !== '--timing');
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
  console.error(`Not compiled: ${missing.join(', ')}. Run: npx tsc -b tsconfig.suite.json`);
  process.exit(2);
}

// Unit and integration files run in groups: a group is one process that loads its files one after the other, each
// file's tests in a suite named after the file (its before/after hooks stay with it); a file that awaits at its top
// level, or imports a module that does, runs in a process of its own (scripts/test-groups.mjs). A process per file paid Node's
// start and the import of lendocs' modules once per file, about 1 s of CPU for a file that builds a site, which was
// half of what a small integration file costs; in a group each file after the first also runs on code the JIT has
// already compiled. The tests are the same ones, with the same names. Files that change the process (the working
// folder, an environment variable) restore it before they end, so a group runs them in turn, never at once.
// e2e files too: each process importing the server and fixture helpers, the pipeline and playwright paid about 2.5 s
// of CPU before its first test under load. Their servers listen on ports the system picks (port 0), their folders
// are their own temporary ones, the browser files of a group share one Chromium but open contexts and pages of their
// own (test/support/browser.ts), and a file that sets an environment variable or wraps an fs function puts it back
// in its after() hook or finally, before the next file starts.
const GROUPS = { unit: 2, integration: 6, e2e: 4 };
const GROUP_DIR = path.join(ROOT, 'dist', 'test', 'groups');
// Not in dist/: a build's up-to-date check covers lendocs' own files there (by size and time), so a note appended
// there while up-to-date.test.ts builds a site twice made its second build not up to date (seen in a --timing run).
const TIMING = path.join(ROOT, 'test', '.tmp', 'timing.jsonl');
// The two tallies of scripts/test-ledger.mjs: the tests each process registered, and the results that reached the
// reporter; a folder of this run's own, so two runs at once never mix their counts.
const TALLIES = mkdtempSync(path.join(tmpdir(), 'lendocs-test-tallies-'));
const LEDGER = path.join(TALLIES, 'registered');
const REPORTED = path.join(TALLIES, 'reported');

// An e2e group launches Chromium once for its files (test/support/browser.ts): each file still gets contexts and pages
// of its own, closed when it ends.
const SHARED_BROWSER = `require(${JSON.stringify(path.join(ROOT, 'dist/test/support/browser.js'))}).shareBrowserInThisProcess();
`;

/**
 * The modules that run a tier's files (scripts/test-groups.mjs): the files dealt round the tier's groups in turn, so
 * the large ones spread out, and a module of its own for each file that awaits at its top level (or imports a module
 * that does), which a group cannot load. Every file runs through one of them, so its tests are counted (LEDGER).
 */
function modulesFor(tier, tierFiles) {
  const alone = tierFiles.filter((file) => awaitsAtTopLevel(path.join(ROOT, file)));
  const together = tierFiles.filter((file) => !alone.includes(file));
  const count = Math.min(GROUPS[tier] ?? together.length, together.length);
  mkdirSync(GROUP_DIR, { recursive: true });
  for (const old of readdirSync(GROUP_DIR).filter((name) => name.startsWith(`${tier}-`))) rmSync(path.join(GROUP_DIR, old));
  const described = (file) => ({ path: path.join(ROOT, file), name: file.replace(/^dist\//, '').replace(/\.js$/, '.ts') });
  const options = { ledger: LEDGER, prelude: `${timing ? timingPrelude(TIMING) : ''}${tier === 'e2e' ? SHARED_BROWSER : ''}`, timed: timing };
  const write = (file, text) => (writeFileSync(path.join(ROOT, file), text), file);
  const groups = Array.from({ length: count }, (_, group) => {
    const files = together.filter((_, index) => index % count === group).map(described);
    return write(`dist/test/groups/${tier}-${group + 1}.js`, groupModule({ files, ...options }));
  });
  const single = alone.map((file) => write(`dist/test/groups/${tier}-alone-${path.basename(file)}`, aloneModule({ file: described(file), ...options })));
  return [...groups, ...single];
}

// The longest first (e2e, then integration, then unit), so the last to finish are short.
const order = ['e2e', 'integration', 'unit'].filter((tier) => tiers.includes(tier));
const runs = order.flatMap((tier) => modulesFor(tier, files.filter((file) => file.startsWith(`dist/test/${tier}/`))));

// Unit tests are light: as many at once as there are cores. The others build sites, start servers and browsers,
// and share the machine two at a time.
const concurrency = tiers.length === 1 && tiers[0] === 'unit' ? Math.max(2, availableParallelism()) : 2;
if (timing) {
  rmSync(TIMING, { force: true });
  mkdirSync(path.dirname(TIMING), { recursive: true });
}
// React's production build, as bin/lendocs.js picks it for every user's build: the tests' own builds (build() called
// in the test's process, its worker threads) then draw pages as the command line does, and about a tenth faster than
// with the development build, whose checks and warnings no test reads (an integration group: 29.2 s -> 25.9 s of CPU).
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
// No --test-force-exit: it ended a process before the report of its last tests had left it, so those results were
// lost without a word (the unit tier reported 684 to 703 of its 703 tests from run to run). A group that something
// keeps open after its last test ends itself instead (scripts/test-groups.mjs). Beside the reporter the reader sees,
// scripts/test-ledger.mjs's reporter notes each result for the comparison with what the processes registered.
const reporters = options.some((option) => option.startsWith('--test-reporter')) ? [] : ['--test-reporter=spec', '--test-reporter-destination=stdout'];
const tally = ['--test-reporter', pathToFileURL(path.join(ROOT, 'scripts/test-ledger.mjs')).href, '--test-reporter-destination', REPORTED];
const run = spawnSync(process.execPath, ['--test', `--test-concurrency=${concurrency}`, ...reporters, ...options, ...tally, ...runs], { cwd: ROOT, stdio: 'inherit', env });
if (timing) report();
const counted = countsAgree();
rmSync(TALLIES, { recursive: true, force: true });
process.exit((run.status ?? 1) || (counted ? 0 : 1));

/**
 * Whether every test the processes registered was reported (scripts/test-ledger.mjs), said either way: node --test
 * counts only the results that reached it, so a test lost on the way would otherwise pass unseen.
 */
function countsAgree() {
  const chosen = options.find((option) => /^--test-(name-pattern|skip-pattern|only)\b/.test(option));
  if (chosen) {
    console.log(`\nNot checked that every registered test was reported: ${chosen} leaves some out on purpose.`);
    return true;
  }
  const { registered, reported, lost } = compareTallies({ ledger: LEDGER, report: REPORTED, root: ROOT });
  if (!lost.length) {
    console.log(`\nEvery test registered was reported: ${reported} tests.`);
    return true;
  }
  console.error(`\nTests were lost: the processes registered ${registered} tests and ${reported} results reached the report. By the file that defines them:\n${lost.map((line) => `  ${line}`).join('\n')}\nA lost result may have been a failure, so this run fails. Run the file alone (node --test dist/test/…/name.test.js) to see all its results; a process that ended early or a test registered after its suite had finished loses them.`);
  return false;
}

/** The --timing table: files costliest first, then each process's whole time (its imports and start included). */
function report() {
  const entries = existsSync(TIMING) ? readFileSync(TIMING, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [];
  const row = (entry, name) => `${entry.cpu.toFixed(1).padStart(7)} s ${entry.wall.toFixed(1).padStart(7)} s  ${name}`;
  const total = (list) => list.reduce((sum, entry) => sum + entry.cpu, 0).toFixed(1);
  const files = entries.filter((entry) => entry.file).sort((a, b) => b.cpu - a.cpu);
  const processes = entries.filter((entry) => entry.process).sort((a, b) => b.cpu - a.cpu);
  console.log(`\nTime per test file, costliest first (CPU of the file's process and finished children, wall; from its first hook to its last):\n${files.map((entry) => row(entry, entry.file)).join('\n')}`);
  console.log(`\nTime per process (start and imports included):\n${processes.map((entry) => row(entry, entry.process)).join('\n')}`);
  console.log(`\nCPU: ${total(files)} s in the files' tests, ${total(processes)} s in the processes.`);
}
