// The output writer of `lendocs serve`: files go straight into the folder the server reads, each written to a
// temporary file and renamed into place, so the server never sends half a file.
import path from 'node:path';
import { copyFileAtomic, writeFileAtomic } from '../node/atomic-write.js';
import type { OutputWriter } from '../types.js';

/** `closed`: once the server stops, a build still running must not re-create the folder that was just removed. */
export function createDevWriter(outDir: string, closed: () => boolean): OutputWriter {
  return {
    async write(relative, contents) {
      if (!closed()) await writeFileAtomic(path.join(outDir, relative), contents);
    },
    async copy(relative, from) {
      if (!closed()) await copyFileAtomic(path.join(outDir, relative), from);
    },
  };
}
