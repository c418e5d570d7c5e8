// MDX expressions cannot hang or exhaust a build (src/load/mdx/budget.ts): BigInts, lists, text and the steps of one
// file's evaluation are bounded, a value over a limit is refused before it is made, and the expression is left out
// with a warning at its line. Small limits are passed to compileMdx where the defaults would take long to reach.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture } from '../support/fixture-site.js';

const page = (body) => `---\ntitle: A\n---\n\n${body}\n`;

test('{(2n ** 1000000000n) - 1n} is refused before it is computed, with the default limits: a warning at its line', async () => {
  const result = await buildFixture({ 'docs/a.mdx': page('Intro.\n\nBig: {(2n ** 1000000000n) - 1n} end.') });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(
    result.warnings.map((d) => [d.file!.replace(/^.*docs\//, 'docs/'), d.line, d.message]),
    [['docs/a.mdx', 7, "The expression {(2n ** 1000000000n) - 1n} is left out: the result would be a BigInt of at least 1,000,000,001 bits, over lendocs's limit of 10,000."]],
  );
  assert.equal(result.$('/a')('.markdown p').last().text(), 'Big:  end.');
});

test("what JavaScript itself refuses (1n / 0n, +1n, a spread of a stand-in) is a warning, not lendocs's failure", async () => {
  const body = 'export const x = foo();\nexport const y = [...x];\n\n{1n / 0n} and {+1n} and {1n + 1} and {y}';
  const result = await buildFixture({ 'docs/a.mdx': page(body) });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(
    result.warnings.map((d) => d.message.replace(/: .*/, '')),
    ['The expression {1n / 0n} is left out', 'The expression {+1n} is left out', 'The expression {1n + 1} is left out', 'The expression {y} is left out'],
  );
  assert.match(result.warnings[0].message, /JavaScript fails on it: Division by zero\.$/);
  assert.match(result.warnings[3].message, /"y", exported at line 6, has no value lendocs knows: "x", exported at line 5, has no value lendocs knows: lendocs cannot evaluate function calls/);
});
