// The hash a page's input is kept with, to tell when a page made from it is stale (the component loader's bundles,
// the page cache): a file's by its bytes; a folder's (one a require.context call listed) by the names in it, so a
// file added to the folder or taken out of it makes the page again.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';

/** The hash of `file` (absolute), or of its listing when it is a folder; undefined when it cannot be read. */
export function inputHash(file: string): string | undefined {
  try {
    if (statSync(file).isDirectory()) return createHash('sha256').update('folder\0').update(readdirSync(file).sort().join('\0')).digest('hex');
    return createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    return undefined;
  }
}
