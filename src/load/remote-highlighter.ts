// Highlighting on a thread of its own (highlight-worker.ts), for a site rendered on one thread. Loading shiki and
// compiling a grammar's scanners (about 0.6 s for a site's first JavaScript, TypeScript and shell blocks) then happens
// beside the reading and parsing instead of before them, and the blocks are highlighted while the next files parse.
// highlight() gives a placeholder the worker's block replaces in fill(), once the page's HTML is rendered.
import type { Worker } from 'node:worker_threads';
import type { CodeHighlighter } from './highlight.js';
import type { HighlightStoreOptions } from './highlight-store.js';
import { withLineClasses, type LineClasses } from './line-classes.js';
import { startWorker } from '../node/start-worker.js';

/** The blocks of one page, sent together. */
export interface HighlightRequest {
  blocks: { id: number; code: string; language: string }[];
}
export type HighlightReply = { id: number; html: string; ms: number } | { error: string };

// NUL never reaches rendered HTML: markdown-it replaces it in its input (U+FFFD), so this cannot be a page's text.
const PLACEHOLDER = /\u0000(\d+)\u0000/g;

/** A block as the worker highlighted it, with its lines' classes, and the worker's time for it. */
interface Block {
  html: string;
  ms: number;
}

export function createRemoteHighlighter(highlightStore?: HighlightStoreOptions, workerUrl = new URL('./highlight-worker.js', import.meta.url)): CodeHighlighter & { start(): void; close(): Promise<void> } {
  let worker: Worker | undefined;
  let stopped: Error | undefined;
  const waiting = new Map<number, { resolve: (block: Block) => void; reject: (cause: Error) => void; classes?: LineClasses }>();
  const answered = new Map<number, Promise<Block>>();
  let queued: HighlightRequest['blocks'] = [];
  let nextId = 0;

  const failAll = (cause: Error) => {
    stopped ??= cause;
    for (const job of waiting.values()) job.reject(cause);
    waiting.clear();
  };
  const started = (): Worker => {
    if (worker) return worker;
    worker = startWorker(workerUrl, { workerData: { highlightStore } });
    worker.on('message', (reply: HighlightReply) => {
      if ('error' in reply) return failAll(new Error(`The highlighting thread failed: ${reply.error}`));
      const job = waiting.get(reply.id);
      waiting.delete(reply.id);
      job?.resolve({ html: withLineClasses(reply.html, job.classes), ms: reply.ms });
    });
    worker.on('error', (cause) => failAll(new Error(`The highlighting thread failed: ${cause.message}`)));
    // Stopped without an error (killed, out of memory): the pages waiting for blocks must not wait forever.
    worker.on('exit', (code) => failAll(new Error(`The highlighting thread stopped unexpectedly (exit code ${code}).`)));
    return worker;
  };

  const close = async () => {
    await worker?.terminate();
  };

  return {
    /** Starts the thread before any page needs it, so shiki loads while this thread reads the config and the files. */
    start() {
      if (!stopped) started();
    },
    // The thread starts with the first page that has code blocks, and loads their grammars as the blocks come.
    async prepare(languages) {
      if (!stopped && [...languages].length > 0) started();
    },
    highlight(code, language, classes) {
      const id = nextId++;
      queued.push({ id, code, language });
      const block = new Promise<Block>((resolve, reject) => waiting.set(id, { resolve, reject, classes }));
      // Its page may fail before it waits for the block (fill): the thread's failure must not go unhandled then.
      block.catch(() => {});
      answered.set(id, block);
      return `\u0000${id}\u0000`;
    },
    async fill(html) {
      if (queued.length > 0) {
        const blocks = queued;
        queued = [];
        if (stopped) {
          for (const { id } of blocks) {
            waiting.get(id)?.reject(stopped);
            waiting.delete(id);
          }
        } else {
          started().postMessage({ blocks } satisfies HighlightRequest);
        }
      }
      const ids = [...html.matchAll(PLACEHOLDER)].map((match) => Number(match[1]));
      if (ids.length === 0) return { html, ms: 0 };
      const blocks = new Map(await Promise.all(ids.map(async (id) => [id, await answered.get(id)!] as const)));
      for (const id of ids) answered.delete(id);
      const ms = [...blocks.values()].reduce((sum, block) => sum + block.ms, 0);
      return { html: html.replace(PLACEHOLDER, (_, id: string) => blocks.get(Number(id))!.html), ms };
    },
    dispose() {
      void close();
    },
    close,
  };
}

/**
 * A page's HTML and excerpt with their blocks in, when they were highlighted on another thread (above), and
 * `elsewhere`: the time to count for the page's highlighting there, less this thread's wait for it (--profile).
 */
export async function filledBlocks(highlighter: CodeHighlighter, html: string, excerptHtml: string): Promise<{ html: string; excerptHtml: string; elsewhere: number }> {
  if (!highlighter.fill) return { html, excerptHtml, elsewhere: 0 };
  const waiting = performance.now();
  const [page, excerpt] = await Promise.all([highlighter.fill(html), highlighter.fill(excerptHtml)]);
  return { html: page.html, excerptHtml: excerpt.html, elsewhere: page.ms + excerpt.ms - (performance.now() - waiting) };
}
