// Fuzzing the static file handler of serve, preview and check over HTTP on 127.0.0.1 with fast-check: hostile raw
// requests get no 500 and no file from outside the site folder, and the server still serves afterwards. The settings:
// test/support/fuzz/harness.ts; the same paths resolved without a server: test/unit/fuzz.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import net from 'node:net';
import fc from 'fast-check';
import { createStaticHandler } from '../../src/serve/http/static-handler.js';
import { CASE_MS, runs, SEED, within } from '../support/fuzz/harness.js';
import { rawPath, SECRET, servedFolder } from '../support/fuzz/served-folder.js';

const { root } = servedFolder();

test(`the static handler answers hostile raw requests without 500s or leaks (${runs.requests} requests, seed ${SEED})`, async () => {
  const handler = createStaticHandler(root);
  const server = createServer((request, response) => {
    handler(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end('handler threw');
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const methods = fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE', 'BREW');
  const headers = fc.array(
    fc.constantFrom(
      'Accept-Encoding: gzip',
      'Accept-Encoding: br, gzip;q=0',
      'If-None-Match: *',
      'If-None-Match: W/"0-0"',
      'If-Modified-Since: Thu, 01 Jan 2099 00:00:00 GMT',
      'If-Modified-Since: garbage',
      'Range: bytes=0-1',
      'Host: evil.test',
      'X-Forwarded-For: 1.2.3.4',
    ),
    { maxLength: 3 },
  );
  try {
    await fc.assert(
      fc.asyncProperty(methods, rawPath, headers, async (method, raw, extra) => {
        const response = await within(rawRequest(port, `${method} ${raw || '/'} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra.map((h) => `${h}\r\n`).join('')}Connection: close\r\n\r\n`), `${method} ${raw}`);
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(response.toString('latin1'))?.[1]);
        assert.ok([200, 206, 304, 400, 404, 405, 416].includes(status), `status ${status} for ${method} ${JSON.stringify(raw)}:\n${response.toString('latin1').slice(0, 300)}`);
        assert.ok(!response.includes(SECRET), `${method} ${JSON.stringify(raw)} leaked a file from outside the site`);
      }),
      { seed: SEED, numRuns: runs.requests, includeErrorInReport: true },
    );
    // Still serving after all that.
    const home = (await rawRequest(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).toString();
    assert.match(home, /^HTTP\/1\.1 200/);
    assert.match(home, /home/);
  } finally {
    server.closeAllConnections();
    await new Promise<any>((resolve) => server.close(resolve));
  }
});

/** Sends bytes as written (no client-side URL checks) and returns the whole response. */
function rawRequest(port, text) {
  return new Promise<any>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: any[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
    // Written without ending our side: the server closes the connection after its answer (Connection: close).
    socket.write(Buffer.from(text, 'utf8'));
    socket.setTimeout(CASE_MS, () => socket.destroy(new Error('no answer')));
  });
}
