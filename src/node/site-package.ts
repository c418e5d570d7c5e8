// The site's own packages, found as webpack finds them for Docusaurus: in the node_modules folder of the folder that
// asks, then of each folder above it (a monorepo hoists its packages to the top). A package lendocs itself depends on
// is never used in place of the site's: what the site has not installed is a message naming the package, the file
// that needs it and `npm install`.
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
