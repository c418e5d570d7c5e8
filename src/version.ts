import { readFileSync } from 'node:fs';

/** lendocs' own version, from package.json (two folders up from dist/src). */
export const VERSION: string = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;

/** The lendocs package folder, where templates/ and the bundled client live. */
export const PACKAGE_ROOT = new URL('../../', import.meta.url);
