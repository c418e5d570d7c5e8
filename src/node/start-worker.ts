// Every worker thread lendocs starts (the build's thread, Markdown workers, render workers, the site's code thread)
// starts here, with the same settings.
import { Worker } from 'node:worker_threads';
import { WORKER_RESOURCE_LIMITS } from './worker-memory.js';

export interface WorkerStart {
  /** What the worker reads as `workerData`. */
  workerData?: unknown;
  /** The heap its old generation may grow to, in MB (V8's default when omitted). */
  heapMb?: number;
  /** Its `process.env` (a copy of this process's when omitted). */
  env?: Record<string, string>;
  /** Memory in `workerData` handed over to the worker rather than copied (this thread can no longer read it). */
  transferList?: ArrayBuffer[];
}

/** Starts the worker script at `url` with lendocs's memory settings (worker-memory.ts). */
export function startWorker(url: URL, { workerData, heapMb, env, transferList }: WorkerStart = {}): Worker {
  const resourceLimits = heapMb === undefined ? WORKER_RESOURCE_LIMITS : { ...WORKER_RESOURCE_LIMITS, maxOldGenerationSizeMb: heapMb };
  // No inherited execArgv: a parent started with `-e` or `--input-type` would pass them to the worker too.
  return new Worker(url, { execArgv: [], workerData, resourceLimits, ...(env ? { env } : {}), ...(transferList ? { transferList } : {}) });
}
