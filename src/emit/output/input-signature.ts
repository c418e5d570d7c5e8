// One hash of everything a build reads, so a build whose inputs are exactly those of the previous one can leave the
// output as it is (build-record.ts). It hashes file contents, not modification times: a file
// rewritten within the file system's timestamp granularity (a few milliseconds) would look unchanged by its time.
import { createHash, type Hash } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { isInside } from '../../node/inside-folder.js';
import { LOCK_SUFFIX } from './output-lock.js';
import { STAGING_MARK } from './staging-dir.js';

export interface SignatureInput {
  /** The site folder: every file in it is an input (see `skipped`). */
  root: string;
  /** Absolute paths inside the root that are not inputs: the output folder (and its siblings), the cache. */
  skip: string[];
  /**
   * Absolute folders whose dot files and folders the build reads too: the static folder, copied whole as Docusaurus
   * copies it (`.nojekyll`, `.well-known/`).
   */
  dotFolders: string[];
  /**
   * Anything else the output depends on (lendocs version and code, the versions of the packages that shape pages,
   * output path, current folder of displayed paths…).
   */
  facts: unknown;
}

/**
 * Names a build never reads, in any folder but the static one: dot files and folders (the content walk ignores them;
 * `.git`, `.lendocs-cache`) and `node_modules`, whose installed state shows in the lock file npm keeps beside it.
 */
const skippedName = (name: string) => name.startsWith('.') || name === 'node_modules';

/**
 * True when the signature covers `file` (absolute): it lies in the site folder and not below a skipped name. A page
 * can be made from files elsewhere (a raw import of ../../contracts/Foo.sol, a component from ../packages/ui, a
 * package in a node_modules above the site): a build that read such a file cannot be signed.
 */
export function isSigned(root: string, file: string): boolean {
  const folder = path.resolve(root);
  return isInside(folder, file) && !path.relative(folder, file).split(path.sep).some(skippedName);
}

export function inputSignature(input: SignatureInput): string {
  const hash = createHash('sha256').update(JSON.stringify(input.facts));
  const skipped = input.skip.map((file) => path.resolve(file));
  // The skipped paths, and what lendocs keeps beside an output folder while it builds (its lock, its staging folder).
  const skip = (absolute: string) => skipped.some((s) => absolute === s || absolute === `${s}${LOCK_SUFFIX}` || absolute.startsWith(`${s}${STAGING_MARK}`));
  const dotFolders = input.dotFolders.map((folder) => path.resolve(folder));
  const read = (absolute: string, name: string) => !skippedName(name) || (name !== 'node_modules' && dotFolders.some((folder) => folder !== absolute && isInside(folder, absolute)));
  hashFolder(hash, path.resolve(input.root), '', (absolute, name) => read(absolute, name) && !skip(absolute));
  hashFile(hash, path.join(input.root, 'node_modules', '.package-lock.json'), 'node_modules/.package-lock.json');
  // lendocs' own code is one of the facts (version.ts, codeVersion): a rebuilt lendocs of the same version is new.
  return hash.digest('base64url');
}

/** Every file below `folder`, in sorted order: its path and contents; a symbolic link by what it points to. */
function hashFolder(hash: Hash, folder: string, relative: string, read: (absolute: string, name: string) => boolean): void {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch (cause) {
    hash.update(`unreadable\0${relative}\0${(cause as NodeJS.ErrnoException).code}\0`);
    return;
  }
  for (const entry of entries) {
    const absolute = path.join(folder, entry.name);
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (!read(absolute, entry.name)) continue;
    if (entry.isDirectory()) hashFolder(hash, absolute, name, read);
    // A link is not followed: one leading outside the site is not read by the build, one inside is hashed there.
    else if (entry.isSymbolicLink()) hash.update(`link\0${name}\0${readlinkSync(absolute)}\0`);
    else hashFile(hash, absolute, name);
  }
}

function hashFile(hash: Hash, file: string, name: string): void {
  try {
    const contents = readFileSync(file);
    hash.update(`file\0${name}\0${contents.length}\0`).update(contents);
  } catch (cause) {
    hash.update(`unreadable\0${name}\0${(cause as NodeJS.ErrnoException).code}\0`);
  }
}
