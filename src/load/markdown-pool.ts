// Markdown rendering spread over worker threads, one per core, for sites large enough to repay their start-up
// (each worker loads its own highlighter). Looks like a MarkdownRenderer, so the load stage does not know.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { MarkdownRenderer, RenderedMarkdown } from './markdown.js';

/** Below this many Markdown files, one thread is faster than starting workers. */
export const WORKER_THRESHOLD = 150;

export interface MarkdownPool extends MarkdownRenderer {
  close(): Promise<void>;
}

export function createMarkdownPool(size = Math.min(availableParallelism(), 8)): MarkdownPool {
  const workers = Array.from({ length: Math.max(1, size) }, () => ({
    // No inherited execArgv: a parent started with `-e` or `--input-type` would pass them to the worker too.
    worker: new Worker(new URL('./markdown-worker.js', import.meta.url), { execArgv: [] }),
    busy: 0,
  }));
  const pending = new Map<number, { resolve: (value: RenderedMarkdown) => void; reject: (cause: Error) => void; slot: (typeof workers)[number] }>();
  let nextId = 0;
  let closing = false;
  for (const slot of workers) {
    slot.worker.on('message', ({ id, result, error }: { id: number; result?: RenderedMarkdown; error?: string }) => {
      const job = pending.get(id);
      if (!job) return;
      pending.delete(id);
      job.slot.busy--;
      if (error) job.reject(new Error(error));
      else job.resolve(result!);
    });
    const failAll = (cause: Error) => {
      for (const [id, job] of pending) {
        if (job.slot !== slot) continue;
        pending.delete(id);
        job.reject(cause);
      }
    };
    slot.worker.on('error', failAll);
    // A worker that stops without an error (killed, out of memory) must not leave its files waiting forever.
    slot.worker.on('exit', (code) => {
      if (!closing) failAll(new Error(`A Markdown worker thread stopped unexpectedly (exit code ${code}).`));
    });
  }
  return {
    render(body, where) {
      // The least busy worker takes the file.
      const slot = workers.reduce((best, candidate) => (candidate.busy < best.busy ? candidate : best));
      slot.busy++;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, slot });
        slot.worker.postMessage({ id, body, where });
      });
    },
    async close() {
      closing = true;
      await Promise.all(workers.map((slot) => slot.worker.terminate()));
    },
  };
}
