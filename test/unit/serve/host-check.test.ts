// Which Host headers and bind addresses serve trusts (src/serve/host-check.ts): loopback names, the configured
// host, and IP addresses under a wildcard bind; anything else is refused (DNS rebinding, issue 15, item 19).
// Requests to a running server are in test/e2e/serve-safety.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHostCheck, isLoopbackHost } from '../../../src/serve/host-check.js';

test('loopback addresses are told apart from the others', () => {
  for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '[::1]']) assert.equal(isLoopbackHost(host), true, host);
  for (const host of ['0.0.0.0', '::', '192.168.1.5', 'example.com', '128.0.0.1', 'localhost.evil.example']) assert.equal(isLoopbackHost(host), false, host);
});

test('the configured host is accepted; with a wildcard bind, IP addresses are too', () => {
  const named = createHostCheck('docs.internal');
  assert.equal(named('docs.internal:3000'), true);
  assert.equal(named('evil.example'), false);
  const everywhere = createHostCheck('0.0.0.0');
  assert.equal(everywhere('192.168.1.5:3000'), true);
  assert.equal(everywhere('evil.example:3000'), false);
});
