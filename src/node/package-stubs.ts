// The esbuild plugin that resolves the packages a bundled config or plugin file imports (config-child.ts): one that
// is installed stays outside the bundle (or is bundled where Node could not load it as jiti does), one that is not
// becomes a stand-in that gives itself for any use, and a package the caller stands in for gets the caller's module.
import type { Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMMONJS_DEFAULT, commonJsDefaultModule, isCommonJs } from './commonjs-default.js';
import { MISSING_PACKAGE } from './package-of.js';

/** `__lendocsStubFor(id)`, a stand-in for the missing package `id`: any use of it gives itself, so a config that calls it still loads. */
export const STUB_FOR = `
function __lendocsStubFor(id) {
  const stub = new Proxy(function () {}, {
    get(_, key) {
      if (key === 'then' || key === '__esModule') return undefined;
      if (key === Symbol.for('${MISSING_PACKAGE}')) return id;
      if (key === 'toJSON') return () => '[stub]';
      if (key === Symbol.toPrimitive) return () => '';
      return stub;
    },
    apply() { return stub; },
    construct() { return stub; },
  });
  return stub;
}
`;

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Names imported from `specifier` in `source` (`import { a, b as c } from 'specifier'`). */
function namedImports(source: string, specifier: string): string[] {
  const names = new Set<string>();
  const pattern = new RegExp(`import\\s+(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${escapeRe(specifier)}['"]`, 'g');
  for (const match of source.matchAll(pattern)) {
    for (const part of match[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0].trim();
      if (/^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default') names.add(name);
    }
  }
  return [...names];
}

export function stubs(dir: string, missing: Set<string>, standIns: ReadonlyMap<string, string>): Plugin {
  const require = createRequire(path.join(dir, 'noop.js'));
  return {
    name: 'stub-missing-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:')) return { external: true };
        // A package the caller stands in for, installed or not (content-plugin-stand-ins.ts).
        if (standIns.has(args.path)) return { path: args.path, namespace: 'lendocs-stand-in' };
        try {
          const resolved = require.resolve(args.path, { paths: [args.resolveDir || dir] });
          // Docusaurus loads configs with jiti, which reads what Node's ES module loader refuses: a package's JSON
          // without `with { type: 'json' }` (bundled here instead), and a file path without its extension
          // (`pkg/lib/x`, imported by the path CommonJS found).
          if (/\.json$/i.test(resolved)) return { path: resolved };
          // And a package whose entry is TypeScript or JSX (a workspace package with `"main": "src/index.ts"`), which
          // jiti transpiles as it transpiles the config and Node cannot load: bundled, as the config's own files are.
          if (/\.([cm]?ts|tsx|jsx)$/i.test(resolved)) return { path: resolved };
          // `import x from` (or `import()`) a CommonJS package: x as jiti gives it (commonjs-default.ts).
          if ((args.kind === 'import-statement' || args.kind === 'dynamic-import') && isCommonJs(resolved)) return { path: resolved, namespace: COMMONJS_DEFAULT };
          if (/^(@[^/]+\/)?[^/]+\/./.test(args.path) && !/\.[cm]?js$/.test(args.path)) return { path: resolved, external: true };
          return { external: true };
        } catch {
          missing.add(args.path);
          if (args.kind === 'require-call') return { path: args.path, namespace: 'lendocs-stub-cjs' };
          const source = args.importer ? readFileSync(args.importer, 'utf8') : '';
          // One stand-in per importing file: esbuild loads a path once, so files importing different names from
          // the same missing package would otherwise share the first one's exports.
          return { path: `${args.path}?from=${args.importer}`, namespace: 'lendocs-stub', pluginData: { id: args.path, names: namedImports(source, args.path) } };
        }
      });
      b.onResolve({ filter: /.*/, namespace: COMMONJS_DEFAULT }, (args) => ({ path: args.path, external: true }));
      b.onLoad({ filter: /.*/, namespace: COMMONJS_DEFAULT }, (args) => ({ contents: commonJsDefaultModule(args.path), loader: 'js' }));
      b.onLoad({ filter: /.*/, namespace: 'lendocs-stand-in' }, (args) => ({ contents: standIns.get(args.path)!, loader: 'js' }));
      b.onLoad({ filter: /.*/, namespace: 'lendocs-stub-cjs' }, (args) => ({ contents: `${STUB_FOR}\nmodule.exports = __lendocsStubFor(${JSON.stringify(args.path)});`, loader: 'js' }));
      b.onLoad({ filter: /.*/, namespace: 'lendocs-stub' }, (args) => ({
        contents: `${STUB_FOR}\nconst stub = __lendocsStubFor(${JSON.stringify(args.pluginData.id)});\nexport default stub;\n${(args.pluginData.names as string[]).map((name) => `export const ${name} = stub;`).join('\n')}`,
        loader: 'js',
      }));
    },
  };
}

