// How the render workers get the site they draw from (src/render/workers/render-pool.ts, payloadFor): at 50,000 pages
// the serialised site is over 100 MB, and copying it for one worker held two copies at the build's peak of memory.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deserialize, serialize } from 'node:v8';
import { payloadFor } from '../../../src/render/workers/render-pool.js';

test('one render worker is handed the serialised site itself; several share one copy of it', () => {
  const site = { routes: [{ path: '/docs/a' }, { path: '/docs/b' }] };
  const alone = serialize(site);
  const one = payloadFor(alone, 1);
  assert.equal(one.payload, alone.buffer, 'the same memory, not a copy');
  assert.deepEqual(one.transferList, [alone.buffer]);
  const shared = payloadFor(serialize(site), 2);
  assert.ok(shared.payload instanceof SharedArrayBuffer);
  assert.equal(shared.transferList, undefined);
  for (const { payload } of [one, shared]) assert.deepEqual(deserialize(new Uint8Array(payload)), site);
});
