// A worker thread that highlights code blocks for a thread that renders Markdown (remote-highlighter.ts): it loads
// shiki and compiles the grammars while that thread reads and parses, and highlights beside it.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { createCodeHighlighter } from './highlight.js';
import type { HighlightStoreOptions } from './highlight-store.js';
import type { HighlightReply, HighlightRequest } from './remote-highlighter.js';

const highlighter = createCodeHighlighter((workerData as { highlightStore?: HighlightStoreOptions } | null)?.highlightStore);

parentPort!.on('message', async ({ blocks }: HighlightRequest) => {
  try {
    const ready = await highlighter;
    await ready.prepare(blocks.map((block) => block.language));
    for (const { id, code, language } of blocks) {
      const started = performance.now();
      const html = ready.highlight(code, language);
      parentPort!.postMessage({ id, html, ms: performance.now() - started } satisfies HighlightReply);
    }
  } catch (cause) {
    parentPort!.postMessage({ error: (cause as Error).stack ?? String(cause) } satisfies HighlightReply);
  }
});
