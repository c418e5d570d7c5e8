// A worker thread that renders Markdown (parsing and highlighting, the costliest step of a build). The site's
// components a page draws run where the pool's thread runs them (components/site-code.ts): each drawing is sent there.
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteCode, SiteCodeReply } from './components/site-code.js';
import { createCodeHighlighter } from './highlight.js';
import type { HighlightStoreOptions } from './highlight-store.js';
import type { SiteCodeAnswer, SiteCodeAsk } from './markdown-pool.js';
import { createMarkdown } from './markdown.js';

const asked = new Map<number, (reply: SiteCodeReply) => void>();
let nextAsk = 0;
const siteCode: SiteCode = {
  run: (request) =>
    new Promise((resolve) => {
      const id = nextAsk++;
      asked.set(id, resolve);
      parentPort!.postMessage({ siteCode: { id, request } } satisfies SiteCodeAsk);
    }),
};

const markdown = createMarkdown(await createCodeHighlighter((workerData as { highlightStore?: HighlightStoreOptions } | null)?.highlightStore), siteCode);

// The site's routes arrive in their own message, before the first file that needs them (markdown-pool.ts).
let routes: ReadonlyMap<string, string> = new Map();

parentPort!.on('message', async (message) => {
  if (message.routes) return void (routes = message.routes);
  if (message.siteCodeReply) {
    const { id, reply } = (message as SiteCodeAnswer).siteCodeReply;
    asked.get(id)?.(reply);
    return void asked.delete(id);
  }
  const { id, body, where } = message;
  try {
    parentPort!.postMessage({ id, result: await markdown.render(body, where, routes) });
  } catch (cause) {
    parentPort!.postMessage({ id, error: (cause as Error).stack ?? String(cause) });
  }
});
