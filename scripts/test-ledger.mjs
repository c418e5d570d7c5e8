// Makes a lost test fail the run. node --test counts only what reaches its report, so a test that never ran, or whose
// result never left its process, was simply not counted, and the run passed: the unit tier reported 684 to 703 of its
// 703 tests from run to run on one tree, always with 0 failures. So the run keeps two tallies by two roads:
//   - registered: each process of a run (scripts/test-groups.mjs writes them) notes every call of node:test's test()
//     (and it(), skip(), todo(), only(), t.test()) at the moment it is made, in a ledger file, synchronously;
//   - reported: this module's reporter, which node --test runs in its own process, notes every test result that
//     reached it;
// and scripts/run-tests.mjs fails the run, naming the files, when the two differ.
// Both are keyed by the file that called test() (a support module that defines tests in a loop is one key), which is
// the file node:test itself gives each test's location.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The reporter: one line per finished test (not a suite), the file whose test() call made it. */
export default async function* reportedTests(source) {
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details?.type === 'suite') continue;
    yield `${asPath(event.data.file ?? '(no file)')}\n`;
  }
}

/**
 * The code a test process runs before it loads any test file: it wraps node:test's functions that register a test so
 * that each call also appends its caller's file to `ledger`. It must run before anything imports node:test (the
 * module's ES exports are copied from its CommonJS ones when first imported: syncBuiltinESMExports()), so a process
 * where it came too late notes nothing and every file shows as lost, never as fine.
 *
 * Each wrapper is a Proxy whose `apply` is Reflect.apply itself, and the note is taken when the engine looks that trap
 * up: a JavaScript function in between would become the caller node:test records as each test's file and line.
 */
export function ledgerPrelude(ledger) {
  return `const nodeTest = require('node:test');
const { appendFileSync } = require('node:fs');
const { fileURLToPath } = require('node:url');
const { syncBuiltinESMExports } = require('node:module');
const callerFile = () => {
  const saved = Error.prepareStackTrace;
  Error.prepareStackTrace = (_, frames) => frames;
  const frames = new Error().stack;
  Error.prepareStackTrace = saved;
  const name = frames.slice(2).map((frame) => frame.getFileName()).find((file) => file && !file.startsWith('node:'));
  return name?.startsWith('file:') ? fileURLToPath(name) : name ?? '(no file)';
};
const counted = (register) => new Proxy(register, { get apply() { appendFileSync(${JSON.stringify(ledger)}, callerFile() + '\\n'); return Reflect.apply; } });
for (const name of ['test', 'it']) {
  for (const variant of ['skip', 'todo', 'only']) if (typeof nodeTest[name]?.[variant] === 'function') nodeTest[name][variant] = counted(nodeTest[name][variant]);
}
for (const name of ['test', 'it', 'skip', 'todo', 'only']) if (typeof nodeTest[name] === 'function') nodeTest[name] = counted(nodeTest[name]);
syncBuiltinESMExports();
// A test's subtests (t.test()): the context's class is reached through the root's, before the first test runs.
nodeTest.before((t) => {
  const context = Object.getPrototypeOf(t);
  if (Object.hasOwn(context, 'test')) context.test = counted(context.test);
});
`;
}

/** `file:` URLs (ES modules' stack frames) as paths, so both tallies use one key. */
function asPath(file) {
  return file.startsWith('file:') ? fileURLToPath(file) : file;
}

function tally(file) {
  const counts = new Map();
  if (!existsSync(file)) return counts;
  for (const line of readFileSync(file, 'utf8').split('\n')) if (line) counts.set(asPath(line), (counts.get(asPath(line)) ?? 0) + 1);
  return counts;
}

/**
 * Compares the two tallies: `{ registered, reported, lost }`, where `lost` lists each file (relative to `root`) whose
 * counts differ, as text. An empty `lost` is a run where every test registered was reported, and nothing else.
 */
export function compareTallies({ ledger, report, root }) {
  const registered = tally(ledger);
  const reported = tally(report);
  const lost = [];
  for (const file of [...new Set([...registered.keys(), ...reported.keys()])].sort()) {
    const made = registered.get(file) ?? 0;
    const seen = reported.get(file) ?? 0;
    if (made !== seen) lost.push(`${path.relative(root, file) || file}: ${made} registered, ${seen} reported`);
  }
  const sum = (counts) => [...counts.values()].reduce((total, count) => total + count, 0);
  return { registered: sum(registered), reported: sum(reported), lost };
}
