// The render stage of a build: where the pages go (a staging folder swapped in by the emit stage, so a failed build
// never leaves half a site; memory with `write: false`), and each route's page drawn there, on worker threads for a
// large site, while this thread makes the generated files (search index, feeds, sitemap…).
import path from 'node:path';
import { createMemoryWriter, type MemoryWriter } from '../emit/memory-writer.js';
import { createStagingDir, type StagingDir } from '../emit/output/staging-dir.js';
import { openRenderCache, type RenderCache } from '../emit/render-cache.js';
import { writeSiteFiles } from '../emit/write-site.js';
import type { PreparedRender } from '../render/prepare.js';
import { drawInThread, renderSite, type RenderSiteResult } from '../render/render-site.js';
import { drawBySize, drawOnWorkers, RENDER_WORKER_THRESHOLD } from '../render/workers/render-pool.js';
import type { OutputWriter } from '../types.js';
import { openBodySpool, type BodySpool } from '../node/body-spool.js';
import type { BuildRun } from './build.js';

export interface Output {
  writer: OutputWriter;
  /** The staging folder, for a build into a folder. */
  staging?: StagingDir;
  /** The files, for a build with `write: false`. */
  memory?: MemoryWriter;
  /** The pages of the last build, for a build into a folder with a cache. */
  renderCache?: RenderCache;
  /**
   * The pages' bodies from the load stage until the generated files are written (a build into a folder): a file in
   * the staging folder, closed and deleted before the folder is published, and with it when the build fails.
   */
  spool?: BodySpool;
}

/** The body spool's name in the staging folder. */
export const BODY_SPOOL = '.lendocs-bodies';

export interface Drawn {
  pages: RenderSiteResult;
  /** Settles when the generated files are written. */
  generated: Promise<void>;
  /** Worker threads that drew the pages (0: this thread did). */
  workers: number;
}

export async function openOutput({ options, freshness, testHooks }: BuildRun): Promise<Output> {
  if (options.write === false) {
    const memory = createMemoryWriter();
    return { writer: memory, memory };
  }
  const staging = await createStagingDir(options.out, testHooks?.onPublishStep);
  const renderCache = options.cache ? await openRenderCache(options.cache.dir, path.resolve(options.out), freshness?.intact === true) : undefined;
  return { writer: staging, staging, renderCache, spool: openBodySpool(path.join(staging.dir, BODY_SPOOL)) };
}

/**
 * The output seen from a locale's folder (`fr/`, for `build --locale fr`): pages and generated files written there,
 * on worker threads too; no render cache, whose pages are named from the output's root.
 */
export function inLocaleFolder(output: Output, folder: string): Output {
  if (folder === '') return output;
  const writer = inFolder(output.writer, folder);
  const staging = output.staging && { ...output.staging, ...writer, dir: path.join(output.staging.dir, folder) };
  return { ...output, writer, staging, renderCache: undefined };
}

/** The writer with every path inside `folder` (`fr/`). */
export function inFolder(writer: OutputWriter, folder: string): OutputWriter {
  const inside = (relative: string) => path.posix.join(folder, relative);
  const { writePieces } = writer;
  return {
    write: (relative, contents) => writer.write(inside(relative), contents),
    copy: (relative, from) => writer.copy(inside(relative), from),
    ...(writePieces ? { writePieces: (relative: string, pieces: Iterable<string>) => writePieces(inside(relative), pieces) } : {}),
  };
}

/**
 * Every build fingerprints its pages, cache or not: the output's manifest names the set (so a cached and an
 * uncached build of the same input are byte-identical), and the render cache reuses pages by them. A build into a
 * folder with many pages to draw draws them on worker threads, which write straight into the staging folder, and
 * on this thread too once it has made the generated files.
 */
export async function renderPages({ options, timer, testHooks }: BuildRun, prepared: PreparedRender, { writer, staging, renderCache }: Output): Promise<Drawn> {
  const { context, fingerprint } = prepared;
  const generated = writeSiteFiles(context.site, prepared.assets, writer);
  // Awaited on every path (by the emit stage, or here when drawing fails); this only keeps a failure before then
  // from counting as unhandled.
  generated.catch(() => undefined);
  const { renderWorkers: size } = options;
  const threshold = size === undefined ? RENDER_WORKER_THRESHOLD : size > 0 ? 1 : Infinity;
  const inThread = () => drawInThread({ context, writer }, testHooks);
  const helper = { free: generated, draw: inThread() };
  const drawing = { site: context.site, assets: context.assets, headSource: prepared.assets.headJs, theme: prepared.theme };
  let workers = 0;
  const pooled = staging && drawOnWorkers({ ...drawing, dir: staging.dir, size, onStart: (count) => void (workers = count), helper }, testHooks);
  try {
    const pages = await renderSite({
      onCount: timer.count,
      context,
      writer,
      fingerprint,
      previous: renderCache?.reusable,
      draw: pooled ? drawBySize(threshold, pooled, inThread) : undefined,
    }, testHooks);
    if (pages.failures.length > 0) await generated.catch(() => undefined);
    return { pages, generated, workers };
  } catch (cause) {
    await generated.catch(() => undefined);
    throw cause;
  }
}
