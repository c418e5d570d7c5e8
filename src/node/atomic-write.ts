// Writing a file so that a reader (or a build killed half-way) sees either the old contents or the new, never a
// torn mix: write a temporary file beside it, then rename it over the old one (a rename is atomic on one disk).
import { copyFile, mkdir, open, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

async function replaceWith(file: string, fill: (temporary: string) => Promise<void>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await fill(temporary);
  await rename(temporary, file);
}

export function writeFileAtomic(file: string, contents: string | Buffer): Promise<void> {
  return replaceWith(file, (temporary) => writeFile(temporary, contents));
}

export function copyFileAtomic(file: string, from: string): Promise<void> {
  return replaceWith(file, (temporary) => copyFile(from, temporary));
}

/**
 * Writes `lines` one at a time (each followed by a newline), so a file of many megabytes never exists as one string
 * in memory.
 */
export function writeLinesAtomic(file: string, lines: Iterable<string>): Promise<void> {
  return replaceWith(file, async (temporary) => {
    const handle = await open(temporary, 'w');
    try {
      let batch = '';
      for (const line of lines) {
        batch += `${line}\n`;
        if (batch.length >= 1 << 20) {
          await handle.write(batch);
          batch = '';
        }
      }
      await handle.write(batch);
    } finally {
      await handle.close();
    }
  });
}
