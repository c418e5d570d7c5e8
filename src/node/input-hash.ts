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

/**
 * inputHash that hashes a file's bytes again only when its size or modification time has changed since it last did:
 * a component whose bundle holds thousands of images (a gallery's require.context) is checked at every use.
 */
export function inputHasher(): (file: string) => string | undefined {
  const known = new Map<string, { stamp: string; hash: string | undefined }>();
  return (file) => {
    let stamp: string;
    try {
      const stat = statSync(file);
      if (stat.isDirectory()) return inputHash(file);
      stamp = `${stat.size}:${stat.mtimeMs}`;
    } catch {
      return undefined;
    }
    const earlier = known.get(file);
    if (earlier?.stamp === stamp) return earlier.hash;
    const hash = inputHash(file);
    known.set(file, { stamp, hash });
    return hash;
  };
}
