// The body of a child process evaluate-module.ts starts: bundles a Docusaurus config or sidebars file with esbuild
// (imports of packages that are not installed become stand-ins), imports it, hands the value to what the script
// that runs it does with it (`use`: migrate's evaluate-child.ts, the build's created-redirects-child.ts) while its
// functions are still functions, and writes one line of JSON on file descriptor 3: `{ value, missing }` with what
// `use` gave, or `{ error }` saying why there is none. Not stdout: a config may print while it loads. The line ends
// with a newline, so the parent knows it has all of it without waiting for the pipe to close (a process the config
// started may hold it open). Usage: SCRIPT FILE TEMP (TEMP: where to put the bundled copy).
import { build, type Message as BuildMessage, type Plugin } from 'esbuild';
import { existsSync, writeSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { STUB_FOR, stubs } from './package-stubs.js';
import { INTEROP_DEFAULT, requireDefault } from './require-default.js';

/**
 * The `require` the bundled config sees. Calls esbuild could not follow (`require(name)` with a variable name, or
 * `require.resolve('a-plugin')` for a plugin that is not installed here) get a stand-in instead of an exception,
 * and the package is named in migrate's notes like any other missing one.
 */
const REQUIRE_BANNER = `
import { createRequire as __lendocsCreateRequire, isBuiltin as __lendocsIsBuiltin } from 'node:module';
const __lendocsRequire = __lendocsCreateRequire(import.meta.url);
globalThis.__lendocsMissing ??= [];
// In a scope of its own: the stand-in modules bundled below declare the same function at their top level.
const __lendocsStubOf = (() => { ${STUB_FOR}; return __lendocsStubFor; })();
const __lendocsMissingModule = (cause) => cause && (cause.code === 'MODULE_NOT_FOUND' || cause.code === 'ERR_MODULE_NOT_FOUND');
${INTEROP_DEFAULT}
// As jiti gives it (require-default.ts); a built-in module and JSON as they are.
const __lendocsRequired = (id, mod) => (__lendocsIsBuiltin(id) || /\\.json$/i.test(__lendocsRequire.resolve(id)) ? mod : __lendocsInteropDefault(mod));
const require = Object.assign(
  (id) => {
    try { return __lendocsRequired(id, __lendocsRequire(id)); }
    catch (cause) { if (!__lendocsMissingModule(cause)) throw cause; globalThis.__lendocsMissing.push(id); return __lendocsStubOf(id); }
  },
  {
    cache: __lendocsRequire.cache,
    resolve: (id, options) => {
      try { return __lendocsRequire.resolve(id, options); }
      catch (cause) { if (!__lendocsMissingModule(cause)) throw cause; globalThis.__lendocsMissing.push(id); return id; }
    },
  },
);
`;

const LOADERS: Record<string, 'js' | 'jsx' | 'ts' | 'tsx'> = { '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx', '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx' };

/**
 * `__dirname` and `__filename` in the site's own config files, as Docusaurus's loader gives them even to ES modules
 * and TypeScript (`resolve(__dirname, './sidebars.ts')`). Bundled into one ES module they would be undefined, so
 * each file that uses them without declaring them gets its own folder and path.
 */
function fileLocals(): Plugin {
  return {
    name: 'file-locals',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/, namespace: 'file' }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        const locals = [['__dirname', path.dirname(args.path)], ['__filename', args.path]].filter(
          ([name]) => new RegExp(`\\b${name}\\b`).test(source) && !new RegExp(`(?:const|let|var|function)\\s+${name}\\b`).test(source),
        );
        const commonJs = mixesModuleExports(source);
        if (locals.length === 0 && !commonJs) return undefined;
        const declared = locals.map(([name, value]) => `var ${name} = ${JSON.stringify(value)};`).join(' ');
        // On the first line, so the source map still points every other line at its own line.
        const head = `${declared}${commonJs ? ' var module = { exports: {} }; var exports = module.exports;' : ''}`;
        const tail = commonJs ? '\nexport default module.exports;' : '';
        return { contents: `${head} ${source}${tail}`, loader: LOADERS[path.extname(args.path)] ?? 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/**
 * A file with `import` statements that sets `module.exports` (and exports no value itself; types may be): jiti,
 * which loads a Docusaurus config and its plugins, reads it as CommonJS with imports; bundled as an ES module,
 * `module` would be undefined, so the file gets a `module` of its own and exports what it set.
 */
function mixesModuleExports(source: string): boolean {
  return /^\s*module\.exports\s*=/m.test(source) && /^\s*import\s/m.test(source) && !/^\s*export\s+(?!(?:interface|type|declare)\b)/m.test(source);
}

const file = path.resolve(process.argv[2]);
const dir = path.dirname(file);
const temp = path.resolve(process.argv[3]);

/** What the running script does with the config's value (its folder given): the value to send back. */
export type UseValue = (value: unknown, dir: string) => unknown;

/** What main is waiting for, so that a wait that can never end says which one it was. */
type Stage = 'bundle' | 'import' | 'promise' | 'function';
const WAITS: Record<Stage, string> = {
  bundle: 'the bundling of the file never finished',
  import: 'a top-level await in it (or in a file it imports) waits for something that never happens',
  promise: 'it exports a promise that never settles (never resolves or rejects)',
  function: 'the function it exports returns a promise that never settles (never resolves or rejects)',
};
const run = { stage: 'bundle' as Stage, sent: false, waitingFor: undefined as string | undefined, inputs: [] as string[] };

/**
 * The files on disk the config's bundle was made of (the config, the site's modules and the packages it imports):
 * what a value computed from the config's code depends on, for a cache to tell when that code changed.
 */
export function bundledFiles(): string[] {
  return run.inputs;
}

/** What `use` is waiting for (a plugin's step), said instead of the stage's wait if nothing is left to run. */
export function waitingFor(what: string | undefined): void {
  run.waitingFor = what;
}

/** Writes the one line the parent reads; synchronously, for the exit handlers, where nothing asynchronous runs. */
function sendNow(message: object): void {
  if (run.sent) return;
  run.sent = true;
  writeSync(3, `${JSON.stringify(message)}\n`);
}

/**
 * A file the config or sidebars import by a relative path that is not there: most often one a step before the build
 * generates (a sidebar a documentation generator writes), on which Docusaurus stops too. Its message is the whole
 * message: where it is imported and what to do.
 */
class MissingImport extends Error {}

/** The MissingImport for a failed bundling whose first unresolved import is a relative path to no file, if any. */
function missingImport(cause: unknown): MissingImport | undefined {
  const errors = (cause as { errors?: BuildMessage[] } | undefined)?.errors ?? [];
  for (const { text, location } of errors) {
    const specifier = /^Could not resolve "(\.{1,2}\/[^"]*)"/.exec(text)?.[1];
    if (!specifier || !location) continue;
    const importer = path.resolve(location.file);
    const target = path.resolve(path.dirname(importer), specifier);
    if (existsSync(target)) continue;
    const shown = path.relative(dir, importer).startsWith('..') ? importer : path.relative(dir, importer);
    return new MissingImport(
      `${shown}:${location.line} imports "${specifier}", and there is no such file (${target}). Docusaurus stops on it too: such a file is usually made by a step before the build (a script of the site, a generator of reference docs). Run that step, then run the command again; or take the import out.`,
    );
  }
  return undefined;
}

/** The config bundled into one ES module (packages that are not installed added to `missing`, stood in for). */
function bundle(missing: Set<string>, entry: { entryPoints: string[] } | { stdin: { contents: string; resolveDir: string; sourcefile: string } } = { entryPoints: [file] }, standIns: ReadonlyMap<string, string> = new Map()) {
  return build({
    ...entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [requireDefault(), stubs(dir, missing, standIns), fileLocals()],
    banner: { js: REQUIRE_BANNER },
    // A function's name is what migrate names a remark or rehype plugin by (markdown-plugins.ts); bundling renames clashes.
    keepNames: true,
    // With --enable-source-maps, an error thrown by the config names its own file and line.
    sourcemap: 'inline',
    outfile: temp,
    metafile: true,
  }).catch((cause: unknown) => {
    throw missingImport(cause) ?? cause;
  });
}

async function main(use: UseValue): Promise<void> {
  const missing = new Set<string>();
  const result = await bundle(missing);
  // esbuild names inputs from the folder it ran in (the config's); a stand-in's or a namespace's input is no file.
  run.inputs = Object.keys(result.metafile?.inputs ?? {}).filter((input) => !/^[\w-]+:/.test(input) || path.isAbsolute(input)).map((input) => path.resolve(input));
  await writeFile(temp, result.outputFiles.find((output) => output.path.endsWith('.mjs'))?.text ?? result.outputFiles[0].text);
  let json: string;
  try {
    run.stage = 'import';
    const mod = await import(pathToFileURL(temp).href);
    // A config may be an object, a promise of one, or a function (sync or async) that makes one.
    run.stage = 'promise';
    let value = await ('default' in mod ? mod.default : mod);
    run.stage = 'function';
    if (typeof value === 'function') value = await value({});
    // Functions do not survive the trip to the parent: what needs them calls them here.
    value = await use(value, dir);
    // Packages only: a relative path that did not resolve (`./sidebars.js` for a sidebars.ts) is not one to install.
    for (const id of (globalThis as { __lendocsMissing?: string[] }).__lendocsMissing ?? []) if (!/^[./]/.test(id)) missing.add(id);
    json = JSON.stringify({ value, missing: [...missing] }, (_, v) => (typeof v === 'function' ? '[function]' : v));
  } finally {
    await rm(temp, { force: true });
  }
  run.sent = true;
  // Exit as soon as the value is out: a server or timer the config started must not keep this process alive.
  new Socket({ fd: 3, readable: false }).end(`${json}\n`, () => process.exit(0));
}

/**
 * More of the site's own modules (the local plugins a config names by path), bundled as the config is and imported,
 * their namespaces in order. Called from `use`, once the config's import is done with the temporary file: the bundle
 * goes into the same file, which the parent removes whatever happens, so nothing is left beside the site's files.
 */
export async function importSiteModules(files: string[], missing: Set<string>, standIns?: ReadonlyMap<string, string>): Promise<Record<string, unknown>[]> {
  if (files.length === 0) return [];
  const contents = `${files.map((module, index) => `import * as m${index} from ${JSON.stringify(module)};`).join('\n')}\nexport default [${files.map((_, index) => `m${index}`).join(', ')}];`;
  const result = await bundle(missing, { stdin: { contents, resolveDir: dir, sourcefile: 'lendocs-site-modules.js' } }, standIns);
  await writeFile(temp, result.outputFiles.find((output) => output.path.endsWith('.mjs'))?.text ?? result.outputFiles[0].text);
  // A URL of its own for each list: the same file imported again under one URL would be the first import's module.
  const mod = await import(`${pathToFileURL(temp).href}?${new URLSearchParams({ modules: files.join('\n') })}`);
  return mod.default as Record<string, unknown>[];
}

/** The error, and the line of the config (or of a file it imports) it came from. */
function describe(cause: unknown): string {
  if (cause instanceof MissingImport) return cause.message;
  if (!(cause instanceof Error)) return `it threw ${typeof cause === 'string' ? JSON.stringify(cause) : String(cause)}`;
  const frame = (cause.stack ?? '')
    .split('\n')
    .map((line) => line.trim().match(/^at (?:.*\()?((?:file:\/\/)?\/[^()]+?:\d+:\d+)\)?$/)?.[1])
    .find((location) => location && !location.includes('node_modules') && !location.includes('.lendocs-evaluate-'));
  const where = frame?.startsWith('file://') ? fileURLToPath(frame.replace(/(:\d+){2}$/, '')) + frame.match(/(:\d+){2}$/)![0] : frame;
  return `${cause.name === 'Error' ? '' : `${cause.name}: `}${cause.message}${where && where.startsWith(dir) ? ` (at ${where})` : ''}`;
}

/** Evaluates the file named on the command line, and sends back what `use` makes of its value. */
export function runConfigChild(use: UseValue): void {
  // Nothing left to run while main still waits: a promise nobody will ever settle. Say which, rather than exit silently.
  process.once('beforeExit', () => {
    sendNow({ error: run.waitingFor ?? WAITS[run.stage], kind: 'unsettled' });
    process.exit(0);
  });
  // The config called process.exit() itself while loading.
  process.once('exit', (code) => sendNow({ error: `it called process.exit(${code}) before its value was ready`, kind: 'exited' }));
  main(use).catch((cause) => {
    sendNow({ error: describe(cause), kind: cause instanceof MissingImport ? 'missing-import' : 'threw' });
    process.exit(1);
  });
}
