// What Docusaurus's webpack loaders give a component that esbuild does not on its own: Sass and SCSS files
// (docusaurus-plugin-sass; `.module.scss` are CSS modules, handled with the `.module.css` ones in
// site-components.ts), compiled with the site's own `sass`, and `!!raw-loader!./file` imports, the file's text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { webpackFile } from '../../node/module-file.js';
import { missingPackage } from '../../node/site-package.js';
import type { SassCompiler } from '../styles/sass.js';

type Build = import('esbuild').PluginBuild;
type OnLoadResult = import('esbuild').OnLoadResult;

/** `!!raw-loader!`, `-!raw-loader!`, `!raw-loader!` and `raw-loader!`: webpack's inline loader prefixes. */
export const RAW_LOADER = /^(?:!!|-!|!)?raw-loader!/;

/** `import text from '!!raw-loader!./file'`: the file's text (found with webpack's extensions when it has none). */
export function rawLoaderImports(b: Build): void {
  b.onResolve({ filter: RAW_LOADER }, async (args) => {
    const specifier = args.path.replace(RAW_LOADER, '');
    if (/^(\.|\/)/.test(specifier)) {
      const file = webpackFile(path.resolve(args.resolveDir, specifier));
      return file ? { path: file, namespace: 'raw' } : { errors: [{ text: `Could not resolve "${args.path}": there is no file ${specifier}` }] };
    }
    const found = await b.resolve(specifier, { resolveDir: args.resolveDir, kind: args.kind });
    return found.errors.length ? { errors: found.errors } : { path: found.path, namespace: 'raw' };
  });
  // raw-loader 4's module (its esModule option is on by default): the text is the default export, so require() gives
  // { default: text } as webpack's does, and an import the text.
  b.onLoad({ filter: /./, namespace: 'raw' }, (args) => ({ contents: `export default ${JSON.stringify(readFileSync(args.path, 'utf8'))};`, loader: 'js' }));
}

/**
 * A Sass file as CSS (a plain `.scss`: global CSS; `local`: a CSS module's), or the error that stops the bundle:
 * Sass's own at its line, or the site's missing `sass` package. `read` gets every file Sass read.
 */
export function sassContents(file: string, { sass, siteRoot, local, read }: { sass: SassCompiler; siteRoot: string; local: boolean; read: (file: string) => void }): OnLoadResult {
  const result = sass.compile(file);
  const shown = path.relative(siteRoot, file).split(path.sep).join('/');
  if (!result) {
    const { message, hint } = missingPackage('sass', shown, 'needs to be compiled (docusaurus-plugin-sass compiles Sass with the site\'s own sass)');
    return { errors: [{ text: message, detail: { hint } }] };
  }
  if ('error' in result) {
    const { message, file: at, line } = result.error;
    return { errors: [{ text: `Sass cannot compile ${shown}: ${message}`, location: at ? { file: path.relative(siteRoot, at), line: line ?? 1, column: 0, lineText: '', length: 0, namespace: 'file', suggestion: '' } : null, detail: { hint: 'Fix the Sass at that line.' } }] };
  }
  for (const input of result.files) read(input);
  return { contents: result.css, loader: local ? 'local-css' : 'css', resolveDir: path.dirname(file), watchFiles: result.files };
}

/** Plain `.scss` and `.sass` files (not CSS modules): compiled to global CSS. */
export function sassImports(b: Build, options: { sass: SassCompiler; siteRoot: string; read: (file: string) => void }): void {
  b.onLoad({ filter: /\.s[ac]ss$/, namespace: 'file' }, (args) => sassContents(args.path, { ...options, local: false }));
}
