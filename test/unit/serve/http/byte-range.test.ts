// Range requests (src/serve/http/byte-range.ts), as the static handler of preview, serve and check reads them; over
// HTTP in test/e2e/preview.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { byteRange } from '../../../../src/serve/http/byte-range.js';

test('byteRange reads the header as RFC 9110 says', () => {
  assert.deepEqual(byteRange('bytes=0-0', 10), { start: 0, end: 0 });
  assert.deepEqual(byteRange('bytes=-20', 10), { start: 0, end: 9 });
  assert.equal(byteRange('bytes=-0', 10), 'unsatisfiable');
  assert.equal(byteRange('bytes=0-', 0), 'unsatisfiable');
  assert.equal(byteRange('bytes=-', 10), undefined);
  assert.equal(byteRange(undefined, 10), undefined);
});
