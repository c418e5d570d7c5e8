// The site's `customCss` stylesheets that are Sass (`.scss`, `.sass`: docusaurus-plugin-sass lets the classic
// theme's customCss list them), compiled with the site's own `sass` before they join the stylesheet, and plain CSS
// files that import other CSS or name files beside them in url(), resolved as Docusaurus's css-loader resolves them
// (css-bundle.ts). render/site-assets.ts reads the other plain .css files itself: a site whose customCss is plain
// CSS without such imports only has its files read once more here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { error } from '../../errors.js';
import { missingPackage } from '../../node/site-package.js';
import type { Diagnostic, ResolvedConfig } from '../../types.js';
import { bundleCss, needsResolving } from './css-bundle.js';
import { createSassCompiler } from './sass.js';

export interface CompiledCustomCss {
  /** customCss entry (as written in the config) → its CSS. */
  css: Record<string, string>;
  /** Every file Sass read, absolute. */
  inputs: string[];
  diagnostics: Diagnostic[];
}

export const isSassFile = (file: string): boolean => /\.s[ac]ss$/i.test(file);

/**
 * What compiling the customCss reads of the config, and all it may read: custom-css-thread.ts copies only this to
 * its thread, so a key read here that is not named here would be missing there.
 */
export type CustomCssConfig = Pick<ResolvedConfig, 'customCss'> & { paths: Pick<ResolvedConfig['paths'], 'static'> };

/** Just what CustomCssConfig names of a config (the part sent to the thread). */
export function customCssConfig(config: CustomCssConfig): CustomCssConfig {
  return { customCss: config.customCss, paths: { static: config.paths.static } };
}

export async function compileCustomCss(root: string, config: CustomCssConfig): Promise<CompiledCustomCss> {
  const compiled: CompiledCustomCss = { css: {}, inputs: [], diagnostics: [] };
  await resolvePlainCss(root, config, compiled);
  const entries = config.customCss.filter(isSassFile);
  if (entries.length === 0) return compiled;
  const sass = createSassCompiler(root);
  for (const entry of entries) {
    const file = path.resolve(root, entry);
    const result = sass.compile(file);
    if (!result) {
      const { message, hint } = missingPackage('sass', entry, "needs to be compiled (docusaurus-plugin-sass compiles Sass with the site's own sass)");
      compiled.diagnostics.push(error('missing-package', message, { file, hint }));
    } else if ('error' in result) {
      const at = result.error.file ?? file;
      compiled.diagnostics.push(error('sass', `Sass cannot compile ${entry}: ${result.error.message}`, { file: at, line: result.error.line, hint: 'Fix the Sass at that line.' }));
    } else {
      compiled.css[entry] = result.css;
      compiled.inputs.push(...result.files);
    }
  }
  return compiled;
}

/** The plain CSS entries whose imports and url()s need resolving (css-bundle.ts), bundled; others are left as they are. */
async function resolvePlainCss(root: string, config: CustomCssConfig, compiled: CompiledCustomCss): Promise<void> {
  const staticFolders = config.paths.static.map((folder) => path.resolve(root, folder));
  for (const entry of config.customCss.filter((file) => !isSassFile(file))) {
    const file = path.resolve(root, entry);
    const text = await readFile(file, 'utf8').catch(() => '');
    if (!needsResolving(text)) continue;
    const bundled = await bundleCss(file, { siteRoot: root, staticFolders });
    if ('error' in bundled) {
      compiled.diagnostics.push(error('custom-css', `customCss ${entry} cannot be resolved as Docusaurus resolves it: ${bundled.error.message}`, { file: bundled.error.file ?? file, line: bundled.error.line, hint: 'Fix the @import or url() at that line: a path from the file\'s folder, a package installed in the site folder, or a file of the static folder (/img/x.png).' }));
      continue;
    }
    compiled.css[entry] = bundled.css;
    compiled.inputs.push(...bundled.inputs);
  }
}
