// One build at a time per output folder. Two builds swapping folders into one place would publish a mix of both,
// and each would delete the other's staging folder. The lock is a file beside the output holding the holder's pid;
// a lock whose process is gone (a killed build) is taken over.
import { readFileSync, unlinkSync } from 'node:fs';
import { link, open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { error } from '../errors.js';
import type { Diagnostic } from '../types.js';

export const LOCK_SUFFIX = '.lendocs-lock';

export interface OutputLock {
  release(): Promise<void>;
}

export type LockResult = { lock: OutputLock } | { diagnostic: Diagnostic };

/** Takes the lock of `outDir` (absolute), or says which process holds it. */
export async function lockOutput(outDir: string): Promise<LockResult> {
  const file = `${outDir}${LOCK_SUFFIX}`;
  // Two tries: the second after taking over a stale lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return { lock: { release: () => unlink(file).catch(() => undefined) } };
    } catch (cause) {
      if ((cause as NodeJS.ErrnoException).code !== 'EEXIST') throw cause;
    }
    const holder = await readHolder(file);
    if (holder !== undefined && isAlive(holder)) return { diagnostic: held(outDir, file, holder) };
    if (!(await takeOver(file, holder))) break;
  }
  const holder = await readHolder(file);
  return { diagnostic: held(outDir, file, holder ?? 0) };
}

/**
 * Removes `outDir`'s lock if this process holds it: for a build thread that stopped (out of memory) before its own
 * clean-up could run, while the process that took the lock lives on.
 */
export function releaseOwnLock(outDir: string): void {
  const file = `${outDir}${LOCK_SUFFIX}`;
  try {
    if (parsePid(readFileSync(file, 'utf8')) === process.pid) unlinkSync(file);
  } catch {
    // No lock: nothing to release.
  }
}

function held(outDir: string, file: string, pid: number): Diagnostic {
  return error('output-locked', `Another lendocs build (process ${pid}) is writing ${path.relative(process.cwd(), outDir) || outDir} right now.`, {
    hint: `Wait for it to finish, or build into another --out. If no lendocs is running, delete ${file}.`,
  });
}

function parsePid(text: string): number | undefined {
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

async function readHolder(file: string): Promise<number | undefined> {
  try {
    return parsePid(await readFile(file, 'utf8'));
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
 * Moves a stale lock aside. Renaming is atomic, so of two builds taking over at once only one moves the file; if
 * what it moved turns out to be a fresh lock of a live build (taken between our read and our rename), it goes back.
 */
async function takeOver(file: string, stalePid: number | undefined): Promise<boolean> {
  const aside = `${file}.stale-${process.pid}`;
  try {
    await rename(file, aside);
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw cause;
  }
  const moved = await readHolder(aside);
  if (moved !== stalePid && moved !== undefined && isAlive(moved)) {
    await link(aside, file).catch(() => undefined);
    await unlink(aside).catch(() => undefined);
    return false;
  }
  await unlink(aside).catch(() => undefined);
  return true;
}
