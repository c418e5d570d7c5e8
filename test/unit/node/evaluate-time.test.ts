// A config's evaluation is stopped when its process group has had its time, not when the clock has run while it
// waited for a processor (issue 32: on a machine whose cores other work keeps busy, two real configs that bundle
// large import graphs ran past migrate's 30-second limit on the clock alone). The figures are given here, so nothing
// depends on the machine's load.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ownTimeMs } from '../../../src/node/evaluate-module.js';
import { groupTimes } from '../../../src/node/thread-wait.js';

test('the time counted is the clock less what the group waited for a processor', () => {
  // 40 s by the clock, 30 of them waiting: 10 s of its own, under a 30-second limit.
  assert.equal(ownTimeMs(40_000, { ranMs: 8_000, waitedMs: 30_000 }), 10_000);
  // Without the kernel's figures, the clock's time.
  assert.equal(ownTimeMs(40_000, undefined), 40_000);
});

test('a wait that is not for a processor counts, and processes running side by side never count less than their processor time', () => {
  // A config waiting on the network for 40 s: no processor time and no wait for one, so the clock's time.
  assert.equal(ownTimeMs(40_000, { ranMs: 5, waitedMs: 0 }), 40_000);
  // Two busy processes sharing a loaded core, each waiting most of the time: their summed waits exceed the clock,
  // but the processor time they had still reaches the limit.
  assert.equal(ownTimeMs(40_000, { ranMs: 35_000, waitedMs: 45_000 }), 35_000);
});

test("a process group's figures are read from the kernel where it keeps them", { skip: process.platform !== 'linux' && 'Linux only' }, () => {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const ownGroup = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
  const times = groupTimes(ownGroup);
  assert.ok(times, "this process's group has figures");
  assert.ok(times.ranMs > 0, `ran ${times.ranMs} ms`);
  assert.ok(times.waitedMs >= 0);
  // A group no process is in has no figures.
  assert.equal(groupTimes(2 ** 31 - 2), undefined);
});
