// Markdown rendering spread over worker threads, one per core, for sites large enough to repay their start-up
// (each worker loads its own highlighter). Looks like a MarkdownRenderer, so the load stage does not know.
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { SiteCode, SiteCodeReply, SiteCodeRequest } from './components/site-code.js';
import type { MarkdownRenderer, RenderedMarkdown } from './markdown.js';
import type { HighlightStoreOptions } from './highlight-store.js';
import { startWorker } from '../node/start-worker.js';
import { limitHeapGrowth } from '../node/worker-memory.js';

/** Below this many Markdown files, one thread is faster than starting workers. */
export const WORKER_THRESHOLD = 150;

export interface MarkdownPool extends MarkdownRenderer {
  close(): Promise<void>;
  /** How many workers have been started so far (PoolOptions.startNow). */
  started(): number;
}

export interface PoolOptions {
  size?: number;
  /** The worker script; tests pass one that fails, to check that no file is left waiting. */
  workerUrl?: URL;
  /** Where the site's components run: the workers send their jobs here, so the limits hold as on one thread. */
  siteCode?: SiteCode;
  /** The persistent store of highlighted blocks each worker reads and adds to (highlight-store.ts). */
  highlightStore?: HighlightStoreOptions;
  /**
   * How many workers start at once (all of them when omitted); the others start when a file arrives while every
   * started one is busy. `serve` starts one: its first page is one body, and on two cores a second worker starting
   * beside it (about a third of a second of CPU) only slows the thread drawing that page.
   */
  startNow?: number;
}

/** A worker's job of the site's code, and the answer it gets (markdown-worker.ts). */
export type SiteCodeAsk = { siteCode: { id: number; request: SiteCodeRequest } };
export type SiteCodeAnswer = { siteCodeReply: { id: number; reply: SiteCodeReply } };

export function createMarkdownPool({ size = Math.min(availableParallelism(), 8), workerUrl = new URL('./markdown-worker.js', import.meta.url), siteCode, highlightStore, startNow }: PoolOptions = {}): MarkdownPool {
  // A site large enough for worker threads is one whose peak memory matters (a small one pays nothing for it).
  limitHeapGrowth();
  const workers = Array.from({ length: Math.max(1, size) }, () => ({
    /** Undefined until the worker is started (startNow). */
    worker: undefined as Worker | undefined,
    busy: 0,
    /** The route map this worker holds: sent once, before the first file that needs it, not with every file. */
    routes: undefined as ReadonlyMap<string, string> | undefined,
    /** Why this worker stopped; a stopped worker gets no new files. */
    stopped: undefined as Error | undefined,
  }));
  const pending = new Map<number, { resolve: (value: RenderedMarkdown) => void; reject: (cause: Error) => void; slot: (typeof workers)[number] }>();
  let nextId = 0;
  let closing = false;
  const start = (slot: (typeof workers)[number]): void => {
    const worker = startWorker(workerUrl, { workerData: { highlightStore } });
    slot.worker = worker;
    worker.on('message', (message: { id: number; result?: RenderedMarkdown; error?: string } | SiteCodeAsk) => {
      if ('siteCode' in message) return answerSiteCode(worker, message.siteCode, siteCode);
      const { id, result, error } = message;
      const job = pending.get(id);
      if (!job) return;
      pending.delete(id);
      job.slot.busy--;
      if (error) job.reject(new Error(error));
      else job.resolve(result!);
    });
    const failAll = (cause: Error) => {
      slot.stopped ??= cause;
      for (const [id, job] of pending) {
        if (job.slot !== slot) continue;
        pending.delete(id);
        job.reject(cause);
      }
    };
    worker.on('error', (cause) => failAll(new Error(`A Markdown worker thread failed: ${cause.message}`)));
    // A worker that stops without an error (killed, out of memory) must not leave its files waiting forever.
    worker.on('exit', (code) => {
      if (!closing) failAll(new Error(`A Markdown worker thread stopped unexpectedly (exit code ${code}).`));
    });
  };
  for (const slot of workers.slice(0, Math.max(1, startNow ?? workers.length))) start(slot);
  return {
    render(body, where, routes) {
      // The least busy live worker takes the file; with none left, the file fails at once instead of waiting forever.
      const live = workers.filter((candidate) => candidate.worker && !candidate.stopped);
      if (live.length === 0) return Promise.reject(workers[0].stopped);
      let slot = live.reduce((best, candidate) => (candidate.busy < best.busy ? candidate : best));
      // Every started worker busy: the next one not yet started starts for this file.
      const idle = slot.busy > 0 ? workers.find((candidate) => !candidate.worker) : undefined;
      if (idle) start((slot = idle));
      slot.busy++;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, slot });
        // A worker handles its messages in order, so every later file sees this map.
        if (slot.routes !== routes) slot.worker!.postMessage({ routes });
        slot.routes = routes;
        slot.worker!.postMessage({ id, body, where });
      });
    },
    started: () => workers.filter((slot) => slot.worker).length,
    async close() {
      closing = true;
      await Promise.all(workers.map((slot) => slot.worker?.terminate()));
    },
  };
}

function answerSiteCode(worker: Worker, { id, request }: SiteCodeAsk['siteCode'], siteCode: SiteCode | undefined): void {
  const failed = (message: string): SiteCodeReply => ({ failure: { type: 'threw', message }, css: [], inputs: {}, ms: 0 });
  const reply = siteCode ? siteCode.run(request).catch((cause: Error) => failed(cause.message)) : Promise.resolve(failed('lendocs started the Markdown workers without a place to run components'));
  // A worker stopped meanwhile (the pool closed) takes no message: postMessage then does nothing.
  void reply.then((answer) => worker.postMessage({ siteCodeReply: { id, reply: answer } } satisfies SiteCodeAnswer));
}
