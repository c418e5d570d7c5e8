// The modules scripts/run-tests.mjs hands to node --test (scripts/test-groups.mjs) and the count that makes a lost test
// fail the run (scripts/test-ledger.mjs). Before, a group imported its files with import() inside their suites:
// node:test gave their tests to the process's root (or lost them), a file's after() hook ran at the process's end,
// and --test-force-exit ended processes before their last results were reported. The unit tier reported 684 to 703
// of its 703 tests from run to run, always with 0 failures, since node --test counts only the results it receives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir, writeFiles } from '../../support/temp.js';
import { fromRepo, importFromRepo } from '../../support/repo.js';

/**
 * `node --test` on `module`, as the runner starts it: the reader's TAP and the tally reporter, and not as a child of
 * this test's own run, which would take its report. Returns the run and the comparison of the two tallies.
 */
async function runModule(dir: string, module: string) {
  const { compareTallies } = await importFromRepo('scripts/test-ledger.mjs');
  const { NODE_TEST_CONTEXT: _ours, ...env } = process.env;
  const tally = ['--test-reporter', fromRepo('scripts/test-ledger.mjs'), '--test-reporter-destination', path.join(dir, 'reported')];
  const args = ['--test', '--test-reporter=tap', '--test-reporter-destination=stdout', ...tally, path.join(dir, module)];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', env, timeout: 120_000 });
  return { run, tallies: compareTallies({ ledger: path.join(dir, 'ledger'), report: path.join(dir, 'reported'), root: dir }) };
}

const testFile = (name: string) => [
  "import { test, after } from 'node:test';",
  "import { log } from './shared.mjs';",
  `test('${name} one', () => log('${name} one'));`,
  `test('${name} two', async () => { await new Promise((resolve) => setImmediate(resolve)); log('${name} two'); });`,
  `after(() => log('after ${name}'));`,
].join('\n');

test("a group runs each file's tests in its own suite, its hooks with them, and every test registered is reported", async () => {
  const { groupModule } = await importFromRepo('scripts/test-groups.mjs');
  const dir = writeFiles(tempDir('lendocs-groups-'), {
    'shared.mjs': "import { appendFileSync } from 'node:fs';\nexport const log = (what) => appendFileSync(new URL('./log.txt', import.meta.url), what + '\\n');\n",
    'a.test.mjs': testFile('a'),
    'b.test.mjs': testFile('b'),
    // A test with subtests (t.test()): node --test counts them as tests, and so does the ledger.
    'c.test.mjs': "import { test } from 'node:test';\ntest('c', async (t) => { await t.test('c inner one'); await t.test('c inner two'); });\n",
  });
  const files = ['a', 'b', 'c'].map((name) => ({ path: path.join(dir, `${name}.test.mjs`), name: `${name}.test.ts` }));
  writeFileSync(path.join(dir, 'group.mjs'), groupModule({ files, ledger: path.join(dir, 'ledger') }));
  const { run, tallies } = await runModule(dir, 'group.mjs');
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /^# tests 7$/m);
  const results = [...run.stdout.matchAll(/^( *)ok \d+ - (.*)$/gm)].map(([, indent, name]) => `${' '.repeat(indent.length)}${name}`);
  assert.deepEqual(results, ['    a one', '    a two', 'a.test.ts', '    b one', '    b two', 'b.test.ts', '        c inner one', '        c inner two', '    c', 'c.test.ts']);
  assert.deepEqual(readFileSync(path.join(dir, 'log.txt'), 'utf8').trim().split('\n'), ['a one', 'a two', 'after a', 'b one', 'b two', 'after b']);
  assert.deepEqual(tallies, { registered: 7, reported: 7, lost: [] });
  // Each result keeps its own file as its location (the ledger's wrappers are not the caller node:test records).
  assert.deepEqual([...new Set(readFileSync(path.join(dir, 'reported'), 'utf8').trim().split('\n'))].map((file) => path.basename(file)), ['a.test.mjs', 'b.test.mjs', 'c.test.mjs']);
});

test('a process that ends before its results are reported passes node --test unseen, and fails the comparison', async () => {
  const { groupModule } = await importFromRepo('scripts/test-groups.mjs');
  const dir = writeFiles(tempDir('lendocs-groups-'), {
    // What --test-force-exit did to a file's tail, done on purpose: the process ends with its report unwritten.
    'a.test.mjs': "import { test } from 'node:test';\ntest('a first', () => {});\ntest('a ends its process', () => { process.exit(0); });\ntest('a never runs', () => {});\n",
    'b.test.mjs': "import { test } from 'node:test';\ntest('b', () => {});\n",
  });
  const files = ['a', 'b'].map((name) => ({ path: path.join(dir, `${name}.test.mjs`), name: `${name}.test.ts` }));
  writeFileSync(path.join(dir, 'group.mjs'), groupModule({ files, ledger: path.join(dir, 'ledger') }));
  const { run, tallies } = await runModule(dir, 'group.mjs');
  // node --test alone: a pass, counting the group itself as the one test.
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /^# fail 0$/m);
  assert.equal(tallies.registered, 4);
  assert.ok(tallies.lost.includes('a.test.mjs: 3 registered, 0 reported'), tallies.lost.join('\n'));
  assert.ok(tallies.lost.includes('b.test.mjs: 1 registered, 0 reported'), tallies.lost.join('\n'));
});

test('a file that awaits at its top level, or imports one that does, is found and runs alone, its tests counted', async () => {
  const { aloneModule, awaitsAtTopLevel, groupModule } = await importFromRepo('scripts/test-groups.mjs');
  const dir = writeFiles(tempDir('lendocs-groups-'), {
    'waits.mjs': "export let ready = false;\nif (process.env.NEVER_SET_HERE === undefined) {\n  ready = await Promise.resolve(true);\n}\n",
    'late.test.mjs': "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { ready } from './waits.mjs';\ntest('late', () => assert.equal(ready, true));\n",
    'plain.test.mjs': "import { test } from 'node:test';\nclass A { async m() { await 1; } }\nconst f = async () => { for await (const x of []) await x; };\ntest('plain', async () => { await f(); await new A().m(); });\n",
  });
  const file = (name: string) => path.join(dir, name);
  assert.deepEqual(awaitsAtTopLevel(file('late.test.mjs')), [file('late.test.mjs'), file('waits.mjs')]);
  assert.equal(awaitsAtTopLevel(file('plain.test.mjs')), undefined);

  writeFileSync(file('group.mjs'), groupModule({ files: [{ path: file('late.test.mjs'), name: 'late.test.ts' }], ledger: file('ledger') }));
  const grouped = await runModule(dir, 'group.mjs');
  assert.notEqual(grouped.run.status, 0);
  assert.match(grouped.run.stdout, /awaits at its top level, so it cannot run in a group/);

  writeFileSync(file('ledger'), '');
  writeFileSync(file('alone.mjs'), aloneModule({ file: { path: file('late.test.mjs'), name: 'late.test.ts' }, ledger: file('ledger') }));
  const alone = await runModule(dir, 'alone.mjs');
  assert.equal(alone.run.status, 0, alone.run.stdout + alone.run.stderr);
  assert.deepEqual(alone.tallies, { registered: 1, reported: 1, lost: [] });
});

test('a group whose tests leave something open ends once they are done, naming it, with every result reported', async () => {
  const { groupModule } = await importFromRepo('scripts/test-groups.mjs');
  const dir = writeFiles(tempDir('lendocs-groups-'), {
    'open.test.mjs': "import { test } from 'node:test';\ntest('leaves a timer running', () => { setInterval(() => {}, 1000); });\ntest('the last one', () => {});\n",
  });
  writeFileSync(path.join(dir, 'group.mjs'), groupModule({ files: [{ path: path.join(dir, 'open.test.mjs'), name: 'open.test.ts' }], ledger: path.join(dir, 'ledger'), exitAfterMs: 50 }));
  const { run, tallies } = await runModule(dir, 'group.mjs');
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /kept the process open: ended it/);
  assert.match(run.stdout, /Timeout/);
  assert.deepEqual(tallies, { registered: 2, reported: 2, lost: [] });
});

test('run-tests.mjs --timing: a group with the timing prelude runs, and notes each file and the process', async () => {
  const { groupModule, timingPrelude } = await importFromRepo('scripts/test-groups.mjs');
  const dir = writeFiles(tempDir('lendocs-groups-'), {
    'shared.mjs': "import { appendFileSync } from 'node:fs';\nexport const log = (what) => appendFileSync(new URL('./log.txt', import.meta.url), what + '\\n');\n",
    'a.test.mjs': testFile('a'),
    'b.test.mjs': testFile('b'),
  });
  const timing = path.join(dir, 'timing.jsonl');
  const files = ['a', 'b'].map((name) => ({ path: path.join(dir, `${name}.test.mjs`), name: `${name}.test.ts` }));
  writeFileSync(path.join(dir, 'group.mjs'), groupModule({ files, ledger: path.join(dir, 'ledger'), prelude: timingPrelude(timing), timed: true }));
  const { run, tallies } = await runModule(dir, 'group.mjs');
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.deepEqual(tallies, { registered: 4, reported: 4, lost: [] });
  const entries = readFileSync(timing, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
  assert.deepEqual(entries.map((entry) => entry.file ?? 'the process'), ['a.test.ts', 'b.test.ts', 'the process']);
  for (const entry of entries) assert.ok(entry.cpu >= 0 && entry.wall >= 0, JSON.stringify(entry));
});
