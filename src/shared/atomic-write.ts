// Writing a file so that a reader (or a build killed half-way) sees either the old contents or the new, never a
// torn mix: write a temporary file beside it, then rename it over the old one (a rename is atomic on one disk).
import { copyFile, mkdir, rename, writeFile } from 'node:fs/promises';
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
