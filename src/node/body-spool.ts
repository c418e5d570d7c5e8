// One file that holds a build's page bodies between the load stage, which renders them, and the stages that read them
// (drawing each page, the feeds, llms-full.txt, the search index). A large site's bodies were most of its memory:
// about 66 KB a page held from the load stage to the end of the build, 3.3 GB at 50,000 pages. On disk, each is
// read back when it is used, and the build holds only where each one is.
// Synchronous on purpose: a body is written as its page is finished and read where a string is expected, and each
// call is one write or one read of a few tens of kilobytes (from the page cache of the system, as a rule).
import { closeSync, openSync, readSync, rmSync, writeSync } from 'node:fs';

/** Where one text is in the spool: its first byte and its length in bytes. */
export type SpoolRef = readonly [offset: number, bytes: number];

export interface BodySpool {
  /** The spool's file, inside the build's staging folder. */
  file: string;
  /** Appends `text`; where it is. */
  put(text: string): SpoolRef;
  /** The text stored at `ref`. */
  read(ref: SpoolRef): string;
  /** Closes and deletes the file; later reads fail. Safe to call again. */
  close(): void;
}

const EMPTY: SpoolRef = [0, 0];

/** A new, empty spool at `file` (replacing any file there: it is the build's own). */
export function openBodySpool(file: string): BodySpool {
  let fd: number | undefined = openSync(file, 'w+');
  let end = 0;
  const open = () => {
    if (fd === undefined) throw new Error(`The page bodies of this build (${file}) were read after the build had finished with them.`);
    return fd;
  };
  return {
    file,
    put(text) {
      if (text === '') return EMPTY;
      const bytes = Buffer.from(text, 'utf8');
      let written = 0;
      while (written < bytes.length) written += writeSync(open(), bytes, written, bytes.length - written, end + written);
      const ref: SpoolRef = [end, bytes.length];
      end += bytes.length;
      return ref;
    },
    read([offset, length]) {
      if (length === 0) return '';
      const bytes = Buffer.allocUnsafe(length);
      let read = 0;
      while (read < length) {
        const got = readSync(open(), bytes, read, length - read, offset + read);
        if (got === 0) throw new Error(`The page bodies of this build (${file}) end before byte ${offset + length}.`);
        read += got;
      }
      return bytes.toString('utf8');
    },
    close() {
      if (fd === undefined) return;
      closeSync(fd);
      fd = undefined;
      rmSync(file, { force: true });
    },
  };
}
