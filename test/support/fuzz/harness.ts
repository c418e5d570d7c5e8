// The fuzzers' settings and their worker threads (test/unit/fuzz.test.ts, test/integration/fuzz.test.ts and
// test/e2e/fuzz.test.ts). The property everywhere: an input ends in a successful result or in diagnostics that each
// name a file and a line — never an uncaught exception, a hang or runaway memory.
//
//   FUZZ_SEED  the fast-check seed (default fixed, so CI runs the same cases every time)
//   FUZZ_RUNS  cases for the cheap properties (default 100 in `npm test`; `npm run fuzz` runs 30,000 with a random
//              seed); the whole-site builds run a thirtieth of it, the data-file and config properties a third
//
// Each job runs in a worker thread watched from here: a case that takes longer than CASE_MS is a hang (caught even if
// the code never yields), and the worker's heap is capped, so runaway memory fails the test. The limits only turn a
// hang into a failure; no case is timed.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { TestContext } from 'node:test';

export const SEED = integerFromEnv('FUZZ_SEED', 20251012);
const RUNS = Math.max(1, integerFromEnv('FUZZ_RUNS', 100));
/**
 * A single case slower than this is a hang. Cases take milliseconds; the bound is wide because a machine whose two
 * cores are shared with other builds can stall a healthy case for many seconds, and a hang still fails well within
 * CI's time.
 */
export const CASE_MS = 60_000;
/** A worker that has not started its first case after this long is stuck (the import of lendocs takes seconds). */
const LOADING_MS = 5 * 60_000;
/** Heap cap of each fuzzing worker: an input that makes memory run away kills the worker and fails the test. */
const HEAP_MB = 1024;

/** Cases of each property. */
export const runs = {
  markdown: RUNS,
  frontMatter: RUNS,
  dataFiles: Math.ceil(RUNS / 3),
  configLoads: Math.ceil(RUNS / 3),
  configBuilds: Math.ceil(RUNS / 60),
  sites: Math.ceil(RUNS / 30),
  paths: RUNS,
  requests: Math.ceil(RUNS / 6),
};
export type Job = keyof typeof runs;

function integerFromEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, not ${JSON.stringify(value)}`);
  return Number(value);
}

/**
 * Runs `job` of the jobs module `jobs` (a URL) in a worker and resolves with the number of cases it ran; fails on
 * its report, on a case that outlives CASE_MS, or on the worker dying (out of memory).
 */
export function inWorker(jobs: URL, job: Job, context: TestContext): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./worker.js', import.meta.url), {
      workerData: { jobs: jobs.href, job, seed: SEED, runs: runs[job] },
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
      stdout: false,
      stderr: false,
    });
    let last: { n: number; preview: string; input?: string } = { n: -1, preview: '(before the first case)' };
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearInterval(watchdog);
      void worker.terminate();
      if (error) reject(error);
      else resolve(last.n + 1);
    };
    let lastBeat = Date.now();
    const watchdog = setInterval(() => {
      // The worker's own per-case limit (Promise.race) catches async hangs and lets fast-check shrink them;
      // this one catches code that never yields.
      // Before the first case the worker is still loading lendocs and fast-check, which on a machine busy with other
      // work takes far longer than any case (over a minute at a load average of 45): no input is involved yet, so
      // the limit there only turns a stuck start into a failure, and is as wide as the live-reload tests' one.
      const limit = last.n === -1 ? LOADING_MS : CASE_MS + 5_000;
      if (Date.now() - lastBeat > limit) {
        const file = path.join(tmpdir(), `lendocs-fuzz-${job}-${SEED}-hang.json`);
        writeFileSync(file, last.input ?? '');
        finish(new Error(`${job}: case ${last.n} ran over ${limit} ms without yielding (seed ${SEED}, path "${last.n}"; whole input in ${file}).\nInput: ${last.preview}`));
      }
    }, 500);
    worker.on('message', (message) => {
      lastBeat = Date.now();
      if (message.type === 'case') last = message;
      else if (message.type === 'done') {
        if (message.summary) context.diagnostic(message.summary);
        finish();
      } else if (message.type === 'failed') finish(new Error(`${job} (seed ${SEED}): ${message.report}`));
    });
    worker.on('error', (error) => finish(new Error(`${job}: the worker died on case ${last.n} (seed ${SEED}): ${error.message}\nInput: ${last.preview}`)));
    worker.on('exit', (code) => finish(code === 0 ? undefined : new Error(`${job}: the worker exited with code ${code} on case ${last.n} (seed ${SEED}).\nInput: ${last.preview}`)));
  });
}

/** Promise.race with a time limit: a case that never settles is a failure, not a stuck test run. */
export function within<T>(promise: Promise<T>, what: string, ms = CASE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Lines as Markdown counts them: "\r\n", "\r" and "\n" each end one. */
export function countLines(text: string): number {
  return text.split(/\r\n|\r|\n/).length;
}

/** Every diagnostic names a file; every one about a text file also names a line within it. */
export function checkDiagnostics(assert, diagnostics, { lineOk = (_d: any): boolean => true, lineOptional = (_d: any): boolean => false } = {}) {
  for (const d of diagnostics) {
    const shown = JSON.stringify(d);
    assert.ok(d.severity === 'error' || d.severity === 'warning', `bad severity: ${shown}`);
    assert.equal(typeof d.code, 'string', shown);
    assert.ok(typeof d.message === 'string' && d.message.length > 0, `no message: ${shown}`);
    assert.ok(typeof d.file === 'string' && d.file.length > 0, `a diagnostic without a file: ${shown}`);
    if (d.line === undefined && lineOptional(d)) continue;
    assert.ok(Number.isInteger(d.line) && d.line >= 1, `a diagnostic without a line: ${shown}`);
    assert.ok(lineOk(d), `line out of range: ${shown}`);
  }
}
