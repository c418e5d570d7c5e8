// Styling a site from its own folder: customCss, colours, headTags, scripts, and the version badge.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, BASE_CONFIG } from '../support/fixture-site.js';

const docs = { 'docs/intro.md': '# Intro\n\nHello.\n' };

/** The site's one stylesheet, as the page links it. */
function stylesheet(result) {
  const href = result.$('/intro')('link[rel=stylesheet]').first().attr('href');
  assert.match(href, /^\/assets\/css\/styles\.[0-9a-f]{10}\.css$/);
  return result.text(href.slice(1));
}

test('customCss files come after the built-in stylesheet, in order, in the one stylesheet every page links', async () => {
  const result = await buildFixture(
    { ...docs, 'css/custom.css': '.doc-article { color: rebeccapurple; }\n', 'css/more.css': 'body { margin: 1px; }\n' },
    { config: `${BASE_CONFIG}customCss: [css/custom.css, css/more.css]\n` },
  );
  assert.deepEqual(result.errors, []);
  const css = stylesheet(result);
  const builtIn = css.indexOf('--primary:');
  const custom = css.indexOf('rebeccapurple');
  const more = css.indexOf('margin: 1px');
  assert.ok(builtIn >= 0 && builtIn < custom && custom < more, 'the built-in rules, then custom.css, then more.css');
  const plain = await buildFixture(docs);
  assert.notEqual(stylesheet(plain), css, 'the stylesheet is named by its contents, so a change reaches readers');
});

test("under a base path, a customCss url() written from the site root gets the base, as the site's pages do", async () => {
  const result = await buildFixture(
    { ...docs, 'css/custom.css': '.hero { background: url(/img/hero.png); } .x { background: url("/img/x.svg"); } .y { background: url(//cdn.example/y.png); }\n' },
    { config: `${BASE_CONFIG}baseUrl: /proj/\ncustomCss: [css/custom.css]\n` },
  );
  assert.deepEqual(result.errors, []);
  const href = result.$('/intro')('link[rel=stylesheet]').first().attr('href');
  assert.match(href!, /^\/proj\/assets\/css\/styles\.[0-9a-f]{10}\.css$/);
  const css = result.text(href!.slice('/proj/'.length));
  assert.match(css, /url\(\/proj\/img\/hero\.png\)/);
  assert.match(css, /url\("\/proj\/img\/x\.svg"\)/);
  assert.match(css, /url\(\/\/cdn\.example\/y\.png\)/, 'another host is left alone');
});

test('a missing customCss file, or one outside the site folder, is an error at its config line', async () => {
  const missing = await buildFixture(docs, { config: `${BASE_CONFIG}customCss:\n  - css/nope.css\n` });
  assert.equal(missing.errors.length, 1);
  assert.equal(missing.errors[0].code, 'missing-file');
  assert.equal(missing.errors[0].line, 6);
  assert.match(missing.errors[0].message, /customCss\[0\] is "css\/nope\.css"/);
  const outside = await buildFixture(docs, { config: `${BASE_CONFIG}customCss: [../elsewhere.css]\n` });
  assert.equal(outside.errors[0].code, 'outside-path');
  // A name that merely starts with two dots is inside the site.
  const dotted = await buildFixture({ ...docs, '..theme.css': 'body { margin: 2px; }\n' }, { config: `${BASE_CONFIG}customCss: [..theme.css]\n` });
  assert.deepEqual(dotted.errors, []);
  const notCss = await buildFixture(docs, { config: `${BASE_CONFIG}customCss: [css/custom.scss]\n` });
  assert.match(notCss.errors[0].message, /customCss\[0\]/);
});

test('colors set the accent colour of each mode; dark defaults to the light one', async () => {
  const both = stylesheet(await buildFixture(docs, { config: `${BASE_CONFIG}colors:\n  primary: "#2e8555"\n  primaryDark: rgb(37 194 160)\n` }));
  const tail = both.slice(both.lastIndexOf('--primary:') - 200);
  assert.match(tail, /:root \{ --primary: #2e8555; --link: #2e8555; \}/);
  assert.match(tail, /html\[data-theme='dark'\] \{ --primary: rgb\(37 194 160\); --link: rgb\(37 194 160\); \}/);
  const one = stylesheet(await buildFixture(docs, { config: `${BASE_CONFIG}colors: { primary: teal }\n` }));
  assert.match(one, /html\[data-theme='dark'\] \{ --primary: teal; --link: teal; \}\n?$/);
});

test('a colour that could break out of the stylesheet is refused', async () => {
  const result = await buildFixture(docs, { config: `${BASE_CONFIG}colors: { primary: "red; } body { display: none" }\n` });
  assert.equal(result.errors.length, 1);
  assert.match(result.errors[0].message, /colors\.primary/);
  assert.match(result.errors[0].message, /CSS colour/);
});

test('headTags and scripts are in every page head, attributes escaped; stylesheets and scripts after the built-in ones', async () => {
  const config = `${BASE_CONFIG}headTags:
  - tagName: link
    attributes: { rel: preconnect, href: "https://fonts.example", crossorigin: true }
  - tagName: meta
    attributes: { name: verify, content: 'a"b<c' }
  - tagName: link
    attributes: { rel: stylesheet, href: "https://fonts.example/font.css" }
  - tagName: script
    innerHTML: "window.dataLayer = [];"
scripts:
  - https://stats.example/script.js
  - { src: /js/local.js, defer: true, data-domain: widget.example, async: false, nomodule: true }
`;
  const result = await buildFixture({ ...docs, 'pages/index.md': '# Home\n' }, { config });
  assert.deepEqual(result.errors, []);
  for (const path of ['/intro', '/']) {
    const $ = result.$(path);
    assert.equal($('head link[rel=preconnect]').attr('crossorigin'), '');
    assert.equal($('head meta[name=verify]').attr('content'), 'a"b<c');
    const stylesheets = $('head link[rel=stylesheet]').map((_, el) => $(el).attr('href')).get();
    assert.equal(stylesheets.at(-1), 'https://fonts.example/font.css', 'after the built-in stylesheet');
    const tail = $('head').children().slice(-3);
    assert.equal(tail.eq(0).html(), 'window.dataLayer = [];');
    assert.equal(tail.eq(1).attr('src'), 'https://stats.example/script.js');
    assert.equal(tail.eq(2).attr('src'), '/js/local.js');
    assert.ok(tail.eq(2).is('[defer]'));
    assert.ok(tail.eq(2).is('[nomodule]'));
    assert.equal(tail.eq(2).attr('data-domain'), 'widget.example');
    assert.ok(!tail.eq(2).is('[async]'));
  }
  assert.match(result.text('intro/index.html'), /content="a&quot;b&lt;c"/);
});

test('a headTags element lendocs does not allow in a head is refused with the allowed ones', async () => {
  const result = await buildFixture(docs, { config: `${BASE_CONFIG}headTags:\n  - tagName: div\n` });
  assert.equal(result.errors.length, 1);
  assert.match(result.errors[0].message, /headTags\[0\]\.tagName/);
  assert.match(result.errors[0].message, /"meta"/);
  assert.equal(result.errors[0].line, 6);
});

test('the version badge shows only when the site asks for it', async () => {
  const plain = await buildFixture(docs);
  assert.equal(plain.$('/intro')('.version-badge').length, 0);
  const asked = await buildFixture(docs, { config: `${BASE_CONFIG}docs:\n  versionLabel: "2.x"\n  showVersionBadge: true\n` });
  assert.equal(asked.$('/intro')('.version-badge').text(), 'Version: 2.x');
});
