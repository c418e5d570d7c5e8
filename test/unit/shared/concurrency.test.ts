// The bounded task queue behind every write of a build: at most `limit` tasks in flight, and a failure is thrown
// only once every task already started has settled (so a caller that then removes the staging folder is never
// followed by a late write into it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createTaskQueue } from '../../../src/shared/concurrency.js';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

test('no more than `limit` tasks run at once', async () => {
  const queue = createTaskQueue(2);
  const gates = [deferred(), deferred(), deferred()];
  let running = 0;
  let most = 0;
  const task = (gate) => async () => {
    most = Math.max(most, ++running);
    await gate.promise;
    running--;
  };
  await queue.add(task(gates[0]));
  await queue.add(task(gates[1]));
  const third = queue.add(task(gates[2]));
  assert.equal(running, 2);
  gates[0].resolve();
  await third;
  gates[1].resolve();
  gates[2].resolve();
  await queue.drain();
  assert.equal(most, 2);
});

test('a failure is thrown only after the tasks still in flight have settled', async () => {
  const queue = createTaskQueue(4);
  const slow = deferred();
  const failing = deferred();
  let slowDone = false;
  await queue.add(async () => {
    await slow.promise;
    slowDone = true;
  });
  await queue.add(() => failing.promise);
  failing.reject(new Error('disk full'));
  const next = queue.add(async () => assert.fail('no task starts after a failure'));
  // The failure is known, but the slow write has not finished: nothing is thrown yet.
  let settled = false;
  next.then(() => (settled = true), () => (settled = true));
  await new Promise<any>((resolve) => setImmediate(resolve));
  assert.equal(settled, false);
  slow.resolve();
  await assert.rejects(next, /disk full/);
  assert.equal(slowDone, true);
  await assert.rejects(queue.drain(), /disk full/);
});
