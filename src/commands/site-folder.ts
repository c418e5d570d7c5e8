// Where the commands look when told nothing: paths follow the site folder, as Docusaurus's do. The output is build/
// and the cache .lendocs-cache/ inside the site folder, wherever the command runs from; --out and --cache-dir given
// on the command line are read from the current folder, as any path typed there is.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_FILE } from '../shared/site-paths.js';

/** The output folder's name inside the site folder. */
export const OUTPUT_FOLDER = 'build';
/** The persistent cache's name inside the site folder. */
export const CACHE_FOLDER = '.lendocs-cache';

/** The site folder when --root is not given: the current folder when it holds the config, else content/. */
export function defaultRoot(): string {
  return !existsSync(path.join('content', CONFIG_FILE)) && existsSync(CONFIG_FILE) ? '.' : 'content';
}

/** --out as given, else build/ in the site folder (as written: the build refuses an empty --out). */
export function outputFolder(root: string, out: string | undefined): string {
  return out ?? path.join(root, OUTPUT_FOLDER);
}

/** The persistent cache: --cache-dir as given, else .lendocs-cache/ in the site folder; none with --no-cache. */
export function cacheFolder(root: string, options: { cache?: boolean; cacheDir?: string }): { dir: string } | undefined {
  if (options.cache === false) return undefined;
  return { dir: path.resolve(options.cacheDir ?? path.join(root, CACHE_FOLDER)) };
}

/** True when `root` holds a site config. */
export function isSiteFolder(root: string): boolean {
  return existsSync(path.join(root, CONFIG_FILE));
}

/** What to say when no site folder is where the command looked, and the output was not named either. */
export function noSiteFolder(root: string, command: string): string {
  return (
    `lendocs: no site folder at ${path.relative(process.cwd(), path.resolve(root)) || '.'}: it holds no ${CONFIG_FILE}. ` +
    `A site folder is the folder that holds ${CONFIG_FILE}, with docs/, blog/, pages/ and static/ beside it; lendocs builds it into build/ inside it. ` +
    `Name yours with --root DIR (run "lendocs ${command}" from it, or from the folder above a content/ site folder), or make one with "npx lendocs init my-docs".`
  );
}
