// A worker thread that draws pages through the templates and writes them into the build's staging folder
// (render-pool.ts sends it the site once, then its share of the batches of pages).
import { deserialize } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { withBody } from '../site-for-workers.js';
import { createRenderContext } from '../render-route.js';
import { renderOrDiagnose } from '../render-site.js';
import { createTaskQueue } from '../../shared/concurrency.js';
import { createFolderWriter } from '../../node/folder-writer.js';
import { claim } from './render-dispatch.js';
import type { DrawingInputs, DrawnBatch, PageBatch, WorkerInput } from './render-pool.js';

const input = workerData as WorkerInput;
const { site, assets, headSource, theme } = deserialize(new Uint8Array(input.payload!)) as DrawingInputs;
// Read once: the shared copy of a large site's drawing inputs (over 100 MB at 50,000 pages) is not held while drawing.
delete input.payload;
const context = createRenderContext(site, assets, { headSource, theme });
const folder = createFolderWriter(input.dir);
const claims = new Int32Array(input.claims);

/** One batch at a time, so the writes in flight stay within this worker's share. */
async function drawBatch({ id, pages }: PageBatch): Promise<DrawnBatch> {
  // The main thread, or the end of a failed drawing, may have taken it already.
  if (!claim(claims, id)) return { id, drawn: 0 };
  const writes = createTaskQueue(input.files);
  let drawn = 0;
  try {
    for (const { index, outFile, html } of pages) {
      const route = site.routes[index];
      const result = renderOrDiagnose(html === undefined ? route : withBody(route, html), context, input.testHooks);
      if (result.diagnostic) {
        await writes.drain();
        return { id, drawn, failure: { index, diagnostic: result.diagnostic } };
      }
      await writes.add(() => folder.write(outFile, result.html!));
      drawn++;
    }
    await writes.drain();
    return { id, drawn };
  } catch (cause) {
    // A file-system failure (full disk, permissions): the build reports it with the path, as for any write.
    const { message, code, path, syscall, stack } = cause as NodeJS.ErrnoException;
    await writes.drain().catch(() => undefined);
    return { id, drawn, error: { message, code, path, syscall, stack } };
  }
}

let last: Promise<unknown> = Promise.resolve();
parentPort!.on('message', (batch: PageBatch) => {
  last = last.then(() => drawBatch(batch)).then((reply) => parentPort!.postMessage(reply));
});
