// The emit stage of a build: once the generated files are written beside the pages, the manifest naming the pages'
// fingerprints, the staging folder swapped in for the output folder, and the build recorded for the next one's
// freshness check; then the build's result.
import path from 'node:path';
import { saveBuildRecord } from '../emit/output/build-record.js';
import { isSigned } from '../emit/output/input-signature.js';
import { publish, writeManifest } from '../emit/write-site.js';
import { warning } from '../errors.js';
import type { GitHistory } from '../load/git-history.js';
import type { PageResult } from '../load/load-content.js';
import { contentPaths, pageFoldersOutside, trimFolder } from '../load/walk.js';
import type { PreparedRender } from '../render/prepare.js';
import type { Diagnostic, Site } from '../types.js';
import type { BuildRun } from './build.js';
import type { Compiled } from './compile.js';
import type { Drawn, Output } from './render-pages.js';
import type { BuildResult } from './result.js';

/**
 * What a build keeps of its compile: everything but the parse results, which only a later incremental compile (serve)
 * reuses; their record and report need only the files each page read and the slowest pages. The results hold every
 * page's body as the load stage rendered it, a second copy of each body whose images the site's page has sized:
 * dropped after the compile, it is not held through the render stage.
 */
export type BuildCompiled = Omit<Compiled, 'results'> & { read: string[]; slowest: { file: string; ms: number }[] };

export function forBuild({ results, ...compiled }: Compiled): BuildCompiled {
  const read = [...(results?.values() ?? [])].flatMap((result) => Object.keys(result.inputs ?? {}));
  return { ...compiled, read, slowest: slowestFiles(results) };
}

/** What the stages before emit made. */
export interface Made {
  compiled: BuildCompiled;
  site: Site;
  render: PreparedRender;
  output: Output;
  drawn: Drawn;
  /** The site's other locales, built into their folders of the output (emit-locales.ts). */
  locales?: { pages: number };
}

export async function emitSite({ options, freshness, testHooks, diagnostics }: BuildRun, { compiled, site, render, output, drawn }: Made): Promise<void> {
  const { staging, renderCache, writer, spool } = output;
  const { fingerprints } = drawn.pages;
  await drawn.generated;
  // Every body has been drawn and every file made from them written: the spool leaves before the folder is published.
  spool?.close();
  await writeManifest(writer, fingerprints, site, options.locale !== undefined);
  if (staging) await publish(staging, () => renderCache?.save(fingerprints), testHooks?.onPublishStep);
  if (staging && freshness && options.cache) {
    const facts = { cacheDir: options.cache.dir, inputs: freshness.inputs, staticFolders: freshness.staticFolders, out: path.resolve(options.out), root: options.root, read: compiled.read, site, gitHistory: compiled.gitHistory, environment: compiled.environment ?? [], jsGzipBytes: render.assets.js.gzipBytes, diagnostics };
    // The output is in place by now: a record that cannot be written costs the next build its shortcut, nothing more.
    await recordBuild(facts).catch((cause) => diagnostics.push(warning('build-record', `The record of this build could not be written to the cache (${(cause as Error).message}), so the next build will not know the output is up to date.`, { hint: 'Check that the cache folder (.lendocs-cache) is writable.' })));
  }
}

export function builtResult({ timer, diagnostics }: BuildRun, { compiled, site, render, output, drawn, locales }: Made): BuildResult {
  return {
    diagnostics,
    site,
    files: output.memory?.files,
    stats: {
      pages: site.routes.length + (locales?.pages ?? 0),
      seconds: timer.seconds(),
      timings: timer.timings,
      jsGzipBytes: render.assets.js.gzipBytes,
      reusedPages: drawn.pages.reused,
      slowest: compiled.slowest,
      parsedPages: compiled.parsed ?? 0,
      renderWorkers: drawn.workers,
    },
  };
}

/**
 * Records the build for the next one's freshness check. When some of what it read cannot be signed (files outside
 * the site folder with allowOutsideContent, a page's imports from outside it or from node_modules — `read` —, or
 * last updates that git could not give), the record has no signature: the next build is never skipped, but still
 * knows whether the output folder is as this build left it.
 */
async function recordBuild(facts: { cacheDir: string; inputs: string; staticFolders: string[]; out: string; root: string; read: string[]; site: Site; gitHistory?: GitHistory; environment: string[]; jsGzipBytes: number; diagnostics: Diagnostic[] }): Promise<void> {
  const { config } = facts.site;
  const git = config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor;
  // Page folders beside the site folder (docs: ../docs) are not in its signature: a change there must rebuild.
  const pagesInside = pageFoldersOutside(facts.root, contentPaths(config)).length === 0;
  // The signature covers the dot files of the static folders the last build copied: this one must have copied the same.
  const staticFolders = config.paths.static.map(trimFolder);
  // The site's own plugins may read anything (the network, the clock): their build is never skipped, as Docusaurus's is not.
  const signable = !config.allowOutsideContent && !config.siteCode?.plugins && pagesInside && staticFolders.join('\n') === facts.staticFolders.join('\n') && (!git || facts.gitHistory !== undefined) && facts.read.every((file) => isSigned(facts.root, file));
  await saveBuildRecord(path.resolve(facts.cacheDir), {
    inputs: signable ? facts.inputs : '',
    staticFolders,
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
