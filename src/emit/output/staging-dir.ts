// The only code that writes the output folder. A build writes into a fresh sibling folder and swaps it in at the end,
// so a failed or killed build never leaves half a site, and the previous output stays as it was. The caller holds
// the output's lock (output-lock.ts), so no other build is writing beside it.
import { mkdir, readdir, rename, rm, copyFile, link } from 'node:fs/promises';
import { makeFolder } from '../../node/make-folder.js';
import path from 'node:path';
import { createFolderWriter } from '../../node/folder-writer.js';
import { isAlive } from '../../node/process-identity.js';
import type { OutputWriter } from '../../types.js';

/** Points in the swap where a test can stop the build, to check that the output is whole at every one of them. */
export type SwapStep = 'before-swap' | 'old-moved' | 'swapped';

export const STAGING_MARK = '.lendocs-staging-';
const OLD_MARK = '.lendocs-old-';

export interface StagingDir extends OutputWriter {
  /** Absolute path of the folder being written. */
  dir: string;
  /** Replaces the output folder with the staged one. */
  commit(): Promise<void>;
  /** Deletes the staged folder; the output folder is untouched. */
  abort(): Promise<void>;
}

export async function createStagingDir(outDir: string, onStep?: (step: SwapStep) => Promise<void> | void): Promise<StagingDir> {
  const target = path.resolve(outDir);
  const parent = path.dirname(target);
  const base = path.basename(target);
  await makeFolder(parent);
  const dir = path.join(parent, `${base}${STAGING_MARK}${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const folder = createFolderWriter(dir);
  return {
    dir,
    write: folder.write,
    writePieces: folder.writePieces,
    async copy(relative, from) {
      const file = await folder.prepare(relative);
      // An unchanged page of the previous output (lendocs' own file, about to be replaced) is hard-linked: one
      // metadata write instead of a copy. Anything else, such as the author's static files, is copied, so an edit
      // to the source in place never changes the published site behind the build's back.
      if (from.startsWith(target + path.sep)) {
        try {
          return await link(from, file);
        } catch {
          // Another file system, or one without hard links: copy.
        }
      }
      await copyFile(from, file);
    },
    async commit() {
      await onStep?.('before-swap');
      const old = path.join(parent, `${base}${OLD_MARK}${process.pid}`);
      let hadOld = false;
      try {
        await rename(target, old);
        hadOld = true;
      } catch (cause) {
        if ((cause as NodeJS.ErrnoException).code !== 'ENOENT') throw cause;
      }
      await onStep?.('old-moved');
      try {
        await rename(dir, target);
      } catch (cause) {
        // Put the previous output back, so a failed swap changes nothing.
        if (hadOld) await rename(old, target).catch(() => undefined);
        throw cause;
      }
      await onStep?.('swapped');
      if (hadOld) await rm(old, { recursive: true, force: true });
    },
    async abort() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Folders left by a build that was killed: its staging folder is dropped; an old output is restored if the new one
 * never landed. A staging folder of a live process is left alone (it can only be a build that ignores the lock).
 */
export async function recoverOutput(outDir: string): Promise<void> {
  const target = path.resolve(outDir);
  await removeLeftovers(path.dirname(target), path.basename(target));
}

async function removeLeftovers(parent: string, base: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(parent);
  } catch {
    return;
  }
  const target = path.join(parent, base);
  const names = new Set(entries);
  for (const name of entries) {
    if (name.startsWith(`${base}${STAGING_MARK}`)) {
      const pid = Number(name.slice(`${base}${STAGING_MARK}`.length));
      if (pid === process.pid || !isAlive(pid)) await rm(path.join(parent, name), { recursive: true, force: true });
    }
    if (name.startsWith(`${base}${OLD_MARK}`)) {
      if (!names.has(base)) {
        await rename(path.join(parent, name), target);
        names.add(base);
      } else await rm(path.join(parent, name), { recursive: true, force: true });
    }
  }
}
