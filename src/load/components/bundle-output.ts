// What esbuild's output and failures name, read back for the site's author and the site's stylesheet: its
// metafile's paths in lendocs's namespaces (a CSS module's hashed name, a loader's request) as the files they are, its
// CSS cut into one piece per file, and a failure to bundle as a ComponentError naming the file and line.
import path from 'node:path';
import { ComponentError } from './component-error.js';
import { loaderResource } from './webpack-loader-imports.js';
import { isPackageSpecifier, missingPackage, packageName, resolvePackageFile } from '../../node/site-package.js';

/** What esbuild's failure to bundle `modulePath` means for the site's author: a missing package, or the first error at its file and line. */
export function bundleError(cause: unknown, modulePath: string, siteRoot: string, fileModule: boolean): ComponentError {
  const first = (cause as { errors?: { text: string; location?: { file: string; line: number }; detail?: { hint?: string } }[] }).errors?.[0];
  const missing = first && missingPackageOf(first, siteRoot);
  if (missing) return new ComponentError(missing.message, missing.hint, missing.at);
  const at = first?.location ? { file: path.resolve(siteRoot, realPath(first.location.file)), line: first.location.line } : {};
  if (first?.detail?.hint) return new ComponentError(first.text, first.detail.hint, at);
  const where = first?.location ? ` (${realPath(first.location.file)}:${first.location.line})` : '';
  const subject = fileModule ? `The code of ${path.relative(siteRoot, modulePath)} (its imports and exports)` : `The component ${path.relative(siteRoot, modulePath)}`;
  return new ComponentError(`${subject} cannot be bundled: ${first?.text ?? (cause as Error).message}${where}.`, 'Check the import paths in the component; packages it imports must be installed in the site folder.', at);
}

/**
 * esbuild's "Could not resolve" of a package the site has not installed (in no node_modules folder up from the
 * importing file): class 3's message naming the package, the importing file and npm install.
 */
function missingPackageOf(error: { text: string; location?: { file: string; line: number } }, siteRoot: string): { message: string; hint: string; at: ComponentError['at'] } | undefined {
  const specifier = /^Could not resolve "([^"]+)"/.exec(error.text)?.[1];
  if (!specifier || !isPackageSpecifier(specifier) || !error.location) return undefined;
  const importer = path.resolve(siteRoot, realPath(error.location.file));
  const name = packageName(specifier);
  // Installed (up from the file, or in the site folder, where the bundle also looks): esbuild's own message says what is wrong.
  if ([path.dirname(importer), siteRoot].some((folder) => resolvePackageFile(`${name}/package.json`, folder) || resolvePackageFile(name, folder))) return undefined;
  const shown = `${path.relative(siteRoot, importer).split(path.sep).join('/')}:${error.location.line}`;
  return { ...missingPackage(name, shown), at: { file: importer, line: error.location.line, specifier } };
}

/** A metafile input's file, relative to the site folder: a CSS module's real path instead of its hashed one. */
export function realPath(input: string): string {
  if (input.startsWith('static-image:')) return input.slice('static-image:'.length);
  if (input.startsWith('raw:')) return input.slice('raw:'.length);
  if (input.startsWith('css-url:')) return input.slice('css-url:'.length);
  if (input.startsWith('webpack-loader:')) return loaderResource(input.slice('webpack-loader:'.length));
  return input.startsWith('css-module:') ? input.slice('css-module:'.length).replace(/-[0-9a-f]{5}\.module\.(css|scss|sass)$/, '.module.$1') : input;
}

/** esbuild's CSS output cut into one piece per file, at the `/* file *\/` comment it writes before each. */
export function cssPieces(css: string): string[] {
  const pieces = css.split(/^(?=\/\* [^\n]*\.(?:css|scss|sass) \*\/$)/m).map((piece) => piece.trim()).filter(Boolean);
  return pieces.map((piece) => piece.replace(/^\/\* css-module:([^\n]*) \*\//, (_, file: string) => `/* ${realPath(`css-module:${file}`)} */`));
}
