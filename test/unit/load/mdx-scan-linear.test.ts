// Reading an MDX body is linear in its length (src/load/mdx/scan.ts, jsx-walk.ts, emit.ts), on the MDX compiler
// alone: acorn is not made to read what lies before each expression (counted, not timed); a file of unclosed braces
// stops searching after its first errors; elements nested 20,000 deep are de-indented in one pass. A line of 200,000
// expressions through a whole build: test/integration/mdx-scan-linear.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileMdx } from '../../../src/load/mdx/jsx-walk.js';

const compile = (body) => compileMdx(body, { file: 'a.mdx', bodyLine: 1 });

test('reading expressions does not make acorn search back through the file for each one (it made a line of them quadratic)', () => {
  // Counted, not timed: acorn, given an offset, looked for the line start before it (String#lastIndexOf) each time.
  const original = String.prototype.lastIndexOf;
  let searched = 0;
  String.prototype.lastIndexOf = function (search, from) {
    const found = original.call(this, search, from);
    searched += Math.max(0, Math.min(from ?? this.length, this.length) - found);
    return found;
  };
  let result;
  try {
    result = compile('{1}'.repeat(20_000));
  } finally {
    String.prototype.lastIndexOf = original;
  }
  assert.deepEqual(result.diagnostics, []);
  assert.ok(searched < 20 * 60_000, `${searched} characters searched for 60,000 of source`);
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
