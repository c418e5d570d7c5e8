// The one way a value goes into an inline <script> (src/shared/inline-json.ts): no tag, comment or line end can
// break out, and JSON and JavaScript read the value back exactly (issue 15, item 12).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import { inlineJson } from '../../../src/shared/inline-json.js';

const HOSTILE_ID = 'x</script><script>alert(1)</script>';

test('inlineJson: no <, >, & or U+2028/9 in the output; JSON and JavaScript read the value back exactly', () => {
  const values = [HOSTILE_ID, '<!-- <script>', ']]> & &amp; \u2028\u2029', { a: ['</SCRIPT >', '\u2028'], b: null }, 'plain'];
  for (const value of values) {
    const text = inlineJson(value);
    assert.doesNotMatch(text, /[<>&\u2028\u2029]/);
    assert.deepEqual(JSON.parse(text), value);
    assert.equal(vm.runInNewContext(`JSON.stringify(${text})`), JSON.stringify(value));
  }
});

test('inlineJson writes null for what JSON cannot hold, so the script still parses', () => {
  assert.equal(inlineJson(undefined), 'null');
  assert.equal(inlineJson(() => 1), 'null');
});
