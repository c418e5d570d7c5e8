// The build's first stage, for a build into a folder: nothing is read or written before the output folder is known to
// be safe to replace (output-guard.ts) and no other build uses it (output-lock.ts); a swap a killed build left half
// done is finished (staging-dir.ts). Then whether the folder is up to date (build-record.ts) can be asked.
import path from 'node:path';
import { checkFreshness, type Freshness } from '../emit/output/build-record.js';
import { fileSystemDiagnostic } from '../emit/output/fs-errors.js';
import { LendocsError } from '../errors.js';
import type { Diagnostic } from '../types.js';
import { checkOutputFolder } from '../emit/output/output-guard.js';
import { lockOutput, type OutputLock } from '../emit/output/output-lock.js';
import { recoverOutput } from '../emit/output/staging-dir.js';
import { headCommit } from '../load/git-history.js';
import { isInside } from '../node/inside-folder.js';
import { gitRoot, realOrSelf } from '../node/git-root.js';
import { makeFolder } from '../node/make-folder.js';
import { codeVersion, outputPackageVersions } from '../version.js';
import type { BuildOptions, BuildRun, CacheOptions } from './build.js';
import { failed, type BuildResult } from './result.js';

/** Runs `work` with the output folder guarded and locked; a file system error becomes the build's diagnostic. */
export async function inOutputFolder(run: BuildRun, work: (out: string) => Promise<BuildResult>): Promise<BuildResult> {
  const { options, timer } = run;
  const folders = await contentFolders(options);
  if (folders && 'missing' in folders) return failed([folders.missing], timer);
  const refused = checkOutputFolder({ out: options.out, root: options.root, emptyOutDir: options.emptyOutDir, contentFolders: folders });
  if (refused) return failed([refused], timer);
  const out = path.resolve(options.out);
  let lock: OutputLock | undefined;
  try {
    await makeFolder(path.dirname(out));
    const locked = await lockOutput(out);
    if ('diagnostic' in locked) return failed([locked.diagnostic], timer);
    lock = locked.lock;
    await recoverOutput(out);
    const result = await work(out);
    // A stale lock taken over is said once, with whatever the build says.
    return locked.warnings.length ? { ...result, diagnostics: [...locked.warnings, ...result.diagnostics] } : result;
  } catch (cause) {
    const diagnostic = fileSystemDiagnostic(cause, out);
    if (diagnostic) return failed([diagnostic], timer);
    throw cause;
  } finally {
    await lock?.release();
  }
}

// DEFAULT_PATHS.static of load/walk.ts, written here so that an up-to-date build does not load the walk's modules.
const DEFAULT_STATIC_FOLDERS = ['static'];

/** How the inputs and the output folder compare with the last build's record. */
export function checkUpToDate(run: BuildRun, cache: CacheOptions, out: string): Promise<Freshness> {
  const { options, testHooks } = run;
  const cacheDir = path.resolve(cache.dir);
  // Diagnostics show paths relative to the current folder; an injected fault changes what a build does.
  // A build of one locale (--locale) makes another output than a build of all: never up to date for the other.
  const facts = [cache.version ?? codeVersion(), cache.packages ?? outputPackageVersions(), process.version, path.resolve(options.root), out, process.cwd(), testHooks?.renderFault ?? '', ...(options.locale ? [`locale ${options.locale}`] : [])];
  return checkFreshness({ cacheDir, out, root: options.root, skip: [out, cacheDir], defaultStaticFolders: DEFAULT_STATIC_FOLDERS, facts, headCommit: () => headCommit(options.root) });
}

/**
 * For an --out inside the site folder (or its git repository), the folders it must keep out of (output-guard.ts): the content folders the
 * walk reads (docs, instances and versions, blog, pages, static) and `src`, whose components are bundled. Reading
 * the config writes nothing; when it cannot be read, undefined, and an --out inside the site folder is refused; when
 * there is no site folder or no config, the error that says so.
 */
async function contentFolders({ out, root }: Pick<BuildOptions, 'out' | 'root'>): Promise<string[] | { missing: Diagnostic } | undefined> {
  // Page folders may also lie beside the site folder in its git repository (docs: ../docs): an --out there is judged too.
  const repository = out.trim() === '' ? undefined : gitRoot(root);
  if (out.trim() === '' || !(isInside(path.resolve(root), path.resolve(out)) || (repository && isInside(repository, realOrSelf(path.resolve(out)))))) return undefined;
  const [{ loadConfig }, { contentPaths }] = await Promise.all([import('../config/load.js'), import('../load/walk.js')]);
  let config;
  try {
    ({ config } = await loadConfig(root));
  } catch (cause) {
    // No site folder, or no config in it: that is the build's one error.
    if (cause instanceof LendocsError) return { missing: cause.diagnostic };
  }
  if (!config) return undefined;
  const paths = contentPaths(config);
  return [paths.docs, ...Object.values(paths.instances ?? {}), paths.blog, ...Object.values(paths.blogs ?? {}), paths.pages, ...paths.static, 'src'];
}
