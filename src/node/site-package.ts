// The site's own packages, found as webpack finds them for Docusaurus: in the node_modules folder of the folder that
// asks, then of each folder above it (a monorepo hoists its packages to the top). A package lendocs itself depends on
// is never used in place of the site's: what the site has not installed is a message naming the package, the file
// that needs it and `npm install`.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The package a bare specifier names: `sass`, `@scope/name` (of `@scope/name/sub/path`). */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** True for a specifier that names a package (not `./x`, `/x`, `@site/x` or a `node:` built-in). */
export function isPackageSpecifier(specifier: string): boolean {
  return !/^(\.|\/|@site\/|node:)/.test(specifier) && !specifier.includes('!');
}

/** Node's `require`, resolving from `folder` (node_modules there, then in each folder above). */
function requireFrom(folder: string): NodeJS.Require {
  return createRequire(path.join(folder, 'noop.js'));
}

/** The file `specifier` resolves to from `folder`; undefined when no node_modules folder on the way up has it. */
export function resolvePackageFile(specifier: string, folder: string): string | undefined {
  try {
    return requireFrom(folder).resolve(specifier);
  } catch {
    return undefined;
  }
}

// The conditions webpack matches in a package's "exports" for an `import` in Docusaurus's server build, in no order:
// a package's own order of keys decides, as in Node.
const IMPORT_CONDITIONS = new Set(['import', 'module', 'webpack', 'node', 'production', 'default']);

/**
 * The file an `import` of `specifier` gets from `folder`, as webpack picks it: the package's "exports" entry for
 * import (not require's, which Node's resolver gives), else its "module" field for the package itself, else what
 * require gets. Undefined when no node_modules folder on the way up has the package.
 */
export function resolvePackageImport(specifier: string, folder: string): string | undefined {
  const required = resolvePackageFile(specifier, folder);
  if (required === undefined) return undefined;
  const name = packageName(specifier);
  // The package's folder: the nearest one up from the file whose package.json has the package's name.
  let root = path.dirname(required);
  let manifest = manifestOf(root);
  while (manifest?.name !== name) {
    if (path.dirname(root) === root) return required;
    root = path.dirname(root);
    manifest = manifestOf(root);
  }
  const subpath = `.${specifier.slice(name.length)}`;
  const target = manifest.exports !== undefined ? exportsTarget(manifest.exports, subpath) : subpath === '.' && typeof manifest.module === 'string' ? manifest.module : undefined;
  const file = target === undefined ? undefined : path.join(root, target);
  return file !== undefined && existsSync(file) ? file : required;
}

/** The folder's package.json, read; undefined when it has none that can be read. */
function manifestOf(folder: string): { name?: unknown; exports?: unknown; module?: unknown } | undefined {
  try {
    return JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { name?: unknown; exports?: unknown; module?: unknown };
  } catch {
    return undefined;
  }
}

/** The target "exports" maps `subpath` to under IMPORT_CONDITIONS (exact keys, then `*` patterns). */
function exportsTarget(exports: unknown, subpath: string): string | undefined {
  const keyed = typeof exports === 'object' && exports !== null && !Array.isArray(exports) && Object.keys(exports).some((key) => key.startsWith('.'));
  const map = (keyed ? exports : { '.': exports }) as Record<string, unknown>;
  if (subpath in map) return conditionTarget(map[subpath]);
  for (const [key, value] of Object.entries(map)) {
    const star = key.indexOf('*');
    if (star < 0 || !subpath.startsWith(key.slice(0, star)) || !subpath.endsWith(key.slice(star + 1))) continue;
    const matched = subpath.slice(star, subpath.length - (key.length - star - 1));
    return conditionTarget(value)?.replaceAll('*', matched);
  }
  return undefined;
}

function conditionTarget(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (Array.isArray(entry)) return entry.map(conditionTarget).find((target) => target !== undefined);
  if (typeof entry !== 'object' || entry === null) return undefined;
  for (const [condition, value] of Object.entries(entry)) {
    if (!IMPORT_CONDITIONS.has(condition)) continue;
    const target = conditionTarget(value);
    if (target !== undefined) return target;
  }
  return undefined;
}

/**
 * The first of `names` the site has installed, loaded (CommonJS, or ESM through Node's require), and its name;
 * undefined when it has none of them. A package that is there but fails to load throws.
 */
export function loadSitePackage<T>(siteRoot: string, names: string[]): { name: string; module: T } | undefined {
  for (const name of names) {
    const file = resolvePackageFile(name, siteRoot);
    if (file) return { name, module: requireFrom(siteRoot)(file) as T };
  }
  return undefined;
}

/**
 * The message and hint for a package the site has not installed. `importer`: the file that needs it, as shown;
 * `how`: how it needs it ("imports", or "needs to be compiled").
 */
export function missingPackage(name: string, importer: string, how = 'imports'): { message: string; hint: string } {
  return {
    message: `The package "${name}", which ${importer} ${how}, is not installed: no node_modules folder of the site folder or of a folder above it has it.`,
    hint: `Install the site's packages: run npm install in the site folder (npm install ${name} if its package.json does not list it).`,
  };
}
