// Runs in a child process whose current folder is the site folder (webpack-loaders.ts starts it): webpack loaders a
// site's code names inline (`import size from '!!image-dimensions-loader!./x.png'`), with webpack's own loader-runner
// and the parts of a loader's context webpack adds (getOptions, rootContext, mode, emitWarning…), as Docusaurus's
// webpack runs them while it bundles the site. Loaders are build tools of the site's, like its plugins: they run
// with Node, outside lendocs's process, and see NODE_ENV alone of the build's environment (their output is code that
// ends up in pages). Each job comes as an IPC message and is answered with the module's code, or why there is none.
import { readFile } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import querystring from 'node:querystring';
import { runLoaders } from 'loader-runner';
import type { LoaderJob, LoaderReply } from './webpack-loaders.js';

type Context = Record<string, unknown> & { loaders: { options?: unknown }[]; loaderIndex: number };

/** webpack's getOptions: an options string of JSON (`?{"a":1}`) or a query (`?a=1&b`), else {}. */
function optionsOf(context: Context): unknown {
  const { options } = context.loaders[context.loaderIndex];
  if (typeof options !== 'string') return options ?? {};
  if (options.startsWith('{') && options.endsWith('}')) return JSON.parse(options);
  return querystring.parse(options, '&', '=', { maxKeys: 0 });
}

/** `this.resolve(context, request, callback)` and getResolve(): Node's resolution from that folder. */
function resolveFrom(context: string, request: string): string {
  return createRequire(path.join(context, 'noop.js')).resolve(request);
}

function run(job: LoaderJob): Promise<LoaderReply> {
  const warnings: string[] = [];
  const errors: string[] = [];
  const said = (given: unknown) => (given instanceof Error ? given.message : String(given));
  const resolve = (context: string, request: string, callback: (error: Error | null, found?: string) => void) => {
    try {
      callback(null, resolveFrom(context, request));
    } catch (cause) {
      callback(cause as Error);
    }
  };
  const context: Record<string, unknown> = {
    version: 2,
    webpack: true,
    mode: 'production',
    target: 'web',
    sourceMap: false,
    hot: false,
    rootContext: job.siteRoot,
    fs: { readFile },
    getOptions(this: Context) {
      return optionsOf(this);
    },
    emitWarning: (warning: unknown) => void warnings.push(said(warning)),
    // An error a loader reports fails webpack's compilation, and so Docusaurus's build, though the loader goes on.
    emitError: (problem: unknown) => void errors.push(said(problem)),
    emitFile: (name: string) => {
      throw new Error(`it writes a file of its own (this.emitFile("${name}")), which lendocs does not publish`);
    },
    getLogger: () => ({ error: () => {}, warn: () => {}, info: () => {}, log: () => {}, debug: () => {}, trace: () => {}, group: () => {}, groupEnd: () => {}, status: () => {} }),
    resolve,
    getResolve: () => (ctx: string, request: string, callback?: (error: Error | null, found?: string) => void) =>
      callback ? resolve(ctx, request, callback) : new Promise((done, fail) => resolve(ctx, request, (error, found) => (error ? fail(error) : done(found)))),
    utils: {
      contextify: (ctx: string, request: string) => request.split('!').map((part) => (path.isAbsolute(part) ? `./${path.relative(ctx, part).split(path.sep).join('/')}` : part)).join('!'),
      absolutify: (ctx: string, request: string) => request.split('!').map((part) => (part.startsWith('.') ? path.resolve(ctx, part) : part)).join('!'),
    },
  };
  return new Promise((done) => {
    runLoaders(
      {
        resource: job.resource + job.resourceQuery,
        // An ES module loader is loaded with import(), as webpack loads one whose package says "type": "module".
        loaders: job.loaders.map((loader) => ({ loader: loader.path, options: loader.options, ...(loader.module ? { type: 'module' } : {}) })),
        context,
        readResource: readFile,
      },
      (error: Error | null, result: { result?: (string | Buffer)[]; fileDependencies: string[]; contextDependencies: string[] }) => {
        if (error) return done({ error: error.message });
        if (errors.length > 0) return done({ error: errors.join('; ') });
        const code = result.result?.[0];
        if (code === undefined) return done({ error: 'it gave no module' });
        done({ code: Buffer.isBuffer(code) ? code.toString('utf8') : String(code), dependencies: [...result.fileDependencies, ...result.contextDependencies], warnings });
      },
    );
  });
}

process.on('message', (job: LoaderJob & { id: number }) => {
  // Jobs sent before lendocs went away are not run.
  if (!process.connected) process.exit(0);
  run(job).then(
    (reply) => process.send!({ id: job.id, ...reply }),
    (cause: unknown) => process.send!({ id: job.id, error: cause instanceof Error ? cause.message : String(cause) }),
  );
});
// lendocs went away (or closed the channel): nothing more will be asked.
process.on('disconnect', () => process.exit(0));
