// Who draws which batch of pages (render-pool.ts). Each worker has its share, sent ahead up to WINDOW bytes of page
// bodies: the main thread, busy making the generated files (the search index alone is most of a second without a
// pause), could not hand them out one by one without leaving the workers idle, and sending everything at once would
// copy every body of a large site into the workers together. A worker takes each batch by setting its flag; the
// main thread, once free, takes the batches no worker has reached, from the last one back. A flag set atomically
// means each batch is drawn exactly once, with no message to ask permission.
import type { Worker } from 'node:worker_threads';
import type { DrawPages } from '../render-site.js';
import type { Diagnostic, Site } from '../../types.js';
import type { DrawnBatch, PageBatch } from './render-pool.js';

/** Bytes of page bodies sent ahead to each worker: about half a second of drawing. */
const WINDOW = 16 * 1024 * 1024;

export interface Dispatch {
  /** Gives `worker` its share of the batches. */
  assign(worker: Worker, share: PageBatch[]): void;
  reply(worker: Worker, reply: DrawnBatch): void;
  /** `worker` is gone, with its batches: the drawing fails with `cause`. */
  lose(worker: Worker, cause: Error): void;
  /** The main thread draws the batches nobody has taken, with `draw` (drawInThread). */
  help(draw: DrawPages, site: Site): Promise<void>;
  /** Failures by route index; settles only when no batch is being drawn, so nothing is still writing afterwards. */
  done: Promise<{ index: number; diagnostic: Diagnostic }[]>;
}

/** Takes batch `id` for the calling thread; false when another thread has it. */
export function claim(claims: Int32Array, id: number): boolean {
  return Atomics.compareExchange(claims, id, 0, 1) === 0;
}

/** `withBodies`: the batch as it is sent, its pages' bodies read then (render-pool.ts). */
export function createDispatch(batches: PageBatch[], claims: Int32Array, onDrawn: () => void, withBodies: (batch: PageBatch) => PageBatch = (batch) => batch): Dispatch {
  const failures: { index: number; diagnostic: Diagnostic }[] = [];
  let problem: Error | undefined;
  /** Each worker's batches not sent yet, and the batches and body bytes it holds. */
  const shares = new Map<Worker, { queue: PageBatch[]; held: Map<number, number>; bytes: number }>();
  let helping = false;
  let settle!: { resolve: (value: typeof failures) => void; reject: (cause: Error) => void };
  const done = new Promise<typeof failures>((resolve, reject) => (settle = { resolve, reject }));
  const stopped = () => problem !== undefined || failures.length > 0;
  const send = (worker: Worker) => {
    const share = shares.get(worker)!;
    while (share.queue.length > 0 && (share.held.size === 0 || share.bytes < WINDOW)) {
      const batch = share.queue.shift()!;
      // A batch taken by the main thread meanwhile is not sent.
      if (Atomics.load(claims, batch.id) !== 0) continue;
      const sent = withBodies(batch);
      const bytes = sent.pages.reduce((sum, page) => sum + (page.html?.length ?? 0), 0);
      share.held.set(batch.id, bytes);
      share.bytes += bytes;
      worker.postMessage(sent);
    }
  };
  const stop = (cause?: Error) => {
    problem ??= cause;
    // Every batch not yet taken is taken here, so the workers answer the rest of their share at once.
    for (let id = 0; id < batches.length; id++) claim(claims, id);
  };
  const settleIfDone = () => {
    // A batch still queued for a worker but taken by the main thread is done with.
    const waiting = (share: { queue: PageBatch[]; held: Map<number, number> }) => share.held.size > 0 || share.queue.some((batch) => Atomics.load(claims, batch.id) === 0);
    if (helping || [...shares.values()].some(waiting)) return;
    if (problem) settle.reject(problem);
    else settle.resolve(failures);
  };
  const record = (reply: DrawnBatch) => {
    for (let i = 0; i < reply.drawn; i++) onDrawn();
    if (reply.failure) failures.push(reply.failure);
    if (reply.error) stop(Object.assign(new Error(reply.error.message), reply.error));
    else if (reply.failure) stop();
  };
  return {
    done,
    assign(worker, queue) {
      shares.set(worker, { queue: [...queue], held: new Map(), bytes: 0 });
      send(worker);
    },
    reply(worker, reply) {
      const share = shares.get(worker)!;
      share.bytes -= share.held.get(reply.id) ?? 0;
      share.held.delete(reply.id);
      record(reply);
      if (!stopped()) send(worker);
      settleIfDone();
    },
    lose(worker, cause) {
      if (!shares.has(worker)) return;
      shares.delete(worker);
      stop(cause);
      settleIfDone();
    },
    async help(draw, site) {
      helping = true;
      for (let id = batches.length - 1; id >= 0; id--) {
        if (!claim(claims, id)) continue;
        record(await drawHere(batches[id], draw, site));
      }
      helping = false;
      settleIfDone();
    },
  };
}

async function drawHere({ id, pages }: PageBatch, draw: DrawPages, site: Site): Promise<DrawnBatch> {
  let drawn = 0;
  try {
    const [failure] = await draw(pages.map(({ index, outFile }) => ({ route: site.routes[index], outFile })), () => drawn++);
    return { id, drawn, failure: failure && { index: site.routes.indexOf(failure.route), diagnostic: failure.diagnostic } };
  } catch (cause) {
    const { message, code, path, syscall, stack } = cause as NodeJS.ErrnoException;
    return { id, drawn, error: { message, code, path, syscall, stack } };
  }
}
