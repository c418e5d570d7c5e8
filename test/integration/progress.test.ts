// Progress people can read: a live line with counts on a terminal, one timed line per stage without one; NO_COLOR
// removes colour only, FORCE_COLOR adds it without a terminal; `check` shows its stages too. Nothing here waits on
// the clock: what is drawn depends on the counts alone, and times are matched as numbers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { createProgress } from '../../src/commands/progress.js';
import { wantsColor } from '../../src/commands/output.js';
import { makeSite, tempDir } from '../support/fixture-site.js';
import { BIN } from '../support/repo.js';

const SGR = /\u001b\[[0-9;]*m/; // a colour or style sequence
const STAGES = ['config', 'load', 'route', 'check', 'assets', 'render', 'emit'];
const site = () => makeSite({ 'docs/a.md': '# A\n', 'docs/b.md': '# B\n', 'docs/c.md': '# C\n', 'pages/index.md': '# Home\n' });

/** A terminal that records what is written to it. */
function fakeTerminal({ color }) {
  const written: any[] = [];
  const lines: any[] = [];
  return { written, lines, output: { out: () => {}, err: (text) => lines.push(text), write: (text) => written.push(text), tty: true, color } };
}

test('on a terminal: a live line with each stage and its count, then one summary line with every stage timed', async () => {
  const terminal = fakeTerminal({ color: true });
  const progress = createProgress(terminal.output);
  const result = await build({ root: site(), out: path.join(tempDir(), 'out'), write: false, progress });
  assert.deepEqual(result.diagnostics, []);
  const summary = progress.finish();
  const drawn = terminal.written.join('');
  assert.match(drawn, /load 4\/4/);
  assert.match(drawn, new RegExp(`render ${result.site!.routes.length}/${result.site!.routes.length}`));
  assert.ok(drawn.endsWith('\r\u001b[2K'), 'the live line is cleared at the end');
  assert.deepEqual(terminal.lines, [], 'nothing else is printed while it runs');
  assert.match(summary, SGR);
  assert.deepEqual([...summary.replace(/\u001b\[[0-9;]*m/g, '').matchAll(/(\w+) \d+\.\d\d s/g)].map((m) => m[1]), STAGES);
});

test('NO_COLOR removes colour but keeps the live progress', async () => {
  const terminal = fakeTerminal({ color: wantsColor({ NO_COLOR: '1' }, true) });
  const progress = createProgress(terminal.output);
  await build({ root: site(), out: 'unused', write: false, progress });
  const summary = progress.finish();
  assert.match(terminal.written.join(''), /render \d+\/\d+/);
  assert.doesNotMatch(terminal.written.join('') + summary, SGR);
  assert.match(summary, /render \d+\.\d\d s/);
});

test('without a terminal, build prints one line per stage with its time, nothing redrawn; FORCE_COLOR colours the diagnostics', () => {
  const root = site();
  const run = spawnSync(process.execPath, [BIN, 'build', '--root', root, '--out', path.join(tempDir(), 'out'), '--no-cache'], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: undefined, NO_COLOR: undefined } });
  assert.equal(run.status, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /\r|\u001b/);
  const stageLines = run.stderr.split('\n').filter((line) => /^\w+ +\d+\.\d\d s$/.test(line));
  assert.deepEqual(stageLines.map((line) => line.split(' ')[0]), STAGES);
  assert.match(run.stderr, /^Built \d+ pages into /m);

  const broken = makeSite({ 'docs/a.md': '# A\n\n[x](./missing.md)\n' });
  const coloured = spawnSync(process.execPath, [BIN, 'build', '--root', broken, '--out', path.join(tempDir(), 'out'), '--no-cache'], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '1' } });
  assert.equal(coloured.status, 1);
  assert.match(coloured.stderr, /\u001b\[31;1merror\u001b\[0m/);
  assert.doesNotMatch(coloured.stderr, /\r/, 'colour without a terminal does not turn on the live line');
});

test('check shows its stages with their times and a summary', () => {
  const root = site();
  const out = path.join(tempDir(), 'out');
  const run = spawnSync(process.execPath, [BIN, 'check', '--build', '--root', root, '--out', out], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: undefined } });
  assert.equal(run.status, 0, run.stdout + run.stderr);
  const stageLines = run.stderr.split('\n').filter((line) => /^\w+ +\d+\.\d\d s$/.test(line)).map((line) => line.split(' ')[0]);
  assert.deepEqual(stageLines, [...STAGES, 'scan', 'crawl', 'anchors']);
  assert.match(run.stderr, /^Check finished in \d+\.\d\d s\.$/m);
  assert.match(run.stdout, /^Checked \d+ pages and \d+ links: 0 broken/m);
});

test('on a real terminal (through script(1)) the build draws counts; NO_COLOR leaves them without colour', { skip: spawnSync('script', ['--version']).error ? 'script(1) is not installed' : false }, () => {
  const root = site();
  const command = (out) => `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} build --no-cache --root ${JSON.stringify(root)} --out ${JSON.stringify(out)}`;
  const plain = spawnSync('script', ['-qec', command(path.join(tempDir(), 'out')), '/dev/null'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined } });
  assert.equal(plain.status, 0, plain.stdout);
  assert.match(plain.stdout, /render \d+\/\d+/);
  assert.match(plain.stdout, /config \d+\.\d\d s · load/);
  assert.doesNotMatch(plain.stdout, SGR);
  const coloured = spawnSync('script', ['-qec', command(path.join(tempDir(), 'out')), '/dev/null'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined } });
  assert.equal(coloured.status, 0, coloured.stdout);
  assert.match(coloured.stdout, SGR);
});
