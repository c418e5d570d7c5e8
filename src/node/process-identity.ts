// Which process wrote a lock or a folder name, beyond its pid. Pids repeat: in a container node is often pid 1 in
// every run, so "pid 1 is alive" says nothing about whether the build that wrote "1" still runs. On Linux a
// process is its pid and its start time (`/proc/<pid>/stat`, field 22, in clock ticks since boot), within one pid
// namespace on one host; elsewhere, or for a writer on another host or in another container, only a heartbeat the
// holder keeps fresh can tell (output-lock.ts).
import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

export interface ProcessIdentity {
  pid: number;
  /** `os.hostname()` of the writer. */
  host: string;
  /** Its start time as `/proc/<pid>/stat` gives it; absent where there is no /proc. */
  start?: string;
  /** Its pid namespace (`/proc/self/ns/pid`): pids of two containers on one host are not comparable. */
  pidNamespace?: string;
}

/** This process's identity, read afresh (nothing is kept between calls). */
export function ownIdentity(): ProcessIdentity {
  const start = startTimeOf(process.pid);
  const pidNamespace = ownPidNamespace();
  return { pid: process.pid, host: hostname(), ...(start === undefined ? {} : { start }), ...(pidNamespace === undefined ? {} : { pidNamespace }) };
}

/** The start time of process `pid` from /proc, or undefined (no /proc, no such process, or hidden from us). */
export function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command name, is in parentheses and may hold spaces and ")": count from the last ")".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (the state), so field 22 is fields[19].
    const start = fields[19];
    return start && /^\d+$/.test(start) ? start : undefined;
  } catch {
    return undefined;
  }
}

function ownPidNamespace(): string | undefined {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return undefined;
  }
}

/** True while a process with this pid exists (EPERM: it exists but belongs to someone else). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (cause) {
    return (cause as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process `identity` names still runs: `running` or `gone` when this machine can tell (same host and
 * pid namespace; on Linux, the pid's start time must match), `unknown` when it cannot (another host or container,
 * a system without /proc with that pid alive): then only a heartbeat can say.
 */
export function processState(identity: ProcessIdentity): 'running' | 'gone' | 'unknown' {
  const own = ownIdentity();
  if (identity.host !== own.host || identity.pidNamespace !== own.pidNamespace) return 'unknown';
  if (!isAlive(identity.pid)) return 'gone';
  const start = startTimeOf(identity.pid);
  if (start === undefined || identity.start === undefined) return 'unknown';
  return start === identity.start ? 'running' : 'gone';
}

/** The identity as lines of a small text file: the pid alone first (what earlier lendocs versions read), then keys. */
export function identityText(identity: ProcessIdentity): string {
  const lines = [`${identity.pid}`, `host=${identity.host}`];
  if (identity.start !== undefined) lines.push(`start=${identity.start}`);
  if (identity.pidNamespace !== undefined) lines.push(`pid-namespace=${identity.pidNamespace}`);
  return `${lines.join('\n')}\n`;
}

/** The identity in a text identityText() wrote; undefined for anything else (`1` written by hand has no host). */
export function parseIdentity(text: string): ProcessIdentity | undefined {
  const [first, ...rest] = text.split('\n');
  const pid = Number(first);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const fields = new Map(rest.filter((line) => line.includes('=')).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
  const host = fields.get('host');
  if (!host) return undefined;
  const start = fields.get('start');
  const pidNamespace = fields.get('pid-namespace');
  return { pid, host, ...(start === undefined ? {} : { start }), ...(pidNamespace === undefined ? {} : { pidNamespace }) };
}
