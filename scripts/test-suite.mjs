#!/usr/bin/env node
// `npm test`: compiles lendocs and its tests, bundles, runs the checks, builds the shared content/ site, then runs
// every test (scripts/run-tests.mjs, given this script's arguments). The steps are the ones `npm test` always ran,
// each the same command; what changed is that the ones that do not need each other run two at a time. tsc runs on
// one core for most of the suite's start, the sources first and then the tests: the bundles and the checks run on
// the other core meanwhile, instead of after it. A step's output is printed when it ends, whole, so two steps'
// lines never mix; the first step that fails stops the run with its exit code, as `a && b && c` did.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node = (...args) => [process.execPath, ...args];
const tsc = (project) => node(path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', project);

/** Runs `command` with its output kept, printed when it ends; rejects with its exit code when it fails. */
function step([file, ...args]) {
  return new Promise((resolve, reject) => {
    // React's production build, as the command line and the tests use it (scripts/run-tests.mjs), for content/'s build.
    const child = spawn(file, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      process.stdout.write(Buffer.concat(output));
      if (code === 0) return resolve();
      console.error(`Failed (${signal ?? `exit code ${code}`}): ${args.map((arg) => path.relative(ROOT, arg) || arg).join(' ')}`);
      reject(Object.assign(new Error('step failed'), { exitCode: code ?? 1 }));
    });
  });
}

async function inTurn(...commands) {
  for (const command of commands) await step(command);
}

try {
  // The sources (dist/src), then the tests against their declarations: tsconfig.suite.json says why it is two.
  const sources = step(tsc('tsconfig.src.json'));
  const compiled = sources.then(() => step(tsc('tsconfig.suite.json')));
  // Nothing compiled is needed by these: the browser bundle is made from src/client, the checks read the sources.
  const beside = inTurn(node('scripts/bundle-client.mjs'), node('scripts/check-layers.mjs'), node('scripts/check-sizes.mjs'), node('scripts/check-tests.mjs'));
  // The command line's bundle is made from the compiled sources.
  const bundled = Promise.all([sources, beside]).then(() => step(node('scripts/bundle-cli.mjs')));
  await Promise.all([compiled, bundled]);
  await step(node('dist/test/support/content-site.js'));
} catch (failure) {
  // The first failure decides the exit code; a step still running beside it ends first (its output is printed too).
  process.exitCode = failure.exitCode ?? 1;
  if (!failure.exitCode) console.error(failure);
}
if (!process.exitCode) {
  const run = spawn(process.execPath, ['scripts/run-tests.mjs', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
  run.on('close', (code, signal) => (process.exitCode = code ?? (signal ? 1 : 0)));
}
