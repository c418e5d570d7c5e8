// serve's pages before its first full compile is over. Compiling a big site (every Markdown file rendered and
// highlighted) takes seconds; routing it takes only its files' front matter. So serve first makes an outline of the
// site — the same compile, with every body left out (load/outline-page.ts) — and a page asked for meanwhile is drawn
// against it with only the bodies it shows rendered (its own, or a blog list's posts'). The full compile follows and
// draws every page again; where it draws a page differently from what was served (a title only the body could tell,
// a link it finds broken), the browser showing that page is told to reload (server.ts, live-reload.ts).
import { setImmediate as nextTurn } from 'node:timers/promises';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { hasErrors } from '../errors.js';
import { drawPageOverrides, type DeferredOverride } from '../load/components/theme-overrides.js';
import type { CompiledCustomCss } from '../load/styles/custom-css.js';
import { compileCustomCssOnThread } from '../load/styles/custom-css-thread.js';
import { compile, type ReadSite } from '../pipeline/compile.js';
import { prepareSite } from '../pipeline/prepare-site.js';
import { createTimer } from '../pipeline/timer.js';
import type { PreparedRender } from '../render/prepare.js';
import { renderOrDiagnose } from '../render/render-site.js';
import { outputFileForRoute, pageOf } from '../shared/site-paths.js';
import type { OutputWriter, ResolvedConfig, Route, Site } from '../types.js';
import { VERSION } from '../version.js';
import { writeExtras } from './dev-extras.js';
import { markExtrasStale, type DevState } from './dev-state.js';
import { LIVE_RELOAD_SCRIPT_PATH } from './live-reload.js';

/** A page served before the full compile drew it. */
export interface FirstPage {
  /** Resolves once the first full build is over: true when it did not draw the page as it was served. */
  changed: Promise<boolean>;
  /** Resolves once answered() is called (or a while after the page is written, should no answer be given). */
  sent: Promise<void>;
  /** The server has handed the page to the browser that asked: the full compile, which holds the thread, may start. */
  answered(): void;
}

/**
 * How long the full compile waits at most for a drawn page to be answered (FirstPage.sent): only a browser that does
 * not read its answer takes longer, and it must not hold up the site.
 */
const ANSWER_WAIT_MS = 2000;

export interface Outline {
  /** What the full compile continues from (the config and every file, read once). */
  read: ReadSite;
  site: Site;
  render: PreparedRender;
  /** The theme overrides that read the page, drawn on each page as it is drawn from the outline (not on all at once). */
  deferred?: DeferredOverride[];
  /** Output file → the route drawn there. */
  routes: Map<string, Route>;
  /** Output file → its drawing, started by a request. */
  drawing: Map<string, Promise<FirstPage | undefined>>;
}

/**
 * The site's outline, with its stylesheet and scripts written (the pages drawn from it name them); undefined when it
 * cannot be made without errors, which then wait for the full compile to be shown.
 */
export async function makeOutline(state: DevState): Promise<Outline | undefined> {
  // The site's Sass is compiled on a thread of its own while the files are read (seconds on a large site).
  let customCss: Promise<CompiledCustomCss> | undefined;
  const onConfigured = (config: ResolvedConfig) => void (customCss = compileCustomCssOnThread(state.root, config));
  const compiled = await compile({ root: state.root, markdown: state.markdown, siteCode: state.siteCode, timer: createTimer(), cache: state.cache, locale: state.locale, bodies: new Set(), onConfigured });
  const { site, readSite: read } = compiled;
  if (!site || !read || hasErrors(compiled.diagnostics)) return undefined;
  const prepared = await prepareSite({ root: state.root, site, siteCode: state.siteCode, tools: VERSION, devScript: LIVE_RELOAD_SCRIPT_PATH, pageHashes: state.pageHashes, deferPerPage: true, customCss });
  if (!prepared.render || hasErrors(prepared.diagnostics)) return undefined;
  const render = prepared.render;
  const assets = site.generated.filter((entry) => entry.kind === 'stylesheet' || entry.kind === 'scripts');
  markExtrasStale(state, assets.map((entry) => entry.name));
  // writeExtras() reads the Site and what it is drawn with from the state; the full rebuild sets them, not this.
  await writeExtras({ ...state, site, render }, { only: ['stylesheet', 'scripts'] });
  const routes = new Map(site.routes.map((route) => [outputFileForRoute(route.path, site.config.trailingSlash), route]));
  // Docs' last updates are read from git once, for the pages drawn from the outline and the full compile.
  state.gitHistory ??= compiled.gitHistory;
  return { read, site, render, deferred: prepared.deferred, routes, drawing: new Map() };
}

/**
 * Draws the page at `outFile` against the outline, its own body rendered, unless the full build has drawn it;
 * undefined when no page is there, or it cannot be drawn so (an error, which the full compile shows).
 */
export function drawFromOutline(state: DevState, outline: Outline, firstPages: FirstPages, outFile: string): Promise<FirstPage | undefined> {
  const route = outline.routes.get(outFile);
  if (!route || firstPages.drawnByFullBuild(outFile)) return Promise.resolve(undefined);
  let drawing = outline.drawing.get(outFile);
  if (!drawing) outline.drawing.set(outFile, (drawing = drawOne(state, outline, firstPages, route, outFile)));
  return drawing;
}

async function drawOne(state: DevState, outline: Outline, firstPages: FirstPages, route: Route, outFile: string): Promise<FirstPage | undefined> {
  const bodies = bodiesShown(route);
  let site = outline.site;
  if (bodies.size > 0) {
    const compiled = await compile({ root: state.root, markdown: state.markdown, siteCode: state.siteCode, timer: createTimer(), readSite: outline.read, bodies, locale: state.locale, gitHistory: state.gitHistory });
    if (!compiled.site || hasErrors(compiled.diagnostics)) return undefined;
    site = compiled.site;
  }
  const drawn = site.routeByPath.get(route.path);
  if (!drawn) return undefined;
  const { context } = outline.render.forSite(site);
  // An override that reads the page is drawn for this page alone, with the data of its rendered body.
  const pages = outline.deferred && (await drawPageOverrides(outline.deferred, { root: state.root, config: site.config, siteCode: state.siteCode, site }, new Set([drawn.path])));
  const { html } = renderOrDiagnose(drawn, pages ? { ...context, theme: { ...context.theme, pages } } : context, state.testHooks);
  return html === undefined ? undefined : firstPages.write(outFile, html);
}

/** The sources whose bodies a route shows: its own page's, or the posts it lists (their excerpts, reading times). */
function bodiesShown(route: Route): Set<string> {
  const source = pageOf(route)?.source;
  if (source !== undefined) return new Set([source]);
  return new Set('posts' in route.data ? route.data.posts.map((post) => post.source) : []);
}

/**
 * Before the first full compile: lets a page request that came while the outline was made start its drawing, then
 * waits for every one started (the full compile would slow them down).
 */
export async function untilOutlineDrawn(state: DevState): Promise<void> {
  if (!state.outline) return;
  await nextTurn();
  const drawn = await Promise.all(state.outline.drawing.values());
  // The full compile holds the thread for long stretches (MDX is read there): a page drawn goes out first.
  await Promise.all(drawn.map((page) => page?.sent));
  await state.testHooks?.beforeFullCompile?.();
}

/** After each update: once the first is over, no page is drawn from the outline any more. */
export async function firstBuildOver(state: DevState): Promise<void> {
  state.outline = undefined;
  await state.firstPages.finish();
}

/**
 * The pages written before the first full build drew them, and that build's writer, which tells each such page
 * whether it drew it the same. A page is never written from the outline once the full build has written it.
 */
export interface FirstPages {
  /** The writer of every build: a page it writes settles what was served there. */
  writer: OutputWriter;
  write(outFile: string, html: string): Promise<FirstPage | undefined>;
  drawnByFullBuild(outFile: string): boolean;
  /** The first full build is over: pages it did not draw again count as changed, and their files go. */
  finish(): Promise<void>;
}

export function createFirstPages(writer: OutputWriter, outDir: string): FirstPages {
  const served = new Map<string, { html: string; settle: (changed: boolean) => void }>();
  let finished = false;
  let drawn = new Set<string>();
  // Writes to one file in turn, so that a page from the outline never lands after the full build's.
  const inTurn = new Map<string, Promise<unknown>>();
  const turn = <T>(outFile: string, work: () => Promise<T>): Promise<T> => {
    const next = (inTurn.get(outFile) ?? Promise.resolve()).then(work);
    const settled = next.catch(() => undefined);
    inTurn.set(outFile, settled);
    void settled.then(() => inTurn.get(outFile) === settled && inTurn.delete(outFile));
    return next;
  };
  return {
    writer: {
      write: (relative, contents) =>
        finished
          ? writer.write(relative, contents)
          : turn(relative, async () => {
              await writer.write(relative, contents);
              drawn.add(relative);
              const page = served.get(relative);
              served.delete(relative);
              page?.settle(typeof contents !== 'string' || contents !== page.html);
            }),
      copy: (relative, from) => writer.copy(relative, from),
    },
    write: (outFile, html) =>
      turn(outFile, async () => {
        if (finished || drawn.has(outFile)) return undefined;
        await writer.write(outFile, html);
        let settle!: (changed: boolean) => void;
        const changed = new Promise<boolean>((resolve) => (settle = resolve));
        served.set(outFile, { html, settle });
        let answered!: () => void;
        const sent = new Promise<void>((resolve) => (answered = resolve));
        setTimeout(answered, ANSWER_WAIT_MS).unref();
        return { changed, sent, answered };
      }),
    drawnByFullBuild: (outFile) => finished || drawn.has(outFile),
    async finish() {
      if (finished) return;
      finished = true;
      drawn = new Set();
      for (const [outFile, page] of served) {
        page.settle(true);
        await rm(path.join(outDir, outFile), { force: true });
      }
      served.clear();
    },
  };
}
