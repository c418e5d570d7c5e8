// MDX expressions cannot hang or exhaust a build (src/load/mdx/budget.ts), on the MDX compiler alone: BigInts,
// lists, text and the steps of one file's evaluation are bounded, a value over a limit is refused before it is made,
// and the expression is left out with a warning at its line. Small limits are passed to compileMdx where the
// defaults would take long to reach. In whole builds: test/integration/mdx-expression-limits.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileMdx } from '../../../src/load/mdx/jsx-walk.js';

const compile = (body: string, limits?: Record<string, number>) => compileMdx(body, { file: 'a.mdx', bodyLine: 1, limits });
const warnings = (result) => result.diagnostics.map((d) => `${d.severity} ${d.line} ${d.message}`);

test('a BigInt over the limit is refused whatever makes it; smaller ones are computed', () => {
  assert.deepEqual(warnings(compile('{(2n ** 1000000000n) > 0n}')), ["warning 1 The expression {(2n ** 1000000000n) > 0n} is left out: the result would be a BigInt of at least 1,000,000,001 bits, over lendocs's limit of 10,000."]);
  const small = compile('Values: {2n ** 64n} {(3n * 5n) - 1n} {1n ** 100000000n} {(-1n) ** 100000001n}', { bigintBits: 100 });
  assert.deepEqual(small.diagnostics, []);
  assert.match(small.body, /Values: 18446744073709551616 14 1 -1/);
  // Far over the limit: refused before computing; just over it (3n ** 64n has 102 bits, 2 ** 100 has 101): after.
  const over = compile('{2n ** 100n}\n\n{(2n ** 60n) * (2n ** 60n)}\n\n{3n ** 64n}\n\n{(2n ** 99n) + (2n ** 99n)}', { bigintBits: 100 });
  assert.deepEqual(over.diagnostics.map((d) => [d.line, /BigInt of ([\w ]*?[\d,]+) bits/.exec(d.message)?.[1]]), [[1, 'at least 101'], [3, 'at least 121'], [5, '102'], [7, '101']]);
});

test('30 doubling export const lists stop at the size limit, with a warning at the export and at each use', () => {
  const exports = ['export const a0 = [1, 1];', ...Array.from({ length: 29 }, (_, i) => `export const a${i + 1} = [...a${i}, ...a${i}];`)];
  const result = compile(`${exports.join('\n')}\n\nLength: {a29.length}`);
  const found = result.diagnostics.map((d): [number, string] => [d.line!, d.message]);
  assert.equal(found.length, 2, JSON.stringify(found));
  // a19 would hold 2 ** 20 items of one character each.
  assert.equal(found[0][0], 20);
  assert.match(found[0][1], /^The value of the export "a19" is left out: it would make a list of 2,097,152 items and characters written out, over lendocs's limit of 2,000,000\.$/);
  assert.equal(found[1][0], 32);
  assert.match(found[1][1], /^The expression \{a29\.length\} is left out: "a29", exported at line 30, has no value lendocs knows: "a28", exported at line 29/);
});

test('with a small size limit: lists, text, joins and shared parts are measured before they are made', () => {
  const limits = { valueSize: 100 };
  const cases: [string, RegExp][] = [
    ['{[...a, ...a]}', /a list of 1\d\d items/],
    ['{[a, a]}', /a list of 1\d\d items/],
    ['{`${s}${s}`}', /a text of 120 characters/],
    ['{s + s}', /a text of 120 characters/],
    ['{a.join("--")}', /a text of 1\d\d characters/],
    ['{s.toUpperCase()}', /a text of 180 characters/],
    ['{{x: a, y: a}}', /an? object of 1\d\d items/],
  ];
  for (const [expression, why] of cases) {
    const result = compile(`export const a = [${Array(30).fill(1).join(', ')}];\nexport const s = '${'x'.repeat(60)}';\n\n${expression}`, limits);
    assert.equal(result.diagnostics.length, 1, expression);
    assert.match(result.diagnostics[0].message, why, expression);
    assert.equal(result.diagnostics[0].line, 4, expression);
  }
  const fits = compile("export const a = [1, 2];\n\nValues: {[...a, ...a].join('')} {'ab'.toUpperCase()}", limits);
  assert.deepEqual(fits.diagnostics, []);
  assert.match(fits.body, /Values: 1212 AB/);
});

test("once a file's expressions have made and shown more than the total, one warning says the rest are left out", () => {
  const body = `export const s = '${'x'.repeat(40)}';\n\n${Array.from({ length: 10 }, () => '{s}').join('\n\n')}`;
  const result = compile(body, { totalSize: 200 });
  // Each {s} shows 40 characters: the sixth, at line 13, would pass 200.
  assert.deepEqual(
    result.diagnostics.map((d) => [d.line, d.message]),
    [[13, "The expression {s} is left out, and so is every expression after it in this file: the values this file's expressions make add up to more than lendocs's limit of 200."]],
  );
  assert.equal(result.body.match(/x{40}/g)!.length, 5);
});

test('a file may evaluate so many steps, and an expression nest so deep', () => {
  const steps = compile(`{${Array(40).fill('1').join(' + ')}}`, { steps: 30 });
  assert.match(steps.diagnostics[0].message, /is left out, and so is every expression after it in this file: this file's expressions take more than 30 steps to evaluate\.$/);
  const deep = compile(`{${'['.repeat(600)}1${']'.repeat(600)}}`);
  assert.match(deep.diagnostics[0].message, /is left out: it nests more than 500 levels deep\.$/);
  const fine = compile(`{${'['.repeat(20)}1${']'.repeat(20)}}`, { depth: 30 });
  assert.deepEqual(fine.diagnostics, []);
});
