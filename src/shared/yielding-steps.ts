// Long computations over the whole site (the search index, llms-full.txt) written as generators that yield between
// steps of a few milliseconds: a build runs them straight through (runSteps), and serve --watch gives the event loop
// a turn between two steps, so a save that comes meanwhile is not kept waiting for them.
export type Steps<T> = Generator<void, T, void>;

/** Runs `steps` to the end at once and returns what they make. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
