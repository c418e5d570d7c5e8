// Ordinary file-system failures (disk full, read-only folder, too many open files…) explained in words, with the
// path and what to do. They are conditions of the machine, not bugs in lendocs, and must not be reported as bugs.
import { error } from '../../errors.js';
import type { Diagnostic } from '../../types.js';

const ADVICE: Record<string, (where: string) => { message: string; hint: string }> = {
  ENOSPC: (where) => ({ message: `The disk is full: could not write ${where}.`, hint: 'Free some space on that disk (or choose another --out), then build again.' }),
  EDQUOT: (where) => ({ message: `Your disk quota is used up: could not write ${where}.`, hint: 'Free some space or ask for a larger quota, then build again.' }),
  EROFS: (where) => ({ message: `${where} is on a read-only file system.`, hint: 'Choose an --out on a writable disk.' }),
  EACCES: (where) => ({ message: `Permission denied for ${where}.`, hint: 'Choose an --out in a folder you can write to, or fix its permissions.' }),
  EPERM: (where) => ({ message: `The operating system refused the change to ${where}.`, hint: 'Check its permissions and that no other program holds it, or choose another --out.' }),
  EBUSY: (where) => ({
    message: `${where} is busy or is a mount point, so lendocs cannot replace it.`,
    hint: `lendocs swaps in a whole new output folder at the end of a build; give --out a folder inside it (for example ${where}/site).`,
  }),
  EXDEV: (where) => ({
    message: `${where} cannot be moved into place: it is on another disk than the output folder.`,
    hint: 'Give --out a folder whose parent is on the same disk as the folder itself (not a mount point).',
  }),
  ENOTDIR: (where) => ({ message: `A part of ${where} is a file, not a folder.`, hint: 'Choose an --out whose parent folders are folders.' }),
  EEXIST: (where) => ({ message: `${where} already exists as a file where lendocs needs a folder.`, hint: 'Move the file away or choose another --out.' }),
  ENOENT: (where) => ({
    message: `${where} or one of its parent folders does not exist or could not be created.`,
    hint: 'Check that the parent folder exists and is writable (a read-only disk can also cause this).',
  }),
  EMFILE: (where) => ({ message: `Too many open files while working on ${where}.`, hint: 'Raise the limit (for example `ulimit -n 4096`) and build again.' }),
  ENFILE: (where) => ({ message: `The system ran out of open files while working on ${where}.`, hint: 'Close other programs or raise the system-wide limit, then build again.' }),
  ENAMETOOLONG: (where) => ({ message: `A path is too long for this file system: ${where}.`, hint: 'Shorten the file or folder names, or choose a shorter --out.' }),
};

/** The errno code of a Node file-system error we know how to explain, or undefined. */
export function knownFileSystemCode(cause: unknown): string | undefined {
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' && code in ADVICE ? code : undefined;
}

/** A diagnostic for a file-system error, or undefined when it is not one we can explain (then it may be a bug). */
export function fileSystemDiagnostic(cause: unknown, fallbackPath?: string): Diagnostic | undefined {
  const code = knownFileSystemCode(cause);
  if (!code) return undefined;
  const errno = cause as NodeJS.ErrnoException;
  const where = errno.path ?? fallbackPath ?? 'a file';
  const { message, hint } = ADVICE[code](where);
  return { ...error(`fs-${code.toLowerCase()}`, message, { hint }), stack: errno.stack };
}
