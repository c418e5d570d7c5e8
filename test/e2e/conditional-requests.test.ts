// When the static handler (preview, serve, check) answers 304 Not Modified, as RFC 9110 says: If-Modified-Since
// counts only as a valid HTTP-date that is not in the future, and not at all beside If-None-Match (issue 28, item
// d). `If-Modified-Since: 3000` was read as the year 3000 and answered 304. Here over HTTP; the decision itself
// (parseHttpDate, isNotModified) in test/unit/serve/http/http-headers.test.ts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { startPreview } from '../../src/serve/preview-server.js';
import { fetchRaw } from '../support/http.js';
import { makeSite, tempDir } from '../support/fixture-site.js';

let preview;
before(async () => {
  const root = makeSite({ 'docs/index.md': '# Home\n', 'static/data/rates.csv': 'a,b\n1,2\n' });
  const out = path.join(tempDir(), 'build');
  const result = await build({ root, out });
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  preview = await startPreview({ outDir: out, port: 0, host: '127.0.0.1' });
});
after(() => preview?.close());

test('preview over HTTP: If-Modified-Since 3000, a future date or garbage gets the file; its own date gets 304', async () => {
  const first = await fetchRaw(preview.url, '/data/rates.csv');
  assert.equal(first.status, 200);
  const status = async (value) => (await fetchRaw(preview.url, '/data/rates.csv', { headers: { 'if-modified-since': value } })).status;
  assert.equal(await status(first.headers['last-modified']), 304);
  for (const value of ['3000', '2099', 'Fri, 01 Jan 2100 00:00:00 GMT', 'garbage']) assert.equal(await status(value), 200, value);
  const body = await fetchRaw(preview.url, '/data/rates.csv', { headers: { 'if-modified-since': '3000' } });
  assert.equal(body.body, 'a,b\n1,2\n');
  // If-Range with something that is no HTTP-date names no version of the file: the whole file is sent.
  const range = await fetchRaw(preview.url, '/data/rates.csv', { headers: { range: 'bytes=0-1', 'if-range': '3000' } });
  assert.equal(range.status, 200);
});
