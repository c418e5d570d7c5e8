// When the static handler (preview, serve, check) answers 304 Not Modified, as RFC 9110 says: If-Modified-Since
// counts only as a valid HTTP-date that is not in the future, and not at all beside If-None-Match (issue 28, item
// d). `If-Modified-Since: 3000` was read as the year 3000 and answered 304.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { build } from '../dist/src/pipeline/build.js';
import { startPreview } from '../dist/src/serve/preview-server.js';
import { isNotModified, parseHttpDate } from '../dist/src/serve/http/http-headers.js';
import { fetchRaw } from './support/http.js';
import { makeSite, tempDir } from './helpers.js';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0); // Sun, 15 Jun 2025 12:00:00 GMT

test('parseHttpDate reads the three forms of HTTP-date and nothing else', () => {
  const nov6 = Date.UTC(1994, 10, 6, 8, 49, 37);
  const table = [
    ['Sun, 06 Nov 1994 08:49:37 GMT', nov6],
    ['Sunday, 06-Nov-94 08:49:37 GMT', nov6],
    ['Sun Nov  6 08:49:37 1994', nov6],
    ['Thu, 31 Dec 2099 23:59:59 GMT', Date.UTC(2099, 11, 31, 23, 59, 59)],
    // RFC 850's two-digit year: more than 50 years ahead means the century before.
    ['Monday, 01-Jan-74 00:00:00 GMT', Date.UTC(2074, 0, 1)],
    ['Monday, 01-Jan-76 00:00:00 GMT', Date.UTC(1976, 0, 1)],
    ['Tue, 30 Jun 2015 23:59:60 GMT', Date.UTC(2015, 6, 1)],
    ['3000', undefined],
    ['2024', undefined],
    ['0', undefined],
    ['', undefined],
    ['garbage', undefined],
    ['2025-06-15T12:00:00Z', undefined],
    ['Sun, 06 Nov 1994 08:49:37 UTC', undefined],
    ['Sun, 06 Nov 1994 08:49:37', undefined],
    ['sun, 06 nov 1994 08:49:37 gmt', undefined],
    ['Sun, 6 Nov 1994 08:49:37 GMT', undefined],
    ['Sun, 31 Feb 1994 08:49:37 GMT', undefined],
    ['Sun, 06 Nov 1994 24:00:00 GMT', undefined],
    ['Sun, 06 Nov 1994 08:60:00 GMT', undefined],
    ['Sun, 06 Nov 1994 08:49:37 GMT, Mon, 07 Nov 1994 08:49:37 GMT', undefined],
  ];
  for (const [value, time] of table) assert.equal(parseHttpDate(value, NOW), time, JSON.stringify(value));
});

test('the 304 decision: If-None-Match decides when present; If-Modified-Since only as a valid, past HTTP-date', () => {
  const etag = 'W/"1a-18f"';
  const lastModified = new Date(Date.UTC(2025, 0, 1, 10, 0, 0, 500));
  const at = (ms) => new Date(ms).toUTCString();
  const table = [
    // [If-None-Match, If-Modified-Since, 304?]
    [undefined, undefined, false],
    [etag, undefined, true],
    ['"1a-18f"', undefined, true],
    ['"other"', undefined, false],
    ['*', undefined, true],
    [undefined, at(lastModified.getTime()), true],
    [undefined, at(NOW), true],
    [undefined, at(Date.UTC(2024, 11, 31)), false],
    [undefined, '3000', false],
    [undefined, '2025', false],
    [undefined, 'garbage', false],
    [undefined, '', false],
    [undefined, 'Wed, 01 Jan 3000 00:00:00 GMT', false],
    [undefined, at(NOW + 1000), false],
    [undefined, ['Wed, 01 Jan 2025 10:00:00 GMT', 'x'], false],
    ['"other"', at(NOW), false],
    [etag, '3000', true],
    ['', at(NOW), false],
  ];
  for (const [ifNoneMatch, ifModifiedSince, expected] of table) {
    assert.equal(isNotModified({ ifNoneMatch, ifModifiedSince, etag, lastModified, now: NOW }), expected, JSON.stringify([ifNoneMatch, ifModifiedSince]));
  }
});

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
