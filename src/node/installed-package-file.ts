// Files of the packages a site has installed, wherever the installer put them: in the node_modules folder of the site
// folder or of a folder above it (a monorepo hoists its packages to the top), or a workspace package linked into one
// of those (npm, yarn and pnpm link them; esbuild and webpack read them at their real path). Webpack bundles an image a
// component imports from such a package for Docusaurus; lendocs publishes it at the path it has from the site's own
// node_modules (`node_modules/@acme/brand/logo.png`), whichever folder up holds it. A file in no such package is not
// one of these: a component's import of it stays refused, so one careless path cannot publish a file from anywhere.
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { isInside } from './inside-folder.js';

const MODULES = 'node_modules';

/** Never a package's file, whatever a link in node_modules says (the machine's processes and devices). */
const NEVER_PUBLISHED = ['/proc', '/sys', '/dev'];

/**
 * `node_modules/<path>` for a file of a package installed where the site's imports find packages (`file` absolute,
 * real or not); undefined for any other file.
 */
export function installedPackagePath(file: string, siteRoot: string): string | undefined {
  const folders = foldersUp(siteRoot);
  for (const folder of folders) {
    const modules = path.join(folder, MODULES);
    if (isInside(modules, file) && file !== modules) return posix(path.join(MODULES, path.relative(modules, file)));
  }
  // A workspace package read at its real path: the nearest package.json above the file names it, and a node_modules
  // folder on the way up from the site links that name to the package's folder.
  const owner = packageFolderOf(file);
  if (owner === undefined) return undefined;
  const linked = folders.some((folder) => realOrUndefined(path.join(folder, MODULES, owner.name)) === realOrUndefined(owner.folder));
  return linked ? posix(path.join(MODULES, owner.name, path.relative(owner.folder, file))) : undefined;
}

/** The file `node_modules/<path>` names: in the first node_modules folder on the way up from the site that has it. */
export function installedPackageFile(relative: string, siteRoot: string): string | undefined {
  if (!relative.startsWith(`${MODULES}/`)) return undefined;
  for (const folder of foldersUp(siteRoot)) {
    const candidate = path.join(folder, relative);
    if (!isInside(path.join(folder, MODULES), candidate)) return undefined;
    const real = realOrUndefined(candidate);
    if (real === undefined) continue;
    if (NEVER_PUBLISHED.some((system) => isInside(system, real)) || !statSync(real).isFile()) return undefined;
    return candidate;
  }
  return undefined;
}

/** The site folder, then each folder above it, as Node and webpack look for node_modules. */
function foldersUp(siteRoot: string): string[] {
  const folders = [path.resolve(siteRoot)];
  while (path.dirname(folders.at(-1)!) !== folders.at(-1)) folders.push(path.dirname(folders.at(-1)!));
  return folders;
}

/** The nearest folder above `file` with a package.json that has a name, and that name. */
function packageFolderOf(file: string): { folder: string; name: string } | undefined {
  for (let folder = path.dirname(file); ; folder = path.dirname(folder)) {
    const name = packageName(path.join(folder, 'package.json'));
    if (name !== undefined) return { folder, name };
    if (path.dirname(folder) === folder) return undefined;
  }
}

function packageName(manifest: string): string | undefined {
  try {
    const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
    // npm's rule for a name (so it is a folder of node_modules, never `../x`).
    return typeof name === 'string' && /^(@[\w~-][\w.~-]*\/)?[\w~-][\w.~-]*$/.test(name) ? name : undefined;
  } catch {
    return undefined;
  }
}

function realOrUndefined(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}

const posix = (relative: string) => relative.split(path.sep).join('/');
