// Temporary folders for tests, removed when the test file ends; nothing here builds a site.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after } from 'node:test';

/** Files to write: path from the folder → contents (undefined: left out). */
export type Files = Record<string, string | Buffer | undefined>;

const made: string[] = [];
after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder, removed after the test file. */
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
