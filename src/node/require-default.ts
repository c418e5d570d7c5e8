// Docusaurus loads a config, its sidebars files and its plugins with jiti, created with `interopDefault: true`, and
// every `require()` in them goes through jiti too: what a module exports as its default is what require gives, with
// its named exports added where the default has no key of that name. So `require('./typedoc-sidebar.ts').items`
// reads the items of a file that ends with `export default sidebar`, and `require('an-es-module-package')` gives its
// function. Bundled by esbuild (or left to Node's require), the same call gives the module's namespace, whose default
// is one level down. config-child.ts sends each require() through the function below, as jiti does.
import { dirname } from 'node:path';
import type { Plugin } from 'esbuild';

/** The esbuild namespace of the modules that stand between a require() and a file esbuild bundles. */
const REQUIRE_DEFAULT = 'lendocs-require-default';

/**
 * `__lendocsInteropDefault(mod)`, jiti's interopDefault: a module with a default export that is an object or a
 * function gives that default, with getters for the named exports it lacks; a default of another type gives the
 * default itself; a module without a default (or a null one) is given as it is.
 */
export const INTEROP_DEFAULT = `
function __lendocsInteropDefault(mod) {
  if (mod === null || typeof mod !== 'object' || !('default' in mod)) return mod;
  const value = mod.default;
  if (value === null || value === undefined) return mod;
  if (typeof value !== 'object' && typeof value !== 'function') return value;
  for (const key in mod) {
    try {
      if (!(key in value)) Object.defineProperty(value, key, { enumerable: key !== 'default', configurable: key !== 'default', get: () => mod[key] });
    } catch {}
  }
  return value;
}
`;

/** The files jiti loads as modules (it gives JSON as it is, with itself as its default). */
const MODULE_FILE = /\.[cm]?[jt]sx?$/i;

/**
 * A require() of a file esbuild bundles (the site's own files, a package whose entry is TypeScript) goes through a
 * small CommonJS module that requires the file and gives what jiti would. Left-out requires (packages, names in
 * variables) go through the `require` of config-child.ts's banner, which does the same.
 */
export function requireDefault(): Plugin {
  return {
    name: 'require-default',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'require-call' || args.pluginData === REQUIRE_DEFAULT) return undefined;
        // The standing-between module's own require of the file.
        if (args.namespace === REQUIRE_DEFAULT) return { path: args.path };
        const resolved = await b.resolve(args.path, { kind: args.kind, importer: args.importer, namespace: args.namespace, resolveDir: args.resolveDir, pluginData: REQUIRE_DEFAULT });
        // Anything else (an error, a stand-in, an external package) is resolved again as it was before.
        if (resolved.errors.length > 0 || resolved.external || resolved.namespace !== 'file' || !MODULE_FILE.test(resolved.path)) return undefined;
        // Named .cjs: esbuild takes a module named .mjs for an ES module, in which `module` is not defined.
        return { path: `${resolved.path}.cjs`, namespace: REQUIRE_DEFAULT, pluginData: resolved.path };
      });
      b.onLoad({ filter: /.*/, namespace: REQUIRE_DEFAULT }, (args) => ({
        contents: `module.exports = __lendocsInteropDefault(require(${JSON.stringify(args.pluginData)}));`,
        loader: 'js',
        resolveDir: dirname(args.pluginData),
      }));
    },
  };
}
