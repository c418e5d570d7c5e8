// The output lock names its holder beyond a pid: pid, host, start time and pid namespace, and the holder touches it
// every few seconds. Pids repeat (node is pid 1 in many containers), so a lock that said only "1" blocked every build
// for ever. A lock whose holder is gone, or that names none, is taken over with a warning; one whose holder runs, or
// may run on another host or in another container (its heartbeat is fresh), is refused with how to remove it.
// (test/output-safety.test.js: a second build into the same folder is refused while the first runs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { lockOutput, releaseOwnLock, type LockResult } from '../../src/emit/output/output-lock.js';
import { removeLeftoverServeDirs } from '../../src/serve/temp-dirs.js';
import { makeSite, tempDir } from '../support/fixture-site.js';

const hasProc = existsSync(`/proc/${process.pid}/stat`);
const ownStart = () => {
  const stat = readFileSync(`/proc/${process.pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};
const ownNamespace = () => {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return undefined;
  }
};
/** A lock file as a lendocs build writes it, with the fields given. */
const lockText = ({ pid = process.pid, host = hostname(), start, namespace }: { pid?: number; host?: string; start?: string; namespace?: string }) =>
  [`${pid}`, `host=${host}`, ...(start === undefined ? [] : [`start=${start}`]), ...(namespace === undefined ? [] : [`pid-namespace=${namespace}`])].join('\n') + '\n';

/** The lock of a lockOutput that got it (the test fails, naming the refusal, if it did not). */
function held(result: LockResult) {
  assert.ok('lock' in result, JSON.stringify(result));
  return result;
}

const site = () => makeSite({ 'docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n' });

/** A fresh output folder path and its lock file, holding `text` (touched `ageSeconds` ago). */
function lockedOut(text, ageSeconds = 0) {
  const parent = tempDir();
  const out = path.join(parent, 'site');
  const file = `${out}.lendocs-lock`;
  writeFileSync(file, text);
  const when = new Date(Date.now() - ageSeconds * 1000);
  utimesSync(file, when, when);
  return { parent, out, file };
}

test('a lock holding only "1" (a pid that is alive: pid 1 always is) is taken over with a warning; the build succeeds', async () => {
  const { parent, out } = lockedOut('1\n');
  const result = await build({ root: site(), out });
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  const warnings = result.diagnostics.filter((d) => d.code === 'stale-output-lock');
  assert.equal(warnings.length, 1, JSON.stringify(result.diagnostics));
  assert.match(warnings[0].message, /site\.lendocs-lock was taken over: it names no lendocs build/);
  assert.ok(existsSync(path.join(out, 'intro', 'index.html')));
  assert.deepEqual(readdirSync(parent), ['site'], 'the lock is gone after the build');
});

test('a lock naming this live process with another start time is a killed build whose pid came back: taken over', { skip: !hasProc }, async () => {
  const { parent, out } = lockedOut(lockText({ start: String(Number(ownStart()) + 12345), namespace: ownNamespace() }));
  const result = await build({ root: site(), out });
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  const [warning] = result.diagnostics.filter((d) => d.code === 'stale-output-lock');
  assert.match(warning.message, new RegExp(`its build \\(process ${process.pid}\\) is no longer running`));
  assert.deepEqual(readdirSync(parent), ['site']);
});

test('a lock naming this process with its own start time is a running build: refused', { skip: !hasProc }, async () => {
  const { file, out } = lockedOut(lockText({ start: ownStart(), namespace: ownNamespace() }), 3600);
  const result = await build({ root: site(), out });
  assert.deepEqual(result.diagnostics.map((d) => d.code), ['output-locked']);
  assert.match(result.diagnostics[0].message, new RegExp(`Another lendocs build \\(process ${process.pid}\\)`));
  assert.ok(existsSync(file));
});

test('a lock from another host with a fresh heartbeat is refused, saying where the holder is and how to remove the lock', async () => {
  const { file, out } = lockedOut(lockText({ host: 'other-host.example', start: '1' }), 2);
  const result = await build({ root: site(), out });
  assert.deepEqual(result.diagnostics.map((d) => d.code), ['output-locked']);
  const [refusal] = result.diagnostics;
  assert.match(refusal.message, new RegExp(`Another lendocs build \\(process ${process.pid} on other-host\\.example, its lock touched \\d+ s ago\\)`));
  assert.ok(refusal.hint!.includes(`delete ${file}`), refusal.hint);
  assert.match(refusal.hint!, /untouched for 30 s is taken over/);
  assert.ok(existsSync(file));
});

test('a lock from another host or container that has not been touched for 30 s is taken over', async () => {
  for (const text of [lockText({ host: 'other-host.example', start: '1' }), lockText({ start: '1', namespace: 'pid:[1]' })]) {
    const { parent, out } = lockedOut(text, 60);
    const result = await build({ root: site(), out });
    assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
    const [warning] = result.diagnostics.filter((d) => d.code === 'stale-output-lock');
    assert.match(warning.message, /has not touched it for 60 s/);
    assert.deepEqual(readdirSync(parent), ['site']);
  }
});

test('the holder touches its lock while it holds it, and removes it on release only while it is still its own', async () => {
  const out = path.join(tempDir(), 'site');
  const file = `${out}.lendocs-lock`;
  const locked = held(await lockOutput(out, { heartbeatMs: 1 }));
  assert.deepEqual(locked.warnings, []);
  const long = new Date(Date.now() - 3600_000);
  utimesSync(file, long, long);
  // Waits for the heartbeat, however long the machine takes to run it.
  while (statSync(file).mtimeMs <= long.getTime()) await new Promise<any>((resolve) => setImmediate(resolve));
  const second = await lockOutput(out);
  assert.equal('diagnostic' in second && second.diagnostic.code, 'output-locked');
  await locked.lock.release();
  assert.equal(existsSync(file), false);

  const again = held(await lockOutput(out));
  writeFileSync(file, lockText({ host: 'other-host.example' }));
  await again.lock.release();
  assert.equal(readFileSync(file, 'utf8'), lockText({ host: 'other-host.example' }), 'a lock taken over from us is not removed');
});

test('releaseOwnLock removes the lock of this process only', async () => {
  const out = path.join(tempDir(), 'site');
  const file = `${out}.lendocs-lock`;
  await lockOutput(out);
  releaseOwnLock(out);
  assert.equal(existsSync(file), false);
  writeFileSync(file, lockText({ host: 'other-host.example' }));
  releaseOwnLock(out);
  assert.ok(existsSync(file));
});

test('a serve folder named with this pid but another start time is a leftover; one with its own start time is kept', { skip: !hasProc }, async () => {
  const temp = tempDir();
  const kept = `lendocs-serve-${process.pid}-s${ownStart()}-abc123`;
  const leftover = `lendocs-serve-${process.pid}-s${Number(ownStart()) + 1}-abc123`;
  for (const name of [kept, leftover]) mkdirSync(path.join(temp, name));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = temp;
  try {
    assert.equal(tmpdir(), temp);
    await removeLeftoverServeDirs();
  } finally {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
  }
  assert.deepEqual(readdirSync(temp), [kept]);
});
