// serve's drawing of every page, in which the page a browser asks for goes first: the server answers as soon as the
// site is compiled, and a page not yet drawn is drawn for its request, out of turn, while the others follow in the
// background. A big site's first page then waits for the compile, not for every page to be drawn.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createTaskQueue, FILE_CONCURRENCY } from '../shared/concurrency.js';
import { renderOrDiagnose, type DrawJob, type DrawPages, type RenderFailure, type RenderTestHooks } from '../render/render-site.js';
import type { RenderContext } from '../render/render-route.js';
import type { OutputWriter, Route } from '../types.js';

/** For tests only: what production callers never pass to serve. */
export interface ServeTestHooks extends RenderTestHooks {
  /** Awaited before each page is drawn in turn (not one drawn for a request), so a test can hold the drawing there. */
  beforeDrawInTurn?: (route: Route) => Promise<void>;
  /** Awaited before the first full compile starts (the pages asked for meanwhile drawn from the outline: first-pages.ts). */
  beforeFullCompile?: () => Promise<void>;
}

export interface PrioritisedDrawing {
  draw: DrawPages;
  /**
   * Draws the page at output file `outFile` now if it is still waiting for its turn, and resolves once it is written
   * (or has failed); resolves at once for a file this drawing does not make or has made.
   */
  drawNow(outFile: string): Promise<void>;
}

/** `onFailure`: told at once when a template throws, so the page's request is answered with the crash page. */
export function prioritisedDrawing({ context, writer, onFailure }: { context: RenderContext; writer: OutputWriter; onFailure: (failure: RenderFailure) => void }, testHooks?: ServeTestHooks): PrioritisedDrawing {
  // Output file → its job, for the pages not drawn yet; set when drawing starts.
  const waiting = new Map<string, DrawJob>();
  const inProgress = new Map<string, Promise<void>>();
  const failures: RenderFailure[] = [];
  let drawn = () => {};
  const drawOne = (job: DrawJob): Promise<void> => {
    waiting.delete(job.outFile);
    const { html, diagnostic } = renderOrDiagnose(job.route, context, testHooks);
    if (diagnostic) {
      failures.push({ route: job.route, diagnostic });
      onFailure({ route: job.route, diagnostic });
      return Promise.resolve();
    }
    const written = writer.write(job.outFile, html!).then(() => drawn());
    inProgress.set(job.outFile, written);
    return written.finally(() => inProgress.delete(job.outFile));
  };
  return {
    async draw(jobs, onDrawn) {
      drawn = onDrawn;
      for (const job of jobs) waiting.set(job.outFile, job);
      const writes = createTaskQueue(FILE_CONCURRENCY);
      for (const job of jobs) {
        if (!waiting.has(job.outFile)) continue;
        await testHooks?.beforeDrawInTurn?.(job.route);
        // A request gets its turn between two pages (each page is drawn synchronously).
        await nextTurn();
        if (waiting.has(job.outFile)) await writes.add(() => drawOne(job));
      }
      await writes.drain();
      await Promise.all(inProgress.values());
      return failures;
    },
    async drawNow(outFile) {
      const job = waiting.get(outFile);
      if (job) return drawOne(job);
      await inProgress.get(outFile);
    },
  };
}
