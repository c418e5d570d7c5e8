// After the pages: the generated files (the Site's one list) and the static files, through whichever writer the
// build uses; then, for a build into a folder, publishing: the manifest, the render cache, and the swap.
import { createTaskQueue, FILE_CONCURRENCY } from '../shared/concurrency.js';
import { currentLocale, siteLocales } from '../shared/locales.js';
import { OUTPUT_MANIFEST } from '../shared/site-paths.js';
import type { OutputWriter, Site } from '../types.js';
import { generatedFiles } from './generated-files.js';
import type { OutputManifest } from './output/output-guard.js';
import { buildIdOf } from './render-cache.js';
import type { SiteAssets } from '../render/site-assets.js';
import type { StagingDir, SwapStep } from './output/staging-dir.js';

/**
 * Generated files from this many characters up (feeds with every post, llms-full.txt: 6–10 MB each at the bench's
 * scale 15) are written before the next file is made, so the build never holds several of them, and their encoded
 * copies, at once: together they were the main thread's peak of memory.
 */
const LARGE_GENERATED_FILE = 1024 * 1024;

export async function writeSiteFiles(site: Site, assets: SiteAssets, writer: OutputWriter): Promise<void> {
  // Each file is made while the ones before it are written.
  const writes = createTaskQueue(FILE_CONCURRENCY);
  for (const [relative, contents] of generatedFiles(site, assets)) {
    if (typeof contents !== 'string') {
      // Made as it is written, one piece after another: nothing else is made meanwhile.
      await writes.drain();
      await writePieces(writer, relative, contents.pieces);
      continue;
    }
    await writes.add(() => writer.write(relative, contents));
    if (contents.length >= LARGE_GENERATED_FILE) await writes.drain();
  }
  // Sorted, so the order in which copies start does not depend on how the files were found.
  for (const [outPath, from] of [...site.files].sort(([a], [b]) => a.localeCompare(b))) await writes.add(() => writer.copy(outPath.slice(1), from));
  await writes.drain();
}

/** A file given in pieces: written piece by piece where the writer can (a folder), else joined and written. */
async function writePieces(writer: OutputWriter, relative: string, pieces: Iterable<string>): Promise<void> {
  if (writer.writePieces) return writer.writePieces(relative, pieces);
  await writer.write(relative, [...pieces].join(''));
}

/** The steps of publishing, in order: the staged output is complete, the cache saved, then the swap's own steps. */
export type PublishStep = 'staged' | 'cache-saved' | SwapStep;

/**
 * The manifest marks the folder as lendocs' own (so the next build may replace it) and names the fingerprints it was
 * built from. In memory it is just another file, so an in-memory build equals one written to disk.
 */
export async function writeManifest(writer: OutputWriter, fingerprints: Record<string, string>, site: Site, only?: boolean): Promise<void> {
  const { trailingSlash } = site.config;
  // The output's root is the site's root, also when it holds one other locale alone (build --locale fr: fr/).
  const baseUrl = site.config.localeBuild?.siteBaseUrl ?? site.config.baseUrl;
  const built = currentLocale(site.config);
  const manifest: OutputManifest = {
    generator: 'lendocs',
    build: buildIdOf(fingerprints),
    ...(baseUrl === '/' ? {} : { baseUrl }),
    ...(trailingSlash === undefined ? {} : { trailingSlash }),
    ...(built ? { locales: siteLocales(site.config).map((locale) => ({ name: locale.name, folder: locale.outDir, built: !only || locale.name === built.name })) } : {}),
  };
  await writer.write(OUTPUT_MANIFEST, `${JSON.stringify(manifest)}\n`);
}

/**
 * Swaps the staged output in. The fingerprints are saved before the swap, so the cache and the output agree at
 * every instant (render-cache.ts); `onStep` lets a test stop the build exactly between two steps.
 */
export async function publish(staging: StagingDir, saveCache: () => Promise<void> | undefined, onStep?: (step: PublishStep) => Promise<void> | void): Promise<void> {
  await onStep?.('staged');
  await saveCache();
  await onStep?.('cache-saved');
  await staging.commit();
}
