// Markdown that used to make a build slow or depend on time (issue 15, items 15 and 18), on the Markdown stage and
// the highlighter alone: thousands of repeated headings get their ids in linear work, and highlighting never
// depends on the clock (shiki's tokenizer time limit is off; very long lines are left uncoloured by length alone).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import { createCodeHighlighter } from '../../../src/load/highlight.js';
import { createMarkdown } from '../../../src/load/markdown.js';
import { renderMarkdown } from '../../support/render-markdown.js';

test('20,000 repeated headings get ids same, same-1, same-2, … and their permalinks', async () => {
  const count = 20_000;
  const body = Array.from({ length: count }, () => '## Same\n').join('\n');
  const { html, diagnostics } = await renderMarkdown(body);
  assert.deepEqual(diagnostics, []);
  const $ = cheerio.load(html);
  const ids = $('h2').map((_, h) => $(h).attr('id')).get();
  assert.equal(ids.length, count);
  ids.forEach((id, i) => assert.equal(id, i === 0 ? 'same' : `same-${i}`));
  const last = $(`h2#same-${count - 1} a.hash-link`);
  assert.equal(last.attr('href'), `#same-${count - 1}`);
  assert.equal(last.attr('aria-label'), 'Direct link to Same');
  assert.equal(last.text(), '#');
});

test('suffixes skip ids already taken, and heading-id work grows linearly with the number of headings', async () => {
  const markdown = createMarkdown({ prepare: async () => {}, highlight: (code) => code, dispose() {} });
  const where = { file: 'a.md', source: 'docs/a.md', bodyLine: 1 };
  const mixed = await markdown.render('## Same\n\n## Same 1\n\n## Same\n\n## Same {#same-3}\n\n## Same\n', where, new Map());
  // An explicit id is not one of the slugs (github-slugger's count, as Docusaurus): the last slug is same-3 too.
  assert.deepEqual(mixed.env.ids, ['same', 'same-1', 'same-2', 'same-3', 'same-3']);

  // Counted, not timed: Set lookups made while rendering. Searching each duplicate's suffix from 1 made them grow
  // with the square of the count (2 × 10⁸ lookups for 20,000 headings).
  const lookups = async (count) => {
    const body = Array.from({ length: count }, () => '## Same\n').join('\n');
    const has = Set.prototype.has;
    let calls = 0;
    Set.prototype.has = function (value) {
      calls++;
      return has.call(this, value);
    };
    try {
      await markdown.render(body, where, new Map());
    } finally {
      Set.prototype.has = has;
    }
    return calls;
  };
  const small = await lookups(2_000);
  const large = await lookups(8_000);
  assert.ok(large < small * 4 * 1.5, `4× the headings took ${large / small}× the lookups`);
  assert.ok(large < 8_000 * 10, `${large} lookups for 8,000 headings`);
});

test('highlighting gives the same tokens however slow the machine is (no tokenizer time limit)', async () => {
  const code = 'const total = items.map((item) => item.price * item.quantity).reduce((a, b) => a + b, 0); // sum';
  const normal = await createCodeHighlighter();
  const slow = await createCodeHighlighter();
  try {
    await normal.prepare(['ts']);
    await slow.prepare(['ts']);
    const expected = normal.highlight(code, 'ts');
    assert.ok((expected.match(/<span class="l\d+ d\d+">/g) ?? []).length > 10, expected);
    // A clock where every reading is a second later: any time limit in the tokenizer runs out at once.
    const now = Date.now;
    let fake = now();
    Date.now = () => (fake += 1000);
    let got;
    try {
      got = slow.highlight(code, 'ts');
    } finally {
      Date.now = now;
    }
    assert.equal(got, expected);
  } finally {
    normal.dispose();
    slow.dispose();
  }
});

test('very long lines are left uncoloured, by length alone', async () => {
  const highlighter = await createCodeHighlighter();
  try {
    await highlighter.prepare(['js']);
    const long = `const x = [${'1, '.repeat(3_000)}];`;
    const html = highlighter.highlight(`let a = 1;\n${long}`, 'js');
    const [first, second] = html.split('\n');
    assert.match(first, /<span class="l\d+ d\d+">/);
    assert.equal(second, `<span class="line">${long}</span>`);
  } finally {
    highlighter.dispose();
  }
});
