// The progress line and colour choice of the command line (src/commands/progress.ts, output.ts), alone: how often a
// count is drawn, and which environment asks for colour. During real builds: test/integration/progress.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createProgress } from '../../../src/commands/progress.js';
import { wantsColor } from '../../../src/commands/output.js';

/** A terminal that records what is written to it. */
function fakeTerminal({ color }) {
  const written: any[] = [];
  const lines: any[] = [];
  return { written, lines, output: { out: () => {}, err: (text) => lines.push(text), write: (text) => written.push(text), tty: true, color } };
}

test('a count is redrawn only when its percentage changes: a stage of 1,000 items draws about 100 times', () => {
  const terminal = fakeTerminal({ color: false });
  const progress = createProgress(terminal.output);
  progress.start('render');
  for (let done = 0; done <= 1000; done++) progress.count(done, 1000);
  const counts = terminal.written.filter((text) => /render \d+\/1000/.test(text));
  assert.equal(counts.length, 101);
  assert.match(counts.at(-1), /render 1000\/1000/);
});

test('colour follows FORCE_COLOR, then NO_COLOR, then the terminal', () => {
  assert.equal(wantsColor({}, true), true);
  assert.equal(wantsColor({}, false), false);
  assert.equal(wantsColor({ NO_COLOR: '1' }, true), false);
  assert.equal(wantsColor({ NO_COLOR: '' }, true), true, 'an empty NO_COLOR is not set (no-color.org)');
  assert.equal(wantsColor({ FORCE_COLOR: '1' }, false), true);
  assert.equal(wantsColor({ FORCE_COLOR: '' }, false), true);
  assert.equal(wantsColor({ FORCE_COLOR: '0' }, true), false);
  assert.equal(wantsColor({ FORCE_COLOR: '1', NO_COLOR: '1' }, false), true);
});
