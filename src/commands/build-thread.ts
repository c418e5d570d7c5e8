// `lendocs build` runs the pipeline on a worker thread whose heap may grow to most of the machine's memory. The main
// thread of a Node process has a fixed heap limit (about 4 GB on a 64-bit machine, whatever its memory), and a
// build holds every page of the site while it runs: a 50,000-page site needs more than that. A worker's limit is
// set when it starts (resourceLimits), so the build runs on one, and this thread only relays its progress and result.
import { getHeapStatistics } from 'node:v8';
import { totalmem } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BuildOptions, BuildOutcome } from '../pipeline.js';
import type { ProgressSink } from '../shared/progress.js';
import { WORKER_RESOURCE_LIMITS } from '../shared/worker-memory.js';

/** What the build command reads of a build's outcome (the site itself stays on the worker). */
export type BuildReport = Pick<BuildOutcome, 'diagnostics' | 'stats'>;

/** The options that can cross to the worker: everything but the callbacks. */
export type ThreadBuildOptions = Omit<BuildOptions, 'progress' | 'onPublishStep'>;

export type BuildMessage =
  | { type: 'start'; stage: string }
  | { type: 'count'; done: number; total: number }
  | { type: 'end'; stage: string; ms: number }
  | { type: 'result'; report: BuildReport };

/**
 * The worker's heap limit in MB: three quarters of the machine's memory, or the limit this process was given when
 * that is more, or when it was given one on purpose (`--max-old-space-size`, in the command or NODE_OPTIONS).
 */
export function buildHeapLimitMb(): number {
  const current = Math.floor(getHeapStatistics().heap_size_limit / 2 ** 20);
  const chosen = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((flag) => flag.startsWith('--max-old-space-size'));
  return chosen ? current : Math.max(current, Math.floor((totalmem() / 2 ** 20) * 0.75));
}

export function buildOnThread(options: ThreadBuildOptions, progress: ProgressSink): Promise<BuildReport> {
  return new Promise((resolve, reject) => {
    // No inherited execArgv: a parent started with `-e` or `--input-type` would pass them to the worker too.
    const worker = new Worker(new URL('./build-worker.js', import.meta.url), { workerData: options, execArgv: [], resourceLimits: { ...WORKER_RESOURCE_LIMITS, maxOldGenerationSizeMb: buildHeapLimitMb() } });
    let report: BuildReport | undefined;
    worker.on('message', (message: BuildMessage) => {
      if (message.type === 'start') progress.start(message.stage);
      else if (message.type === 'count') progress.count(message.done, message.total);
      else if (message.type === 'end') progress.end(message.stage, message.ms);
      else report = message.report;
    });
    // A bug in the build (an exception it did not turn into a diagnostic) reaches the command as it would in-thread.
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (report) resolve(report);
      else reject(new Error(`The build's worker thread stopped before finishing (exit code ${code}); it may have run out of memory.`));
    });
  });
}
