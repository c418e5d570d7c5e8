// Which package a value of a config came from, for what migrate says of it: a remark plugin is a function whose
// own name is often no help (`plugin`, or none), but its package's name says what it does
// (`@docusaurus/remark-plugin-npm2yarn`). Runs in the config's child process (config-child.ts), where the values
// are still the packages' own.
import { createRequire } from 'node:module';

/** The key under which a stand-in for a package that is not installed says which package it stands for. */
export const MISSING_PACKAGE = 'lendocs.missingPackage';

/** The package folder's name in a module's path (`…/node_modules/@scope/name/lib/index.js` → `@scope/name`). */
function packageInPath(file: string): string | undefined {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](?!.*[\\/]node_modules[\\/])/.exec(file);
  return match?.[1].replace(/\\/g, '/');
}

/**
 * The package `value` is the export of: a stand-in's package, or the CommonJS package whose module exports it (or
 * exports it as `default`), found in Node's module cache, which holds what the config loaded. Undefined for an ES
 * module package (its function names are usually its own: `remarkMath`) and for the site's own functions.
 */
export function packageOf(value: unknown): string | undefined {
  if (typeof value !== 'function') return undefined;
  const missing = (value as unknown as Record<symbol, unknown>)[Symbol.for(MISSING_PACKAGE)];
  if (typeof missing === 'string') return missing;
  const cache = createRequire(import.meta.url).cache;
  for (const [file, module] of Object.entries(cache)) {
    const exports = module?.exports as { default?: unknown } | undefined;
    if (exports === value || (typeof exports === 'object' && exports !== null && exports.default === value)) return packageInPath(file);
  }
  return undefined;
}
