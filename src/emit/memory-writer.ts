// An output writer that keeps the files in memory: `build({ write: false })`, which is how most tests build.
import { readFile } from 'node:fs/promises';
import type { OutputWriter } from '../types.js';

export interface MemoryWriter extends OutputWriter {
  files: Map<string, string | Buffer>;
}

export function createMemoryWriter(): MemoryWriter {
  const files = new Map<string, string | Buffer>();
  return {
    files,
    async write(relative, contents) {
      files.set(relative, contents);
    },
    async copy(relative, from) {
      files.set(relative, await readFile(from));
    },
  };
}
