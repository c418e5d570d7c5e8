// clipText (src/shared/text-transforms.ts) is the one helper for text cut short, in titles and in messages: text
// that fits is kept whole, to its last character; text that does not ends with "…" within the length given (at a
// word boundary in its second half, if any), and an emoji is never split. Then the warning that quotes an MDX
// expression, which used to cut it at 60 characters with no "…".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clipText } from '../../../src/shared/text-transforms.js';
import { compileMdx } from '../../../src/load/mdx/jsx-walk.js';

const CASES: [string, number, string][] = [
  // text, limit, expected
  ['', 5, ''],
  ['abc', 5, 'abc'],
  ['abcde', 5, 'abcde'],
  ['abcdef', 5, 'abcd…'],
  ['a + b + c', 9, 'a + b + c'],
  ['first + second', 12, 'first +…'],
  ['abcdefghij', 1, '…'],
  ['abc', 0, ''],
  ['ab😀cd', 4, 'ab…'],
  ['ab😀cd', 5, 'ab😀…'],
  ['ab😀', 4, 'ab😀'],
];

for (const [text, limit, expected] of CASES) {
  test(`clipText(${JSON.stringify(text)}, ${limit}) is ${JSON.stringify(expected)}`, () => {
    const shown = clipText(text, limit);
    assert.equal(shown, expected);
    assert.ok(shown.length <= limit);
  });
}

test('a warning quotes an expression whole when it fits, cut with "…" when it does not, on one line', () => {
  const fits = 'a'.repeat(60);
  const long = 'b'.repeat(70);
  const result = compileMdx(`{${fits}}\n\n{${long}}\n\n{first +\n  second}`, { file: 'a.mdx', bodyLine: 1 });
  assert.deepEqual(
    result.diagnostics.map((d) => /^The expression \{(.*)\} is left out/.exec(d.message)![1]),
    [fits, `${'b'.repeat(59)}…`, 'first + second'],
  );
});
