// The folders `lendocs serve` builds into. Each name carries the pid of the server that made it, so a later
// start can tell the leftovers of a killed server (kill -9, a crash) from the folder of one still running.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PREFIX = 'lendocs-serve-';
// mkdtemp adds six letters or digits after the prefix.
const NAME = /^lendocs-serve-(\d+)-[A-Za-z0-9]{6}$/;

export function makeServeDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), `${PREFIX}${process.pid}-`));
}

/** Removes serve folders whose server is no longer running. Folders of live processes are never touched. */
export async function removeLeftoverServeDirs(): Promise<void> {
  const dir = tmpdir();
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const pid = Number(NAME.exec(name)?.[1]);
      if (!pid || isAlive(pid)) return;
      // Another user's folder cannot be removed (sticky /tmp); that is theirs to clean, not an error here.
      await rm(path.join(dir, name), { recursive: true, force: true }).catch(() => undefined);
    }),
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (cause) {
    // EPERM: the process exists but belongs to someone else.
    return (cause as NodeJS.ErrnoException).code === 'EPERM';
  }
}
