// The site's `customCss` stylesheets that are Sass (`.scss`, `.sass`: docusaurus-plugin-sass lets the classic
// theme's customCss list them), compiled with the site's own `sass` before they join the stylesheet
// (render/site-assets.ts reads the plain .css ones itself). A site whose customCss is all CSS does nothing here.
import path from 'node:path';
import { error } from '../../errors.js';
import { missingPackage } from '../../node/site-package.js';
import type { Diagnostic, ResolvedConfig } from '../../types.js';
import { createSassCompiler } from './sass.js';

export interface CompiledCustomCss {
  /** customCss entry (as written in the config) → its CSS. */
  css: Record<string, string>;
  /** Every file Sass read, absolute. */
  inputs: string[];
  diagnostics: Diagnostic[];
}

export const isSassFile = (file: string): boolean => /\.s[ac]ss$/i.test(file);

export function compileCustomCss(root: string, config: ResolvedConfig): CompiledCustomCss {
  const compiled: CompiledCustomCss = { css: {}, inputs: [], diagnostics: [] };
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
