// The build, its stages in order, read top to bottom:
//   output folder  guard and lock it, finish a swap a killed build left half done (output-folder.ts)
//   up-to-date     the inputs and the output compared with the last build's record: nothing changed, nothing to do
//   compile        config → load → route → link checks (compile.ts)
//   assets         theme overrides, Sass, stylesheet and scripts, the templates' context, fingerprints (prepare-site.ts)
//   render         each route's page into the staging folder, the generated files beside them (render-pages.ts)
//   locales        a site with i18n: each other locale compiled and drawn into its folder (emit-locales.ts)
//   emit           the manifest, the staging folder swapped in, the build recorded for the next one (emit-site.ts)
// One BuildRun travels through them: what the build was asked, its timer, and the diagnostics said so far; each
// stage's value (the Site, what it is drawn with, the output, the drawn pages) is handed to the next.
import type { BuildRecord, Freshness } from '../emit/output/build-record.js';
import { fileSystemDiagnostic } from '../emit/output/fs-errors.js';
import type { PublishStep } from '../emit/write-site.js';
import { hasErrors } from '../errors.js';
import type { RenderTestHooks } from '../render/render-site.js';
import type { ProgressSink } from '../shared/progress.js';
import type { Diagnostic } from '../types.js';
import { codeVersion, outputPackageVersions } from '../version.js';
import { currentLocale } from '../shared/locales.js';
import { checkUpToDate, inOutputFolder } from './output-folder.js';
import type { Output } from './render-pages.js';
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
  /**
   * One locale of a site with `i18n` (`--locale`, as Docusaurus's `build --locale`): only its pages, in its folder of
   * the output as a build of every locale puts them (`fr/`). By default, every locale is built.
   */
  locale?: string;
}

/** For tests only: what production callers never pass to build() (a fault to inject, a step to stop at). */
export interface BuildTestHooks extends RenderTestHooks {
  /** Called at each step of publishing the output, so a test can stop the build exactly there. */
  onPublishStep?: (step: PublishStep) => Promise<void> | void;
}

export interface CacheOptions {
  dir: string;
  /** Defaults to lendocs' version and a fingerprint of its code (version.ts, codeVersion); tests set it to act as another release. */
  version?: string;
  /**
   * The versions of the packages that shape the output (version.ts, outputPackageVersions), read from the installed
   * packages when omitted; tests set them to act as after an upgrade.
   */
  packages?: Record<string, string>;
}

/** What travels through the stages of one build. */
export interface BuildRun {
  /** As given, the cache's package versions read once for everything a build keys on them. */
  options: BuildOptions;
  timer: Timer;
  testHooks?: BuildTestHooks;
  /** How the inputs and the output folder compare with the last build's record (a build into a folder, cached). */
  freshness?: Freshness;
  /** What the stages have said so far; the result's diagnostics. */
  diagnostics: Diagnostic[];
}

/** The cache options with the installed packages' versions read, once for everything a build keys on them. */
export function withPackageVersions(cache: CacheOptions): CacheOptions & { packages: Record<string, string> } {
  return { ...cache, packages: cache.packages ?? outputPackageVersions() };
}

export async function build(given: BuildOptions, testHooks?: BuildTestHooks): Promise<BuildResult> {
  const options = given.cache ? { ...given, cache: withPackageVersions(given.cache) } : given;
  const run: BuildRun = { options, timer: createTimer(given.progress), testHooks, diagnostics: [] };
  // Files kept in memory: no output folder to guard, and no last build to compare with.
  if (options.write === false) return runStages(run);
  // Nothing is read or written before the output folder is known to be safe to replace and no other build uses it.
  return inOutputFolder(run, async (out) => {
    if (options.cache) {
      const freshness = (run.freshness = await run.timer.stage('up-to-date', () => checkUpToDate(run, options.cache!, out)));
      if (freshness.fresh) return unchangedResult(freshness.fresh, run.timer);
    }
    return runStages(run);
  });
}

/** compile → assets → render → emit; the first stage that reports an error stops the build. */
async function runStages(run: BuildRun): Promise<BuildResult> {
  // Loaded only here: a build that finds its output up to date never loads the compiler, React and the templates,
  // which take more CPU time to load than that whole build takes.
  const [{ createSiteCode }, { compile }, { prepareSite }, { openOutput, renderPages, inLocaleFolder }, { emitOtherLocales, newDiagnostics }, { emitSite, builtResult, forBuild }] = await Promise.all([
    import('../load/components/site-code.js'),
    import('./compile.js'),
    import('./prepare-site.js'),
    import('./render-pages.js'),
    import('./emit-locales.js'),
    import('./emit-site.js'),
  ]);
  const { options, timer, diagnostics } = run;
  // The site's own code runs on a thread of its own (started only if the site has any), for its pages and overrides.
  const siteCode = createSiteCode();
  let output: Output | undefined;
  try {
    // Opened first: the load stage writes the pages' bodies into the staging folder's spool as it renders them.
    const opened = (output = await openOutput(run));
    const { spool } = opened;
    const compiled = forBuild(await compile({ root: options.root, timer, cache: options.cache, siteCode, locale: options.locale, spool }));
    diagnostics.push(...compiled.diagnostics);
    const { site } = compiled;
    if (!site || hasErrors(diagnostics)) return await abandoned(opened, failed(diagnostics, timer, site));

    const tools = [options.cache?.version ?? codeVersion(), options.cache?.packages ?? outputPackageVersions()];
    const prepared = await timer.stage('assets', () => prepareSite({ root: options.root, site, siteCode, tools }));
    diagnostics.push(...prepared.diagnostics);
    const { render } = prepared;
    if (!render || hasErrors(diagnostics)) return await abandoned(opened, failed(diagnostics, timer, site));

    // --locale with a locale other than the default: its pages go into its folder, as in a build of every locale.
    const into = inLocaleFolder(opened, currentLocale(site.config)?.outDir ?? '');
    const drawn = await timer.stage('render', () => renderPages(run, render, into));
    if (drawn.pages.failures.length > 0) return await abandoned(opened, failed([...diagnostics, ...drawn.pages.failures.map((failure) => failure.diagnostic)], timer, site));
    // A site with i18n: each other locale compiled and drawn again, with its base and translations, into its folder.
    const locales = site.config.i18n && !options.locale ? await emitOtherLocales(options, site.config, { timer, siteCode, writer: into.writer, spool }) : undefined;
    if (locales) diagnostics.push(...newDiagnostics(diagnostics, locales.diagnostics));
    if (locales?.failed) {
      await drawn.generated.catch(() => undefined);
      return await abandoned(opened, failed(diagnostics, timer, site));
    }
    const made = { compiled, site, render, output: { ...opened, renderCache: into.renderCache }, drawn, locales };
    await timer.stage('emit', () => emitSite(run, made));
    return builtResult(run, made);
  } catch (cause) {
    if (output) await abandoned(output, undefined).catch(() => undefined);
    const diagnostic = fileSystemDiagnostic(cause, options.out);
    if (diagnostic) return failed([...diagnostics, diagnostic], timer);
    throw cause;
  } finally {
    output?.spool?.close();
    await siteCode.close();
  }
}

/** A build that stops: its staging folder, with the body spool inside it, deleted; the output folder untouched. */
async function abandoned<T>(output: Output, result: T): Promise<T> {
  output.spool?.close();
  await output.staging?.abort();
  return result;
}

/** A build whose inputs and output are exactly those of the last one: the output stays, the report is repeated. */
function unchangedResult(record: BuildRecord, timer: Timer): BuildResult {
  const stats = { pages: record.pages, seconds: timer.seconds(), timings: timer.timings, jsGzipBytes: record.jsGzipBytes, reusedPages: record.pages, parsedPages: 0, upToDate: true };
  return { diagnostics: record.diagnostics, stats };
}
