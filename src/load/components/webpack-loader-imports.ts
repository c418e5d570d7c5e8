// Inline webpack loader requests in a site's code (`import size from '!!image-dimensions-loader!./x.png'`,
// `require('-!some-loader?mode=a!./data.yml')`, `require.context('!!a-loader!@site/docs', …)`): Docusaurus bundles with
// webpack, which resolves each loader as its resolveLoader does (node_modules from the importing file's folder up,
// or a path) and runs them, right to left, over the file; the module is what the first one gives. Here the loaders
// run the same way in a child process (node/webpack-loaders.ts), and their output is bundled as the module. The
// prefixes that turn off the loaders webpack's config would add (`!`, `!!`, `-!`) change nothing: lendocs runs only
// the loaders written. `!!raw-loader!` is answered without running it (loader-imports.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { webpackFile } from '../../node/module-file.js';
import { missingPackage, packageName, resolvePackageFile } from '../../node/site-package.js';
import type { LoaderProcess, LoaderReply, LoaderSpec } from '../../node/webpack-loaders.js';

type Build = import('esbuild').PluginBuild;

export interface LoaderRequest {
  /** Each loader as written, left to right: its name or path, and what follows its `?`. */
  loaders: { name: string; options?: string }[];
  /** The file as written, and its query (`?raw`, or ''). */
  resource: string;
  resourceQuery: string;
}

/** A specifier with webpack's inline loaders, read as webpack reads it; undefined for any other. */
export function parseLoaderRequest(specifier: string): LoaderRequest | undefined {
  if (!specifier.includes('!')) return undefined;
  const parts = specifier.replace(/^(?:-!|!!|!)/, '').split('!');
  const written = parts.pop()!;
  const loaders = parts.filter(Boolean).map((part) => {
    const at = part.indexOf('?');
    return at < 0 ? { name: part } : { name: part.slice(0, at), options: part.slice(at + 1) };
  });
  if (loaders.length === 0 || written === '') return undefined;
  const at = written.indexOf('?');
  return at < 0 ? { loaders, resource: written, resourceQuery: '' } : { loaders, resource: written.slice(0, at), resourceQuery: written.slice(at) };
}

/** A loader's file, as webpack's resolveLoader finds it: a path from the importing file's folder, or a package up from there, then the site folder's. */
function loaderFile(name: string, fromFolder: string, siteRoot: string): string | undefined {
  if (/^\.\.?(\/|$)/.test(name) || path.isAbsolute(name)) return webpackFile(path.resolve(fromFolder, name));
  return resolvePackageFile(name, fromFolder) ?? resolvePackageFile(name, siteRoot);
}

/** An ES module: `.mjs`, or a `.js` whose nearest package.json says "type": "module". */
function isEsModule(file: string): boolean {
  if (/\.mjs$/.test(file)) return true;
  if (/\.cjs$/.test(file)) return false;
  for (let folder = path.dirname(file); ; folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest)) {
      try {
        return JSON.parse(readFileSync(manifest, 'utf8')).type === 'module';
      } catch {
        return false;
      }
    }
    if (path.dirname(folder) === folder) return false;
  }
}

/**
 * The process that runs loaders, and what each request gave (by the module's path in the bundle, which names the
 * loaders and the file), with the file's size and time then: kept across bundles while the file is unchanged.
 */
export interface LoaderRuns {
  process: LoaderProcess;
  ran: Map<string, { stamp: string; reply: Promise<LoaderReply> }>;
}

/** The file of a request's module path (`[loaders, file, query]` as JSON): what a bundle read. */
export function loaderResource(key: string): string {
  return (JSON.parse(key) as [unknown, string, string])[1];
}

const stampOf = (file: string) => {
  const stat = statSync(file);
  return `${stat.size}:${stat.mtimeMs}`;
};

/** A loader's warning, as a bundle says it (ComponentBundle.warnings). */
export interface LoaderWarning {
  code: string;
  message: string;
  hint: string;
}

/** Runs the loaders of each inline request (`loaders`), and bundles what they give; `siteRoot` for the messages. */
export function webpackLoaderImports(b: Build, { siteRoot, loaders: { process, ran }, warn }: { siteRoot: string; loaders: LoaderRuns; warn: (warning: LoaderWarning) => void }): void {
  const shown = (file: string) => path.relative(siteRoot, file).split(path.sep).join('/');
  b.onResolve({ filter: /!/ }, async (args) => {
    const request = parseLoaderRequest(args.path);
    if (!request) return undefined;
    const importer = args.importer ? importedAt(args.importer, args.path, shown(args.importer)) : 'the component';
    const specs: LoaderSpec[] = [];
    for (const { name, options } of request.loaders) {
      const file = loaderFile(name, args.resolveDir, siteRoot);
      if (file === undefined) {
        const said = /^[./]/.test(name)
          ? { message: `The webpack loader "${name}" that ${importer} names in "${args.path}" is no file.`, hint: 'Fix the loader\'s path: relative to the file that imports it.' }
          : missingPackage(packageName(name), importer, `names as a webpack loader (in "${args.path}")`);
        return { errors: [{ text: said.message, detail: { hint: said.hint } }] };
      }
      specs.push({ path: file, ...(options === undefined ? {} : { options }), ...(isEsModule(file) ? { module: true } : {}) });
    }
    const resource = await resourceFile(b, request.resource, args);
    if (resource === undefined) return { errors: [{ text: `Could not resolve "${args.path}": there is no file ${request.resource}`, detail: { hint: 'Fix the path after the last "!": relative to the file that imports it, or @site/ for the site folder.' } }] };
    const key = JSON.stringify([specs, resource, request.resourceQuery]);
    const stamp = stampOf(resource);
    if (ran.get(key)?.stamp !== stamp) ran.set(key, { stamp, reply: process.run({ siteRoot, loaders: specs, resource, resourceQuery: request.resourceQuery }) });
    const reply = await ran.get(key)!.reply;
    if ('error' in reply) {
      const names = request.loaders.map(({ name }) => `"${name}"`).join(', ');
      return { errors: [{ text: `The webpack loader ${names} failed on ${shown(resource)} (imported by ${importer} as "${args.path}"): ${reply.error.replace(/\.$/, '')}.`, detail: { hint: 'Fix the file or the loader\'s options. A loader that needs what only webpack gives (this.emitFile, its compiler) cannot run in lendocs: import the file without it, or compute the value in the component.' } }] };
    }
    // What the loaders warned of (this.emitWarning), which webpack shows when Docusaurus builds: said on the page.
    const names = request.loaders.map(({ name }) => `"${name}"`).join(', ');
    for (const said of reply.warnings) warn({ code: 'webpack-loader', message: `The webpack loader ${names} warned on ${shown(resource)} (imported by ${importer} as "${args.path}"): ${said.replace(/\.$/, '')}.`, hint: 'The loader said this while it ran, as it says it when Docusaurus builds the site; the module is what it gave. Fix the file or the loader\'s options if the warning matters.' });
    return { path: `${key}`, namespace: 'webpack-loader', pluginData: { code: reply.code, resolveDir: path.dirname(resource), watchFiles: [...new Set([resource, ...reply.dependencies])] } };
  });
  b.onLoad({ filter: /./, namespace: 'webpack-loader' }, (args) => {
    const { code, resolveDir, watchFiles } = args.pluginData as { code: string; resolveDir: string; watchFiles: string[] };
    return { contents: code, loader: 'js', resolveDir, watchFiles };
  });
}

/** `src/x.jsx:12`, the line of the importing file that holds the specifier; the file alone when no line does (a require.context's). */
function importedAt(importer: string, specifier: string, shownFile: string): string {
  let text: string;
  try {
    text = readFileSync(importer, 'utf8');
  } catch {
    return shownFile;
  }
  const at = [`'${specifier}'`, `"${specifier}"`, `\`${specifier}\``].map((quoted) => text.indexOf(quoted)).find((index) => index >= 0);
  return at === undefined ? shownFile : `${shownFile}:${text.slice(0, at).split('\n').length}`;
}

/**
 * The resource's file: a relative path as webpack resolves it (with Docusaurus's extensions); anything else (`@site/…`,
 * `/img/x.png` from the static folder, a package's file) as the bundle resolves imports.
 */
async function resourceFile(b: Build, written: string, args: { resolveDir: string; kind: import('esbuild').ImportKind; importer: string }): Promise<string | undefined> {
  if (/^\.\.?(\/|$)/.test(written)) return webpackFile(path.resolve(args.resolveDir, written));
  const found = await b.resolve(written, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'loader-resource' });
  return found.errors.length > 0 || !path.isAbsolute(found.path) ? undefined : found.path;
}
