// Ask AI answers (src/client/search/safe-markdown.ts): a small Markdown subset parsed into a tree, so the HTML is
// always well nested and escaped, and only http(s) and relative links keep an href (issue 15, item 16).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import fc from 'fast-check';
import { parseSafeMarkdown, renderSafeMarkdown } from '../../../src/client/search/safe-markdown.js';

test('Ask AI: code spans bind before links, so a backtick in link text cannot break the nesting', () => {
  assert.equal(renderSafeMarkdown('[a`b](/x`c)'), '<p>[a<code>b](/x</code>c)</p>');
  assert.equal(renderSafeMarkdown('**a [b](/x) c**'), '<p><strong>a <a href="/x">b</a> c</strong></p>');
  assert.equal(renderSafeMarkdown('**a [b** c](/x)'), '<p>**a <a href="/x">b** c</a></p>');
  assert.equal(renderSafeMarkdown('[**a** `<c>`](https://x.test/?q=1&r=2)'), '<p><a href="https://x.test/?q=1&amp;r=2"><strong>a</strong> <code>&lt;c&gt;</code></a></p>');
  assert.equal(renderSafeMarkdown('[outer [inner](/i) x](/o)'), '<p>[outer <a href="/i">inner</a> x](/o)</p>');
});

test('Ask AI: only http(s) and relative links get an href', () => {
  const hrefs = (text) => cheerio.load(renderSafeMarkdown(text), null, false)('a').map((_, el) => cheerio.load(el)('a').attr('href')).get();
  assert.deepEqual(hrefs('[a](/p) [b](rel/p) [c](#f) [d](https://x.test) [e](HTTP://x.test)'), ['/p', 'rel/p', '#f', 'https://x.test', 'HTTP://x.test']);
  for (const bad of ['javascript:alert(1)', 'JavaScript:x', 'data:text/html,x', '//evil.test', '\x01javascript:x', 'java\tscript:x', 'vbscript:x', '/\\evil.test', 'https:evil.test']) {
    assert.deepEqual(hrefs(`[x](${bad})`), [], bad);
  }
});

test('Ask AI: blocks (lists, fences left open while streaming, line breaks) stay well formed', () => {
  assert.equal(renderSafeMarkdown('1. one\n2. two\n- three\n  more'), '<ol><li>one</li><li>two</li></ol><ul><li>three<br>more</li></ul>');
  assert.equal(renderSafeMarkdown('```js\nlet a = "<b>";\n\nb\n```\nafter'), '<pre><code>let a = &quot;&lt;b&gt;&quot;;\n\nb</code></pre><p>after</p>');
  assert.equal(renderSafeMarkdown('text\n```\nstill <streaming'), '<p>text</p><pre><code>still &lt;streaming</code></pre>');
  assert.equal(renderSafeMarkdown('a\nb <img src=x onerror=alert(1)>'), '<p>a<br>b &lt;img src=x onerror=alert(1)&gt;</p>');
});

const ALLOWED_TAGS = new Set(['p', 'ul', 'ol', 'li', 'pre', 'code', 'strong', 'a', 'br']);

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Serialises a parsed fragment the way the renderer writes HTML, so a repaired (mis-nested) tree shows as a difference. */
function reserialise(nodes) {
  return nodes
    .map((node) => {
      if (node.type === 'text') return escapeHtml(node.data);
      if (node.type !== 'tag') return `<!--${node.type}-->`;
      const attributes = Object.entries(node.attribs).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
      return node.name === 'br' ? '<br>' : `<${node.name}${attributes}>${reserialise(node.children)}</${node.name}>`;
    })
    .join('');
}

function textOf(nodes) {
  return nodes.map((node) => (node.type === 'text' ? node.data : node.children ? textOf(node.children) : '')).join('');
}

test('Ask AI fuzz: any answer renders to HTML that parses back to itself, with only the subset\'s tags and safe hrefs', () => {
  const pieces = ['`', '``', '```', '*', '**', '[', ']', '(', ')', '](', '](/x)', '](http://h.test/p)', '](javascript:alert(1))', '](//e.test)',
    '<', '>', '</a>', '<script>', '<a href="/x">', '&', '&amp;', '"', "'", '\\', '\n', '\n\n', ' ', '- ', '* ', '1. ', '  ', 'a', 'b', '/', ':', '#', '~~~', '\x01', '\u00a0', '\u2028'];
  const answer = fc.oneof(
    fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((parts) => parts.join('')),
    fc.string({ unit: 'binary', maxLength: 60 }),
  );
  fc.assert(
    fc.property(answer, (text) => {
      const html = renderSafeMarkdown(text);
      const $ = cheerio.load(html, null, false);
      const nodes = $.root()[0].children;
      // Well nested: the HTML parser builds exactly the tree the renderer wrote, nothing moved or closed early.
      assert.equal(reserialise(nodes), html);
      $('*').each((_, el) => {
        assert.ok(ALLOWED_TAGS.has((el as any).name), `unexpected <${(el as any).name}> from ${JSON.stringify(text)}`);
        const attributes = Object.keys((el as any).attribs);
        assert.deepEqual(attributes, (el as any).name === 'a' ? ['href'] : [], `attributes ${attributes} on <${(el as any).name}>`);
        if ((el as any).name === 'a') assert.match((el as any).attribs.href, /^(https?:\/\/[^/]|\/(?![/\\])|[^:/\\]*(?:[/?#]|$))/i, (el as any).attribs.href);
      });
      // Every "<" of the answer is text on the page (none became markup), or in a code fence's info string (a
      // language name, not shown); hrefs never hold one.
      const count = (s) => [...s].filter((c) => c === '<').length;
      const hidden = parseSafeMarkdown(text).reduce((sum, block) => sum + (block.kind === 'code' ? count(block.info) : 0), 0);
      assert.equal(count(textOf(nodes)) + hidden, count(text), JSON.stringify(text));
    }),
    { seed: 0x15, numRuns: 2000 },
  );
});

test('Ask AI parse tree: links never contain links, strong never contains strong', () => {
  const walk = (nodes, inLink, inStrong) => {
    for (const node of nodes) {
      if (node.kind === 'link') assert.ok(!inLink);
      if (node.kind === 'strong') assert.ok(!inStrong);
      if (node.children) walk(node.children, inLink || node.kind === 'link', inStrong || node.kind === 'strong');
    }
  };
  fc.assert(
    fc.property(fc.array(fc.constantFrom('[', ']', '](/x)', '**', '`', 'a', ' '), { maxLength: 30 }), (parts) => {
      for (const block of parseSafeMarkdown(parts.join(''))) walk((block as any).children ?? (block as any).items?.flat() ?? [], false, false);
    }),
    { seed: 16, numRuns: 500 },
  );
});
