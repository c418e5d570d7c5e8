// The site as `lendocs serve` keeps it: the same pipeline, with parse results kept in memory and a fingerprint of
// each route's inputs, so a change re-parses only the changed files and re-renders only the routes it affects.
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { generatedFiles } from '../emit/generated-files.js';
import { loadSiteAssets, type SiteAssets } from '../emit/site-assets.js';
import { renderThemeOverrides } from '../load/components/theme-overrides.js';
import { error, hasErrors } from '../errors.js';
import type { GitHistory } from '../load/git-history.js';
import type { PageResult } from '../load/load-content.js';
import type { MarkdownRenderer } from '../load/markdown.js';
import { openMarkdown } from '../load/open-markdown.js';
import { assetPaths, compile, createTimer, type CacheOptions, type Timer } from '../pipeline.js';
import { createFingerprinter } from '../render/fingerprint.js';
import { createRenderContext } from '../render/render-route.js';
import { renderSite } from '../render/render-site.js';
import { outputFileForRoute } from '../shared/site-paths.js';
import type { Diagnostic, GeneratedFile, OutputWriter, Page, Site } from '../types.js';
import { VERSION } from '../version.js';
import { copyStaticFiles, removeStale } from './dev-files.js';
import { createDevWriter } from './dev-writer.js';
import { LIVE_RELOAD_SCRIPT_PATH } from './live-reload.js';

export interface UpdateResult {
  ok: boolean;
  /** Route paths rendered again. */
  rendered: string[];
  diagnostics: Diagnostic[];
  ms: number;
  /** Markdown files parsed and highlighted for this build (the others came from memory or the cache). */
  parsed?: number;
}

export interface DevSite {
  /** Folder the server reads. */
  outDir: string;
  /** Errors that block the whole site (shown as the overlay), or none. */
  blocking(): Diagnostic[];
  /** Routes whose template threw, by route path. */
  crashed(): Map<string, Diagnostic>;
  /** The base path the site is served under (config `baseUrl`), as of the last good build. */
  baseUrl(): string;
  /**
   * Writes the files besides pages: stylesheet, scripts, sitemap, feeds, llms.txt, Markdown twins and the search
   * index. Kept out of update(), so a save reloads the browser without waiting for them; `signal` stops them
   * between two files (a newer save makes them again anyway).
   */
  writeExtras(signal?: AbortSignal): Promise<void>;
  /** Rebuild after `changed` files (paths relative to the content root); `full` drops everything kept. */
  update(changes?: Changes): Promise<UpdateResult>;
  close(): Promise<void>;
}

interface Changes {
  changed?: Set<string>;
  full?: boolean;
}

/** What the dev site keeps between rebuilds. */
interface DevState {
  root: string;
  outDir: string;
  /** Kept open between rebuilds: the highlighter (or the worker threads) start once. */
  markdown: MarkdownRenderer;
  /** The persistent parse cache, as `build` uses it. */
  cache?: CacheOptions;
  writer: OutputWriter;
  results?: Map<string, PageResult>;
  /** The route of every source when `results` were made. */
  routes?: ReadonlyMap<string, string>;
  /** The git history docs' last updates were read from, kept while HEAD does not move. */
  gitHistory?: GitHistory;
  assets?: SiteAssets;
  site?: Site;
  blocking: Diagnostic[];
  crashed: Map<string, Diagnostic>;
  /** Output file → fingerprint of what it was made from (pages) or its size and time (static files). */
  written: Map<string, string>;
  /** Generated file → hash of its contents (see writeExtras). */
  extras: Map<string, string>;
  /** Each page's own fingerprint part, kept while the page object is (render/fingerprint.ts). */
  pageHashes: WeakMap<Page, string>;
}

const sha = (text: string) => createHash('sha1').update(text).digest('base64');

export async function createDevSite(root: string, outDir: string, { cache }: { cache?: CacheOptions } = {}): Promise<DevSite> {
  await mkdir(outDir, { recursive: true });
  const markdown = await openMarkdown(root);
  // Set by close(): a build still running when the server stops (Ctrl-C during the first build) must not
  // re-create the folder that was just removed.
  let closed = false;
  const state: DevState = {
    root,
    outDir,
    markdown: markdown.renderer,
    cache,
    writer: createDevWriter(outDir, () => closed),
    blocking: [],
    crashed: new Map(),
    written: new Map(),
    extras: new Map(),
    pageHashes: new WeakMap(),
  };
  return {
    outDir,
    blocking: () => state.blocking,
    crashed: () => state.crashed,
    baseUrl: () => state.site?.config.baseUrl ?? '/',
    async update(changes = {}) {
      const timer = createTimer();
      try {
        return await rebuild(state, changes, timer);
      } catch (cause) {
        // Whatever went wrong, the server keeps running: the error shows as the overlay, the next save rebuilds.
        state.blocking = [
          {
            ...error('serve-rebuild-failed', `The rebuild stopped: ${(cause as Error).message}`, {
              hint: 'The server keeps running; save a file to rebuild. If this repeats, restart lendocs serve.',
            }),
            stack: (cause as Error).stack,
          },
        ];
        return { ok: false, rendered: [], diagnostics: state.blocking, ms: timer.seconds() * 1000 };
      }
    },
    writeExtras: (signal) => writeExtras(state, { signal }),
    async close() {
      closed = true;
      await markdown.close();
    },
  };
}

async function rebuild(state: DevState, { changed, full = false }: Changes, timer: Timer): Promise<UpdateResult> {
  if (full) {
    state.results = undefined;
    // Everything is written again, but stays listed so that files the new site lacks are still removed.
    for (const relative of state.written.keys()) state.written.set(relative, '');
  }
  // The persistent cache serves the first build (and one after a config change); later ones reuse the pages kept in
  // memory, and skip writing the whole cache again on every save.
  const cache = state.results ? undefined : state.cache;
  const compiled = await compile({ root: state.root, markdown: state.markdown, timer, reuse: state.results, reuseRoutes: state.routes, changed, cache, gitHistory: state.gitHistory });
  if (compiled.results) state.results = compiled.results;
  if (compiled.routes) state.routes = compiled.routes;
  if (compiled.gitHistory) state.gitHistory = compiled.gitHistory;
  if (!compiled.site || hasErrors(compiled.diagnostics)) {
    state.blocking = compiled.diagnostics;
    return { ok: false, rendered: [], diagnostics: compiled.diagnostics, ms: timer.seconds() * 1000 };
  }
  state.blocking = [];
  const site = (state.site = compiled.site);
  const diagnostics = [...compiled.diagnostics];
  const rendered = await renderPages(state, site, diagnostics);
  // The stylesheet and scripts the pages name are written before the reload (the other extras may trail it): a
  // changed component's CSS or customCss file gives the stylesheet a new name, which the reloaded page asks for.
  await writeExtras(state, { only: ['stylesheet', 'scripts'] });
  const allowOutside = compiled.config?.allowOutsideContent === true;
  const current = new Set(rendered.outputs);
  for (const relative of await copyStaticFiles({ site, root: state.root, allowOutside, writer: state.writer, written: state.written, diagnostics })) current.add(relative);
  // Removed pages and files disappear (the extras are written by writeExtras()).
  await removeStale(state.outDir, state.written, current);
  return { ok: true, rendered: rendered.paths, diagnostics, ms: timer.seconds() * 1000, parsed: compiled.parsed };
}

/** The same render loop as a build; pages whose inputs did not change since they were written stay as they are. */
async function renderPages(state: DevState, site: Site, diagnostics: Diagnostic[]): Promise<{ outputs: string[]; paths: string[] }> {
  // Read again each time: the config's colours or a customCss file may have changed.
  // Drawn again each time too: an edited src/theme/ file shows at once (the loader notices what changed).
  const theme = await renderThemeOverrides(state.root, site.config);
  diagnostics.push(...theme.diagnostics);
  state.assets = await loadSiteAssets({ root: state.root, config: site.config, componentCss: [...site.componentCss, ...theme.css] });
  const result = await renderSite({
    context: createRenderContext(site, assetPaths(state.assets), { headSource: state.assets.headJs, devScript: LIVE_RELOAD_SCRIPT_PATH, theme: theme.overrides }),
    writer: state.writer,
    fingerprint: createFingerprinter(site, { ...assetPaths(state.assets), theme: theme.overrides }, VERSION, state.pageHashes),
    unchanged: (outFile, fingerprint) => state.written.get(outFile) === fingerprint,
    continueAfterFailure: true,
  });
  for (const route of result.rendered) {
    const outFile = outputFileForRoute(route.path, site.config.trailingSlash);
    state.written.set(outFile, result.fingerprints[outFile]);
  }
  state.crashed.clear();
  for (const { route, diagnostic } of result.failures) {
    state.crashed.set(route.path, diagnostic);
    state.written.delete(outputFileForRoute(route.path, site.config.trailingSlash));
  }
  return { outputs: Object.keys(result.fingerprints), paths: result.rendered.map((route) => route.path) };
}

/** `only`: write just these kinds of generated file (and remove nothing); `signal`: stop between two files. */
async function writeExtras(state: DevState, { only, signal }: { only?: GeneratedFile['kind'][]; signal?: AbortSignal } = {}): Promise<void> {
  if (!state.site || !state.assets) return;
  const current = new Set<string>();
  const site = only ? { ...state.site, generated: state.site.generated.filter((entry) => only.includes(entry.kind)) } : state.site;
  for (const [relative, contents] of generatedFiles(site, state.assets)) {
    if (signal) {
      // Between two files, a rebuild waiting for a newer save goes first: the browser's reload never waits for these.
      await new Promise((resolve) => setImmediate(resolve));
      if (signal.aborted) return;
    }
    current.add(relative);
    const key = sha(contents);
    if (state.extras.get(relative) === key) continue;
    await state.writer.write(relative, contents);
    state.extras.set(relative, key);
  }
  if (!only) await removeStale(state.outDir, state.extras, current);
}
