// Imports the site's code makes by a name that stands for a file elsewhere: a file a plugin of the site's wrote
// (`@generated/…`), and a module alias a plugin's configureWebpack set (config `siteCode.aliases`).
import path from 'node:path';
import { aliasedSpecifier, type ModuleAliases } from '../../node/module-alias.js';
import { generatedAliasPath, generatedFilePath } from '../../node/generated-files.js';

/**
 * An import of a file a plugin of the site's wrote with createData (`@generated/…`, or a path into .docusaurus/):
 * the file where lendocs keeps it (node/generated-files.ts). Any other import into .docusaurus/ is left as it is.
 */
export function generatedImports(b: import('esbuild').PluginBuild, siteRoot: string): void {
  b.onResolve({ filter: /^@generated\/|\.docusaurus[\\/]/ }, async (args) => {
    const written = generatedAliasPath(args.path, siteRoot) ?? (args.path.startsWith('@site/') ? path.join(siteRoot, args.path.slice('@site/'.length)) : path.resolve(args.resolveDir, args.path));
    const own = generatedFilePath(written, siteRoot);
    return own === written ? undefined : b.resolve(own, { resolveDir: args.resolveDir, kind: args.kind });
  });
}

/** An import by a module alias (config `siteCode.aliases`, a Docusaurus plugin's resolve.alias): its target's file. */
export function moduleAliasImports(b: import('esbuild').PluginBuild, aliases: ModuleAliases): void {
  const keys = aliases.map(({ key }) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  b.onResolve({ filter: new RegExp(`^(${keys.join('|')})(/|$)`) }, (args) => {
    const target = aliasedSpecifier(args.path, aliases);
    return target === undefined ? undefined : b.resolve(target, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer });
  });
}
