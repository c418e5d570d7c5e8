// The imports of an MDX file's own module (mdx/file-module.ts), as esbuild resolves them. The module holds every
// import of the file, though its code may use a few: the rest are dropped (no side effects, as Docusaurus's bundle
// would keep them only for what they draw), so an import lendocs answers itself (a built-in, an image, a partial) or
// has no stand-in for never stops the file's code. One the site has no file for is left to the thread, which says
// so only if the code uses it; the MDX walk has already reported it at its line.
import type { PluginBuild } from 'esbuild';

export function fileModuleImports(b: PluginBuild, modulePath: string): void {
  b.onResolve({ filter: /.*/ }, async (args) => {
    // Only the module's own imports, and each once: resolving it again (below) passes pluginData, as other hooks do.
    if (args.importer !== modulePath || args.namespace !== 'file' || args.pluginData !== undefined) return undefined;
    const found = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'file-module' });
    if (found.errors.length > 0) return { path: args.path, external: true, sideEffects: false };
    return { ...found, sideEffects: false, errors: undefined, warnings: undefined };
  });
}
