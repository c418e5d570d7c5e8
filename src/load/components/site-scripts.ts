// How the bundle reads the site's own scripts and the modules that lack names: each file once, with what lendocs adds
// to it — its `require.context` calls replaced (require-context.ts), the names its importers lack given as undefined
// exports (missing-exports.ts) — and the loader Docusaurus's set-up reads it with. A package's module that lacks no
// name is left to esbuild.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type MissingExport, missingExportLines } from './missing-exports.js';
import { withRequireContexts } from './require-context.js';

export interface SiteScriptOptions {
  siteRoot: string;
  /** The imports of names their modules lack, found by the bundle's earlier attempts. */
  missing: MissingExport[];
  /** config siteCode.jsAsTypeScript: the site's own .js and .jsx files are TypeScript with JSX. */
  jsAsTypeScript: boolean;
  /** Where the folders require.context calls list are added: inputs of the bundle, as its files are. */
  folders: Set<string>;
}

export function siteScripts(b: import('esbuild').PluginBuild, { siteRoot, missing, jsAsTypeScript, folders }: SiteScriptOptions): void {
  b.onLoad({ filter: /\.[cm]?[jt]sx?$/, namespace: 'file' }, (args) => {
    const own = !/[\\/]node_modules[\\/]/.test(args.path);
    const added = missingExportLines(missing, args.path);
    if (!own && !added) return undefined;
    const text = readFileSync(args.path, 'utf8');
    const contents = (own ? withRequireContexts(text, args.path, siteRoot, folders) : undefined) ?? text;
    return { contents: `${contents}${added}`, loader: siteScriptLoader(args.path, own && jsAsTypeScript), resolveDir: path.dirname(args.path) };
  });
}

/**
 * The loader of a script: by its extension, `.js` and `.jsx` holding JSX as Docusaurus's Babel set-up reads them;
 * `jsAsTypeScript` (Docusaurus Faster's SWC loader, the site's own files only): `.js` and `.jsx` are TypeScript with
 * JSX (`jsc.parser: { syntax: 'typescript', tsx: true }`), so annotations build and type-only imports are dropped.
 */
export function siteScriptLoader(file: string, jsAsTypeScript: boolean): import('esbuild').Loader {
  if (/\.[cm]?tsx$/.test(file)) return 'tsx';
  if (/\.[cm]?ts$/.test(file)) return 'ts';
  return jsAsTypeScript && /\.jsx?$/.test(file) ? 'tsx' : 'jsx';
}
