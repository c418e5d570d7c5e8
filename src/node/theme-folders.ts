// The component folders of the site's theme packages (config `siteCode.themes`), as Docusaurus's theme aliases read
// them: every theme (a `themes` entry, a preset's theme, a plugin with getThemePath) gives a folder, `@theme/X` is the
// site's `src/theme/X` first, then the X of the last folder that has one (a later theme overrides an earlier), and
// `@theme-init/X` the X of the first. Used where the site's components are bundled and where an MDX file's imports
// are resolved, so both read one rule.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { moduleFile } from './module-file.js';
import { packageName, resolvePackageFile } from './site-package.js';

/** Where a package keeps its theme folder when the entry names the package alone: Docusaurus themes' usual places. */
const USUAL_FOLDERS = ['lib/theme', 'dist/theme', 'lib-next/theme', 'src/theme', 'theme'];

/** A `siteCode.themes` entry and the folder it names; `folder` is undefined when there is none (not installed). */
export interface ThemeFolder {
  entry: string;
  folder?: string;
}

/**
 * Each entry's folder: `./path` (or `../path`) from the site folder; else a package found in the node_modules of the
 * site folder or a folder above it, and the path inside it (`docusaurus-theme-openapi-docs/lib/theme`), or without
 * one the first of its usual theme folders.
 */
export function themeFolders(themes: readonly string[] | undefined, siteRoot: string): ThemeFolder[] {
  return (themes ?? []).map((entry) => ({ entry, folder: folderOf(entry, siteRoot) }));
}

function folderOf(entry: string, siteRoot: string): string | undefined {
  if (/^\.{1,2}(\/|$)/.test(entry) || path.isAbsolute(entry)) return isFolder(path.resolve(siteRoot, entry));
  const name = packageName(entry);
  const manifest = resolvePackageFile(`${name}/package.json`, siteRoot);
  if (manifest === undefined) return undefined;
  const root = path.dirname(manifest);
  const inside = entry.slice(name.length).replace(/^\//, '');
  if (inside) return isFolder(path.join(root, inside));
  return USUAL_FOLDERS.map((each) => path.join(root, each)).find((candidate) => isFolder(candidate) !== undefined);
}

const isFolder = (folder: string): string | undefined => (existsSync(folder) && statSync(folder).isDirectory() ? folder : undefined);

/** The code file of component `name` in `folder` (`X.js`, `X/index.js`…), or undefined. */
function componentIn(folder: string, name: string): string | undefined {
  if (name.split('/').includes('..')) return undefined;
  return moduleFile(path.join(folder, name)) ?? undefined;
}

/** `@theme/<name>` (and `@theme-original/<name>`) from the themes: the last folder's that has it. */
export function themePackageModule(folders: readonly string[], name: string): string | undefined {
  for (let i = folders.length - 1; i >= 0; i--) {
    const found = componentIn(folders[i], name);
    if (found) return found;
  }
  return undefined;
}

/** `@theme-init/<name>` from the themes: the first folder's that has it. */
export function initialThemeModule(folders: readonly string[], name: string): string | undefined {
  for (const folder of folders) {
    const found = componentIn(folder, name);
    if (found) return found;
  }
  return undefined;
}

/** The theme folder (of `folders`) a file lies in, or undefined for a file of no theme package. */
export function themeFolderOf(folders: readonly string[], file: string): string | undefined {
  return folders.find((folder) => file.startsWith(folder + path.sep));
}

/** The folders of the entries that have one (a missing one is said by the build once: pipeline's theme check). */
export function installedThemeFolders(themes: readonly string[] | undefined, siteRoot: string): string[] {
  return themeFolders(themes, siteRoot).flatMap(({ folder }) => (folder === undefined ? [] : [folder]));
}
