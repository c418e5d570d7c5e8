// The site's CSS (customCss and its components' CSS) through its own PostCSS set-up (node/postcss-run.ts), as
// Docusaurus's postcss-loader runs every CSS file through it: Tailwind's @tailwind, @apply and utilities. A site
// whose CSS needs Tailwind but has no set-up lendocs can apply gets one warning saying its classes are missing. A site
// with neither pays nothing but a look at its CSS text.
import path from 'node:path';
import { error, warning } from '../../errors.js';
import { postCssSetUp, runPostCss } from '../../node/postcss-run.js';
import { missingPackage } from '../../node/site-package.js';
import type { Diagnostic, ResolvedConfig } from '../../types.js';

/** A piece of the site's CSS: its file (relative to the site folder) and text. */
export interface CssPiece {
  file: string;
  css: string;
}

/** What Tailwind's PostCSS plugin turns into CSS: left as written, the classes the site's pages use are missing. */
const TAILWIND = /@tailwind\s+[\w-]+|@import\s+(url\()?["']tailwindcss|@apply\s/;

/**
 * The pieces as the site's PostCSS makes them; unchanged when it has no set-up, or the set-up fails (an error in
 * `diagnostics`, naming a package it lacks as class 3 does).
 */
export async function processSiteCss(root: string, config: ResolvedConfig, pieces: CssPiece[], diagnostics: Diagnostic[]): Promise<string[]> {
  const as = pieces.map((piece) => piece.css);
  if (pieces.length === 0) return as;
  const setUp = postCssSetUp(root, config.postcssPlugins);
  if (!setUp) {
    const needs = pieces.find((piece) => TAILWIND.test(piece.css));
    if (needs) {
      const directive = TAILWIND.exec(needs.css)![0].trim();
      diagnostics.push(warning('postcss-missing', `The site's CSS needs PostCSS with Tailwind ("${directive}" in ${needs.file}), and the site has no PostCSS set-up lendocs can apply: the Tailwind classes its pages use are missing from the stylesheet.`, { file: path.resolve(root, needs.file), hint: 'List the PostCSS plugins in the config (postcssPlugins: [tailwindcss]; migrate writes it from a plugin\'s configurePostCss), or add a postcss.config.js to the site folder.' }));
    }
    return as;
  }
  const outcome = await runPostCss(root, setUp, pieces.map((piece) => ({ from: path.resolve(root, piece.file), css: piece.css })));
  if ('css' in outcome) return outcome.css;
  const said = outcome.missing
    ? missingPackage(outcome.missing, setUp.configFile ? path.basename(setUp.configFile) : 'the config\'s postcssPlugins', 'needs')
    : { message: `The site's PostCSS set-up failed: ${outcome.error}`, hint: 'Fix the PostCSS config (postcss.config.js, or the config\'s postcssPlugins) or the CSS it names.' };
  diagnostics.push(error(outcome.missing ? 'missing-package' : 'postcss', said.message, { file: setUp.configFile, hint: said.hint }));
  return as;
}
