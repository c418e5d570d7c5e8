#!/usr/bin/env node
// `npm test`: writes lendocs's JavaScript and its tests', bundles, runs the checks, builds the shared content/ site,
// then runs every test (scripts/run-tests.mjs, given this script's arguments). The steps are the ones `npm test`
// always ran; what changed is that the ones that do not need each other run two at a time. esbuild writes the
// JavaScript of the sources and the tests (scripts/transpile.mjs, what `npm run prepare` ships) in a second or two,
// and tsc type-checks them beside the bundles, the content build and the test run instead of before them: its half
// a minute on one core no longer holds the first test back, and a source or test that does not type-check still
// fails `npm test` (its errors are printed after the tests). A step's output is printed when it ends, whole, so two
// steps' lines never mix; the first step that fails stops the run with its exit code, as `a && b && c` did.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node = (...args) => [process.execPath, ...args];
const tsc = (...args) => node(path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), ...args);

/** Runs `command` with its output kept; resolves with its exit code (or 1 for a signal) and that output. */
function held([file, ...args]) {
  return new Promise((resolve, reject) => {
    // React's production build, as the command line and the tests use it (scripts/run-tests.mjs), for content/'s build.
    const child = spawn(file, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const said = Buffer.concat(output);
      if (code !== 0) said.failed = `Failed (${signal ?? `exit code ${code}`}): ${args.map((arg) => path.relative(ROOT, arg) || arg).join(' ')}\n`;
      resolve({ code: code ?? 1, said });
    });
  });
}

/** Prints what a held step said; a failed one is named after it. */
function print({ said }) {
  process.stdout.write(said);
  if (said.failed) process.stderr.write(said.failed);
}

/** Runs `command`, printing its output when it ends; rejects with its exit code when it fails. */
async function step(command) {
  const ended = await held(command);
  print(ended);
  if (ended.code !== 0) throw Object.assign(new Error('step failed'), { exitCode: ended.code });
}

async function inTurn(...commands) {
  for (const command of commands) await step(command);
}

/** Runs the held commands one after the other while each succeeds; resolves with the last one's code and all they said. */
async function heldInTurn(...commands) {
  const said = [];
  for (const command of commands) {
    const ended = await held(command);
    said.push(ended.said);
    if (ended.code !== 0) return { code: ended.code, said: Object.assign(Buffer.concat(said), { failed: ended.said.failed }) };
  }
  return { code: 0, said: Buffer.concat(said) };
}

// The type check, printed after the tests: the sources with tsconfig.json's rules, writing nothing but their
// declarations (into dist/test/types, tsconfig.src.json), then the tests against those declarations
// (tsconfig.suite.json). Nothing the run uses waits for it.
const typeCheck = heldInTurn(tsc('-p', 'tsconfig.src.json', '--emitDeclarationOnly'), tsc('-p', 'tsconfig.suite.json', '--noEmit', '--incremental', 'false'));
try {
  // The JavaScript of the sources (dist/src, dist/templates) and of the tests (dist/test).
  const transpiled = step(node('scripts/transpile.mjs'));
  // Nothing compiled is needed by these: the browser bundle is made from src/client, the checks read the sources.
  const beside = inTurn(node('scripts/bundle-client.mjs'), node('scripts/check-layers.mjs'), node('scripts/check-sizes.mjs'), node('scripts/check-tests.mjs'));
  // The command line's bundle is made from dist/src.
  const bundled = transpiled.then(() => step(node('scripts/bundle-cli.mjs')));
  await Promise.all([beside, bundled]);
  await step(node('dist/test/support/content-site.js'));
  const run = spawn(process.execPath, ['scripts/run-tests.mjs', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
  const [code, signal] = await new Promise((resolve) => run.on('close', (...ended) => resolve(ended)));
  process.exitCode = code ?? (signal ? 1 : 0);
} catch (failure) {
  // The first failure decides the exit code; a step still running beside it ends first (its output is printed too).
  process.exitCode = failure.exitCode ?? 1;
  if (!failure.exitCode) console.error(failure);
}
const checked = await typeCheck.catch((failure) => ({ code: 1, said: Object.assign(Buffer.from(`${failure}\n`), { failed: 'Failed: the type check of the sources and tests\n' }) }));
print(checked);
if (checked.code !== 0) process.exitCode ||= checked.code;
