// Where things live in the built site (src/shared/site-paths.ts): the rules the route and emit stages, the templates
// and the checks share.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assetOutputPath, markdownPathForRoute, outputFileForRoute, resolveSitePath, routeKey } from '../../../src/shared/site-paths.js';

test('routeKey: /x/ and /x are one route; the root stays /', () => {
  assert.equal(routeKey('/explore/'), '/explore');
  assert.equal(routeKey('/explore'), '/explore');
  assert.equal(routeKey('/'), '/');
});

const RESOLVED: [string, string, string, string][] = [
  ['b.md', '/docs/a', '/docs/b.md', 'beside a page without a slash'],
  ['b', '/docs/a/', '/docs/a/b', 'inside a page with a slash'],
  ['../c', '/docs/a/b', '/docs/c', 'up a folder'],
  ['/abs', '/x', '/abs', 'a root-relative target as it is'],
  // As `new URL` resolves them (Docusaurus's link check reads links so): dot segments go, empty segments stay.
  ['/./docs/intro', '/x', '/docs/intro', 'a root-relative target\'s `.` segment'],
  ['/docs/guide/../intro', '/x', '/docs/intro', 'a root-relative target\'s `..` segment'],
  ['/../../docs', '/x', '/docs', '`..` above the root stays at the root'],
  ['/docs/guide/..', '/x', '/docs/', 'a last `..` leaves a folder'],
  ['/docs//intro', '/x', '/docs//intro', 'an empty segment kept (a broken link in Docusaurus)'],
  ['a//b', '/docs/', '/docs/a//b', 'an empty segment of a relative target kept'],
];
for (const [target, from, expected, rule] of RESOLVED) {
  test(`resolveSitePath: ${rule}`, () => assert.equal(resolveSitePath(target, from), expected));
}

const OUTPUT_FILES: [string, boolean | undefined, string, string][] = [
  ['/explore/pools', undefined, 'explore/pools/index.html', 'a route is a folder with index.html'],
  ['/x/', true, 'x/index.html', 'trailingSlash: true the same'],
  ['/explore/pools', false, 'explore/pools.html', 'trailingSlash: false a .html file'],
  ['/', false, 'index.html', 'the root is index.html'],
  ['/404.html', undefined, '404.html', 'a route that names a .html file is that file'],
];
for (const [route, trailingSlash, file, rule] of OUTPUT_FILES) {
  test(`outputFileForRoute: ${rule}`, () => assert.equal(outputFileForRoute(route, trailingSlash), file));
}

test('markdownPathForRoute: a page twin beside it, a folder twin inside it', () => {
  assert.equal(markdownPathForRoute('/explore/pools'), '/explore/pools.md');
  assert.equal(markdownPathForRoute('/explore/'), '/explore/index.md');
});

test('assetOutputPath: a static/ file where static/ publishes it, any other under /assets/content/', () => {
  assert.equal(assetOutputPath('static/img/x.png'), '/img/x.png');
  assert.equal(assetOutputPath('docs/guide/pic.png'), '/assets/content/docs/guide/pic.png');
});
