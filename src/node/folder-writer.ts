// Writing files under one folder by output-relative path: each parent folder made once, and nothing written
// outside the folder. The staging folder of a build uses it, and so do the render worker threads writing into it.
import { mkdir, open, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FolderWriter {
  /** The absolute path for `relative`, its parent folder made; throws for a path that leaves the folder. */
  prepare(relative: string): Promise<string>;
  write(relative: string, contents: string | Buffer): Promise<void>;
  /** Writes the pieces one after another (a few MB at a time), so the file is never held whole. */
  writePieces(relative: string, pieces: Iterable<string>): Promise<void>;
}

/** Characters of pieces gathered before they are written: few writes, and little held. */
const PIECES_WRITE = 4 * 1024 * 1024;

/** `folder` must exist. */
export function createFolderWriter(folder: string): FolderWriter {
  // Without a trailing separator (a locale's folder is joined as `fr/`), or no path inside would pass the check.
  const dir = path.resolve(folder);
  const made = new Set<string>([dir]);
  const prepare = async (relative: string) => {
    const file = path.join(dir, relative);
    if (!file.startsWith(dir + path.sep)) throw new Error(`Refusing to write outside the output folder: ${relative}`);
    const folder = path.dirname(file);
    if (!made.has(folder)) {
      await mkdir(folder, { recursive: true });
      made.add(folder);
    }
    return file;
  };
  return {
    prepare,
    async write(relative, contents) {
      await writeFile(await prepare(relative), contents);
    },
    async writePieces(relative, pieces) {
      const handle = await open(await prepare(relative), 'w');
      try {
        let gathered: string[] = [];
        let size = 0;
        const flush = async () => {
          const bytes = Buffer.from(gathered.join(''), 'utf8');
          gathered = [];
          size = 0;
          for (let done = 0; done < bytes.length; ) done += (await handle.write(bytes, done)).bytesWritten;
        };
        for (const piece of pieces) {
          gathered.push(piece);
          size += piece.length;
          if (size >= PIECES_WRITE) await flush();
        }
        await flush();
      } finally {
        await handle.close();
      }
    },
  };
}
