// Drawing a large site's pages on worker threads, one per core but the main thread's, each writing its pages into
// the staging folder. The site is serialised once, without its page bodies (render/site-for-workers.ts), and shared by
// every worker; the bodies travel with the batches of pages, so each crosses to one worker only. Small sites stay on
// one thread: a worker costs about 0.3 s to start (React, the templates), more than drawing a hundred pages.
import { availableParallelism } from 'node:os';
import { serialize } from 'node:v8';
import type { Assets } from '../../../templates/context.js';
import { siteForWorkers } from '../site-for-workers.js';
import type { DrawPages, RenderFailure, RenderTestHooks } from '../render-site.js';
import { FILE_CONCURRENCY } from '../../shared/concurrency.js';
import { createDispatch } from './render-dispatch.js';
import { pageOf } from '../../shared/site-paths.js';
import { startWorker } from '../../node/start-worker.js';
import type { Worker } from 'node:worker_threads';
import type { Diagnostic, Site, ThemeOverrides } from '../../types.js';

/** Below this many pages to draw, one thread is faster than starting workers. */
export const RENDER_WORKER_THRESHOLD = 300;

/** Pages per message: enough to make messages cheap, few enough for the main thread to take a fair share. */
const BATCH = 16;

/** Everything a worker draws from besides the page bodies. */
export interface DrawingInputs {
  site: Site;
  assets: Assets;
  headSource: string;
  theme: ThemeOverrides;
}

export interface WorkerInput {
  /** `DrawingInputs`, serialised once (node:v8), read once by each worker at its start, then let go (payloadFor). */
  payload?: ArrayBuffer | SharedArrayBuffer;
  /** One flag per batch, set by whichever thread takes the batch (Atomics), so each is drawn once. */
  claims: SharedArrayBuffer;
  /** The staging folder the pages are written into. */
  dir: string;
  /** Files each worker may write at once. */
  files: number;
  /** For tests only (render-site.ts); production builds send none. */
  testHooks?: RenderTestHooks;
}

/** Pages to draw, by index into the site's routes; `html` is the page's body, for routes that have a page, once sent. */
export interface PageBatch {
  id: number;
  pages: { index: number; outFile: string; html?: string }[];
}

export interface DrawnBatch {
  id: number;
  /** Pages drawn and written (0 for a batch another thread had taken). */
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
  /** The main thread joins the drawing once `free` resolves, drawing with `draw` (drawInThread). */
  helper?: MainThreadHelp;
}

export interface MainThreadHelp {
  free: Promise<unknown>;
  draw: DrawPages;
}

/** Draws on workers from `threshold` pages up (`Infinity`: never), with `inThread` below it. */
export function drawBySize(threshold: number, onWorkers: DrawPages, inThread: () => DrawPages): DrawPages {
  return (jobs, onDrawn) => (jobs.length >= threshold ? onWorkers(jobs, onDrawn) : inThread()(jobs, onDrawn));
}

export function drawOnWorkers(options: RenderPoolOptions, testHooks?: RenderTestHooks): DrawPages {
  return async (jobs, onDrawn) => {
    if (jobs.length === 0) return [];
    const { site } = options;
    const batches = batchesOf(jobs, site);
    // The main thread makes the generated files meanwhile (pipeline/render-pages.ts), so it keeps a core of its own.
    const size = Math.max(1, Math.min(options.size ?? Math.min(availableParallelism() - 1, 8), batches.length));
    const claims = new SharedArrayBuffer(4 * batches.length);
    const workers = startWorkers(options, { claims, size, testHooks });
    options.onStart?.(size);
    const dispatch = createDispatch(batches, new Int32Array(claims), onDrawn, (batch) => withBodies(batch, site));
    workers.forEach((worker, k) => {
      worker.on('message', (reply: DrawnBatch) => dispatch.reply(worker, reply));
      worker.on('error', (cause) => dispatch.lose(worker, new Error(`A render worker thread failed: ${cause.message}`)));
      // A worker that stops without an error (killed, out of memory) must not leave the build waiting forever.
      worker.on('exit', (code) => dispatch.lose(worker, new Error(`A render worker thread stopped unexpectedly (exit code ${code}).`)));
      // Each worker's share is sent ahead (render-dispatch.ts), so a main thread busy with the generated files never
      // leaves it idle.
      dispatch.assign(worker, batches.filter((batch) => batch.id % size === k));
    });
    options.helper?.free.then(() => dispatch.help(options.helper!.draw, site), () => undefined);
    try {
      const failures = await dispatch.done;
      return failures.sort((a, b) => a.index - b.index).map(({ index, diagnostic }): RenderFailure => ({ route: site.routes[index], diagnostic }));
    } finally {
      await Promise.all(workers.map((worker) => worker.terminate()));
    }
  };
}

/**
 * The workers, each given the drawing inputs serialised once into shared memory. Neither the serialised copy nor the
 * shared one is kept here once the workers have it (each lets it go once read: render-worker.ts): at 50,000 pages
 * each is over 100 MB, held through the whole drawing otherwise.
 */
function startWorkers(options: RenderPoolOptions, { claims, size, testHooks }: { claims: SharedArrayBuffer; size: number; testHooks?: RenderTestHooks }): Worker[] {
  const buffer = serialize({ site: siteForWorkers(options.site), assets: options.assets, headSource: options.headSource, theme: options.theme } satisfies DrawingInputs);
  const { payload, transferList } = payloadFor(buffer, size);
  const input: WorkerInput = { payload, claims, dir: options.dir, files: Math.ceil(FILE_CONCURRENCY / size), testHooks };
  const workerUrl = options.workerUrl ?? new URL('./render-worker.js', import.meta.url);
  return Array.from({ length: size }, () => startWorker(workerUrl, { workerData: input, transferList }));
}

/**
 * How the serialised drawing inputs reach `size` workers: one worker is handed the serialised copy itself
 * (transferred: this thread no longer has it), several share one copy of it. Copying it for one worker held both
 * copies at once, over 100 MB each at 50,000 pages, at the build's peak of memory (the render stage's start).
 */
export function payloadFor(buffer: Buffer, size: number): { payload: ArrayBuffer | SharedArrayBuffer; transferList?: ArrayBuffer[] } {
  // serialize() gives a Buffer of its own memory, start to end, which can be transferred whole.
  if (size === 1 && buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength && buffer.buffer instanceof ArrayBuffer) return { payload: buffer.buffer, transferList: [buffer.buffer] };
  const shared = new SharedArrayBuffer(buffer.length);
  new Uint8Array(shared).set(buffer);
  return { payload: shared };
}

function batchesOf(jobs: Parameters<DrawPages>[0], site: Site): PageBatch[] {
  const indexOf = new Map(site.routes.map((route, index) => [route, index]));
  const batches: PageBatch[] = [];
  for (let start = 0; start < jobs.length; start += BATCH) {
    const pages = jobs.slice(start, start + BATCH).map(({ route, outFile }) => ({ index: indexOf.get(route)!, outFile }));
    batches.push({ id: batches.length, pages });
  }
  return batches;
}

/**
 * The batch with its pages' bodies, made as it is sent: a build's bodies may be in its spool (load/spooled-page.ts),
 * and only the batches on their way to a worker hold theirs.
 */
function withBodies(batch: PageBatch, site: Site): PageBatch {
  return { ...batch, pages: batch.pages.map((page) => ({ ...page, html: pageOf(site.routes[page.index])?.html })) };
}
