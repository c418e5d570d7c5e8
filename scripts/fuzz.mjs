#!/usr/bin/env node
// A longer fuzzing run than CI's: the fuzz tests of each tier (test/*/fuzz.test.ts, compiled) with a random seed and many more cases, repeated for a number
// of rounds. Prints the seed of every round, and for a failing one the command that replays it.
//
//   node scripts/fuzz.mjs [--runs 30000] [--rounds 1] [--seed N]
//
// --runs is FUZZ_RUNS (cases of the cheap properties; the whole-site builds run a thirtieth of it). --seed replays
// one seed instead of drawing new ones. The TypeScript must be compiled first (npx tsc -p .).
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '30000' },
    rounds: { type: 'string', default: '1' },
    seed: { type: 'string' },
  },
});
const runs = Number(values.runs);
const rounds = values.seed === undefined ? Number(values.rounds) : 1;
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(rounds) || rounds < 1) {
  console.error('usage: node scripts/fuzz.mjs [--runs N] [--rounds N] [--seed N]');
  process.exit(2);
}

const repository = fileURLToPath(new URL('..', import.meta.url));
const FUZZ_TESTS = ['unit', 'integration', 'e2e'].map((tier) => `dist/test/${tier}/fuzz.test.js`);
const failed = [];
for (let round = 1; round <= rounds; round++) {
  const seed = values.seed === undefined ? randomInt(2 ** 31) : Number(values.seed);
  console.log(`\n— round ${round} of ${rounds}: FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`);
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', '--test-reporter=spec', ...FUZZ_TESTS], {
      cwd: repository,
      env: { ...process.env, FUZZ_SEED: String(seed), FUZZ_RUNS: String(runs) },
      stdio: 'inherit',
    });
    child.on('exit', (exitCode, signal) => resolve(signal ? 1 : exitCode));
  });
  if (code !== 0) failed.push(seed);
}

if (failed.length > 0) {
  console.error(`\nFuzzing failed for seed${failed.length > 1 ? 's' : ''} ${failed.join(', ')}. Replay with:`);
  for (const seed of failed) console.error(`  FUZZ_SEED=${seed} FUZZ_RUNS=${runs} node --test ${FUZZ_TESTS.join(' ')}`);
  console.error('(each failure above also names its seed and path, and the whole counterexample is in a file under the temp folder)');
  process.exit(1);
}
console.log(`\nNo failures in ${rounds} round${rounds > 1 ? 's' : ''} of ${runs} runs.`);
