// The folders `lendocs serve` builds into. Each name carries the pid of the server that made it, and on Linux its
// start time (pids repeat: node is pid 1 in many containers), so a later start can tell the leftovers of a killed
// server (kill -9, a crash) from the folder of one still running.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAlive, startTimeOf } from '../node/process-identity.js';

const PREFIX = 'lendocs-serve-';
// mkdtemp adds six letters or digits after the prefix; the start time is `s<ticks>` (absent where there is no /proc).
const NAME = /^lendocs-serve-(\d+)-(?:s(\d+)-)?[A-Za-z0-9]{6}$/;

export function makeServeDir(): Promise<string> {
  const start = startTimeOf(process.pid);
  return mkdtemp(path.join(tmpdir(), `${PREFIX}${process.pid}-${start === undefined ? '' : `s${start}-`}`));
}

/** Removes serve folders whose server is no longer running. Folders of live processes are never touched. */
export async function removeLeftoverServeDirs(): Promise<void> {
  const dir = tmpdir();
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const [, pidText, start] = NAME.exec(name) ?? [];
      const pid = Number(pidText);
      if (!pid || madeByLiveServer(pid, start)) return;
      // Another user's folder cannot be removed (sticky /tmp); that is theirs to clean, not an error here.
      await rm(path.join(dir, name), { recursive: true, force: true }).catch(() => undefined);
    }),
  );
}

/** Whether the server that made a folder still runs: its pid is alive and, when the name has one, its start time agrees. */
function madeByLiveServer(pid: number, start: string | undefined): boolean {
  if (!isAlive(pid)) return false;
  const now = start === undefined ? undefined : startTimeOf(pid);
  return now === undefined || now === start;
}
