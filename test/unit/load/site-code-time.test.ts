// The site's code is stopped when it has had its time, not when the clock has run while its thread waited for a
// processor (issue 32: on a machine whose cores other work keeps busy, a component loading a large library ran past
// the limit on the clock alone). The time the thread waited is given by the runner's `waitedMs` here, so nothing
// depends on the machine's load.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createSiteCode } from '../../../src/load/components/site-code.js';
import { pageSiteCode } from '../../../src/load/components/site-code-page.js';
import { threadWaitMs } from '../../../src/node/thread-wait.js';
import { tempDir } from '../../support/temp.js';

const SITE = { title: 'T', tagline: '', url: 'https://example.com' };

/** A component that blocks its thread for `ms` (for ever without), then draws. */
function component(wait: string): string {
  const root = tempDir('lendocs-site-code-time-');
  const file = path.join(root, 'Slow.jsx');
  writeFileSync(file, `export default function Slow() {\n  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0${wait});\n  return <b>drawn</b>;\n}\n`);
  return file;
}

async function draw(module: string, waitedMs: (threadId: number | undefined) => number) {
  const siteCode = createSiteCode({ waitedMs });
  try {
    return await siteCode.run({ task: { kind: 'use', props: {} }, module, siteRoot: path.dirname(module), site: SITE, limits: { timeMs: 300, memoryMb: 256 } });
  } finally {
    await siteCode.close();
  }
}

test('the time its thread waited for a processor is not counted towards the site code’s limit', async () => {
  // A thread that waited all along: the clock ran five times the limit, the code's own time did not.
  let since: number | undefined;
  const waitedAllAlong = () => {
    since ??= performance.now();
    return performance.now() - since;
  };
  const reply = await draw(component(', 1500'), waitedAllAlong);
  assert.equal(reply.failure, undefined, JSON.stringify(reply.failure));
  assert.match(reply.value?.markup ?? '', /<b>drawn<\/b>/);
  assert.ok(reply.ms < 300, `its own time was ${reply.ms} ms`);
});

test('code that blocks without waiting for a processor is stopped at the limit, as before', async () => {
  const reply = await draw(component(''), () => 0);
  assert.deepEqual(reply.failure, { type: 'stopped', reason: 'time' });
});

test("the time the build's own thread is busy before it reads the answer is not counted towards the page's time", async () => {
  // A quick component drawn three times on one page whose time is 2 s, while the build's main thread is busy for 1.2 s
  // each time it looks at the clock of a job (here: in the call that reads the thread's wait): the answers waited, the
  // code ran a few milliseconds. Counted on the main thread's clock, two jobs used up the page's time.
  const busy = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1200);
  const siteCode = createSiteCode({ waitedMs: (id) => (busy(), threadWaitMs(id)) });
  try {
    const module = component(', 0');
    const page = pageSiteCode(siteCode, { siteRoot: path.dirname(module), site: SITE, limits: { timeMs: 2000, memoryMb: 256 } });
    for (const _ of [1, 2, 3]) {
      const reply = await page.run(module, { kind: 'use', props: {} });
      assert.equal(reply.failure, undefined, JSON.stringify(reply.failure));
      assert.match(reply.value?.markup ?? '', /<b>drawn<\/b>/);
    }
  } finally {
    await siteCode.close();
  }
});
