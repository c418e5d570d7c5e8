// When the static handler answers 304 Not Modified, as RFC 9110 says (src/serve/http/http-headers.ts): If-Modified-Since
// counts only as a valid HTTP-date that is not in the future, and not at all beside If-None-Match (issue 28, item d).
// Over HTTP in test/e2e/conditional-requests.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isNotModified, parseHttpDate } from '../../../../src/serve/http/http-headers.js';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0); // Sun, 15 Jun 2025 12:00:00 GMT

test('parseHttpDate reads the three forms of HTTP-date and nothing else', () => {
  const nov6 = Date.UTC(1994, 10, 6, 8, 49, 37);
  const table: [string, number | undefined][] = [
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
  const table: [string | undefined, string | string[] | undefined, boolean][] = [
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
