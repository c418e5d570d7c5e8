// Drawing a large site's pages on worker threads, one per core but the main thread's, each writing its pages into the staging folder.
// The site is serialised once, without its page bodies (render/drawing-site.ts), and shared by every worker; the
// bodies travel with the batches of pages, so each crosses to one worker only. Small sites stay on one thread:
// a worker costs about 0.2 s to start (React, the templates), more than drawing a hundred pages.
import { availableParallelism } from 'node:os';
import { serialize } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { Assets } from '../../templates/context.js';
import { drawingSite } from '../render/drawing-site.js';
import type { DrawPages, RenderFailure } from '../render/render-site.js';
import { FILE_CONCURRENCY } from '../shared/concurrency.js';
import { pageOf } from '../shared/site-paths.js';
import type { Diagnostic, Route, Site, ThemeOverrides } from '../types.js';

/** Below this many pages to draw, one thread is faster than starting workers. */
export const RENDER_WORKER_THRESHOLD = 300;

/** Pages per message: enough to make messages cheap, few enough that the workers finish together. */
const BATCH = 16;
/** Batches sent ahead to each worker, so it never waits for the main thread (busy with the generated files). */
const AHEAD = 2;

/** Everything a worker draws from besides the page bodies. */
export interface DrawingInputs {
  site: Site;
  assets: Assets;
  headSource: string;
  theme: ThemeOverrides;
}

export interface WorkerInput {
  /** `DrawingInputs`, serialised once (node:v8) into memory every worker reads. */
  payload: SharedArrayBuffer;
  /** The staging folder the pages are written into. */
  dir: string;
  /** Files each worker may write at once. */
  files: number;
}

/** Pages to draw, by index into the site's routes; `html` is the page's body, for routes that have a page. */
export interface PageBatch {
  id: number;
  pages: { index: number; outFile: string; html?: string }[];
}

export interface DrawnBatch {
  id: number;
  /** Pages drawn and written. */
  drawn: number;
  /** A template threw: the worker stopped this batch there. */
  failure?: { index: number; diagnostic: Diagnostic };
  /** A write failed (its errno fields, so the build explains it as any file-system failure). */
  error?: { message: string; code?: string; path?: string; syscall?: string; stack?: string };
}

export interface RenderPoolOptions extends DrawingInputs {
  dir: string;
  /** Worker threads (default: one per core but one, at most 8). */
  size?: number;
  /** The worker script; tests may pass another. */
  workerUrl?: URL;
  /** Told how many workers were started (for the build's stats). */
  onStart?: (workers: number) => void;
}

/** Draws on workers from `threshold` pages up (`Infinity`: never), with `inThread` below it. */
export function drawBySize(threshold: number, onWorkers: DrawPages, inThread: () => DrawPages): DrawPages {
  return (jobs, onDrawn) => (jobs.length >= threshold ? onWorkers(jobs, onDrawn) : inThread()(jobs, onDrawn));
}

export function drawOnWorkers(options: RenderPoolOptions): DrawPages {
  return async (jobs, onDrawn) => {
    if (jobs.length === 0) return [];
    const { site } = options;
    const indexOf = new Map(site.routes.map((route, index) => [route, index]));
    const batches: PageBatch[] = [];
    for (let start = 0; start < jobs.length; start += BATCH) {
      const pages = jobs.slice(start, start + BATCH).map(({ route, outFile }) => ({ index: indexOf.get(route)!, outFile, html: pageOf(route)?.html }));
      batches.push({ id: batches.length, pages });
    }
    // The main thread makes the generated files meanwhile (pipeline.ts), so it keeps a core of its own.
    const size = Math.max(1, Math.min(options.size ?? Math.min(availableParallelism() - 1, 8), batches.length));
    const buffer = serialize({ site: drawingSite(site), assets: options.assets, headSource: options.headSource, theme: options.theme } satisfies DrawingInputs);
    const payload = new SharedArrayBuffer(buffer.length);
    new Uint8Array(payload).set(buffer);
    const input: WorkerInput = { payload, dir: options.dir, files: Math.ceil(FILE_CONCURRENCY / size) };
    const workerUrl = options.workerUrl ?? new URL('./render-worker.js', import.meta.url);
    // No inherited execArgv: a parent started with `-e` or `--input-type` would pass them to the worker too.
    const workers = Array.from({ length: size }, () => new Worker(workerUrl, { execArgv: [], workerData: input }));
    options.onStart?.(size);
    try {
      const failures = await runBatches(workers, batches, onDrawn);
      return failures.sort((a, b) => a.index - b.index).map(({ index, diagnostic }): RenderFailure => ({ route: site.routes[index], diagnostic }));
    } finally {
      await Promise.all(workers.map((worker) => worker.terminate()));
    }
  };
}

/**
 * Hands out the batches, a few ahead to each worker, until all are drawn, a template throws, or something fails.
 * Settles only when no batch is in flight, so no worker is still writing when the caller cleans up.
 */
function runBatches(workers: Worker[], batches: PageBatch[], onDrawn: () => void): Promise<{ index: number; diagnostic: Diagnostic }[]> {
  return new Promise((resolve, reject) => {
    const failures: { index: number; diagnostic: Diagnostic }[] = [];
    let problem: Error | undefined;
    let next = 0;
    const inFlight = new Map<Worker, number>(workers.map((worker) => [worker, 0]));
    const stopping = () => problem !== undefined || failures.length > 0;
    const settleIfDone = () => {
      const busy = [...inFlight.values()].some((count) => count > 0);
      if (busy || (!stopping() && next < batches.length)) return;
      if (problem) reject(problem);
      else resolve(failures);
    };
    const feed = (worker: Worker) => {
      while (!stopping() && next < batches.length && inFlight.get(worker)! < AHEAD) {
        inFlight.set(worker, inFlight.get(worker)! + 1);
        worker.postMessage(batches[next++]);
      }
    };
    const lost = (worker: Worker, cause: Error) => {
      if (!inFlight.has(worker)) return;
      problem ??= cause;
      inFlight.delete(worker);
      settleIfDone();
    };
    for (const worker of workers) {
      worker.on('message', (reply: DrawnBatch) => {
        inFlight.set(worker, inFlight.get(worker)! - 1);
        for (let i = 0; i < reply.drawn; i++) onDrawn();
        if (reply.failure) failures.push(reply.failure);
        if (reply.error) problem ??= Object.assign(new Error(reply.error.message), reply.error);
        feed(worker);
        settleIfDone();
      });
      worker.on('error', (cause) => lost(worker, new Error(`A render worker thread failed: ${cause.message}`)));
      // A worker that stops without an error (killed, out of memory) must not leave the build waiting forever.
      worker.on('exit', (code) => lost(worker, new Error(`A render worker thread stopped unexpectedly (exit code ${code}).`)));
      feed(worker);
    }
  });
}
