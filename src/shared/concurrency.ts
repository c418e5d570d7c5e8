// Bounded concurrency for file work. Opening every file of a large site at once runs out of file descriptors
// (EMFILE) under ordinary limits such as macOS's 256, so every stage that touches many files goes through this.

/** How many files a stage may have open at once. Far below common limits, and enough to keep a disk busy. */
export const FILE_CONCURRENCY = 32;

/** Like `Promise.all(items.map(work))`, with at most `limit` calls of `work` in flight; results keep their order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}

export interface TaskQueue {
  /** Starts `task`, first waiting while `limit` tasks are in flight; throws at once if an earlier task failed. */
  add(task: () => Promise<void>): Promise<void>;
  /** Waits for every task started; throws the first failure. */
  drain(): Promise<void>;
}

/**
 * Lets a loop go on to its next item (render the next page) while earlier results are still being written, with at
 * most `limit` writes in flight, so the disk and the CPU work at the same time and memory stays bounded.
 */
export function createTaskQueue(limit: number): TaskQueue {
  const running = new Set<Promise<void>>();
  let failure: { cause: unknown } | undefined;
  // After a failure, the writes still in flight finish before it is thrown: the caller then removes what they
  // wrote (a staging folder), and no late write may put a file back into it.
  const check = async () => {
    if (!failure) return;
    await Promise.allSettled(running);
    throw failure.cause;
  };
  return {
    async add(task) {
      await check();
      while (running.size >= limit) await Promise.race(running);
      await check();
      const started: Promise<void> = task()
        .catch((cause) => void (failure ??= { cause }))
        .finally(() => running.delete(started));
      running.add(started);
    },
    async drain() {
      while (running.size > 0) await Promise.race(running);
      await check();
    },
  };
}
