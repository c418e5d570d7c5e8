// Sass and SCSS (docusaurus-plugin-sass), compiled with the `sass` package the site has installed, as the plugin
// does through sass-loader: lendocs ships no Sass compiler of its own, so the site's stylesheets come out as its
// own version makes them. `@use '~pkg/x'` and `@use 'pkg/x'` are read from the site's node_modules and
// `@use '@site/x'` from the site folder, as sass-loader resolves them through webpack.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadSitePackage, packageName } from '../../node/site-package.js';

/** The parts of the `sass` package's JavaScript API lendocs calls: the modern one (1.45+), else the legacy one. */
interface SassModule {
  compile?: (file: string, options: Record<string, unknown>) => { css: string; loadedUrls?: URL[] };
  renderSync?: (options: Record<string, unknown>) => { css: { toString(): string }; stats?: { includedFiles?: string[] } };
}

export type SassResult =
  /** The CSS, and every file it was made from (the file and what it `@use`s), absolute. */
  | { css: string; files: string[] }
  /** A Sass error, at its file (absolute) and line (1-based) when Sass says. */
  | { error: { message: string; file?: string; line?: number } };

export interface SassCompiler {
  /** Undefined: the site has no `sass` package (the caller says it is missing). */
  compile(file: string): SassResult | undefined;
}

/** The package names tried, in order: `sass`, and `sass-embedded`, which has the same API. */
export const SASS_PACKAGES = ['sass', 'sass-embedded'];

/** A compiler with the site's `sass`, loaded on first use (a site without Sass files never loads it). */
export function createSassCompiler(siteRoot: string): SassCompiler {
  let sass: SassModule | null | undefined;
  return {
    compile(file) {
      if (sass === undefined) sass = loadSitePackage<SassModule>(siteRoot, SASS_PACKAGES)?.module ?? null;
      if (sass === null) return undefined;
      try {
        return sass.compile ? compileModern(sass, file, siteRoot) : compileLegacy(sass, file, siteRoot);
      } catch (cause) {
        return { error: sassError(cause) };
      }
    },
  };
}

const silent = { warn: () => undefined, debug: () => undefined };

function compileModern(sass: SassModule, file: string, siteRoot: string): SassResult {
  const packageImporter = { findFileUrl: (url: string) => packageFile(url, siteRoot, file) };
  const result = sass.compile!(file, { style: 'expanded', importers: [packageImporter], logger: silent });
  const files = (result.loadedUrls ?? []).filter((url) => url.protocol === 'file:').map((url) => fileURLToPath(url));
  return { css: result.css, files: files.length ? files : [file] };
}

function compileLegacy(sass: SassModule, file: string, siteRoot: string): SassResult {
  if (!sass.renderSync) throw new Error('the installed sass package has neither compile() nor renderSync()');
  const importer = (url: string, previous: string) => {
    const found = packageFile(url, siteRoot, previous);
    return found ? { file: fileURLToPath(found) } : null;
  };
  const result = sass.renderSync({ file, outputStyle: 'expanded', importer, logger: silent });
  return { css: result.css.toString(), files: result.stats?.includedFiles?.length ? result.stats.includedFiles : [file] };
}

/**
 * `~pkg/x` or `pkg/x` in a `@use`/`@import` that Sass found nowhere else: the path in the nearest node_modules
 * folder, from the importing file's folder up; `@site/x`: in the site folder (Sass then tries its partials and
 * extensions).
 */
function packageFile(url: string, siteRoot: string, from: string): URL | null {
  // `@site/src/scss/x`: Docusaurus's alias for the site folder, which sass-loader resolves through webpack.
  if (url.startsWith('@site/')) return pathToFileURL(path.join(siteRoot, url.slice('@site/'.length)));
  if (/^[a-z]+:/i.test(url) && !url.startsWith('~')) return null;
  const specifier = url.replace(/^~\/?/, '');
  if (!specifier || specifier.startsWith('.') || specifier.startsWith('/')) return null;
  const name = packageName(specifier);
  const start = from.startsWith('file:') ? fileURLToPath(from) : from && path.isAbsolute(from) ? from : path.join(siteRoot, 'x');
  for (let folder = path.dirname(start); ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'node_modules', name))) return pathToFileURL(path.join(folder, 'node_modules', specifier));
    if (path.dirname(folder) === folder) return null;
  }
}

/** What Sass said, where. */
function sassError(cause: unknown): { message: string; file?: string; line?: number } {
  const error = cause as { sassMessage?: string; message?: string; span?: { url?: URL; start?: { line: number } }; file?: string; line?: number };
  if (error.span) {
    const file = error.span.url?.protocol === 'file:' ? fileURLToPath(error.span.url) : undefined;
    return { message: error.sassMessage ?? String(error.message), file, line: error.span.start ? error.span.start.line + 1 : undefined };
  }
  const message = String(error.message ?? cause).split('\n')[0];
  return { message, file: error.file && path.isAbsolute(error.file) ? error.file : undefined, line: error.line };
}
