// How a bundle of the site's code finds `@theme/…` imports (site-components.ts's esbuild plugin): the site's
// src/theme/X, else a theme package's X (theme-modules.ts); `@theme-original/X` and `@theme-init/X` a theme package's;
// else lendocs's own, left to the stand-ins (stand-ins.tsx) as an external module.
import { siteThemeModule, themeImportFile } from './theme-modules.js';

export function themeImports(b: import('esbuild').PluginBuild, siteRoot: string, themeFolders: readonly string[]): void {
  b.onResolve({ filter: /^@theme(-original|-init)?\// }, (args) => {
    // A stylesheet beside a component of the site's (`@theme/X/styles.css`): its file; of lendocs's own, esbuild's look.
    if (/\.(css|scss|sass)$/.test(args.path)) return args.path.startsWith('@theme/') ? siteThemeFile(siteRoot, args.path) : undefined;
    const file = themeImportFile(args.path, siteRoot, themeFolders);
    return file ? { path: file } : { path: args.path, external: true };
  });
}

/** `@theme/X/styles.css`: the site's file, as before theme packages were looked in; esbuild's own look without one. */
function siteThemeFile(siteRoot: string, specifier: string): { path: string; external?: boolean } {
  const own = siteThemeModule(siteRoot, specifier.slice('@theme/'.length));
  return own ? { path: own } : { path: specifier, external: true };
}
