#!/usr/bin/env node
// The whole suite's time, old and new side by side (issue 29: "faster than today's, measured on the same machine in
// one sitting"). Checks out both commits as worktrees of this repository (this checkout's node_modules linked into
// each, so both run on the same installed packages), then runs `CI=true npm test` in them in turn, in the order
// given (new, old, new by default, so a machine that slows down or speeds up during the sitting shows), each under
// /usr/bin/time -v and each from nothing: dist/ and test/.tmp/ are removed first, as in a fresh CI checkout. Prints
// each run's tests, wall time and CPU time (user + system, every process of the run), then a table.
//
//   node bench/suite-time.mjs [--old 04cac68] [--new main] [--order new,old,new] [--dir DIR] [--nice N] [--script test]
//
// --old: the suite when issue 29 was filed. --new: what to compare with it (a commit, branch or tag). --dir: where the
// worktrees and the logs go (default: lendocs-suite-time in the system's temporary folder). --nice N runs each suite
// under `nice -n N`, for a try on a busy machine; a comparison worth writing down runs on a quiet one, without it.
// --script: the npm script to time instead of test (`--script test:unit --order new` tries this script in a minute).
// The worktrees are kept for the next run (moved to the commits asked for); `git worktree remove` removes them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const refs = { old: option('--old', '04cac68'), new: option('--new', 'main') };
const order = option('--order', 'new,old,new').split(',');
const dir = path.resolve(option('--dir', path.join(tmpdir(), 'lendocs-suite-time')));
const niceness = option('--nice', undefined);
const script = option('--script', 'test');

if (order.some((which) => !(which in refs))) {
  console.error(`--order lists old and new, for example new,old,new; not ${order.join(',')}.`);
  process.exit(2);
}
if (!existsSync('/usr/bin/time')) {
  console.error('/usr/bin/time is missing: it measures the CPU of every process a run starts (Debian: apt-get install time).');
  process.exit(2);
}

const git = (...gitArgs) => {
  const run = spawnSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${gitArgs.join(' ')}: ${run.stderr.trim()}`);
  return run.stdout.trim();
};

/** A worktree of `ref` at DIR/which, at that commit, with this checkout's node_modules; returns its folder and commit. */
function checkout(which) {
  const commit = git('rev-parse', '--verify', `${refs[which]}^{commit}`);
  const folder = path.join(dir, which);
  if (existsSync(folder)) spawnSync('git', ['checkout', '--quiet', '--detach', commit], { cwd: folder, stdio: 'inherit' });
  else git('worktree', 'add', '--detach', folder, commit);
  if (git('-C', folder, 'rev-parse', 'HEAD') !== commit) throw new Error(`${folder} is not at ${commit} (uncommitted changes there?)`);
  if (!existsSync(path.join(folder, 'node_modules'))) symlinkSync(path.join(ROOT, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
  return { folder, commit: commit.slice(0, 7) };
}

/** Figures of /usr/bin/time -v's report, and the test counts of node:test's summary lines in the log. */
function measured(timeFile, logFile, status) {
  const report = readFileSync(timeFile, 'utf8');
  const field = (name) => report.match(new RegExp(`${name}: (.+)`))?.[1]?.trim();
  const clock = field('Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\)').split(':').map(Number);
  const wall = clock.reduce((sum, part) => sum * 60 + part, 0);
  const cpu = Number(field('User time \\(seconds\\)')) + Number(field('System time \\(seconds\\)'));
  const log = readFileSync(logFile, 'utf8');
  const count = (name) => [...log.matchAll(new RegExp(`^[ℹ#] ${name} (\\d+)$`, 'gm'))].reduce((sum, match) => sum + Number(match[1]), 0);
  return { wall, cpu, tests: count('tests'), failed: count('fail'), status };
}

const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${(seconds % 60).toFixed(1)} s`;

mkdirSync(dir, { recursive: true });
const checkouts = { old: checkout('old'), new: checkout('new') };
const results = [];
for (const [index, which] of order.entries()) {
  const { folder, commit } = checkouts[which];
  for (const generated of ['dist', 'test/.tmp']) rmSync(path.join(folder, generated), { recursive: true, force: true });
  const logFile = path.join(dir, `${index + 1}-${which}-${commit}.log`);
  const timeFile = path.join(dir, `${index + 1}-${which}-${commit}.time`);
  console.log(`${new Date().toISOString().slice(11, 19)} UTC  run ${index + 1} of ${order.length}: ${which} (${commit}), npm run ${script}, log in ${logFile}`);
  const command = ['/usr/bin/time', '-v', '-o', timeFile, ...(niceness ? ['nice', '-n', niceness] : []), 'npm', 'run', script];
  const run = spawnSync('sh', ['-c', `exec "$@" >${JSON.stringify(logFile)} 2>&1`, 'sh', ...command], { cwd: folder, env: { ...process.env, CI: 'true' }, stdio: 'inherit' });
  const result = { which, commit, ...measured(timeFile, logFile, run.status) };
  results.push(result);
  console.log(`  ${result.tests} tests, ${result.failed} failed, exit ${result.status}: ${minutes(result.wall)} wall, ${result.cpu.toFixed(0)} s CPU`);
}

console.log('\n| checkout | tests | wall | CPU (user + sys) |\n| --- | --- | --- | --- |');
for (const { which, commit, tests, failed, status, wall, cpu } of results) {
  const outcome = failed === 0 && status === 0 ? 'all pass' : `${failed} failed, exit ${status}`;
  console.log(`| ${commit} (${which}) | ${tests.toLocaleString('en')}, ${outcome} | ${minutes(wall)} | ${cpu.toFixed(0)} s |`);
}
