// Temporary folders for tests, removed when the test process ends; nothing here builds a site.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Files to write: path from the folder → contents (undefined: left out). */
export type Files = Record<string, string | Buffer | undefined>;

const made: string[] = [];
// At the process's end, not in an after() hook: a group of test files (scripts/run-tests.mjs) imports this module once,
// inside the first file's suite, so its hook ran at that file's end and every later file's folders were left behind
// (thousands in the system's temporary folder after a few runs of the suite).
process.on('exit', () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder, removed when the test process ends. */
export function tempDir(prefix = 'lendocs-out-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Writes `files` into `dir`, making folders as needed; returns `dir`. */
export function writeFiles(dir: string, files: Files): string {
  for (const [relative, contents] of Object.entries(files)) {
    if (contents === undefined) continue;
    const file = path.join(dir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, contents);
  }
  return dir;
}
