// The build, in order: guard and lock the output folder, check whether it is already up to date, then compile
// (config → load → route → check, compile.ts) and render and emit into it (emit-site.ts), each stage timed.
import path from 'node:path';
import { checkFreshness, type BuildRecord } from '../emit/output/build-record.js';
import { fileSystemDiagnostic } from '../emit/output/fs-errors.js';
import { checkOutputFolder } from '../emit/output/output-guard.js';
import { lockOutput, type OutputLock } from '../emit/output/output-lock.js';
import { recoverOutput } from '../emit/output/staging-dir.js';
import type { PublishStep } from '../emit/write-site.js';
import type { RenderTestHooks } from '../render/render-site.js';
import { headCommit } from '../load/git-history.js';
import { isInside } from '../node/inside-folder.js';
import { gitRoot, realOrSelf } from '../node/git-root.js';
import { makeFolder } from '../node/make-folder.js';
import type { ProgressSink } from '../shared/progress.js';
import { outputPackageVersions, VERSION } from '../version.js';
import { failed, type BuildResult } from './result.js';
import { createTimer, type Timer } from './timer.js';

export type { PublishStep };

export interface BuildOptions {
  /** The content folder (holds lendocs.config.yml). */
  root: string;
  /** The output folder; ignored with `write: false`. */
  out: string;
  /** false: return the files in memory instead of writing them (for tests). */
  write?: boolean;
  /** Told as each stage starts and ends, and how far the long ones are (the command line draws it). */
  progress?: ProgressSink;
  /** The persistent cache folder (parsed Markdown, route fingerprints); none when omitted. */
  cache?: CacheOptions;
  /** Replace an existing output folder that lendocs did not write (`--empty-out-dir`). */
  emptyOutDir?: boolean;
  /**
   * Worker threads to draw the pages on (0: the main thread). By default, one per core but one, when a build into a
   * folder has RENDER_WORKER_THRESHOLD pages or more to draw. Every count gives the same bytes (tests compare them).
   */
  renderWorkers?: number;
}

/** For tests only: what production callers never pass to build() (a fault to inject, a step to stop at). */
export interface BuildTestHooks extends RenderTestHooks {
  /** Called at each step of publishing the output, so a test can stop the build exactly there. */
  onPublishStep?: (step: PublishStep) => Promise<void> | void;
}

export interface CacheOptions {
  dir: string;
  /** Defaults to lendocs' own version; tests set it to act as another release. */
  version?: string;
  /**
   * The versions of the packages that shape the output (version.ts, outputPackageVersions), read from the installed
   * packages when omitted; tests set them to act as after an upgrade.
   */
  packages?: Record<string, string>;
}

/** The cache options with the installed packages' versions read, once for everything a build keys on them. */
export function withPackageVersions(cache: CacheOptions): CacheOptions & { packages: Record<string, string> } {
  return { ...cache, packages: cache.packages ?? outputPackageVersions() };
}

export async function build(given: BuildOptions, testHooks?: BuildTestHooks): Promise<BuildResult> {
  const timer = createTimer(given.progress);
  const options = given.cache ? { ...given, cache: withPackageVersions(given.cache) } : given;
  if (options.write === false) return (await import('./emit-site.js')).compileAndEmit(options, timer, undefined, testHooks);

  // Nothing is read or written before the output folder is known to be safe to replace and no other build uses it.
  const refused = checkOutputFolder({ out: options.out, root: options.root, emptyOutDir: options.emptyOutDir, contentFolders: await contentFolders(options) });
  if (refused) return failed([refused], timer);
  const out = path.resolve(options.out);
  let lock: OutputLock | undefined;
  try {
    await makeFolder(path.dirname(out));
    const locked = await lockOutput(out);
    if ('diagnostic' in locked) return failed([locked.diagnostic], timer);
    lock = locked.lock;
    // A stale lock taken over is said once, with whatever the build says.
    const withLockWarnings = <T extends BuildResult>(result: T): T => (locked.warnings.length ? { ...result, diagnostics: [...locked.warnings, ...result.diagnostics] } : result);
    await recoverOutput(out);
    const freshness = options.cache ? await timer.stage('up-to-date', () => checkFreshness(freshnessInput(options, options.cache!, out, testHooks))) : undefined;
    if (freshness?.fresh) return withLockWarnings(unchangedResult(freshness.fresh, timer));
    const { compileAndEmit } = await import('./emit-site.js');
    return withLockWarnings(await compileAndEmit(options, timer, freshness, testHooks));
  } catch (cause) {
    const diagnostic = fileSystemDiagnostic(cause, out);
    if (diagnostic) return failed([diagnostic], timer);
    throw cause;
  } finally {
    await lock?.release();
  }
}

/**
 * For an --out inside the site folder (or its git repository), the folders it must keep out of (output-guard.ts): the content folders the
 * walk reads (docs, instances and versions, blog, pages, static) and `src`, whose components are bundled. Reading
 * the config writes nothing; when it cannot be read, undefined, and an --out inside the site folder is refused.
 */
async function contentFolders({ out, root }: Pick<BuildOptions, 'out' | 'root'>): Promise<string[] | undefined> {
  // Page folders may also lie beside the site folder in its git repository (docs: ../docs): an --out there is judged too.
  const repository = out.trim() === '' ? undefined : gitRoot(root);
  if (out.trim() === '' || !(isInside(path.resolve(root), path.resolve(out)) || (repository && isInside(repository, realOrSelf(path.resolve(out)))))) return undefined;
  const [{ loadConfig }, { contentPaths }] = await Promise.all([import('../config/load.js'), import('../load/walk.js')]);
  const { config } = await loadConfig(root).catch(() => ({ config: undefined }));
  if (!config) return undefined;
  const paths = contentPaths(config);
  return [paths.docs, ...Object.values(paths.instances ?? {}), paths.blog, paths.pages, paths.static, 'src'];
}

/** What the signature of a build's inputs covers besides the site folder's files. */
function freshnessInput(options: BuildOptions, cache: CacheOptions, out: string, testHooks?: BuildTestHooks) {
  const cacheDir = path.resolve(cache.dir);
  // Diagnostics show paths relative to the current folder; an injected fault changes what a build does.
  const facts = [cache.version ?? VERSION, cache.packages ?? outputPackageVersions(), process.version, path.resolve(options.root), out, process.cwd(), testHooks?.renderFault ?? ''];
  return { cacheDir, out, root: options.root, skip: [out, cacheDir], facts, headCommit: () => headCommit(options.root) };
}

/** A build whose inputs and output are exactly those of the last one: the output stays, the report is repeated. */
function unchangedResult(record: BuildRecord, timer: Timer): BuildResult {
  const stats = { pages: record.pages, seconds: timer.seconds(), timings: timer.timings, jsGzipBytes: record.jsGzipBytes, reusedPages: record.pages, parsedPages: 0, upToDate: true };
  return { diagnostics: record.diagnostics, stats };
}
