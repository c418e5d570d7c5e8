// The base path and trailingSlash rules (src/shared/base-url.ts): routes stay base-less inside lendocs; the base and
// the trailing slash are added once, where a URL is written out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { absoluteSiteUrl, finishHtmlUrls, namesFile, prefixCssUrls, publicHref, withBase, withoutBase, withTrailingSlash } from '../../../src/shared/base-url.js';

const WITH_BASE: [string, string, string, string][] = [
  ['/', '/a', '/a', 'the base / changes nothing'],
  ['/p/', '/a', '/p/a', 'a root-relative URL gets the base'],
  ['/p/', '/', '/p/', 'the root becomes the base itself'],
  ['/p/', '//example.com/a', '//example.com/a', 'a protocol-relative URL leaves the site'],
  ['/p/', 'https://example.com/a', 'https://example.com/a', 'an absolute URL is left alone'],
  ['/p/', 'rel', 'rel', 'a relative URL is left alone'],
];
for (const [base, url, expected, rule] of WITH_BASE) {
  test(`withBase: ${rule}`, () => assert.equal(withBase(base, url), expected));
}

const WITHOUT_BASE: [string, string, string | undefined, string][] = [
  ['/', '/a', '/a', 'the base / takes nothing away'],
  ['/p/', '/p/a', '/a', 'a path under the base loses it'],
  ['/p/', '/p', '/', 'the base without its slash is the root'],
  ['/p/', '/p/', '/', 'the base is the root'],
  ['/p/', '/q/a', undefined, 'a path outside the base is no site path'],
];
for (const [base, urlPath, expected, rule] of WITHOUT_BASE) {
  test(`withoutBase: ${rule}`, () => assert.equal(withoutBase(base, urlPath), expected));
}

test('namesFile: a known file extension names a file; a page may hold a dot', () => {
  for (const file of ['/blog/rss.xml', '/img/a.PNG', '/doc.pdf']) assert.equal(namesFile(file), true, file);
  for (const page of ['/v1.2', '/blog/lendocs-2.0', '/a/']) assert.equal(namesFile(page), false, page);
});

const TRAILING: [string, boolean | undefined, string, string][] = [
  ['/x', true, '/x/', 'true adds the slash'],
  ['/x/', false, '/x', 'false removes it'],
  ['/x//', false, '/x', 'false removes every trailing slash'],
  ['/x', undefined, '/x', 'unset leaves each route as it is'],
  ['/', false, '/', 'the root keeps its slash'],
  ['/', true, '/', 'the root has one slash'],
  ['/x#h', true, '/x/#h', 'the fragment follows the slash'],
  ['/x/?q#h', false, '/x?q#h', 'the query and fragment are kept'],
  ['/rss.xml', true, '/rss.xml', 'a file gets no slash'],
  ['https://example.com/x', true, 'https://example.com/x', 'an external URL is left alone'],
  ['//example.com/x', true, '//example.com/x', 'a protocol-relative URL is left alone'],
];
for (const [url, trailingSlash, expected, rule] of TRAILING) {
  test(`withTrailingSlash: ${rule}`, () => assert.equal(withTrailingSlash(url, trailingSlash), expected));
}

test('absoluteSiteUrl and publicHref apply the trailingSlash rule, then the url or the base', () => {
  assert.equal(absoluteSiteUrl({ url: 'https://example.com/p', baseUrl: '/p/', trailingSlash: true }, '/a'), 'https://example.com/p/a/');
  assert.equal(publicHref({ baseUrl: '/p/', trailingSlash: false }, '/a/'), '/p/a');
});

test('finishHtmlUrls: the base on every URL attribute, srcset candidate and CSS url(); the slash rule on links; text untouched', () => {
  const html = '<a href="/a">x</a><img src=\'/i.png\' srcset="/a.png 1x, /b.png 2x"><div style="background:url(/bg.png)"></div><style>.x{background:url("/s.png")}</style><a href="//h/x">e</a><p>href="/t"</p>';
  assert.equal(
    finishHtmlUrls(html, { baseUrl: '/p/', trailingSlash: true }),
    '<a href="/p/a/">x</a><img src=\'/p/i.png\' srcset="/p/a.png 1x, /p/b.png 2x"><div style="background:url(/p/bg.png)"></div><style>.x{background:url("/p/s.png")}</style><a href="//h/x">e</a><p>href="/t"</p>',
  );
});

test('finishHtmlUrls: with the base / only links follow the slash rule; with no rule the HTML is returned as it is', () => {
  const html = '<a href="/a">x</a><img src="/i.png">';
  assert.equal(finishHtmlUrls(html, { baseUrl: '/' }), html);
  assert.equal(finishHtmlUrls(html, { baseUrl: '/', trailingSlash: true }), '<a href="/a/">x</a><img src="/i.png">');
});

test('prefixCssUrls: root-relative url()s get the base, quoted or not; protocol-relative ones do not', () => {
  assert.equal(prefixCssUrls('a{b:url(/x.png)} c{d:url( "/y.png")} e{f:url(//h/z.png)}', '/p/'), 'a{b:url(/p/x.png)} c{d:url( "/p/y.png")} e{f:url(//h/z.png)}');
  assert.equal(prefixCssUrls('a{b:url(/x.png)}', '/'), 'a{b:url(/x.png)}');
});

test('finishHtmlUrls: an element marked as a pathname:/// link gets the base on its href, not the trailing slash; its src neither', () => {
  const html = '<a href="/x">x</a><a class="l" data-pathname-link="" href="/play" target="_blank">p</a><img data-pathname-link="" src="/img/a.png"><a href="/y">y</a>';
  assert.equal(
    finishHtmlUrls(html, { baseUrl: '/p/', trailingSlash: true }),
    '<a href="/p/x/">x</a><a class="l" data-pathname-link="" href="/p/play" target="_blank">p</a><img data-pathname-link="" src="/img/a.png"><a href="/p/y/">y</a>',
  );
});
