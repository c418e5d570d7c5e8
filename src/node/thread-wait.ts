// How long a thread has waited for a processor: the time it was ready to run while other work had every core. A
// time limit meant to stop code that runs away (the site's code, load/components/site-code.ts) counts a thread's
// own time only; on a machine loaded by other work, a drawing that needs one second of processor may take twenty
// seconds of the clock, and stopping it then would fail a build only because the machine was busy.
// Linux keeps the figure per thread (/proc/<pid>/task/<tid>/schedstat, its second field, in nanoseconds); elsewhere
// it is unknown and the limit stays on the clock.
import { readdirSync, readFileSync } from 'node:fs';

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

/** What the processes of one process group have had of the processors, as far as the kernel says (Linux). */
export interface GroupTimes {
  /** Milliseconds their main threads have run on a processor. */
  ranMs: number;
  /** Milliseconds their main threads were ready to run but waited for a processor. */
  waitedMs: number;
}

/**
 * The processor time and the wait for a processor of the main thread of every live process in the group `groupId`
 * (a child lendocs started in a group of its own, and what it started: esbuild, a tool the config runs), summed;
 * undefined where the kernel keeps no such figures. It reads every process's entry of /proc, so it is for a time
 * limit's rare checks, not a loop.
 */
export function groupTimes(groupId: number): GroupTimes | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  const times: GroupTimes = { ranMs: 0, waitedMs: 0 };
  let found = false;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command's name, in parentheses, may hold spaces: the fields after its last ")" are state, parent, group.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== groupId) continue;
      const [ranNs, waitedNs] = readFileSync(`/proc/${entry}/schedstat`, 'utf8').split(' ').map(Number);
      if (!Number.isFinite(ranNs) || !Number.isFinite(waitedNs)) continue;
      times.ranMs += ranNs / 1e6;
      times.waitedMs += waitedNs / 1e6;
      found = true;
    } catch {
      // The process has ended since the folder was read.
    }
  }
  return found ? times : undefined;
}
