// build() = config → load → route → check → render → emit, each stage timed. The stages are also exported
// one by one, so `serve --watch` can keep their results in memory and redo only what a change needs.
import { mkdir, readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { checkLinks } from './check/links.js';
import { loadConfig } from './config/load.js';
import { atomFeed, jsonFeed, rssFeed } from './emit/feeds.js';
import { machineReadableFiles } from './emit/llms.js';
import { outputFileForRoute } from './emit/output-path.js';
import { buildSearchIndex } from './emit/search-index.js';
import { loadSiteAssets, type SiteAssets } from './emit/site-assets.js';
import { robotsTxt, sitemapXml } from './emit/sitemap.js';
import { createStagingDir, recoverOutput, type StagingDir, type SwapStep } from './emit/staging-dir.js';
import { fileSystemDiagnostic } from './emit/fs-errors.js';
import { checkOutputFolder, OUTPUT_MANIFEST, type OutputManifest } from './emit/output-guard.js';
import { lockOutput, type OutputLock } from './emit/output-lock.js';
import { error, hasErrors, LendocsError } from './errors.js';
import { createCodeHighlighter, type CodeHighlighter } from './load/highlight.js';
import { createMarkdownPool, WORKER_THRESHOLD } from './load/markdown-pool.js';
import { openPageCache } from './load/page-cache.js';
import { buildIdOf, openRenderCache } from './emit/render-cache.js';
import { createFingerprinter } from './render/fingerprint.js';
import path from 'node:path';
import fg from 'fast-glob';
import { VERSION } from './version.js';
import { loadContent, type LoadOptions, type PageResult } from './load/load-content.js';
import { createMarkdown, type MarkdownRenderer } from './load/markdown.js';
import { buildSite, pageOf } from './route/build-site.js';
import { createRenderContext, renderRoute } from './render/render-route.js';
import type { BuildResult, Diagnostic, ResolvedConfig, Route, Site } from './types.js';

export interface BuildOptions {
  /** The content folder (holds lendocs.config.yml). */
  root: string;
  /** The output folder; ignored with `write: false`. */
  out: string;
  /** false: return the files in memory instead of writing them (for tests). */
  write?: boolean;
  /** Called as each stage starts, for progress display. */
  onStage?: (stage: string) => void;
  /** The persistent cache folder (parsed Markdown, route fingerprints); none when omitted. */
  cache?: { dir: string; /** Defaults to lendocs' own version; tests set it to act as another release. */ version?: string };
  /** Replace an existing output folder that lendocs did not write (`--empty-out-dir`). */
  emptyOutDir?: boolean;
  /** For tests only: called at each step of publishing the output, so a test can stop the build exactly there. */
  onPublishStep?: (step: PublishStep) => Promise<void> | void;
}

/** The steps of publishing, in order: the staged output is complete, the cache saved, then the swap's own steps. */
export type PublishStep = 'staged' | 'cache-saved' | SwapStep;

/** Runs named stages, timing each. */
export function createTimer(onStage?: (stage: string) => void) {
  const started = performance.now();
  const timings: { stage: string; ms: number }[] = [];
  return {
    timings,
    seconds: () => (performance.now() - started) / 1000,
    async stage<T>(name: string, work: () => Promise<T> | T): Promise<T> {
      onStage?.(name);
      const t0 = performance.now();
      try {
        return await work();
      } finally {
        timings.push({ stage: name, ms: performance.now() - t0 });
      }
    },
  };
}

export type Timer = ReturnType<typeof createTimer>;

export interface Compiled {
  config?: ResolvedConfig;
  site?: Site;
  /** Parse results by file, for the next incremental compile. */
  results?: Map<string, PageResult>;
  diagnostics: Diagnostic[];
}

/** config → load → route → check. Stops after the first stage that reports errors. */
export async function compile(
  root: string,
  markdown: MarkdownRenderer | (() => Promise<MarkdownRenderer>),
  timer: Timer,
  loadOptions: LoadOptions = {},
  cacheOptions?: BuildOptions['cache'],
): Promise<Compiled> {
  const diagnostics: Diagnostic[] = [];
  try {
    const loaded = await timer.stage('config', () => loadConfig(root));
    diagnostics.push(...loaded.diagnostics);
    const config = loaded.config;
    if (!config) return { diagnostics };
    const cache = cacheOptions
      ? await openPageCache(cacheOptions.dir, { version: cacheOptions.version ?? VERSION, config: { ...config, root: undefined, configFile: undefined } })
      : undefined;
    // The highlighter is only made when some page is not in the cache (made once, however many pages ask).
    let making: Promise<MarkdownRenderer> | undefined;
    const renderer: MarkdownRenderer =
      typeof markdown === 'function' ? { render: async (body, where) => (await (making ??= markdown())).render(body, where) } : markdown;
    const content = await timer.stage('load', () => loadContent(config, renderer, { ...loadOptions, cache }));
    await cache?.save();
    diagnostics.push(...content.diagnostics);
    if (hasErrors(diagnostics)) return { config, results: content.results, diagnostics };
    const { site, diagnostics: routeDiagnostics } = await timer.stage('route', () => buildSite(config, content));
    diagnostics.push(...routeDiagnostics);
    diagnostics.push(...(await timer.stage('check', () => checkLinks(site))));
    return { config, site, results: content.results, diagnostics };
  } catch (cause) {
    if (cause instanceof LendocsError) return { diagnostics: [...diagnostics, cause.diagnostic] };
    throw cause;
  }
}

/** Renders one route, turning a template exception into a diagnostic. */
export function renderOrDiagnose(route: Route, context: ReturnType<typeof createRenderContext>): { html?: string; diagnostic?: Diagnostic } {
  try {
    return { html: renderRoute(route, context) };
  } catch (cause) {
    return {
      diagnostic: {
        ...error('render-failed', `Rendering ${route.path} failed: ${(cause as Error).message}`, {
          file: pageOf(route)?.file,
          hint: 'A template threw while drawing this page; run with --debug for the stack trace.',
        }),
        stack: (cause as Error).stack,
      },
    };
  }
}

/** The files besides routes and static files: stylesheet, scripts, sitemap, robots.txt, feeds, search index. */
export function siteExtras(site: Site, assets: SiteAssets, options: { search?: boolean } = {}): [string, string][] {
  const extras: [string, string][] = [
    [assets.css.path.slice(1), assets.css.contents],
    [assets.js.path.slice(1), assets.js.contents],
    [assets.searchJs.path.slice(1), assets.searchJs.contents],
    ['sitemap.xml', sitemapXml(site)],
  ];
  if (!site.files.has('/robots.txt')) extras.push(['robots.txt', robotsTxt(site)]);
  if (site.posts.length > 0) extras.push(['blog/rss.xml', rssFeed(site)], ['blog/atom.xml', atomFeed(site)], ['blog/feed.json', jsonFeed(site)]);
  // llms.txt, llms-full.txt and each docs page's Markdown twin, for language models (src/emit/llms.ts).
  extras.push(...machineReadableFiles(site));
  if (site.config.search.provider === 'local' && options.search !== false) extras.push(...buildSearchIndex(site));
  return extras;
}

export function assetPaths(assets: SiteAssets) {
  return { css: assets.css.path, js: assets.js.path, searchJs: assets.searchJs.path };
}

function slowestFiles(results: Map<string, PageResult> | undefined): { file: string; ms: number }[] {
  return [...(results?.values() ?? [])]
    .filter((result) => result.page && result.ms !== undefined)
    .map((result) => ({ file: result.page!.file, ms: result.ms! }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const timer = createTimer(options.onStage);
  const result = (diagnostics: Diagnostic[], extra: Partial<BuildResult> = {}): BuildResult => ({
    diagnostics,
    stats: { pages: 0, seconds: timer.seconds(), timings: timer.timings },
    ...extra,
  });
  if (options.write === false) return compileAndEmit(options, timer, result);

  // Nothing is read or written before the output folder is known to be safe to replace and no other build uses it.
  const refused = checkOutputFolder({ out: options.out, root: options.root, emptyOutDir: options.emptyOutDir });
  if (refused) return result([refused]);
  const out = path.resolve(options.out);
  let lock: OutputLock | undefined;
  try {
    await mkdir(path.dirname(out), { recursive: true });
    const locked = await lockOutput(out);
    if ('diagnostic' in locked) return result([locked.diagnostic]);
    lock = locked.lock;
    await recoverOutput(out);
    return await compileAndEmit(options, timer, result);
  } catch (cause) {
    const diagnostic = fileSystemDiagnostic(cause, out);
    if (diagnostic) return result([diagnostic]);
    throw cause;
  } finally {
    await lock?.release();
  }
}

async function compileAndEmit(
  options: BuildOptions,
  timer: Timer,
  result: (diagnostics: Diagnostic[], extra?: Partial<BuildResult>) => BuildResult,
): Promise<BuildResult> {
  // Large sites render Markdown on every core; small ones in this thread (workers cost more than they save).
  // Counted before the config is read, so over the whole content folder (its `paths` may move docs or pages).
  const markdownFiles = await fg('**/*.{md,mdx}', { cwd: options.root, ignore: ['**/node_modules/**'] }).catch(() => []);
  let highlighter: Promise<CodeHighlighter> | undefined;
  const pool = markdownFiles.length >= WORKER_THRESHOLD ? createMarkdownPool() : undefined;
  const compiled = await compile(
    options.root,
    pool ?? (async () => createMarkdown(await (highlighter ??= createCodeHighlighter()))),
    timer,
    {},
    options.cache,
  ).finally(() => pool?.close());
  (await highlighter)?.dispose();
  const { site, diagnostics } = compiled;
  if (!site || hasErrors(diagnostics)) return result(diagnostics, { site });

  const assets = await timer.stage('assets', () => loadSiteAssets());
  const files = new Map<string, string | Buffer>();
  let reused = 0;
  let staging: StagingDir | undefined;
  const emit = async (relative: string, contents: string | Buffer) => {
    if (staging) await staging.write(relative, contents);
    else files.set(relative, contents);
  };

  try {
    staging = options.write === false ? undefined : await createStagingDir(options.out, options.onPublishStep);
    const context = createRenderContext(site, assetPaths(assets));
    const renderCache = staging && options.cache ? await openRenderCache(options.cache.dir, path.resolve(options.out)) : undefined;
    // Every build fingerprints its pages, cache or not: the output's manifest names the set (so a cached and an
    // uncached build of the same input are byte-identical), and the render cache reuses pages by them.
    const fingerprint = createFingerprinter(site, assetPaths(assets), options.cache?.version ?? VERSION);
    const fingerprints: Record<string, string> = {};
    const rendered = await timer.stage('render', async () => {
      for (const route of site.routes) {
        const outFile = outputFileForRoute(route.path);
        const key = fingerprint(route);
        fingerprints[outFile] = key;
        if (renderCache) {
          renderCache.record(outFile, key);
          const previous = renderCache.reusable(outFile, key);
          if (previous) {
            await staging!.copy(outFile, previous);
            reused++;
            continue;
          }
        }
        const { html, diagnostic } = renderOrDiagnose(route, context);
        if (diagnostic) {
          diagnostics.push(diagnostic);
          return false;
        }
        // Pages are written as they are rendered, so memory does not grow with the site.
        await emit(outFile, html!);
      }
      return true;
    });
    if (!rendered) {
      await staging?.abort();
      return result(diagnostics, { site });
    }

    await timer.stage('emit', async () => {
      for (const [path, contents] of siteExtras(site, assets)) await emit(path, contents);
      for (const [outPath, from] of [...site.files].sort(([a], [b]) => a.localeCompare(b))) {
        if (staging) await staging.copy(outPath.slice(1), from);
        else files.set(outPath.slice(1), await readFile(from));
      }
    });
    // The manifest marks the folder as lendocs' own (so the next build may replace it) and names the fingerprints
    // it was built from; those are saved before the swap, so cache and output always agree (render-cache.ts).
    const manifest: OutputManifest = { generator: 'lendocs', build: buildIdOf(fingerprints) };
    await emit(OUTPUT_MANIFEST, `${JSON.stringify(manifest)}\n`);
    if (staging) {
      await options.onPublishStep?.('staged');
      await renderCache?.save();
      await options.onPublishStep?.('cache-saved');
      await staging.commit();
    }
  } catch (cause) {
    await staging?.abort().catch(() => undefined);
    const diagnostic = fileSystemDiagnostic(cause, options.out);
    if (diagnostic) return result([...diagnostics, diagnostic], { site });
    throw cause;
  }

  return result(diagnostics, {
    site,
    files: staging ? undefined : files,
    stats: {
      pages: site.routes.length,
      seconds: timer.seconds(),
      timings: timer.timings,
      jsGzipBytes: assets.js.gzipBytes,
      reusedPages: reused,
      slowest: slowestFiles(compiled.results),
    },
  });
}
