// Reading an MDX body is linear in its length (src/load/mdx/scan.ts, jsx-walk.ts, emit.ts), on the MDX compiler
// alone: acorn is not made to read what lies before each expression (counted, not timed); a file of unclosed braces
// stops searching after its first errors; elements nested 20,000 deep are de-indented in one pass. A line of 200,000
// expressions through a whole build: test/integration/mdx-scan-linear.test.ts. A line of links, whose destinations
// are read as Markdown (markdown-spans.ts), is linear too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileMdx } from '../../../src/load/mdx/jsx-walk.js';

const compile = (body) => compileMdx(body, { file: 'a.mdx', bodyLine: 1 });

/** What `run` returns, and how many characters String#lastIndexOf searched back meanwhile (counted, not timed). */
function searchingBack<T>(run: () => T): { result: T; searched: number } {
  const original = String.prototype.lastIndexOf;
  let searched = 0;
  String.prototype.lastIndexOf = function (search: string, from?: number) {
    const found = original.call(this, search, from);
    searched += Math.max(0, Math.min(from ?? this.length, this.length) - found);
    return found;
  };
  try {
    return { result: run(), searched };
  } finally {
    String.prototype.lastIndexOf = original;
  }
}

test('reading expressions does not make acorn search back through the file for each one (it made a line of them quadratic)', () => {
  // acorn, given an offset, looked for the line start before it each time.
  const { result, searched } = searchingBack(() => compile('{1}'.repeat(20_000)));
  assert.deepEqual(result.diagnostics, []);
  assert.ok(searched < 20 * 60_000, `${searched} characters searched for 60,000 of source`);
});

test('a line of many links, or of many `](` after a `[` on an earlier line, is read without searching back from each `(`', () => {
  // Whether a `[` opens a link before the `(` was looked for back to the line's start (a line of links was quadratic),
  // then back to the nearest `[` (a line without one searched back to the file's first `[` from every `(`).
  const links = Array.from({ length: 4_000 }, (_, index) => `[link ${index}](/docs/page-${index}?q={${index}})`).join(' ');
  const many = searchingBack(() => compile(links));
  assert.deepEqual(many.result.diagnostics, []);
  assert.match(many.result.body, /\[link 3999\]\(\/docs\/page-3999\?q=\{3999\}\)$/);
  assert.ok(many.searched < 20 * links.length, `${many.searched} characters searched for ${links.length} of source`);
  const unopened = `[x]\n\n${'](a) '.repeat(4_000)}`;
  const none = searchingBack(() => compile(unopened));
  assert.deepEqual(none.result.diagnostics, []);
  assert.ok(none.searched < 20 * unopened.length, `${none.searched} characters searched for ${unopened.length} of source`);
});

/** How many characters String#charCodeAt and String#charAt read while `run` ran (counted, not timed). */
function charactersRead(run: () => void): number {
  const original = { charCodeAt: String.prototype.charCodeAt, charAt: String.prototype.charAt };
  let read = 0;
  String.prototype.charCodeAt = function (index: number) {
    read++;
    return original.charCodeAt.call(this, index);
  };
  String.prototype.charAt = function (index: number) {
    read++;
    return original.charAt.call(this, index);
  };
  try {
    run();
  } finally {
    Object.assign(String.prototype, original);
  }
  return read;
}

test('a line of many `](` that open no link, or of link titles in parentheses left open, is read once, not to its end from each', () => {
  // Each destination was read on to the line's end while its parentheses stayed open (micromark allows 32 open),
  // and each title in parentheses on to the same `)`.
  for (const body of [`[${'](a'.repeat(4_000)}`, `[${'](a ('.repeat(4_000)}`, `[${'](a ('.repeat(4_000)})`]) {
    const read = charactersRead(() => assert.deepEqual(compile(body).diagnostics, []));
    assert.ok(read < 100 * body.length, `${read} characters read for ${body.length} of source`);
  }
});

test('a line of bare URLs inside one another, or with long runs of punctuation, reads each once (autolink-literal.ts)', () => {
  // A literal starting inside one already read ends where it ends; a run of trailing punctuation is read once.
  for (const body of ['https://a/'.repeat(4_000), `https://a/${'.'.repeat(20_000)}b{1}`, `https://a${'._'.repeat(10_000)}b/{1}`, `www.a.b/${'www.a.b/h'.repeat(4_000)}`]) {
    const read = charactersRead(() => compile(body));
    assert.ok(read < 100 * body.length, `${read} characters read for ${body.length} of source`);
  }
});

test("a directive's line of `{` that no `}` closes is searched to its end once, not from each `{`", () => {
  const original = String.prototype.indexOf;
  let searched = 0;
  String.prototype.indexOf = function (search: string, from?: number) {
    const found = original.call(this, search, from);
    searched += (found < 0 ? this.length : found) - Math.min(from ?? 0, this.length);
    return found;
  };
  const body = `:::note ${'{'.repeat(20_000)}`;
  try {
    compile(body);
  } finally {
    String.prototype.indexOf = original;
  }
  assert.ok(searched < 20 * body.length, `${searched} characters searched for ${body.length} of source`);
});

test('a file with many unclosed braces or quotes reports the first errors and reads the rest as text', () => {
  const braces = compile('{'.repeat(50_000));
  assert.deepEqual(braces.diagnostics.map((d) => d.message), ['This file is not valid MDX: This "{" starts an expression that is never closed with "}".', 'This file has 20 MDX syntax errors: lendocs reads the rest of it as text, and reports no more.']);
  const quotes = compile('<a b="\n'.repeat(50_000));
  assert.equal(quotes.diagnostics.length, 21);
});

test('elements nested on lines of their own are read in one pass: 20,000 of them, each closed', () => {
  const body = `${'<div>\n\n'.repeat(20_000)}  Text inside.\n\n${'</div>\n\n'.repeat(20_000)}`;
  const result = compile(body);
  assert.deepEqual(result.diagnostics, []);
  assert.match(result.body, /\nText inside\.\n/);
});
