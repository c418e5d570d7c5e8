// The chain of stages: config → load → route → check → render → emit, each stage timed. compile() runs the first
// four (serve --watch and check use it too); build() guards and locks the output folder, then runs them all.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkConfigLinks, checkLinks } from './check/links.js';
import { loadConfig } from './config/load.js';
import { fileSystemDiagnostic } from './emit/fs-errors.js';
import { createMemoryWriter } from './emit/memory-writer.js';
import { checkOutputFolder } from './emit/output-guard.js';
import { lockOutput, type OutputLock } from './emit/output-lock.js';
import { openRenderCache } from './emit/render-cache.js';
import { loadSiteAssets, type SiteAssets } from './emit/site-assets.js';
import { createStagingDir, recoverOutput, type StagingDir } from './emit/staging-dir.js';
import { publish, writeManifest, writeSiteFiles, type PublishStep } from './emit/write-site.js';
import { hasErrors, LendocsError } from './errors.js';
import { readContent, renderContent, type PageResult } from './load/load-content.js';
import { docSourceFacts } from './load/doc-sources.js';
import type { GitHistory } from './load/git-history.js';
import type { MarkdownRenderer } from './load/markdown.js';
import { openMarkdown } from './load/open-markdown.js';
import { openPageCache } from './load/page-cache.js';
import { contentPaths } from './load/walk.js';
import { renderThemeOverrides } from './load/components/theme-overrides.js';
import { createFingerprinter } from './render/fingerprint.js';
import { createRenderContext } from './render/render-route.js';
import { renderSite } from './render/render-site.js';
import { buildSite } from './route/build-site.js';
import { sourceRoutes } from './route/source-routes.js';
import { isInside } from './shared/inside-folder.js';
import type { ProgressSink } from './shared/progress.js';
import type { BuildResult, Diagnostic, ResolvedConfig, Site } from './types.js';
import { VERSION } from './version.js';

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
  /** For tests only: called at each step of publishing the output, so a test can stop the build exactly there. */
  onPublishStep?: (step: PublishStep) => Promise<void> | void;
}

export interface CacheOptions {
  dir: string;
  /** Defaults to lendocs' own version; tests set it to act as another release. */
  version?: string;
}

/** Runs named stages, timing each, and passes on how far the running stage is. */
export function createTimer(progress?: ProgressSink) {
  const started = performance.now();
  const timings: { stage: string; ms: number }[] = [];
  return {
    timings,
    seconds: () => (performance.now() - started) / 1000,
    /** `done` of `total` items of the running stage are finished. */
    count: (done: number, total: number) => progress?.count(done, total),
    async stage<T>(name: string, work: () => Promise<T> | T): Promise<T> {
      progress?.start(name);
      const t0 = performance.now();
      try {
        return await work();
      } finally {
        const ms = performance.now() - t0;
        timings.push({ stage: name, ms });
        progress?.end(name, ms);
      }
    },
  };
}

export type Timer = ReturnType<typeof createTimer>;

export interface CompileOptions {
  root: string;
  timer: Timer;
  /** A renderer kept between compiles (serve --watch); otherwise one is opened for this compile and closed after. */
  markdown?: MarkdownRenderer;
  /** Parse results of the previous compile, reused for files not in `changed` (serve --watch). */
  reuse?: Map<string, PageResult>;
  changed?: Set<string>;
  cache?: CacheOptions;
  /** The git history read by the previous compile (serve --watch), for docs' last updates. */
  gitHistory?: GitHistory;
}

export interface Compiled {
  config?: ResolvedConfig;
  site?: Site;
  /** Parse results by file, for the next incremental compile. */
  results?: Map<string, PageResult>;
  /** How many Markdown bodies this compile rendered (the rest came from the cache or `reuse`). */
  parsed?: number;
  /** The git history read for docs' last updates, for the next compile. */
  gitHistory?: GitHistory;
  diagnostics: Diagnostic[];
}

/** config → load → route → check. Stops after the first stage that reports errors. */
export async function compile(options: CompileOptions): Promise<Compiled> {
  const opened = options.markdown ? undefined : await openMarkdown(options.root);
  try {
    return await compileWith(options, options.markdown ?? opened!.renderer);
  } catch (cause) {
    if (cause instanceof LendocsError) return { diagnostics: [cause.diagnostic] };
    throw cause;
  } finally {
    await opened?.close();
  }
}

async function compileWith(options: CompileOptions, markdown: MarkdownRenderer): Promise<Compiled> {
  const { timer } = options;
  const diagnostics: Diagnostic[] = [];
  const loaded = await timer.stage('config', () => loadConfig(options.root));
  diagnostics.push(...loaded.diagnostics);
  const { config, source } = loaded;
  if (!config || !source) return { diagnostics };
  const cache = options.cache ? await openPageCache(options.cache.dir, { version: options.cache.version ?? VERSION, config }) : undefined;
  const { content, docSources } = await timer.stage('load', async () => {
    const read = await readContent({ config, root: source.root, reuse: options.reuse, changed: options.changed, cache });
    // Every file's route is known before any body is rendered, so a link to another file is written final.
    const rendered = await renderContent(read, { markdown, routes: sourceRoutes(read.sources, config), onCount: timer.count });
    return { content: rendered, docSources: await docSourceFacts({ config, root: source.root, pages: rendered.pages, configFile: source.configFile, lineOf: source.lineOf, history: options.gitHistory }) };
  });
  await cache?.save();
  diagnostics.push(...content.diagnostics, ...docSources.diagnostics);
  if (hasErrors(diagnostics)) return { config, results: content.results, parsed: content.parsed, diagnostics };
  const { site, diagnostics: routeDiagnostics } = await timer.stage('route', () => buildSite({ config, content, configFile: source.configFile, lineOf: source.lineOf, docSources: docSources.facts }));
  diagnostics.push(...routeDiagnostics);
  diagnostics.push(...(await timer.stage('check', () => [...checkLinks(site), ...checkConfigLinks(site, source)])));
  return { config, site, results: content.results, parsed: content.parsed, gitHistory: docSources.history, diagnostics };
}

export function assetPaths(assets: SiteAssets) {
  return { css: assets.css.path, js: assets.js.path, searchJs: assets.searchJs.path };
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const timer = createTimer(options.progress);
  if (options.write === false) return compileAndEmit(options, timer);

  // Nothing is read or written before the output folder is known to be safe to replace and no other build uses it.
  const refused = checkOutputFolder({ out: options.out, root: options.root, emptyOutDir: options.emptyOutDir, contentFolders: await contentFolders(options) });
  if (refused) return failed([refused], timer);
  const out = path.resolve(options.out);
  let lock: OutputLock | undefined;
  try {
    await mkdir(path.dirname(out), { recursive: true });
    const locked = await lockOutput(out);
    if ('diagnostic' in locked) return failed([locked.diagnostic], timer);
    lock = locked.lock;
    await recoverOutput(out);
    return await compileAndEmit(options, timer);
  } catch (cause) {
    const diagnostic = fileSystemDiagnostic(cause, out);
    if (diagnostic) return failed([diagnostic], timer);
    throw cause;
  } finally {
    await lock?.release();
  }
}

/**
 * For an --out inside the site folder, the folders it must keep out of (output-guard.ts): the content folders the
 * walk reads (docs, instances and versions, blog, pages, static) and `src`, whose components are bundled. Reading
 * the config writes nothing; when it cannot be read, undefined, and an --out inside the site folder is refused.
 */
async function contentFolders({ out, root }: Pick<BuildOptions, 'out' | 'root'>): Promise<string[] | undefined> {
  if (out.trim() === '' || !isInside(path.resolve(root), path.resolve(out))) return undefined;
  const { config } = await loadConfig(root).catch(() => ({ config: undefined }));
  if (!config) return undefined;
  const paths = contentPaths(config);
  return [paths.docs, ...Object.values(paths.instances ?? {}), paths.blog, paths.pages, paths.static, 'src'];
}

function failed(diagnostics: Diagnostic[], timer: Timer, site?: Site): BuildResult {
  return { diagnostics, site, stats: { pages: 0, seconds: timer.seconds(), timings: timer.timings } };
}

async function compileAndEmit(options: BuildOptions, timer: Timer): Promise<BuildResult> {
  const compiled = await compile({ root: options.root, timer, cache: options.cache });
  const { site, diagnostics } = compiled;
  if (!site || hasErrors(diagnostics)) return failed(diagnostics, timer, site);

  const { theme, assets } = await timer.stage('assets', async () => {
    // The overrides first: their CSS goes into the stylesheet with the components'.
    const theme = await renderThemeOverrides(options.root, site.config);
    return { theme, assets: await loadSiteAssets({ root: options.root, config: site.config, componentCss: [...site.componentCss, ...theme.css] }) };
  });
  diagnostics.push(...theme.diagnostics);
  if (hasErrors(theme.diagnostics)) return failed(diagnostics, timer, site);
  const memory = options.write === false ? createMemoryWriter() : undefined;
  let staging: StagingDir | undefined;
  try {
    staging = memory ? undefined : await createStagingDir(options.out, options.onPublishStep);
    const writer = memory ?? staging!;
    const renderCache = staging && options.cache ? await openRenderCache(options.cache.dir, path.resolve(options.out)) : undefined;
    // Every build fingerprints its pages, cache or not: the output's manifest names the set (so a cached and an
    // uncached build of the same input are byte-identical), and the render cache reuses pages by them.
    const rendered = await timer.stage('render', () =>
      renderSite({
        onCount: timer.count,
        context: createRenderContext(site, assetPaths(assets), { headSource: assets.headJs, theme: theme.overrides }),
        writer,
        fingerprint: createFingerprinter(site, { ...assetPaths(assets), theme: theme.overrides }, options.cache?.version ?? VERSION),
        previous: renderCache?.reusable,
      }),
    );
    if (rendered.failures.length > 0) {
      await staging?.abort();
      return failed([...diagnostics, ...rendered.failures.map((failure) => failure.diagnostic)], timer, site);
    }
    await timer.stage('emit', async () => {
      await writeSiteFiles(site, assets, writer);
      await writeManifest(writer, rendered.fingerprints, site);
      if (staging) await publish(staging, () => renderCache?.save(rendered.fingerprints), options.onPublishStep);
    });
    return {
      diagnostics,
      site,
      files: memory?.files,
      stats: {
        pages: site.routes.length,
        seconds: timer.seconds(),
        timings: timer.timings,
        jsGzipBytes: assets.js.gzipBytes,
        reusedPages: rendered.reused,
        slowest: slowestFiles(compiled.results),
        parsedPages: compiled.parsed ?? 0,
      },
    };
  } catch (cause) {
    await staging?.abort().catch(() => undefined);
    const diagnostic = fileSystemDiagnostic(cause, options.out);
    if (diagnostic) return failed([...diagnostics, diagnostic], timer, site);
    throw cause;
  }
}

function slowestFiles(results: Map<string, PageResult> | undefined): { file: string; ms: number }[] {
  return [...(results?.values() ?? [])]
    .filter((result) => result.page && result.ms !== undefined)
    .map((result) => ({ file: result.page!.file, ms: result.ms! }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
}
