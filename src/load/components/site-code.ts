// The one place the site's own code runs: the components MDX files draw, React pages, theme overrides and
// src/theme/MDXComponents. Each module is bundled here (site-components.ts) and run on a worker thread of its own
// (site-code-worker.ts), where a runaway can be stopped: a loop that never ends is stopped when the page's time is up
// (config `siteCode.timeLimitSeconds`), an allocation without end at the thread's heap limit (`siteCode.memoryLimitMb`),
// and `process.exit()` ends only that thread. The caller gets a failure naming what stopped, and the thread is made
// again for the next job. `build` and `serve` (a full rebuild or a body-only save) all run it through here; the
// Markdown worker threads of a large site send their jobs to the thread that made them (markdown-pool.ts).
//
// One job runs at a time, so the time a job takes is its own. The thread starts with the first job: a
// site without components starts none, and never loads esbuild or React for them.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Worker } from 'node:worker_threads';
import type { SiteCodeLimits } from '../../config/site-code.js';
import { startWorker } from '../../node/start-worker.js';
import { threadWaitMs } from '../../node/thread-wait.js';
import { moduleAliases } from '../../node/module-alias.js';
import { installedThemeFolders } from '../../node/theme-folders.js';
import { ComponentError } from './component-error.js';
import { pageFrame } from './page-frame.js';
import { namedModules } from '../mdx/values.js';
import type { ComponentBundle, ComponentLoader, ComponentLoaderOptions } from './site-components.js';
import type { SiteCodeFailure, SiteCodeReply, SiteCodeRequest, SiteCodeValue } from './site-code-types.js';

export type { SiteCodeLimits };
export type { MapEntry, SiteCodeFailure, SiteCodeReply, SiteCodeRequest, SiteCodeTask, SiteCodeValue } from './site-code-types.js';

export interface SiteCode {
  run(request: SiteCodeRequest): Promise<SiteCodeReply>;
}

export interface SiteCodeRunner extends SiteCode {
  /**
   * A new build (serve: a save): modules stopped earlier may run again. Within one, a module that was stopped is not
   * run again: its other uses get the same failure at once, instead of each waiting for the time limit.
   */
  beginRun(): void;
  close(): Promise<void>;
}

/** The message a worker thread answers a job with (site-code-worker.ts); `ms`: how long the job ran there. */
export type WorkerReply = { id: number; value?: SiteCodeValue; failure?: SiteCodeFailure; ms?: number };

/** What a worker thread says once it is ready: its id for threadWaitMs (node/thread-wait.ts), where known. */
export type WorkerReady = { ready: true; threadId?: number };

/** A module's bundle as a job sends it: its code only when the thread does not have it yet. */
export interface SentBundle {
  module: string;
  hash: string;
  code?: string;
}

/**
 * A job as the worker thread gets it: its module's bundle, those of the modules its props name (`named`), and the
 * bundle of the site's frame it is drawn in (`frame`: frame-bundle.ts).
 */
export type WorkerJob = Omit<SiteCodeRequest, 'limits'> & SentBundle & { id: number; named: SentBundle[]; frame?: SentBundle };

interface Thread {
  worker: Worker;
  memoryMb: number;
  /** Settles once the thread has loaded React and the stand-ins (or has ended): not part of any job's time. */
  ready: Promise<void>;
  /** The kernel's id of the thread, once it is ready (Linux), to know how long it waited for a processor. */
  threadId?: number;
  /** Module → hash of the bundle this thread holds. */
  sent: Map<string, string>;
  /** Jobs sent so far: each answer names its job by number. */
  jobs: number;
  /** Settles the job in flight, if any. */
  settle?: (outcome: WorkerReply | SiteCodeFailure) => void;
  /** Why the thread ended, once it has (or is being stopped). */
  ended?: SiteCodeFailure;
}

export interface SiteCodeOptions {
  workerUrl?: URL;
  /**
   * Milliseconds the thread (by its kernel id) has waited for a processor so far: time that is not the code's own
   * and does not count towards its limit. node/thread-wait.ts by default; tests give their own.
   */
  waitedMs?: (threadId: number | undefined) => number;
  /** Makes the component loader (site-components.ts's by default, loaded only then); tests give their own. */
  createLoader?: (options: ComponentLoaderOptions) => ComponentLoader | Promise<ComponentLoader>;
}

/** The one loader the site's modules are bundled with; only sites with components load esbuild. */
const siteComponentLoader = async (options: ComponentLoaderOptions): Promise<ComponentLoader> => (await import('./site-components.js')).createComponentLoader(options);

export function createSiteCode({ workerUrl = new URL('./site-code-worker.js', import.meta.url), waitedMs = threadWaitMs, createLoader = siteComponentLoader }: SiteCodeOptions = {}): SiteCodeRunner {
  let thread: Thread | undefined;
  let turn: Promise<unknown> = Promise.resolve();
  const stopped = new Map<string, SiteCodeFailure>();
  // The loader as a promise, kept before it is made: the first pages of a build ask for it together, and each
  // making its own (then closing the others') bundled every module once per loader.
  const loaders = new Map<string, Promise<ComponentLoader>>();

  const loaderFor = ({ siteRoot, site }: SiteCodeRequest): Promise<ComponentLoader> => {
    const staticFolders = (site.staticPaths ?? ['static']).map((folder) => path.resolve(siteRoot, folder));
    const key = JSON.stringify([siteRoot, staticFolders, site.aliases, site.resolveExtensions, site.define, site.jsAsTypeScript, site.contentPaths, site.themes]);
    let loader = loaders.get(key);
    if (!loader) {
      for (const earlier of loaders.values()) void earlier.then((made) => made.close(), () => undefined);
      loaders.clear();
      loader = Promise.resolve(createLoader({ siteRoot, staticFolders, aliases: moduleAliases(site.aliases, siteRoot), resolveExtensions: site.resolveExtensions, define: site.define, jsAsTypeScript: site.jsAsTypeScript, contentPaths: site.contentPaths, themeFolders: installedThemeFolders(site.themes, siteRoot), frame: pageFrame(siteRoot) }));
      loaders.set(key, loader);
    }
    return loader;
  };

  /** The job, on a live thread with the request's heap limit: the one there is, or a new one. */
  const run = async (request: SiteCodeRequest, bundles: ComponentBundles) => {
    if (thread && !thread.ended && thread.memoryMb !== request.limits.memoryMb) await stopThread(thread);
    if (!thread || thread.ended) thread = startThread(workerUrl, request.limits.memoryMb);
    return runOnThread(thread, request, bundles, waitedMs);
  };

  return {
    async run(request) {
      let bundles: ComponentBundles;
      try {
        const loader = await loaderFor(request);
        const named = request.task.kind === 'use' ? namedModules([request.task.props, request.task.children]) : request.task.kind === 'values' ? namedModules(request.task.requests) : [];
        const fileModule = request.task.kind === 'use' || request.task.kind === 'values' ? request.task.fileModule : undefined;
        const load = (module: string, framed?: boolean) => loader.load(module, module === fileModule?.module ? fileModule.source : undefined, framed, framed ? request.docItem : undefined);
        // What Docusaurus draws inside the site's Root and Layout (and a doc's docItemComponent) is bundled with them (page-frame.ts).
        bundles = { bundle: await load(request.module, request.task.kind === 'use' || request.task.kind === 'page' || request.task.kind === 'docItem'), named: new Map(await Promise.all(named.map(async (module) => [module, await load(module)] as const))) };
      } catch (cause) {
        if (!(cause instanceof ComponentError)) throw cause;
        return { failure: { type: 'component', message: cause.message, hint: cause.hint, at: cause.at }, css: [], inputs: {}, ms: 0 };
      }
      const { bundle, named } = bundles;
      const files = [...new Set([bundle, ...named.values()].flatMap((b) => b.files ?? []))];
      const made = { css: [...bundle.css, ...[...named.values()].flatMap((b) => b.css)], inputs: Object.assign({}, ...[...named.values()].map((b) => b.inputs), bundle.inputs) as Record<string, string>, ...(files.length ? { files } : {}) };
      if (request.limits.timeMs <= 0) return { ...made, failure: { type: 'stopped', reason: 'time' }, ms: 0 };
      // One job at a time: its time is its own, not the time of the jobs queued before it.
      const mine = turn.then(() => {
        const earlier = stopped.get(request.module);
        return earlier ? { outcome: { ...earlier, earlier: true }, ms: 0 } : run(request, bundles);
      });
      turn = mine.catch(() => undefined);
      const { outcome, ms } = await mine;
      if ('type' in outcome) {
        if (outcome.type === 'stopped' && !outcome.earlier) stopped.set(request.module, outcome);
        return { ...made, failure: outcome, ms };
      }
      const said = [bundle, ...named.values()].flatMap((each) => each.warnings ?? []);
      return { ...made, css: [...made.css, ...(outcome.value?.css ?? [])], value: outcome.value && said.length ? { ...outcome.value, warnings: [...said, ...(outcome.value.warnings ?? [])] } : outcome.value, failure: outcome.failure, ms };
    },
    beginRun() {
      stopped.clear();
      for (const loader of loaders.values()) void loader.then((made) => made.beginRun(), () => undefined);
    },
    async close() {
      for (const loader of loaders.values()) (await loader.catch(() => undefined))?.close();
      // A job in flight is not waited for (serve stopped during a loop that never ends).
      if (thread) await stopThread(thread);
    },
  };
}

/** A job's bundles: its module's, and those of the modules its props name exports of, by module. */
interface ComponentBundles {
  bundle: ComponentBundle;
  named: Map<string, ComponentBundle>;
}

function startThread(workerUrl: URL, memoryMb: number): Thread {
  // The site's code (and any MDX expression run with it) sees NODE_ENV, as webpack defines it for Docusaurus's pages,
  // and nothing else of the build's environment: a token in a CI machine's environment must never reach a page.
  const worker = startWorker(workerUrl, { heapMb: memoryMb, env: { NODE_ENV: process.env.NODE_ENV ?? 'production' } });
  // An idle thread never keeps the process alive; a job in flight does, by its timer.
  worker.unref();
  const thread: Thread = { worker, memoryMb, sent: new Map(), jobs: 0, ready: Promise.resolve() };
  const end = (failure: SiteCodeFailure) => {
    thread.ended ??= failure;
    thread.settle?.(failure);
  };
  thread.ready = new Promise<void>((resolve) => {
    worker.on('message', (message: WorkerReply | WorkerReady) => {
      if (!('ready' in message)) return thread.settle?.(message);
      thread.threadId = message.threadId;
      resolve();
    });
    // Not ready when it ends: the job waiting for it gets the reason instead.
    worker.on('exit', () => resolve());
  });
  worker.on('error', (cause: NodeJS.ErrnoException) => end(cause.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { type: 'stopped', reason: 'memory' } : { type: 'threw', message: cause.message }));
  worker.on('exit', (exitCode) => end({ type: 'stopped', reason: 'exit', exitCode }));
  return thread;
}

/** Stops the thread; a job in flight ends as stopped. */
async function stopThread(thread: Thread): Promise<void> {
  thread.ended ??= { type: 'stopped', reason: 'exit' };
  thread.settle?.(thread.ended);
  await thread.worker.terminate();
}

/**
 * One job, stopped with its thread when the page's time is up; `ms`: how long the site's code ran. Its time is the
 * clock's less the time its thread waited for a processor (threadWaitMs): on a machine whose cores other work
 * keeps busy, the code is stopped when it has had its time, not when the clock has run while it waited. Code that
 * blocks (Atomics.wait) or spins is stopped as before, since neither waits for a processor.
 */
async function runOnThread(thread: Thread, request: SiteCodeRequest, { bundle, named }: ComponentBundles, waitedMs: (threadId: number | undefined) => number): Promise<{ outcome: WorkerReply | SiteCodeFailure; ms: number }> {
  await thread.ready;
  const { limits, ...rest } = request;
  // The thread gets the file module's bundle, not its source.
  if (rest.task.kind === 'use' && rest.task.fileModule) rest.task = { ...rest.task, fileModule: undefined };
  if (rest.task.kind === 'values' && rest.task.fileModule) rest.task = { ...rest.task, fileModule: undefined };
  const id = thread.jobs++;
  const sent = (module: string, { hash, code }: { hash: string; code: string }): SentBundle => ({ module, hash, code: thread.sent.get(module) === hash ? undefined : code });
  const message: WorkerJob = { ...rest, id, ...sent(request.module, bundle), named: [...named].map(([module, made]) => sent(module, made)), ...(bundle.frame ? { frame: sent(bundle.frame.module, bundle.frame) } : {}) };
  const started = performance.now();
  const waitedBefore = waitedMs(thread.threadId);
  const spent = () => performance.now() - started - Math.max(0, waitedMs(thread.threadId) - waitedBefore);
  const outcome = await new Promise<WorkerReply | SiteCodeFailure>((resolve) => {
    if (thread.ended) return resolve(thread.ended);
    // Checked when the time would be up; the time the thread waited is given again, as often as it waited.
    const whenUp = (): void => {
      const left = limits.timeMs - spent();
      if (left > 0) return void (timer = setTimeout(whenUp, left));
      // An answer already sent while this thread was busy elsewhere is taken first (message ports are read before
      // setImmediate's turn): the job finished in time, only its answer waited.
      timer = setImmediate(() => {
        if (settled) return;
        // terminate() ends the thread wherever it is, even in a loop that never yields.
        thread.ended = { type: 'stopped', reason: 'time' };
        thread.settle?.(thread.ended);
        void thread.worker.terminate();
      });
    };
    let timer: NodeJS.Timeout | NodeJS.Immediate = setTimeout(whenUp, limits.timeMs);
    let settled = false;
    thread.settle = (answer) => {
      if ('id' in answer && answer.id !== id) return;
      thread.settle = undefined;
      settled = true;
      clearTimeout(timer as NodeJS.Timeout);
      clearImmediate(timer as NodeJS.Immediate);
      resolve(answer);
    };
    try {
      thread.worker.postMessage(message);
      for (const { module, hash } of [message, ...message.named, ...(message.frame ? [message.frame] : [])]) thread.sent.set(module, hash);
    } catch (cause) {
      // Props that cannot cross to the thread (a function got from an expression).
      thread.settle({ type: 'threw', message: `its props cannot be passed to it (${(cause as Error).message})` });
    }
  });
  // The page's time counts what the thread measured the job took, not how long its answer waited for this thread
  // (busy with other pages); each clock counts something the other does not, so the smaller is the code's own.
  return { outcome, ms: 'id' in outcome && outcome.ms !== undefined ? Math.min(outcome.ms, spent()) : spent() };
}
