// One module lookup for the site's own code (its MDX imports, src/theme/MDXComponents, theme overrides), as esbuild
// resolves what it bundles: the path as written when it names a code file, else each code extension appended, else
// the folder's index file with each (`src/theme/Footer/index.js`, the form Docusaurus's swizzle writes).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** The extensions a module may have, in the order they are tried. */
export const CODE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs'];

/**
 * The code file `base` (an absolute path, with or without its extension) names; null for an existing file that is
 * not code (`./logo.png`, `./_partial.md`); undefined when there is none.
 */
export function moduleFile(base: string): string | null | undefined {
  const ext = path.extname(base);
  if (ext && !CODE_EXTENSIONS.includes(ext) && isFile(base)) return null;
  if (CODE_EXTENSIONS.includes(ext) && isFile(base)) return base;
  const candidates = [...CODE_EXTENSIONS.map((e) => base + e), ...CODE_EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find(isFile);
}

/** True for an existing file (not a folder). */
export function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** The extensions webpack tries for Docusaurus, in its order (resolve.extensions). */
export const WEBPACK_EXTENSIONS = ['.wasm', '.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'];

/**
 * The file `base` names as webpack resolves a path: the file itself, else with each of Docusaurus's extensions,
 * else the folder's index file with each; undefined when there is none. (`!!raw-loader!./examples/basic` → basic.js.)
 */
export function webpackFile(base: string): string | undefined {
  if (isFile(base)) return base;
  return [...WEBPACK_EXTENSIONS.map((e) => base + e), ...WEBPACK_EXTENSIONS.map((e) => path.join(base, `index${e}`))].find(isFile);
}
