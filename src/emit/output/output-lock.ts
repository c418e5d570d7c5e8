// One build at a time per output folder. Two builds swapping folders into one place would publish a mix of both,
// and each would delete the other's staging folder. The lock is a file beside the output naming its holder by pid,
// host, start time and pid namespace (node/process-identity.ts), since a pid alone repeats (node is pid 1 in many
// containers, so a killed build's "1" looked held for ever). The holder also touches the file every few seconds: a
// holder this machine cannot check (another host or container, no /proc) is judged by that heartbeat. A lock whose
// holder is gone, or that names none (`1` written by hand, an older lendocs), is taken over with a warning.
import { readFileSync, unlinkSync } from 'node:fs';
import { link, open, readFile, rename, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import { error, warning } from '../../errors.js';
import { identityText, ownIdentity, parseIdentity, processState, type ProcessIdentity } from '../../node/process-identity.js';
import type { Diagnostic } from '../../types.js';

export const LOCK_SUFFIX = '.lendocs-lock';

/** How often the holder touches its lock. */
const HEARTBEAT_MS = 5_000;
/** A lock whose holder cannot be checked, untouched this long, is stale: several heartbeats were missed. */
export const STALE_AFTER_MS = 30_000;

export interface OutputLock {
  release(): Promise<void>;
}

export type LockResult = { lock: OutputLock; warnings: Diagnostic[] } | { diagnostic: Diagnostic };

export interface LockOptions {
  /** How often the holder touches the lock (tests set a tiny one). */
  heartbeatMs?: number;
}

/** What a lock file found in place says about its holder. */
interface Found {
  text: string;
  holder?: ProcessIdentity;
  /** Why it may be taken over; undefined while its holder runs (or may run). */
  stale?: string;
  /** Seconds since the holder last touched it. */
  age: number;
  /** Its holder is on another host or in another container, or this system has no /proc: only the heartbeat tells. */
  unseen?: boolean;
}

/** Takes the lock of `outDir` (absolute), or says which build holds it. */
export async function lockOutput(outDir: string, options: LockOptions = {}): Promise<LockResult> {
  const file = `${outDir}${LOCK_SUFFIX}`;
  const text = identityText(ownIdentity());
  const warnings: Diagnostic[] = [];
  // Two tries: the second after taking over a stale lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(text);
      await handle.close();
      return { lock: heldLock(file, text, options.heartbeatMs ?? HEARTBEAT_MS), warnings };
    } catch (cause) {
      if ((cause as NodeJS.ErrnoException).code !== 'EEXIST') throw cause;
    }
    const found = await inspect(file);
    if (found === undefined) continue;
    if (found.stale === undefined) return { diagnostic: held(outDir, file, found) };
    if (!(await takeOver(file, found.text))) break;
    warnings.push(takenOver(file, found));
  }
  const found = await inspect(file);
  return { diagnostic: held(outDir, file, found ?? { text: '', age: 0 }) };
}

/** The lock as its holder has it: touched every `heartbeatMs` while held, removed on release if it is still ours. */
function heldLock(file: string, text: string, heartbeatMs: number): OutputLock {
  const ours = async () => (await readFile(file, 'utf8').catch(() => undefined)) === text;
  const beat = setInterval(() => {
    void ours().then((mine) => {
      if (mine) {
        const now = new Date();
        return utimes(file, now, now);
      }
    }).catch(() => undefined);
  }, heartbeatMs);
  beat.unref();
  return {
    async release() {
      clearInterval(beat);
      // A lock taken over from us (we stalled past STALE_AFTER_MS) is the new holder's: leave it.
      if (await ours()) await unlink(file).catch(() => undefined);
    },
  };
}

/**
 * Removes `outDir`'s lock if this process holds it: for a build thread that stopped (out of memory) before its own
 * clean-up could run, while the process that took the lock lives on.
 */
export function releaseOwnLock(outDir: string): void {
  const file = `${outDir}${LOCK_SUFFIX}`;
  try {
    if (readFileSync(file, 'utf8') === identityText(ownIdentity())) unlinkSync(file);
  } catch {
    // No lock: nothing to release.
  }
}

/** The lock in place and whether its holder still runs; undefined when there is none (it was just released). */
async function inspect(file: string): Promise<Found | undefined> {
  let text: string;
  let age: number;
  try {
    [text, age] = await Promise.all([readFile(file, 'utf8'), stat(file).then((info) => (Date.now() - info.mtimeMs) / 1000)]);
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw cause;
  }
  const holder = parseIdentity(text);
  if (!holder) return { text, age, stale: 'it names no lendocs build (no host or start time: written by hand, or by an older lendocs)' };
  const state = processState(holder);
  if (state === 'running') return { text, holder, age };
  if (state === 'gone') return { text, holder, age, stale: `its build (process ${holder.pid}) is no longer running` };
  if (age * 1000 >= STALE_AFTER_MS) return { text, holder, age, unseen: true, stale: `its build (process ${holder.pid} on ${holder.host}) has not touched it for ${Math.round(age)} s` };
  return { text, holder, age, unseen: true };
}

function held(outDir: string, file: string, found: Found): Diagnostic {
  const holder = found.holder;
  const where = path.relative(process.cwd(), outDir) || outDir;
  const who = holder ? `process ${holder.pid}${found.unseen ? ` on ${holder.host}, its lock touched ${Math.round(found.age)} s ago` : ''}` : 'unknown process';
  return error('output-locked', `Another lendocs build (${who}) is writing ${where} right now.`, {
    hint: found.unseen
      ? `Wait for it to finish, or build into another --out. This machine cannot see that process: if no lendocs is running there, delete ${file} (a lock untouched for ${STALE_AFTER_MS / 1000} s is taken over by the next build).`
      : `Wait for it to finish, or build into another --out. If no lendocs is running, delete ${file}.`,
  });
}

function takenOver(file: string, found: Found): Diagnostic {
  return warning('stale-output-lock', `The output lock ${file} was taken over: ${found.stale}.`, {
    hint: 'Nothing to do: a build that was killed leaves its lock behind, and the next build replaces it.',
  });
}

/**
 * Moves a stale lock aside. Renaming is atomic, so of two builds taking over at once only one moves the file; if
 * what it moved turns out to be another lock (taken between our read and our rename) whose holder runs, it goes back.
 */
async function takeOver(file: string, staleText: string): Promise<boolean> {
  const aside = `${file}.stale-${process.pid}`;
  try {
    await rename(file, aside);
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw cause;
  }
  const moved = await inspect(aside);
  if (moved !== undefined && moved.text !== staleText && moved.stale === undefined) {
    await link(aside, file).catch(() => undefined);
    await unlink(aside).catch(() => undefined);
    return false;
  }
  await unlink(aside).catch(() => undefined);
  return true;
}
