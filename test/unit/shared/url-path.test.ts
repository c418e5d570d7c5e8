// Route paths stay decoded inside lendocs and are percent-encoded only where written out (src/shared/url-path.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeLocalHref, encodePathSegment, encodeRoutePath, hrefFor, isExternalHref, splitHref } from '../../../src/shared/url-path.js';

const SEGMENTS: [string, string, string][] = [
  ['100%', '100%25', 'a percent sign is escaped'],
  ['with space', 'with%20space', 'a space is escaped'],
  ['café', 'caf%C3%A9', 'non-ASCII letters are UTF-8 escaped'],
  ['a&b', 'a%26b', '"&" is escaped, so HTML never turns it into &amp;'],
  ['a$b+c,d;e=f:g@h', 'a$b+c,d;e=f:g@h', 'the other sub-delimiters, ":" and "@" stay readable'],
  ['?x#y', '%3Fx%23y', '"?" and "#" inside a segment are escaped'],
  ['\uD800x', '%EF%BF%BDx', 'a lone surrogate becomes U+FFFD instead of throwing'],
];
for (const [segment, encoded, rule] of SEGMENTS) {
  test(`encodePathSegment: ${rule}`, () => assert.equal(encodePathSegment(segment), encoded));
}

test('encodeRoutePath encodes each segment and keeps the slashes', () => {
  assert.equal(encodeRoutePath('/100%'), '/100%25');
  assert.equal(encodeRoutePath('/with space/café'), '/with%20space/caf%C3%A9');
  assert.equal(encodeRoutePath('/'), '/');
  assert.equal(encodeRoutePath('/a/b/'), '/a/b/');
});

const HREFS: [string, string, string][] = [
  ['/with space#Été', '/with%20space#Été', 'the path is encoded, the fragment kept as written'],
  ['/a?b c#d e', '/a?b c#d e', 'the first "?" starts the suffix, kept as written'],
  ['/100%', '/100%25', 'a route path alone is encoded'],
  ['https://example.com/a b', 'https://example.com/a b', 'an external URL is left alone'],
  ['//host/x y', '//host/x y', 'a protocol-relative URL is left alone'],
  ['mailto:x@example.com', 'mailto:x@example.com', 'any scheme is left alone'],
];
for (const [target, href, rule] of HREFS) {
  test(`hrefFor: ${rule}`, () => assert.equal(hrefFor(target), href));
}

const DECODED: [string, string, string][] = [
  ['/with%20space#x', '/with space#x', 'an escaped path is decoded, the fragment kept'],
  ['/bad%zz', '/bad%zz', 'an invalid escape is left as written'],
  ['https://example.com/%20', 'https://example.com/%20', 'an external URL is not decoded'],
  ['/caf%C3%A9?q=%20', '/café?q=%20', 'the query is kept as written'],
];
for (const [href, decoded, rule] of DECODED) {
  test(`decodeLocalHref: ${rule}`, () => assert.equal(decodeLocalHref(href), decoded));
}

test('splitHref: the path and the fragment, the query dropped', () => {
  assert.deepEqual(splitHref('a/b.md#x?y'), { pathPart: 'a/b.md', hash: 'x?y' });
  assert.deepEqual(splitHref('a/b.md?q=1#h'), { pathPart: 'a/b.md', hash: 'h' });
  assert.deepEqual(splitHref('plain'), { pathPart: 'plain', hash: '' });
  assert.deepEqual(splitHref('#only'), { pathPart: '', hash: 'only' });
});

test('isExternalHref: a scheme or a protocol-relative URL leaves the site', () => {
  for (const href of ['https://example.com', 'mailto:a@example.com', '//example.com/x', 'C:x']) assert.equal(isExternalHref(href), true, href);
  for (const href of ['/a', 'a/b', '1http:', '#x']) assert.equal(isExternalHref(href), false, href);
});

test('encodeRoutePath and hrefFor: one encoding, readable sub-delimiters, external URLs untouched', () => {
  assert.equal(encodeRoutePath('/100%/with space/café/a$b+c,d;e=f:g@h/x&y'), '/100%25/with%20space/caf%C3%A9/a$b+c,d;e=f:g@h/x%26y');
  assert.equal(encodeRoutePath('/\ud800'), '/%EF%BF%BD'); // a lone surrogate cannot throw
  assert.equal(hrefFor('/with space#Été'), '/with%20space#Été');
  assert.equal(hrefFor('https://example.test/a b'), 'https://example.test/a b');
  for (const route of ['/100%', '/with space', '/café', '/a%25b']) assert.equal(decodeURIComponent(encodeRoutePath(route)), route);
});
