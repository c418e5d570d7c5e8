// A worker thread that renders Markdown (parsing and highlighting, the costliest step of a build).
import { parentPort } from 'node:worker_threads';
import { createCodeHighlighter } from './highlight.js';
import { createMarkdown } from './markdown.js';

const markdown = createMarkdown(await createCodeHighlighter());

parentPort!.on('message', async ({ id, body, where }) => {
  try {
    parentPort!.postMessage({ id, result: await markdown.render(body, where) });
  } catch (cause) {
    parentPort!.postMessage({ id, error: (cause as Error).stack ?? String(cause) });
  }
});
