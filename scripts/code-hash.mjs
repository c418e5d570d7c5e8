// Writes code-hash.txt into a folder of lendocs's built code (dist/bundle, dist/regexes, dist/client): a hash of
// every other file's path and bytes there. src/version.ts reads it for what the caches and the up-to-date check key
// on, so that changed code rebuilt with the same version number misses them, while the same code installed again
// (npm ci gives every file a new time) keeps them; hashing the bytes at every build would cost more than reading this.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The name version.ts reads (CODE_HASH_FILE there). */
export const CODE_HASH_FILE = 'code-hash.txt';

/** Writes `folder`/code-hash.txt for the files under `folder` (its subfolders too), in a stable order. */
export function writeCodeHash(given) {
  const folder = path.resolve(given);
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !(entry.name === CODE_HASH_FILE && entry.parentPath === folder))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${path.relative(folder, file).split(path.sep).join('/')}\0`).update(readFileSync(file)).update('\0');
  writeFileSync(path.join(folder, CODE_HASH_FILE), `${hash.digest('base64url')}\n`);
}
