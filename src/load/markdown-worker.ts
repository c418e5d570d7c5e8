// A worker thread that renders Markdown (parsing and highlighting, the costliest step of a build).
import { parentPort } from 'node:worker_threads';
import { createCodeHighlighter } from './highlight.js';
import { createMarkdown } from './markdown.js';

const markdown = createMarkdown(await createCodeHighlighter());

// The site's routes arrive in their own message, before the first file that needs them (markdown-pool.ts).
let routes: ReadonlyMap<string, string> = new Map();

parentPort!.on('message', async (message) => {
  if (message.routes) return void (routes = message.routes);
  const { id, body, where } = message;
  try {
    parentPort!.postMessage({ id, result: await markdown.render(body, where, routes) });
  } catch (cause) {
    parentPort!.postMessage({ id, error: (cause as Error).stack ?? String(cause) });
  }
});
