// The site as `lendocs serve` keeps it: the same pipeline, with parse results kept in memory and a fingerprint of
// each route's inputs, so a change re-parses only the changed files and re-renders only the routes it affects. A save
// that changes only its page's body skips even that (body-edit.ts).
import { mkdir } from 'node:fs/promises';
import { createSiteCode } from '../load/components/site-code.js';
import { error, hasErrors } from '../errors.js';
import { openMarkdown } from '../load/open-markdown.js';
import type { CacheOptions } from '../pipeline/build.js';
import { compile } from '../pipeline/compile.js';
import { prepareSite } from '../pipeline/prepare-site.js';
import { createTimer, type Timer } from '../pipeline/timer.js';
import type { PreparedRender } from '../render/prepare.js';
import { renderSite } from '../render/render-site.js';
import { prioritisedDrawing, type ServeTestHooks } from './dev-drawing.js';
import type { Diagnostic, Site } from '../types.js';
import { VERSION } from '../version.js';
import { bodyEdit } from './body-edit.js';
import { writeExtras } from './dev-extras.js';
import { copyStaticFiles, removeStale } from './dev-files.js';
import { markExtrasStale, recordRendered, type Changes, type DevState, type UpdateResult } from './dev-state.js';
import { createDevWriter } from './dev-writer.js';
import { createFirstPages, drawFromOutline, firstBuildOver, makeOutline, untilOutlineDrawn, type FirstPage } from './first-pages.js';
import { LIVE_RELOAD_SCRIPT_PATH } from './live-reload.js';

export type { UpdateResult };

export interface DevSite {
  /** Folder the server reads. */
  outDir: string;
  /**
   * Makes the site's outline from its files' front matter (first-pages.ts), before the first update(): until that
   * update is over, drawNow() draws a page from it. False when the outline has errors (the update shows them).
   */
  outline(): Promise<boolean>;
  /** Errors that block the whole site (shown as the overlay), or none. */
  blocking(): Diagnostic[];
  /** Routes whose template threw, by route path. */
  crashed(): Map<string, Diagnostic>;
  /** The base path the site is served under (config `baseUrl`), as of the last good build. */
  baseUrl(): string;
  /** The static folders, relative to the site folder, as the config last read says (`static` before). */
  staticFolders(): readonly string[];
  /**
   * Writes the files besides pages that changes since they were last written made stale: stylesheet, scripts,
   * sitemap, feeds, llms.txt, Markdown twins and the search index. Kept out of update(), so a save reloads the
   * browser without waiting for them; `signal` stops them between two files (what is left stays stale).
   */
  writeExtras(signal?: AbortSignal): Promise<void>;
  /**
   * Rebuild after `changed` files (paths relative to the content root); `full` drops everything kept. A full rebuild
   * calls `onDrawable` once the pages can be drawn: from then on drawNow() draws a requested page ahead of the rest.
   */
  update(changes?: Changes, options?: { onDrawable?: () => void }): Promise<UpdateResult>;
  /**
   * Draws now the page that output file `outFile` (`docs/a/index.html`) holds, when the rebuild in progress has yet
   * to draw it; resolves once it is written. Resolves at once when no rebuild is drawing it. Before the first
   * update's pages are drawn, the page is drawn from the outline, and resolves to what tells whether it changed.
   */
  drawNow(outFile: string): Promise<FirstPage | undefined>;
  close(): Promise<void>;
}

export async function createDevSite(root: string, outDir: string, { cache, locale }: { cache?: CacheOptions; locale?: string } = {}, testHooks?: ServeTestHooks): Promise<DevSite> {
  await mkdir(outDir, { recursive: true });
  // The site's own code runs on a thread of its own, kept from save to save (started only if the site has any).
  const siteCode = createSiteCode();
  // One Markdown worker before the first page (its one body); the others start with the full compile after it.
  const markdown = await openMarkdown(root, siteCode, undefined, { startNow: 1, longLived: true });
  // Set by close(): a build still running when the server stops (Ctrl-C during the first build) must not
  // re-create the folder that was just removed.
  let closed = false;
  const firstPages = createFirstPages(createDevWriter(outDir, () => closed), outDir);
  const state: DevState = {
    root,
    outDir,
    markdown: markdown.renderer,
    siteCode,
    cache,
    locale,
    writer: firstPages.writer,
    firstPages,
    blocking: [],
    crashed: new Map(),
    diagnostics: [],
    written: new Map(),
    extras: new Map(),
    extraFiles: new Map(),
    staleExtras: new Map(),
    changeCount: 0,
    pageHashes: new WeakMap(),
    testHooks,
  };
  return {
    outDir,
    blocking: () => state.blocking,
    crashed: () => (state.crashedNow?.size ? new Map([...state.crashed, ...state.crashedNow]) : state.crashed),
    baseUrl: () => (state.site ?? state.outline?.site)?.config.baseUrl ?? '/',
    staticFolders: () => (state.config ?? state.site?.config)?.paths.static ?? ['static'],
    async outline() {
      // A compile that throws here throws in the full compile too, which reports it.
      state.outline = await makeOutline(state).catch(() => undefined);
      return state.outline !== undefined;
    },
    async drawNow(outFile) {
      if (state.drawing) return void (await state.drawing.drawNow(outFile));
      return state.outline && drawFromOutline(state, state.outline, firstPages, outFile);
    },
    async update(changes = {}, { onDrawable } = {}) {
      await untilOutlineDrawn(state);
      const timer = createTimer();
      // A component stopped at the last save runs again: it, or what its page gives it, may have been fixed.
      siteCode.beginRun();
      try {
        return (await bodyEdit(state, changes, timer)) ?? (await rebuild(state, changes, timer, onDrawable));
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
      } finally {
        await firstBuildOver(state);
      }
    },
    writeExtras: (signal) => writeExtras(state, { signal }),
    async close() {
      closed = true;
      await markdown.close();
      await siteCode.close();
    },
  };
}

async function rebuild(state: DevState, { changed, full = false }: Changes, timer: Timer, onDrawable?: () => void): Promise<UpdateResult> {
  if (full) {
    state.results = undefined;
    // Everything is written again, but stays listed so that files the new site lacks are still removed.
    for (const relative of state.written.keys()) state.written.set(relative, '');
  }
  // The persistent cache serves the first build (and one after a config change); later ones reuse the pages kept in
  // memory, and skip writing the whole cache again on every save.
  const cache = state.results ? undefined : state.cache;
  // The first compile continues from the files its outline read.
  const compiled = await compile({ root: state.root, markdown: state.markdown, siteCode: state.siteCode, timer, reuse: state.results, reuseRoutes: state.routes, changed, cache, remarkCache: state.cache, gitHistory: state.gitHistory, locale: state.locale, readSite: state.outline?.read });
  if (compiled.config) state.config = compiled.config;
  // The pages kept and the components they were rendered with come from the same load.
  if (compiled.results) [state.results, state.mdxComponents] = [compiled.results, compiled.mdxComponents];
  if (compiled.routes) state.routes = compiled.routes;
  if (compiled.gitHistory) state.gitHistory = compiled.gitHistory;
  if (!compiled.site || hasErrors(compiled.diagnostics)) {
    state.blocking = compiled.diagnostics;
    return { ok: false, rendered: [], diagnostics: compiled.diagnostics, ms: timer.seconds() * 1000 };
  }
  // Assembled again each time: an edited src/theme/ file, Sass partial, customCss file or colour shows at once. A
  // Sass error stops the site, as in a build.
  const prepared = await prepareSite({ root: state.root, site: compiled.site, siteCode: state.siteCode, tools: VERSION, devScript: LIVE_RELOAD_SCRIPT_PATH, pageHashes: state.pageHashes });
  if (!prepared.render) {
    state.blocking = [...compiled.diagnostics, ...prepared.diagnostics];
    return { ok: false, rendered: [], diagnostics: state.blocking, ms: timer.seconds() * 1000 };
  }
  state.blocking = [];
  const site = (state.site = compiled.site);
  const render = (state.render = prepared.render);
  const diagnostics = [...compiled.diagnostics, ...prepared.diagnostics];
  markExtrasStale(state, site.generated.map((entry) => entry.name));
  // The stylesheet and scripts the pages name are written before the pages and the reload (the other extras may
  // trail it): a changed component's CSS or customCss file gives the stylesheet a new name, which the page asks for.
  await writeExtras(state, { only: ['stylesheet', 'scripts'] });
  const allowOutside = compiled.config?.allowOutsideContent === true;
  const copied = await copyStaticFiles({ site, root: state.root, allowOutside, writer: state.writer, written: state.written, diagnostics });
  const rendered = await renderPages(state, site, render, onDrawable);
  const current = new Set([...rendered.outputs, ...copied]);
  // Removed pages and files disappear (the extras are written by writeExtras()).
  await removeStale(state.outDir, state.written, current);
  state.diagnostics = diagnostics;
  return { ok: true, rendered: rendered.paths, diagnostics, ms: timer.seconds() * 1000, parsed: compiled.parsed };
}

/**
 * The same render loop as a build; pages whose inputs did not change since they were written stay as they are. Once
 * drawing starts (`onDrawable`), a page a request asks for is drawn out of turn (drawNow()).
 */
async function renderPages(state: DevState, site: Site, render: PreparedRender, onDrawable?: () => void): Promise<{ outputs: string[]; paths: string[] }> {
  const crashed = new Map<string, Diagnostic>();
  const drawing = prioritisedDrawing({ context: render.context, writer: state.writer, onFailure: ({ route, diagnostic }) => void crashed.set(route.path, diagnostic) }, state.testHooks);
  state.drawing = drawing;
  // Until this render ends, a page it has not drawn yet shows its own failure, not the last render's.
  state.crashedNow = crashed;
  try {
    const result = await renderSite({
      context: render.context,
      writer: state.writer,
      fingerprint: render.fingerprint,
      unchanged: (outFile, fingerprint) => state.written.get(outFile) === fingerprint,
      continueAfterFailure: true,
      draw: (jobs, onDrawn) => {
        const drawn = drawing.draw(jobs, onDrawn);
        onDrawable?.();
        return drawn;
      },
    }, state.testHooks);
    state.crashed.clear();
    recordRendered(state, site, site.routes, result);
    return { outputs: Object.keys(result.fingerprints), paths: result.rendered.map((route) => route.path) };
  } finally {
    state.drawing = undefined;
    state.crashedNow = undefined;
  }
}
