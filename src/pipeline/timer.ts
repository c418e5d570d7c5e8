// Times the stages of a build (or a compile) and passes on how far the running one is.
import { performance } from 'node:perf_hooks';
import type { ProgressSink } from '../shared/progress.js';

/** Runs named stages, timing each, and passes on how far the running stage is. */
export function createTimer(progress?: ProgressSink) {
  const started = performance.now();
  const timings: { stage: string; ms: number }[] = [];
  return {
    timings,
    seconds: () => (performance.now() - started) / 1000,
    /** `done` of `total` items of the running stage are finished. */
    count: (done: number, total: number) => progress?.count(done, total),
    async stage<T>(name: string, work: () => Promise<T> | T): Promise<T> {
      progress?.start(name);
      const t0 = performance.now();
      try {
        return await work();
      } finally {
        const ms = performance.now() - t0;
        timings.push({ stage: name, ms });
        progress?.end(name, ms);
      }
    },
  };
}

export type Timer = ReturnType<typeof createTimer>;
