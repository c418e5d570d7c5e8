// `lendocs migrate --timeout` holds when the config starts a process of its own: the evaluator runs in a process
// group that is killed as a whole, lendocs does not wait for the pipes such a process holds, and a value that came
// in time is kept. Also: --timeout values a timer cannot hold are refused, and a config whose value never comes
// (a promise that never settles, process.exit) says so.
//
// The process the config starts is `sleep 3600`, its stdout a FIFO this test reads: the FIFO's end is the event
// that says the process is ending (sleep never closes it otherwise); the test then waits for /proc to agree. The
// { timeout } of each test is only there so that a lendocs that waits for the process fails instead of hanging.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import path from 'node:path';
import { makeSite } from '../support/fixture-site.js';
import { BIN } from '../support/repo.js';

const POSIX = process.platform !== 'win32' && spawnSync('mkfifo', ['--help']).status === 0;

function run(args) {
  return new Promise<any>((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Whether a process is still running (a zombie has ended; only its exit status waits to be collected). */
function isRunning(pid) {
  if (existsSync('/proc/self/stat')) {
    try {
      return !/^\d+ \(.*\) [ZX]/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves once the process has ended. The FIFO's end says that sleep has closed its files, which the kernel does
 * early in a process's exit, before the process is a zombie: on a busy machine /proc can still show it running
 * for a moment after. False if it still runs after a minute: a deadline that only turns a process lendocs left
 * running into a failure with its name, well before the test's { timeout }.
 */
async function ended(pid) {
  for (let waited = 0; isRunning(pid); waited += 10) {
    if (waited >= 60_000) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

/**
 * A Docusaurus site whose config starts `sleep 3600` (stderr inherited: it holds the evaluator's stderr pipe, as in
 * the report), writes the evaluator's pid and sleep's to pids.json, then runs `rest`.
 */
function siteStartingSleep(rest) {
  const dir = makeSite({ 'docs/intro.md': '# Intro\n' });
  rmSync(path.join(dir, 'lendocs.config.yml'));
  const fifo = path.join(dir, 'sleep.out');
  assert.equal(spawnSync('mkfifo', [fifo]).status, 0);
  // Opened here first (without waiting for a writer), so that the config's open for writing does not block. It is
  // read only once the config has opened it: before that, reading it would find its end at once.
  const fd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  let reader;
  const config = `const fs = require('node:fs');
const out = fs.openSync(${JSON.stringify(fifo)}, 'w');
const sleep = require('node:child_process').spawn('sleep', ['3600'], { stdio: ['ignore', out, 'inherit'] });
fs.closeSync(out);
fs.writeFileSync(__dirname + '/pids.json', JSON.stringify({ evaluator: process.pid, sleep: sleep.pid }));
${rest}
`;
  writeFileSync(path.join(dir, 'docusaurus.config.js'), config);
  /** Resolves once every process that held the FIFO's writing end has ended. */
  const sleepEnded = () =>
    new Promise<any>((resolve) => {
      reader = new Socket({ fd, readable: true, writable: false });
      reader.on('end', resolve);
      reader.resume();
    });
  const pids = () => (existsSync(path.join(dir, 'pids.json')) ? JSON.parse(readFileSync(path.join(dir, 'pids.json'), 'utf8')) : undefined);
  const cleanUp = () => {
    if (reader) reader.destroy();
    else closeSync(fd);
    const started = pids();
    for (const pid of started ? [started.sleep] : []) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  };
  return { dir, sleepEnded, pids, cleanUp };
}

test('at the limit, the config and the process it started are both killed, and migrate ends with its message', { skip: !POSIX && 'needs mkfifo', timeout: 120_000 }, async (t) => {
  // A small limit may pass before the config even runs (Node and esbuild start first, slowly on a busy machine):
  // then every check but the last holds, and the run is repeated with twice the limit until the config has run.
  for (let limit = 500; ; limit *= 2) {
    const site = siteStartingSleep('while (true) {}');
    t.after(site.cleanUp);
    const result = await run(['migrate', site.dir, '--timeout', String(limit)]);
    assert.equal(result.code, 1, result.output);
    assert.match(result.output, /docusaurus\.config\.js did not finish evaluating within [\d.]+ s( of its own time \([^)]*\))?, so lendocs stopped it/);
    assert.match(result.output, /lendocs migrate --timeout \d+/);
    assert.doesNotMatch(result.output, /This is a bug|\n\s+at /);
    assert.equal(existsSync(path.join(site.dir, 'lendocs.config.yml')), false);
    const started = site.pids();
    if (!started && limit < 60_000) {
      t.diagnostic(`--timeout ${limit}: the limit came before the config ran; again with twice the limit`);
      continue;
    }
    assert.ok(started, 'the config never ran');
    await site.sleepEnded();
    assert.equal(await ended(started.sleep), true, `sleep (pid ${started.sleep}) is still running`);
    assert.equal(await ended(started.evaluator), true, `the evaluator (pid ${started.evaluator}) is still running`);
    return;
  }
});

test('a config that evaluated in time is used at once, although a process it started still runs; that process is killed', { skip: !POSIX && 'needs mkfifo', timeout: 120_000 }, async (t) => {
  const site = siteStartingSleep("module.exports = { title: 'Acme', url: 'https://acme.dev', baseUrl: '/' };");
  t.after(site.cleanUp);
  // A limit the test never reaches: migrate must return as soon as the value is in, not when sleep ends.
  const result = await run(['migrate', site.dir, '--timeout', String(2 ** 31 - 1)]);
  assert.equal(result.code, 0, result.output);
  assert.match(readFileSync(path.join(site.dir, 'lendocs.config.yml'), 'utf8'), /title: Acme/);
  const started = site.pids();
  await site.sleepEnded();
  assert.equal(await ended(started.sleep), true, `sleep (pid ${started.sleep}) is still running`);
  assert.equal(await ended(started.evaluator), true, `the evaluator (pid ${started.evaluator}) is still running`);
});

test('--timeout is refused (exit 2) above the longest time a timer holds, at 0, below 0 and when not a whole number', async () => {
  const results = await Promise.all(['2147483648', '99999999999', '0', '-5', '1.5', 'soon'].map((value) => run(['migrate', 'nowhere', '--timeout', value])));
  const [over, farOver, zero, negative, fraction, word] = results;
  for (const result of results) {
    assert.equal(result.code, 2, result.output);
    assert.doesNotMatch(result.output, /No docusaurus\.config|This is a bug/);
  }
  for (const result of [over, farOver]) assert.match(result.output, /--timeout <ms>' argument '\d+' is invalid\. the longest time limit is 2147483647 milliseconds \(about 24\.8 days\)/);
  for (const result of [zero, negative]) assert.match(result.output, /at least 1 millisecond/);
  for (const result of [fraction, word]) assert.match(result.output, /expected a whole number of milliseconds/);
  // The same limit for check's time limit per request.
  const check = await run(['check', '--out', 'nowhere', '--timeout', '2147483648']);
  assert.equal(check.code, 2, check.output);
  assert.match(check.output, /the longest time limit is 2147483647 milliseconds/);
});

test('a config whose promise never settles, or that calls process.exit, says its value could not be read back and why', async () => {
  const site = (config) => {
    const dir = makeSite({ 'docusaurus.config.js': config, 'docs/intro.md': '# Intro\n' });
    rmSync(path.join(dir, 'lendocs.config.yml'));
    return dir;
  };
  const [promise, fn, exits] = await Promise.all([
    run(['migrate', site('module.exports = new Promise(() => {});\n')]),
    run(['migrate', site('module.exports = async function createConfig() { await new Promise(() => {}); };\n')]),
    run(['migrate', site("process.exit(0);\nmodule.exports = { title: 'Acme' };\n")]),
  ]);
  for (const result of [promise, fn, exits]) {
    assert.equal(result.code, 1, result.output);
    assert.match(result.output, /docusaurus\.config\.js was evaluated, but its value could not be read back: /);
    assert.doesNotMatch(result.output, /This is a bug|\n\s+at /);
  }
  assert.match(promise.output, /it exports a promise that never settles/);
  assert.match(fn.output, /the function it exports returns a promise that never settles/);
  for (const result of [promise, fn]) assert.match(result.output, /Check docusaurus\.config\.js \(and the files it imports\) for a promise that is never resolved or rejected/);
  assert.match(exits.output, /it called process\.exit\(0\) before its value was ready\. Remove the process\.exit\(\) call from docusaurus\.config\.js/);
});
