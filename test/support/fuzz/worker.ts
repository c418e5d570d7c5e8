// A fuzzing job in a worker thread (started by inWorker, harness.ts): runs one job of a jobs module with the seed and
// case count it is given, telling the main thread which case runs (for its watchdog) and how the job ended.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import fc from 'fast-check';
import assert from 'node:assert/strict';
import { makeGenerators } from './generators.js';

const { jobs, job, seed, runs: numRuns } = workerData;
const port = parentPort!;
const gen = makeGenerators(fc);
let n = 0;
/** Tells the watchdog which case is running (and what it is, should it hang). */
const beat = (input) => port.postMessage({ type: 'case', n: n++, preview: preview(input), input: JSON.stringify(input, bytesAsArrays) });
const options = { seed, numRuns, includeErrorInReport: true, plugins: [fc.interruptAfterTimeLimit(15 * 60_000, { failOnInterrupt: true })] };
try {
  const run = (await import(jobs))[job];
  const summary = await run({ fc, assert, gen, beat, options });
  port.postMessage({ type: 'done', summary });
} catch (error) {
  // A counterexample can be megabytes long: keep the report readable and put the whole of it in a file.
  const cause = error?.cause instanceof Error ? `\nStack of the first failure:\n${error.cause.stack?.split('\n').slice(0, 12).join('\n')}` : '';
  const report = `${String(error?.message ?? error)}${cause}`;
  const file = path.join(tmpdir(), `lendocs-fuzz-${job}-${seed}.txt`);
  writeFileSync(file, report);
  port.postMessage({ type: 'failed', report: report.length > 6000 ? `${report.slice(0, 3000)}\n…\n${report.slice(-2500)}\n(whole report in ${file})` : report });
}

function bytesAsArrays(_key, value) {
  return value instanceof Uint8Array ? { bytes: [...value] } : value;
}

function preview(input) {
  const text = typeof input === 'string' ? input : JSON.stringify(input, (_k, v) => (v instanceof Uint8Array ? `<${v.length} bytes>` : v));
  return JSON.stringify(text?.length > 2000 ? `${text.slice(0, 2000)}… (${text.length} chars)` : text);
}
