// How the bundle reads the site's own scripts and the modules that lack names: each file once, with what lendocs adds
// to it — webpack's context modules for its `require.context` calls and its requires of computed paths, the names its
// importers lack given as undefined exports (missing-exports.ts), the requires only the browser runs left out
// (browser-only-requires.ts) — and the loader Docusaurus's set-up reads it with. A package's module that needs none
// of that is left to esbuild.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type MissingExport, missingExportLines } from './missing-exports.js';
import { type StripCode, withComputedRequires } from './computed-require.js';
import { CONTEXT_FUNCTION } from './context-module.js';
import { withRequireContexts } from './require-context.js';
import { withBrowserOnlyRequires } from './browser-only-requires.js';

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
    const read = readFileSync(args.path, 'utf8');
    const browserOnly = withBrowserOnlyRequires(read);
    if (!own && !added && browserOnly === undefined) return undefined;
    const text = browserOnly ?? read;
    const loader = siteScriptLoader(args.path, own && jsAsTypeScript);
    const contents = (own ? withContextModules(text, args.path, siteRoot, { folders, strip: stripCode(b.esbuild.transformSync, loader) }) : undefined) ?? text;
    return { contents: `${contents}${added}`, loader, resolveDir: path.dirname(args.path) };
  });
}

/**
 * The code of a site's file (a script, or an MDX file's module) with webpack's context modules made for it, or
 * undefined when it needs none: its requires of computed paths (computed-require.ts), its require.context calls.
 */
export function withContextModules(text: string, file: string, siteRoot: string, { folders, strip }: { folders: Set<string>; strip: StripCode }): string | undefined {
  const computed = withComputedRequires(text, file, siteRoot, { folders, strip });
  const contexts = withRequireContexts(computed ?? text, file, siteRoot, folders);
  return contexts ?? (computed === undefined ? undefined : `${computed}\n${CONTEXT_FUNCTION}\n`);
}

/** An MDX file's module (the bundle's stdin, which no onLoad reads) with webpack's context modules made for it. */
export function mdxModuleWithContexts(source: string, file: string, siteRoot: string, { folders, transformSync }: { folders: Set<string>; transformSync: typeof import('esbuild').transformSync }): string {
  return withContextModules(source, file, siteRoot, { folders, strip: stripCode(transformSync, 'jsx') }) ?? source;
}

/** esbuild's reading of code of the loader given (computed-require.ts tells calls from text that looks like them with it). */
export function stripCode(transformSync: typeof import('esbuild').transformSync, loader: import('esbuild').Loader): StripCode {
  return (code, define) => transformSync(code, { loader, define, logLevel: 'silent' }).code;
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
