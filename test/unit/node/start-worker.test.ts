// Every worker thread lendocs starts gets the same settings (src/node/start-worker.ts): no inherited execArgv, the
// young generation of worker-memory.ts, the heap limit asked for, its workerData.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { startWorker } from '../../../src/node/start-worker.js';
import { WORKER_RESOURCE_LIMITS } from '../../../src/node/worker-memory.js';

// A worker that answers with what it was started with.
const ECHO = new URL(`data:text/javascript,${encodeURIComponent(
  "import { parentPort, workerData, resourceLimits } from 'node:worker_threads'; parentPort.postMessage({ execArgv: process.execArgv, workerData, resourceLimits });",
)}`);

async function startedWith(options?: Parameters<typeof startWorker>[1]) {
  const worker = startWorker(ECHO, options);
  const [reply] = await once(worker, 'message');
  await worker.terminate();
  return reply;
}

test('a worker gets its data and no execArgv of the parent', async () => {
  const reply = await startedWith({ workerData: { pages: 3 } });
  assert.deepEqual(reply.execArgv, []);
  assert.deepEqual(reply.workerData, { pages: 3 });
  assert.equal(reply.resourceLimits.maxYoungGenerationSizeMb, WORKER_RESOURCE_LIMITS.maxYoungGenerationSizeMb);
});

test('a heap limit asked for is the worker’s old generation limit', async () => {
  const reply = await startedWith({ heapMb: 64 });
  assert.equal(reply.resourceLimits.maxOldGenerationSizeMb, 64);
  assert.equal(reply.resourceLimits.maxYoungGenerationSizeMb, WORKER_RESOURCE_LIMITS.maxYoungGenerationSizeMb);
});
