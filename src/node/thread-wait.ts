// How long a thread has waited for a processor: the time it was ready to run while other work had every core. A
// time limit meant to stop code that runs away (the site's code, load/components/site-code.ts) counts a thread's
// own time only; on a machine loaded by other work, a drawing that needs one second of processor may take twenty
// seconds of the clock, and stopping it then would fail a build only because the machine was busy.
// Linux keeps the figure per thread (/proc/<pid>/task/<tid>/schedstat, its second field, in nanoseconds); elsewhere
// it is unknown and the limit stays on the clock.
import { readFileSync } from 'node:fs';

/** The id the kernel gives the calling thread (Linux), which threadWaitMs takes; undefined elsewhere. */
export function currentThreadId(): number | undefined {
  try {
    const id = Number(readFileSync('/proc/thread-self/stat', 'utf8').split(' ', 1)[0]);
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Milliseconds the thread `id` of this process has waited, ready to run, for a processor since it started; 0 when unknown. */
export function threadWaitMs(id: number | undefined): number {
  if (id === undefined) return 0;
  try {
    const waitedNs = Number(readFileSync(`/proc/self/task/${id}/schedstat`, 'utf8').split(' ')[1]);
    return Number.isFinite(waitedNs) ? waitedNs / 1e6 : 0;
  } catch {
    // The thread has ended, or the kernel keeps no such figure.
    return 0;
  }
}
