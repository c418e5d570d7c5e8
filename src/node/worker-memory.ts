// Memory settings for lendocs' threads (the build itself, Markdown on load, drawing pages on render).
//
// V8 gives every thread its own young generation, grown up to 16 MB per semi-space (32 MB resident) in each. A
// scale-15 build has three or four threads at its peaks (the build thread and two Markdown workers, then the build
// thread and the render worker), and their young generations were about a sixth of its memory. Each gets a young
// generation of 12 MB (4 MB semi-spaces): alone it saves little, as old-generation garbage then sets the peak; with
// the heap's growth limited (limitHeapGrowth) the peak at scale 15 is 370-375 MB instead of 450-510, for about 8 %
// more CPU time (bench/RESULTS.md, "Peak memory").
import { setFlagsFromString } from 'node:v8';

/** `resourceLimits` for every worker thread lendocs starts. */
export const WORKER_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 12 } as const;

/**
 * After each full collection, a heap may grow to 1.3 times what it kept before the next one, in every thread (a
 * process-wide V8 setting). Set when a build is large enough for worker threads: it costs a small site about 5 %
 * of its time and saves it nothing. V8's own factor reaches 4 on a machine with much memory, and a build allocates
 * fast and briefly: at the bench's scale 15 one thread held 150 MB of garbage at its peak.
 */
export function limitHeapGrowth(): void {
  if (!nodeFlagGiven('heap-growing-percent')) setFlagsFromString('--heap-growing-percent=30');
}

/**
 * True when node was started with this V8 flag, in the command or in NODE_OPTIONS (V8 reads `-` and `_` alike): a
 * value given on purpose is kept.
 */
export function nodeFlagGiven(name: string): boolean {
  const pattern = new RegExp(`^--${name.replace(/-/g, '[-_]')}(=|$)`);
  return [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((flag) => pattern.test(flag));
}
