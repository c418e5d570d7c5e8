// The site's own React components (`src/components/X.tsx`, CSS modules and all), bundled by esbuild, to be run on
// the site's code thread (site-code.ts) and rendered with React's renderToStaticMarkup. One function does it for
// every caller: MDX files that import a component, React pages in `src/pages/`, and theme overrides from `src/theme/`:
//   const loader = createComponentLoader({ siteRoot });
//   const { code, css, inputs } = await loader.load('/abs/path/src/components/Cards.tsx');
// `code` is a script whose module (bundle-result.ts) has the component as its default export (site-code-worker.ts runs it); `css` the CSS its
// files import, one piece per file (CSS modules get class names scoped by the file's path, so two
// `styles.module.css` never clash in the site's one stylesheet); `inputs` every file the bundle read with a hash of
// its text, so a cached page that used it can tell when it is stale. Imports of `@docusaurus/*`, `@theme/*` and
// React are left to the stand-ins (stand-ins.tsx), but for `@theme/X` the site has in src/theme (theme-modules.ts);
// `@site/…` is the site folder, `/…` the static folder then the site folder; other packages come from the site's
// node_modules (site-package.ts); Sass files and `!!raw-loader!` imports as webpack's loaders give them
// (loader-imports.ts), other inline loaders (`!!a-loader!./x.png`) run as webpack runs them
// (webpack-loader-imports.ts), videos and documents as their URLs (media-files.ts), Markdown files as components
// (markdown-files.ts). An import that cannot be resolved is a ComponentError naming it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUNDLE_RESULT } from './bundle-result.js';
import { ComponentError } from './component-error.js';
import { bundleError, cssPieces, realPath } from './bundle-output.js';
import { themeImports } from './theme-imports.js';
import { rawLoaderImports, sassContents, sassImports } from './loader-imports.js';
import { markdownFileModule } from './markdown-files.js';
import { fileModuleImports } from './file-module-imports.js';
import { type MissingExport, missingExportsOf, missingExportWarning } from './missing-exports.js';
import { mdxModuleWithContexts, siteScripts } from './site-scripts.js';
import { svgModule } from './svg-module.js';
import { mediaFiles } from './media-files.js';
import { webpackLoaderImports, type LoaderRuns, type LoaderWarning } from './webpack-loader-imports.js';
import { loaderProcess } from '../../node/webpack-loaders.js';
import type { ContentPaths } from '../../shared/content-paths.js';
import type { ModuleAliases } from '../../node/module-alias.js';
import { generatedImports, moduleAliasImports } from './alias-imports.js';
import { inputHasher } from '../../node/input-hash.js';
import { createSassCompiler, type SassCompiler } from '../styles/sass.js';
import { cssUrls, staticUrl } from '../styles/css-urls.js';
import { frameChrome, frameWith, type PageFrame } from './page-frame.js';
import { bundleFrame, FRAME_BUNDLE, framedBundle, frameSharedFiles, type SharedFiles } from './frame-bundle.js';

export interface ComponentBundle {
  /** The module, bundled as a script that sets BUNDLE_RESULT; the stand-ins answer its `require` calls. */
  code: string;
  /** A hash of `code`. */
  hash: string;
  /**
   * The CSS its files import, one piece per CSS file in the bundle's order, each opening with a comment naming the
   * file (relative to the site folder): pieces from several bundles are merged without repeats (render/site-assets.ts).
   */
  css: string[];
  /** Every file the bundle read (absolute path → sha256 of its text), and every folder it listed (node/input-hash.ts). */
  inputs: Record<string, string>;
  /** What bundling it said that the page must say too (an import of a name its module lacks: missing-exports.ts). */
  warnings?: { message: string; hint: string; code: string }[];
  /** Files its imports made URLs of, to publish (media-files.ts), from the site folder. */
  files?: string[];
  /** The bundle of the frame it is drawn in (its name on the site's code thread), which gives it the frame's modules (frame-bundle.ts). */
  frame?: { module: string; hash: string; code: string };
}

export { ComponentError };

export interface ComponentLoader {
  /**
   * `source`: the module is an MDX file's own code (mdx/file-module.ts), bundled from this text as if it were `modulePath`;
   * `framed`: bundled with the site's page frame to be drawn inside it, with `docItem` (doc-item.ts) in it (page-frame.ts).
   */
  load(modulePath: string, source?: string, framed?: boolean, docItem?: string): Promise<ComponentBundle>;
  /** A new build (serve: a save): a bundle made earlier is used again only once its files are checked unchanged. */
  beginRun(): void;
  /** Ends the process that runs the site's webpack loaders, if one was started. */
  close(): void;
}

const ASSETS = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico'];

/**
 * `staticFolders`: the site's static folders (paths.static), absolute, in order (`static` without it); `aliases`, `resolveExtensions`,
 * `define`, `jsAsTypeScript`: config `siteCode`'s; `themeFolders`: its theme packages' folders (siteCode.themes); `contentPaths`: where the content folders are, for the URLs of files it publishes.
 */
export interface ComponentLoaderOptions { siteRoot: string; staticFolders?: readonly string[]; aliases?: ModuleAliases; resolveExtensions?: string[]; define?: Record<string, string>; jsAsTypeScript?: boolean; contentPaths?: ContentPaths; themeFolders?: readonly string[]; frame?: PageFrame }

export function createComponentLoader({ siteRoot, staticFolders = [path.join(siteRoot, 'static')], aliases, resolveExtensions, define, jsAsTypeScript = false, contentPaths, themeFolders = [], frame }: ComponentLoaderOptions): ComponentLoader {
  const loaded = new Map<string, { source?: string; made: Promise<ComponentBundle> }>();
  // Bundles whose files were checked (or read) in this run: a module used on a thousand pages, whose bundle read a UI
  // kit's eight hundred files, is not checked again at each use (stat calls were a third of a build's main thread).
  const checked = new Set<string>();
  const sass = createSassCompiler(siteRoot);
  // Inline webpack loaders run in one child process for all bundles, started only if the site's code names one, and
  // what they give is reused by every bundle that imports the same request.
  const loaders = { process: loaderProcess(siteRoot), ran: new Map() };
  const hash = inputHasher();
  return {
    close: () => loaders.process.close(),
    beginRun: () => checked.clear(),
    async load(modulePath, source, framed, docItem) {
      // A component lendocs stands in for (mdx/site-module.ts STAND_IN_COMPONENTS), named by its specifier.
      if (!path.isAbsolute(modulePath)) return standInBundle(modulePath);
      const options = { siteRoot, staticFolders, aliases, resolveExtensions, define, source, jsAsTypeScript, contentPaths, themeFolders, loaders, hash };
      const inFrame = framed ? frameWith(frame, docItem) : undefined;
      // An MDX file's module is kept apart from the file, should a component import the file itself.
      const key = `${modulePath}${source === undefined ? '' : '\0module'}`;
      if (!inFrame) return cached(key, source, () => bundle(modulePath, options, sass));
      const name = `${FRAME_BUNDLE}${inFrame.docItem ?? ''}`;
      const frameBundle = () => cached(name, undefined, () => bundleFrame(inFrame, name, siteRoot, (entry, metafileOf) => bundle(entry.name, { ...options, source: undefined, frame: inFrame, entry }, sass, metafileOf)));
      // The frame's chrome rules apply to what the module imports too (a doc page's parts it draws: page-frame.ts).
      return cached(`${key}\0framed${inFrame.docItem ?? ''}`, source, () => framedBundle(inFrame, siteRoot, frameBundle, (shared) => bundle(modulePath, { ...options, frame: inFrame, shared }, sass)));
    },
  };

  /** The bundle made earlier under `key`, while its files are unchanged (checked once a run); else a new one. */
  async function cached<T extends ComponentBundle>(key: string, source: string | undefined, make: () => Promise<T>): Promise<T> {
    const earlier = loaded.get(key) as { source?: string; made: Promise<T> } | undefined;
    if (earlier && earlier.source === source) {
      if (checked.has(key)) return earlier.made;
      const found = await earlier.made.catch(() => undefined);
      // A file edited since (serve --watch) makes the bundle again.
      if (found && Object.entries(found.inputs).every(([file, known]) => hash(file) === known)) {
        checked.add(key);
        return found;
      }
    }
    const made = make();
    loaded.set(key, { source, made });
    checked.add(key);
    return made;
  }
}

function standInBundle(specifier: string): ComponentBundle {
  const code = `var ${BUNDLE_RESULT} = require(${JSON.stringify(specifier)});`;
  return { code, hash: createHash('sha256').update(code).digest('hex'), css: [], inputs: {} };
}

/**
 * `frame`: the frame the module is drawn in (its chrome rules: page-frame.ts); `entry`: the frame's bundle's entry,
 * which is no file; `shared`: the files the frame's bundle gives a module drawn in it (frame-bundle.ts).
 */
type BundleOptions = { siteRoot: string; staticFolders: readonly string[]; aliases?: ModuleAliases; resolveExtensions?: string[]; define?: Record<string, string>; source?: string; jsAsTypeScript: boolean; contentPaths?: ContentPaths; themeFolders: readonly string[]; loaders: LoaderRuns; hash: (file: string) => string | undefined; frame?: PageFrame; entry?: { contents: string; name: string }; shared?: SharedFiles };

async function bundle(modulePath: string, options: BundleOptions, sass: SassCompiler, metafileOf?: (metafile: import('esbuild').Metafile) => void): Promise<ComponentBundle> {
  const { siteRoot, frame, shared } = options;
  const { build, transformSync } = await import('esbuild'); // only sites that use components load esbuild here
  const folders = new Set<string>(); // what require.context and computed requires listed: a file added there changes the bundle
  const source = options.source && mdxModuleWithContexts(options.source, modulePath, siteRoot, { folders, transformSync });
  // The frame's entry imports its modules (frame-bundle.ts); it is no file, so no input.
  const entry = options.entry?.contents ?? source;
  const entryName = options.entry?.name;
  // Files Sass read (partials a .scss file @use-s), which esbuild's metafile does not list.
  const sassRead = new Set<string>();
  const styles = { sass, siteRoot, read: (file: string) => void sassRead.add(file) };
  // Files its imports made URLs of (media-files.ts).
  const files = new Set<string>();
  const loaderWarnings: LoaderWarning[] = []; // what its webpack loaders warned of (said once each, below)
  // Imports of names their modules lack are said as warnings and bundled as undefined, as webpack does: the bundle is
  // made again with those names (missing-exports.ts).
  const missing: MissingExport[] = [];
  let result;
  for (;;) {
    try {
      result = await build({
        ...(entry === undefined ? { entryPoints: [modulePath] } : { stdin: { contents: entry, sourcefile: entryName ?? modulePath, resolveDir: path.dirname(modulePath), loader: 'jsx' as const } }),
        bundle: true,
        write: false,
        format: 'iife', globalName: BUNDLE_RESULT,
        platform: 'node',
        target: 'node20',
        jsx: 'automatic',
        // Not the site's tsconfig.json: Docusaurus compiles with Babel (or SWC), which never reads it, so its `jsx`
        // (`react`, as @tsconfig/docusaurus sets it, would need React in scope) and `paths` change nothing there.
        tsconfigRaw: {},
        // Paths in the output (the CSS pieces' comments, the metafile) are relative to the site folder, whatever the
        // current folder: the stylesheet is the same from any folder.
        absWorkingDir: siteRoot,
        // After the node_modules folders up from the importing file, the site folder's, as Docusaurus's webpack
        // looks (resolve.modules ends with `<site>/node_modules`): a component of the repository outside the site
        // folder (a library's src/ a docs site beside it draws) imports the packages the site installed.
        nodePaths: [path.join(siteRoot, 'node_modules')],
        outdir: path.join(siteRoot, '.lendocs-components'),
        metafile: true,
        logLevel: 'silent',
        // `.js` files may hold JSX, as Docusaurus's Babel set-up reads them (src/theme/MDXComponents.js, components);
        // the site's own scripts are read by site-scripts.ts, a package's here.
        loader: { ...Object.fromEntries(ASSETS.map((ext) => [ext, 'dataurl' as const])), '.js': 'jsx' },
        // A loader's output may name webpack's public path (`__webpack_public_path__ + "x.png"`): lendocs's URLs are
        // from the site root, and the base is added where the page is written.
        define: { ...options.define, __webpack_public_path__: '"/"' }, // and a plugin's DefinePlugin constants (`__DEV__`)
        ...(options.resolveExtensions ? { resolveExtensions: options.resolveExtensions } : {}), // a plugin's resolve.extensions (`.web.js` first)
        plugins: [
          ...(frame ? [{ name: 'lendocs-frame', setup: (b: import('esbuild').PluginBuild) => frameChrome(b, frame, modulePath) }] : []),
          ...(shared?.size ? [{ name: 'lendocs-frame-shared', setup: (b: import('esbuild').PluginBuild) => frameSharedFiles(b, shared) }] : []),
          { name: 'lendocs-site', setup: (b) => siteImports(b, modulePath, options, styles, { missing, folders, files, loaderWarnings }) },
        ],
      });
      break;
    } catch (cause) {
      const more = missingExportsOf(cause, siteRoot, realPath)?.filter((each) => !missing.some((known) => known.module === each.module && known.name === each.name));
      if (!more?.length) throw bundleError(cause, modulePath, siteRoot, source !== undefined);
      missing.push(...more);
    }
  }
  metafileOf?.(result.metafile);
  const js = result.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? '';
  const css = cssPieces(result.outputFiles.filter((file) => file.path.endsWith('.css')).map((file) => file.text).join('\n'));
  const inputs: Record<string, string> = {};
  for (const input of Object.keys(result.metafile.inputs)) {
    const file = path.resolve(siteRoot, realPath(input));
    // An MDX file's module: the page is made again when the file changes anyway, and the loader compares the source.
    if ((source !== undefined && file === modulePath) || file === entryName) continue;
    inputs[file] = options.hash(file) ?? '';
  }
  for (const file of [...sassRead, ...folders]) inputs[file] ??= options.hash(file) ?? '';
  const warnings = [...missing.map((each) => missingExportWarning(each, siteRoot)), ...loaderWarnings.filter((each, index) => loaderWarnings.findIndex((other) => other.message === each.message) === index)];
  return { code: js, hash: createHash('sha256').update(js).digest('hex'), css, inputs, ...(warnings.length ? { warnings } : {}), ...(files.size ? { files: [...files].sort() } : {}) };
}

/** How the site's imports are found and read (the bundle's one esbuild plugin). */
function siteImports(b: import('esbuild').PluginBuild, modulePath: string, { siteRoot, staticFolders, aliases, source, jsAsTypeScript, contentPaths, themeFolders, loaders }: BundleOptions, styles: { sass: SassCompiler; siteRoot: string; read: (file: string) => void }, { missing, folders, files, loaderWarnings }: { missing: MissingExport[]; folders: Set<string>; files: Set<string>; loaderWarnings: LoaderWarning[] }): void {
  siteScripts(b, { siteRoot, missing, jsAsTypeScript, folders });
  if (source !== undefined) fileModuleImports(b, modulePath);
  if (aliases) moduleAliasImports(b, aliases);
  generatedImports(b, siteRoot);
  b.onResolve({ filter: /^@site\// }, async (args) => b.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: siteRoot, kind: args.kind }));
  themeImports(b, siteRoot, themeFolders);
  // react-router is Docusaurus's own (it gives every site react-router-dom 5): the stand-in draws at the page's path.
  // A stylesheet of a Docusaurus package (`@docusaurus/theme-classic/lib/theme/X/styles.module.css`) is its file.
  b.onResolve({ filter: /^(@docusaurus\/|@theme-original\/|@theme-init\/|react$|react\/|react-dom|react-router(-dom)?$|clsx$)/ }, (args) => (/\.(css|scss|sass)$/.test(args.path) ? undefined : { path: args.path, external: true }));
  cssUrls(b, siteRoot, staticFolders);
  staticImages(b, staticFolders);
  scopedCssModules(b, styles);
  sassImports(b, styles);
  rawLoaderImports(b);
  mediaFiles(b, { siteRoot, contentPaths, files });
  webpackLoaderImports(b, { siteRoot, loaders, warn: (said) => void loaderWarnings.push(said) });
  // `import x from '/img/x.svg'` (or '/data/x.json', '/src/x') is from the static folders, then the site
  // folder, as webpack's resolve.roots make it for Docusaurus.
  b.onResolve({ filter: /^\// }, async (args) => {
    for (const root of [...staticFolders, siteRoot]) {
      const found = await b.resolve(`.${args.path}`, { resolveDir: root, kind: args.kind });
      if (found.errors.length === 0) return found;
    }
    return undefined;
  });
  b.onLoad({ filter: /\.svg$/i }, (args) => ({ contents: svgModule(readFileSync(args.path, 'utf8')), loader: 'js', resolveDir: path.dirname(args.path) }));
  // A Markdown file is a component drawing it, as Docusaurus's MDX loader makes it (markdown-files.ts).
  b.onLoad({ filter: /\.mdx?$/i, namespace: 'file' }, (args) => ({ contents: markdownFileModule(args.path, readFileSync(args.path, 'utf8')), loader: 'js' }));
}

/**
 * An image of one of the site's static folders (`require('@site/static/img/x.png')`, `import x from '../../static/img/x.png'`)
 * is its URL, as Docusaurus's webpack gives it (`.default` of the require): the folders are published at the site root,
 * so the page links the file instead of holding it. Other images (and one an earlier static folder hides, which is
 * published nowhere) are what url-loader gives (media-files.ts).
 */
function staticImages(b: import('esbuild').PluginBuild, staticFolders: readonly string[]): void {
  const images = new RegExp(`(${ASSETS.map((ext) => `\\${ext}`).join('|')})$`, 'i');
  b.onResolve({ filter: images }, async (args) => {
    if (args.kind === 'url-token' || args.pluginData === 'static-image') return undefined;
    const found = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'static-image' });
    const url = found.errors.length > 0 ? undefined : staticUrl(found.path, staticFolders);
    if (url === undefined) return undefined;
    return { path: found.path, namespace: 'static-image', pluginData: url };
  });
  b.onLoad({ filter: /./, namespace: 'static-image' }, (args) => {
    return { contents: `export default ${JSON.stringify(args.pluginData)};`, loader: 'js', watchFiles: [args.path] };
  });
}


/**
 * CSS modules are read from a path that carries a hash of the real one (`Cards.module.css` → `Cards-1a2b3.module.css`
 * in the namespace `css-module`), because esbuild names a module's classes after its file (`Cards_1a2b3_grid`) and
 * keeps them apart only within one bundle; every component is its own bundle, and all their CSS ends up in one
 * stylesheet, where the `.card` of two `styles.module.css` files must stay two classes (as Docusaurus's hashed names).
 */
function scopedCssModules(b: import('esbuild').PluginBuild, styles: { sass: SassCompiler; siteRoot: string; read: (file: string) => void }): void {
  const { siteRoot } = styles;
  b.onResolve({ filter: CSS_MODULE, namespace: 'file' }, (args) => {
    if (!/^(\.|\/)/.test(args.path)) return undefined; // from a package: esbuild finds it
    const real = path.relative(siteRoot, path.resolve(args.resolveDir, args.path)).split(path.sep).join('/');
    const tag = createHash('sha256').update(real).digest('hex').slice(0, 5);
    return { path: real.replace(CSS_MODULE, `-${tag}.module.$1`), namespace: 'css-module', pluginData: real };
  });
  b.onLoad({ filter: /./, namespace: 'css-module' }, (args) => {
    const real = path.resolve(siteRoot, args.pluginData as string);
    // `.module.scss` and `.module.sass` (docusaurus-plugin-sass) are CSS modules too, once Sass has made them CSS.
    if (/\.s[ac]ss$/.test(real)) return sassContents(real, { ...styles, local: true });
    return { contents: readFileSync(real, 'utf8'), loader: 'local-css', resolveDir: path.dirname(real) };
  });
}

const CSS_MODULE = /\.module\.(css|scss|sass)$/;
