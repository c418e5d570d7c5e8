// `lendocs build` runs the pipeline on a worker thread whose heap may grow to most of the machine's memory. The main
// thread of a Node process has a fixed heap limit (about 4 GB on a 64-bit machine, whatever its memory), and a
// build holds every page of the site while it runs: a 50,000-page site needs more than that. A worker's limit is
// set when it starts (resourceLimits), so the build runs on one, and this thread only relays its progress and result.
import { totalmem } from 'node:os';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { releaseOwnLock } from '../emit/output/output-lock.js';
import { error } from '../errors.js';
import type { BuildOptions } from '../pipeline/build.js';
import type { BuildResult } from '../pipeline/result.js';
import type { ProgressSink } from '../shared/progress.js';
import { startWorker } from '../node/start-worker.js';
import { nodeFlagGiven } from '../node/worker-memory.js';

/** The options that can cross to the worker: everything but the progress callback. */
export type ThreadBuildOptions = Omit<BuildOptions, 'progress'>;

export type BuildMessage =
  | { type: 'start'; stage: string }
  | { type: 'count'; done: number; total: number }
  | { type: 'end'; stage: string; ms: number }
  // The result without the site and the files, which stay on the worker.
  | { type: 'result'; report: BuildResult };

/**
 * The worker's heap limit in MB: three quarters of the memory this process may use (the machine's, or a container's
 * limit when it has one), or the limit this process was given when that is more, or when it was given one on purpose
 * (`--max-old-space-size`, in the command or NODE_OPTIONS).
 */
export function buildHeapLimitMb(): number {
  const current = Math.floor(getHeapStatistics().heap_size_limit / 2 ** 20);
  const chosen = nodeFlagGiven('max-old-space-size');
  // A container's limit (cgroups): beyond it the kernel kills the process without a word, where V8 would say why.
  const constrained = process.constrainedMemory?.() ?? 0;
  const memory = constrained > 0 ? Math.min(totalmem(), constrained) : totalmem();
  return chosen ? current : Math.max(current, Math.floor((memory / 2 ** 20) * 0.75));
}

export function buildOnThread(options: ThreadBuildOptions, progress: ProgressSink): Promise<BuildResult> {
  const heapMb = buildHeapLimitMb();
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const worker = startWorker(new URL('./build-worker.js', import.meta.url), { workerData: options, heapMb });
    let report: BuildResult | undefined;
    worker.on('message', (message: BuildMessage) => {
      if (message.type === 'start') progress.start(message.stage);
      else if (message.type === 'count') progress.count(message.done, message.total);
      else if (message.type === 'end') progress.end(message.stage, message.ms);
      else report = message.report;
    });
    worker.on('error', (cause: NodeJS.ErrnoException) => {
      // A stopped worker never ran the pipeline's own clean-up: its lock on the output folder is released here (the
      // staging folder it left is cleared by the next build, as after a killed one).
      releaseOwnLock(path.resolve(options.out));
      if (cause.code !== 'ERR_WORKER_OUT_OF_MEMORY') return reject(cause);
      // Out of memory is the site's size meeting this machine, not a bug: say so, with what to do.
      const message = `The build ran out of memory: its heap may grow to ${heapMb} MB, and this site needs more. The output folder was not changed.`;
      const hint = 'Give the build more: NODE_OPTIONS=--max-old-space-size=<MB> lendocs build … (in MB; up to the memory this machine has), or build on a machine with more memory.';
      resolve({ diagnostics: [error('out-of-memory', message, { hint })], stats: { pages: 0, seconds: (Date.now() - started) / 1000, timings: [] } });
    });
    // A bug in the build (an exception it did not turn into a diagnostic) arrives as 'error' above; an exit without a
    // result is a task left waiting for something that can no longer happen.
    worker.on('exit', (code) => {
      if (report) return resolve(report);
      releaseOwnLock(path.resolve(options.out));
      reject(new Error(`The build's worker thread ended before finishing (exit code ${code}): a task was left waiting for something that can no longer happen.`));
    });
  });
}
