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

test("what JavaScript itself refuses (1n / 0n, +1n, an export calling what is not defined) is an error at its line naming what threw, not lendocs's failure", async () => {
  const result = await buildFixture({ 'docs/a.mdx': page('{1n / 0n} and {+1n} and {1n + 1}'), 'docs/b.mdx': page('export const x = foo();\nexport const y = [...x];\n\n{y}') });
  assert.deepEqual(result.warnings, []);
  assert.deepEqual(
    result.errors.map((d) => [d.file!.replace(/^.*docs\//, 'docs/'), d.line, d.message]),
    [
      ['docs/a.mdx', 5, 'The expression {1n / 0n} failed while rendering: Division by zero'],
      ['docs/a.mdx', 5, 'The expression {+1n} failed while rendering: Cannot convert a BigInt value to a number'],
      ['docs/a.mdx', 5, 'The expression {1n + 1} failed while rendering: Cannot mix BigInt and other types, use explicit conversions'],
      ['docs/b.mdx', 8, 'The imports and exports of docs/b.mdx failed when they ran: foo is not defined.'],
    ],
  );
});
