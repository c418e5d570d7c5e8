// How much V8's optimising compiler (TurboFan) does for lendocs's threads, set by the size of the build.
//
// TurboFan compiles a thread's hot functions on V8's helper threads, with the functions they call inlined into
// them. A small site's build lasts a second or two, and there that compiling was a quarter of the process's CPU
// (the helper threads' 1.1 s of 3.4–3.8 s at the bench's scale 1), more than the faster code gave back in the
// time left to run it. Without inlining the helper threads used 0.8 s, the whole process about 8 % less CPU, and the
// build and highlighting threads the same (bench/RESULTS.md, issue 36). A large build runs long enough for inlined
// code to repay its compiling: at scale 15 the threads' own JavaScript took 8 % longer without it, for no less CPU
// in all. Both are process-wide V8 settings, read when a function is optimised, so they hold for every thread.
import { setFlagsFromString } from 'node:v8';
import { nodeFlagGiven } from './worker-memory.js';

/** A site small enough for one Markdown thread: TurboFan compiles without inlining. */
export function optimiseForShortRun(): void {
  if (!inliningChosen()) setFlagsFromString('--no-turbo-inlining');
}

/** A site of many pages (Markdown workers): TurboFan inlines, as V8 does by default. */
export function optimiseForLongRun(): void {
  if (!inliningChosen()) setFlagsFromString('--turbo-inlining');
}

/** Node started with either setting on purpose (`node --no-turbo-inlining …`): that one is kept. */
function inliningChosen(): boolean {
  return nodeFlagGiven('turbo-inlining') || nodeFlagGiven('no-turbo-inlining');
}
