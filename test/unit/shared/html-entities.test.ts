// The one decoder of character references (src/shared/html-entities.ts), which the MDX scanner (attribute strings), the
// Markdown renderer (an MDX image's src) and the site's components (the links they draw) read text with.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeHtmlEntities } from '../../../src/shared/html-entities.js';
import { escapeHtml } from '../../../src/shared/html.js';
import { siteHrefs } from '../../../src/load/components/site-hrefs.js';
import { renderMdx } from '../../support/render-mdx.js';

const CASES: [string, string, string][] = [
  ['a &amp; b &lt;c&gt; &quot;d&quot;', 'a & b <c> "d"', 'what escaping writes'],
  ['it&#39;s, it&#x27;s, it&#X27;s, it&apos;s', "it's, it's, it's, it's", "an apostrophe in each spelling"],
  ['a&nbsp;b', 'a\u00a0b', 'a no-break space'],
  ['&#8217; &#x1F680;', '\u2019 \u{1F680}', 'any character by number'],
  ['&amp;lt; &amp;amp;', '&lt; &amp;', 'one pass: a decoded & starts no new reference'],
  ['&copy; &AMP; &unknown; & ;', '&copy; &AMP; &unknown; & ;', 'other names stay as written'],
  ['&#x110000; &#99999999999; &#0; &#xD800;', '\ufffd \ufffd \ufffd \ufffd', 'a number that names no character is U+FFFD'],
  ['no references', 'no references', 'text without & is returned as it is'],
];

for (const [input, expected, why] of CASES) {
  test(`decodeHtmlEntities: ${why}`, () => assert.equal(decodeHtmlEntities(input), expected));
}

test('decoding undoes escaping', () => {
  const text = `a & b < c > "d" 'e' &amp;`;
  assert.equal(decodeHtmlEntities(escapeHtml(text)), text);
});

test("a component's link is read as the browser reads it, every reference decoded", () => {
  assert.deepEqual(siteHrefs(`<a href="/docs/a?x=1&amp;y=it&#x27;s">x</a>`), ["/docs/a?x=1&y=it's"]);
});

test('an MDX attribute naming no character gets U+FFFD instead of stopping the build', async () => {
  const result = await renderMdx('<abbr title="a&#x110000;b &#39;c&#39;">x</abbr>');
  assert.deepEqual(result.errors, []);
  assert.equal(result.html, `<abbr title="a\ufffdb 'c'">x</abbr>`);
});
