// The whole build after the output folder is safe to write: compile, then render and emit into a staging folder,
// swap it in, and record the build for the next one's freshness check (build.ts loads this module when needed).
import path from 'node:path';
import { saveBuildRecord, type Freshness } from '../emit/output/build-record.js';
import { fileSystemDiagnostic } from '../emit/output/fs-errors.js';
import { createMemoryWriter } from '../emit/memory-writer.js';
import { openRenderCache } from '../emit/render-cache.js';
import { drawBySize, drawOnWorkers, RENDER_WORKER_THRESHOLD } from '../render/workers/render-pool.js';
import { createStagingDir, type StagingDir } from '../emit/output/staging-dir.js';
import { publish, writeManifest, writeSiteFiles } from '../emit/write-site.js';
import { hasErrors, warning } from '../errors.js';
import { isSigned } from '../emit/output/input-signature.js';
import { createSiteCode, type SiteCode } from '../load/components/site-code.js';
import type { GitHistory } from '../load/git-history.js';
import type { PageResult } from '../load/load-content.js';
import type { BuildOptions, BuildTestHooks } from './build.js';
import { compile } from './compile.js';
import { emitOtherLocales } from './emit-locales.js';
import { contentPaths, pageFoldersOutside } from '../load/walk.js';
import { failed, type BuildResult } from './result.js';
import type { Timer } from './timer.js';
import type { PreparedRender } from '../render/prepare.js';
import { prepareSite } from './prepare-site.js';
import { drawInThread, renderSite, type RenderTestHooks } from '../render/render-site.js';
import type { Diagnostic, OutputWriter, Site } from '../types.js';
import { outputPackageVersions, VERSION } from '../version.js';
/** `freshness`: how the inputs and the output folder compare with the last build's record (emit/output/build-record.ts). */
export async function compileAndEmit(options: BuildOptions, timer: Timer, freshness?: Freshness, testHooks?: BuildTestHooks): Promise<BuildResult> {
  // The site's own code runs on a thread of its own (started only if the site has any), for the pages and the overrides.
  const siteCode = createSiteCode();
  try {
    return await emitWith(options, timer, freshness, siteCode, testHooks);
  } finally {
    await siteCode.close();
  }
}

async function emitWith(options: BuildOptions, timer: Timer, freshness: Freshness | undefined, siteCode: SiteCode, testHooks?: BuildTestHooks): Promise<BuildResult> {
  const compiled = await compile({ root: options.root, timer, cache: options.cache, siteCode });
  const { site, diagnostics } = compiled;
  if (!site || hasErrors(diagnostics)) return failed(diagnostics, timer, site);

  const tools = [options.cache?.version ?? VERSION, options.cache?.packages ?? outputPackageVersions()];
  const { render: prepared, diagnostics: said } = await timer.stage('assets', () => prepareSite({ root: options.root, site, siteCode, tools }));
  diagnostics.push(...said);
  if (!prepared || hasErrors(said)) return failed(diagnostics, timer, site);
  const { assets } = prepared;
  const memory = options.write === false ? createMemoryWriter() : undefined;
  let staging: StagingDir | undefined;
  try {
    staging = memory ? undefined : await createStagingDir(options.out, testHooks?.onPublishStep);
    const writer = memory ?? staging!;
    const renderCache = staging && options.cache ? await openRenderCache(options.cache.dir, path.resolve(options.out), freshness?.intact === true) : undefined;
    // The generated files (search index, feeds, sitemap…) are made on this thread while the pages are drawn.
    const generated = writeSiteFiles(site, assets, writer);
    // Awaited below, on every path; this only keeps a failure before then from counting as unhandled.
    generated.catch(() => undefined);
    let renderWorkers = 0;
    const draw = { options, prepared, writer, staging, free: generated, previous: renderCache?.reusable, onCount: timer.count, onWorkersStarted: (count: number) => void (renderWorkers = count) };
    const rendered = await timer.stage('render', () => renderPages(draw, testHooks)).catch(async (cause) => {
      await generated.catch(() => undefined);
      throw cause;
    });
    if (rendered.failures.length > 0) {
      await generated.catch(() => undefined);
      await staging?.abort();
      return failed([...diagnostics, ...rendered.failures.map((failure) => failure.diagnostic)], timer, site);
    }
    const locales = site.config.i18n ? await emitOtherLocales(options, site.config, { timer, siteCode, writer }) : undefined;
    if (locales) diagnostics.push(...newDiagnostics(diagnostics, locales.diagnostics));
    if (locales?.failed) {
      await generated.catch(() => undefined);
      await staging?.abort();
      return failed(diagnostics, timer, site);
    }
    await timer.stage('emit', async () => {
      await generated;
      await writeManifest(writer, rendered.fingerprints, site);
      if (staging) await publish(staging, () => renderCache?.save(rendered.fingerprints), testHooks?.onPublishStep);
      if (staging && freshness && options.cache) {
        const read = [...(compiled.results?.values() ?? [])].flatMap((result) => Object.keys(result.inputs ?? {}));
        const facts = { cacheDir: options.cache.dir, inputs: freshness.inputs, out: path.resolve(options.out), root: options.root, read, site, gitHistory: compiled.gitHistory, environment: compiled.environment ?? [], jsGzipBytes: assets.js.gzipBytes, diagnostics };
        // The output is in place by now: a record that cannot be written costs the next build its shortcut, nothing more.
        await recordBuild(facts).catch((cause) => diagnostics.push(warning('build-record', `The record of this build could not be written to the cache (${(cause as Error).message}), so the next build will not know the output is up to date.`, { hint: 'Check that the cache folder (.lendocs-cache) is writable.' })));
      }
    });
    return {
      diagnostics,
      site,
      files: memory?.files,
      stats: {
        pages: site.routes.length + (locales?.pages ?? 0),
        seconds: timer.seconds(),
        timings: timer.timings,
        jsGzipBytes: assets.js.gzipBytes,
        reusedPages: rendered.reused,
        slowest: slowestFiles(compiled.results),
        parsedPages: compiled.parsed ?? 0,
        renderWorkers,
      },
    };
  } catch (cause) {
    await staging?.abort().catch(() => undefined);
    const diagnostic = fileSystemDiagnostic(cause, options.out);
    if (diagnostic) return failed([...diagnostics, diagnostic], timer, site);
    throw cause;
  }
}

interface RenderPagesInput {
  options: BuildOptions;
  prepared: PreparedRender;
  writer: OutputWriter;
  staging?: StagingDir;
  /** Settles when the main thread has made the generated files: it then draws pages beside the workers. */
  free: Promise<unknown>;
  previous?: (outFile: string, fingerprint: string) => string | undefined;
  onCount: (done: number, total: number) => void;
  /** Told how many worker threads draw the pages, when they do. */
  onWorkersStarted: (count: number) => void;
}

/**
 * Every build fingerprints its pages, cache or not: the output's manifest names the set (so a cached and an
 * uncached build of the same input are byte-identical), and the render cache reuses pages by them. A build into a
 * folder with many pages to draw draws them on worker threads, which write straight into the staging folder, and
 * on the main thread too once it has made the generated files.
 */
function renderPages({ options, prepared, writer, staging, free, previous, onCount, onWorkersStarted }: RenderPagesInput, testHooks?: RenderTestHooks) {
  const { context, fingerprint } = prepared;
  const { renderWorkers: size } = options;
  const threshold = size === undefined ? RENDER_WORKER_THRESHOLD : size > 0 ? 1 : Infinity;
  const inThread = () => drawInThread({ context, writer }, testHooks);
  const helper = { free, draw: inThread() };
  const drawing = { site: context.site, assets: context.assets, headSource: prepared.assets.headJs, theme: prepared.theme };
  const pooled = staging && drawOnWorkers({ ...drawing, dir: staging.dir, size, onStart: onWorkersStarted, helper }, testHooks);
  return renderSite({
    onCount,
    context,
    writer,
    fingerprint,
    previous,
    draw: pooled ? drawBySize(threshold, pooled, inThread) : undefined,
  }, testHooks);
}

/**
 * Records the build for the next one's freshness check. When some of what it read cannot be signed (files outside
 * the site folder with allowOutsideContent, a page's imports from outside it or from node_modules — `read` —, or
 * last updates that git could not give), the record has no signature: the next build is never skipped, but still
 * knows whether the output folder is as this build left it.
 */
async function recordBuild(facts: { cacheDir: string; inputs: string; out: string; root: string; read: string[]; site: Site; gitHistory?: GitHistory; environment: string[]; jsGzipBytes: number; diagnostics: Diagnostic[] }): Promise<void> {
  const { config } = facts.site;
  const git = config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor;
  // Page folders beside the site folder (docs: ../docs) are not in its signature: a change there must rebuild.
  const pagesInside = pageFoldersOutside(facts.root, contentPaths(config)).length === 0;
  const signable = !config.allowOutsideContent && pagesInside && (!git || facts.gitHistory !== undefined) && facts.read.every((file) => isSigned(facts.root, file));
  await saveBuildRecord(path.resolve(facts.cacheDir), {
    inputs: signable ? facts.inputs : '',
    outDir: facts.out,
    gitHead: git ? facts.gitHistory?.head : undefined,
    environment: Object.fromEntries(facts.environment.map((name) => [name, process.env[name] ?? null])),
    pages: facts.site.routes.length,
    jsGzipBytes: facts.jsGzipBytes,
    diagnostics: facts.diagnostics,
  });
}

function slowestFiles(results: Map<string, PageResult> | undefined): { file: string; ms: number }[] {
  return [...(results?.values() ?? [])]
    .filter((result) => result.page && result.ms !== undefined)
    .map((result) => ({ file: result.page!.file, ms: result.ms! }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
}

/** The diagnostics of another locale that the build has not said yet: a page without translation warns once, not once per locale. */
function newDiagnostics(said: Diagnostic[], more: Diagnostic[]): Diagnostic[] {
  const key = (d: Diagnostic) => `${d.severity}\0${d.code}\0${d.file ?? ''}\0${d.line ?? ''}\0${d.message}`;
  const seen = new Set(said.map(key));
  return more.filter((d) => !seen.has(key(d)) && Boolean(seen.add(key(d))));
}
