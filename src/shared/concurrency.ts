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
