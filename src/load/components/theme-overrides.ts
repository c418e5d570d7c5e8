// Component overrides (Docusaurus's swizzling): a site replaces or wraps one of lendocs's parts of the page with its
// own React component in `src/theme/<Name>.(tsx|jsx|ts|js)` or `src/theme/<Name>/index.*` (what swizzle writes),
// for the parts theme-slots.ts lists (Root, Footer, NotFound, DocItem/Footer, BlogPostItem, MDXContent, SearchBar),
// and navbar items of a custom type (navbar-item-types.ts).
// Each is bundled and rendered at build time on the site's code thread, as the components MDX files import
// (site-code.ts), once per build, since what it shows is mostly the same on every page; the templates put its HTML
// where lendocs's own would go, and lendocs's own part where the override draws `@theme-original/X` (or its
// children). One that reads the page being drawn (`useDoc()`, `useBlogPost()`, `useDocsSidebar()`) is drawn again
// on each page it is on, with that page's data (page-data.ts), as Docusaurus draws it: only such an override costs
// a drawing per page.
//
// An override that cannot be drawn (it cannot be bundled, imports what has no stand-in, or throws) is one warning
// naming its file and what the pages show instead, never a failed build; so is every other component the site
// replaces (theme-inventory.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { siteCodeLimits } from '../../config/site-code.js';
import { warning } from '../../errors.js';
import { OWN_PART } from '../../shared/theme-slot.js';
import { withTrailingSlash } from '../../shared/base-url.js';
import type { Diagnostic, ResolvedConfig, Route, RouteData, Site, ThemeOverrides } from '../../types.js';
import type { SiteCode, SiteCodeTask } from './site-code.js';
import { fromRoute } from './page-data.js';
import { pageSiteCode, type PageSiteCode } from './site-code-page.js';
import { siteInfo } from './site-info.js';
import { moduleFile } from '../../node/module-file.js';
import { themeFolder } from './theme-modules.js';
import { THEME_SLOTS, type ThemeSlot } from './theme-slots.js';
import { themeInventory } from './theme-inventory.js';
import { drawNavbarItems } from './navbar-item-types.js';
import { DOC_ITEM_SLOT, docItemModules, docItemPages } from './doc-item-pages.js';

export interface RenderedOverrides {
  overrides: ThemeOverrides;
  inputs: Record<string, string>;
  /** The CSS the overrides import, for the site's stylesheet (ComponentBundle.css). */
  css: string[];
  diagnostics: Diagnostic[];
  /** With `deferPerPage`: the overrides that read the page, drawn on no page yet (drawPageOverrides draws them). */
  deferred?: DeferredOverride[];
}

/** An override that reads the page being drawn, left to be drawn on the pages asked for. */
export interface DeferredOverride {
  slot: ThemeSlot;
  module: string;
}

/**
 * `site`: the pages an override that reads the page is drawn on (without it, such an override is a warning).
 * `deferPerPage`: such an override is drawn on none of them, but kept in `deferred`, its module's CSS in `css`:
 * `lendocs serve`'s outline, whose first page is drawn long before the site's other pages are.
 */
export async function renderThemeOverrides(root: string, config: ResolvedConfig, siteCode: SiteCode, site?: Site, { deferPerPage = false } = {}): Promise<RenderedOverrides> {
  const rendered: RenderedOverrides = { overrides: {}, inputs: {}, css: [], diagnostics: [] };
  const folder = themeFolder(root);
  const run = pageSiteCode(siteCode, { siteRoot: root, site: siteInfo(config), limits: siteCodeLimits(config) });
  const defer = (slot: ThemeSlot, module: string, css: string[]) => {
    (rendered.deferred ??= []).push({ slot, module });
    for (const piece of css) if (!rendered.css.includes(piece)) rendered.css.push(piece);
  };
  const perPage = site && (deferPerPage ? defer : (slot: ThemeSlot, module: string) => renderPerPage(slot, module, { root, config, siteCode, site }, rendered));
  const hasFolder = existsSync(folder);
  // Navbar items of a custom type need src/theme/NavbarItem/ComponentTypes; without it, each is a warning.
  const items = await drawNavbarItems(hasFolder ? folder : undefined, config, () => run);
  if (Object.keys(items.html).length > 0) rendered.overrides.navbarItems = items.html;
  Object.assign(rendered.inputs, items.inputs);
  rendered.css.push(...items.css);
  rendered.diagnostics.push(...items.diagnostics);
  // A docs instance's docItemComponent (doc-item.ts), the site's or a theme package's, is drawn on each of its docs.
  for (const module of docItemModules(root, config, rendered.diagnostics)) await perPage?.(DOC_ITEM_SLOT, module, []);
  // A site without src/theme looks for nothing else, and starts no thread.
  if (!hasFolder) return rendered;
  for (const slot of THEME_SLOTS) {
    const module = moduleFile(path.join(folder, slot.name)) ?? undefined;
    // NotFound/Content only when the site does not replace the whole NotFound.
    if (!module || rendered.overrides[slot.key] !== undefined) continue;
    await renderSlot(slot, module, config, run, rendered, perPage);
  }
  // A NavbarItem that only draws custom items, handing lendocs's own on, replaces nothing lendocs draws.
  rendered.diagnostics.push(...themeInventory(folder).filter((d) => !(items.handsOn && /^src\/theme\/NavbarItem(\.\w+|\/index\.\w+) /.test(d.message))));
  return rendered;
}

async function renderSlot(slot: ThemeSlot, module: string, config: ResolvedConfig, run: PageSiteCode, rendered: RenderedOverrides, perPage?: (slot: ThemeSlot, module: string, css: string[]) => Promise<void> | void): Promise<void> {
  const { value, failure, css, inputs } = await run.run(module, slotTask(slot, config));
  Object.assign(rendered.inputs, inputs);
  if (failure?.type === 'component' && failure.needsPage && perPage && !slot.page) return perPage(slot, module, css);
  const file = path.relative(process.cwd(), module) || module;
  const named = run.named(module);
  const instead = `The pages show ${slot.instead} instead.`;
  if (failure) {
    const said =
      failure.type === 'component'
        ? failure
        : failure.type === 'stopped'
          ? run.stopped(failure, `The override ${named}`)
          : { message: `The override ${named} failed while rendering: ${failure.message}.`, hint: 'An override is rendered once per build, where there is no window or document and no page being read: read them in useEffect, or wrap the part in BrowserOnly.' };
    rendered.diagnostics.push(warning('theme-override', `${said.message.replace(/\.?$/, '.')} ${instead}`, { file, hint: said.hint }));
    return;
  }
  const markup = value!.markup!;
  if (slot.wraps && !markup.includes(OWN_PART)) {
    rendered.diagnostics.push(warning('theme-override', `The override ${named} does not draw its children, which are what it wraps. ${instead}`, { file, hint: 'Draw {children} (or the component imported from @theme-original) where the page goes.' }));
    return;
  }
  rendered.overrides[slot.key] = markup;
  rendered.css.push(...css);
  for (const said of value!.warnings ?? []) rendered.diagnostics.push(warning(said.code ?? 'theme-module', said.message, { file, hint: said.hint }));
}

const slotTask = (slot: ThemeSlot, config: ResolvedConfig): SiteCodeTask => (slot === DOC_ITEM_SLOT ? { kind: 'docItem' } : slot.page ? { kind: 'page' } : { kind: 'override', props: { ...slot.props?.(config), ...(slot.wraps ? { children: OWN_PART } : {}) } });

/**
 * The deferred overrides (`deferPerPage`) drawn on the routes at `paths` with their data in `site`: what
 * ThemeOverrides.pages holds for them. An override that cannot be drawn there is left out (lendocs's own part shows);
 * the compile of the whole site says why.
 */
export async function drawPageOverrides(deferred: DeferredOverride[], { root, config, siteCode, site }: { root: string; config: ResolvedConfig; siteCode: SiteCode; site: Site }, paths: ReadonlySet<string>): Promise<NonNullable<ThemeOverrides['pages']>> {
  const rendered: RenderedOverrides = { overrides: {}, inputs: {}, css: [], diagnostics: [] };
  for (const { slot, module } of deferred) await renderPerPage(slot, module, { root, config, siteCode, site }, rendered, paths);
  return rendered.overrides.pages ?? {};
}

/** The pages a slot is on: a doc's footer on docs, a post on posts, the content on docs, posts and pages, else every page. */
function pagesOf(slot: ThemeSlot, site: Site, paths?: ReadonlySet<string>, module?: string, root?: string): Route[] {
  if (slot === DOC_ITEM_SLOT) return docItemPages(site, module!, root!, paths);
  const on: Partial<Record<ThemeSlot['key'], RouteData['type'][]>> = { NotFound: ['not-found'], 'DocItem/Footer': ['doc'], BlogPostItem: ['blog-post'], MDXContent: ['doc', 'blog-post', 'page', 'home'] };
  const types = on[slot.key];
  return (paths ? [...paths].flatMap((at) => site.routeByPath.get(at) ?? []) : site.routes).filter((route) => route.data.type !== 'redirect' && (!types || types.includes(route.data.type)));
}

/**
 * An override that reads the page being drawn, drawn on each page it is on with that page's data. A page where it
 * cannot be drawn shows lendocs's own part: one warning for all of them, naming the first.
 */
async function renderPerPage(slot: ThemeSlot, module: string, { root, config, siteCode, site }: { root: string; config: ResolvedConfig; siteCode: SiteCode; site: Site }, rendered: RenderedOverrides, paths?: ReadonlySet<string>): Promise<void> {
  const info = siteInfo(config);
  const limits = siteCodeLimits(config);
  const failed: { path: string; message: string; hint: string }[] = [];
  let named = module;
  const subject = slot === DOC_ITEM_SLOT ? 'The docItemComponent' : 'The override';
  for (const route of pagesOf(slot, site, paths, module, root)) {
    const run = pageSiteCode(siteCode, { siteRoot: root, site: info, limits, pathname: withTrailingSlash(route.path, config.trailingSlash), page: fromRoute(route, site), ...(slot === DOC_ITEM_SLOT ? { docItem: module } : {}) });
    named = run.named(module);
    const { value, failure, css, inputs } = await run.run(module, slotTask(slot, config));
    Object.assign(rendered.inputs, inputs);
    const markup = value?.markup;
    if (failure || markup === undefined || (slot.wraps && !markup.includes(OWN_PART))) {
      const said = failure?.type === 'stopped' ? run.stopped(failure, `${subject} ${named}`) : failure ? { message: failure.message, hint: 'hint' in failure ? failure.hint : '' } : { message: 'it does not draw its children, which are what it wraps', hint: 'Draw {children} (or the component imported from @theme-original) where the page goes.' };
      failed.push({ path: route.path, ...said });
      continue;
    }
    ((rendered.overrides.pages ??= {})[route.path] ??= {})[slot.key] = markup;
    for (const said of value?.warnings ?? []) if (!rendered.diagnostics.some((d) => d.message === said.message)) rendered.diagnostics.push(warning(said.code ?? 'theme-module', said.message, { file: path.relative(process.cwd(), module) || module, hint: said.hint }));
    for (const piece of css) if (!rendered.css.includes(piece)) rendered.css.push(piece);
  }
  if (failed.length === 0) return;
  const [first] = failed;
  const pages = failed.length === 1 ? `on ${first.path}` : `on ${failed.length} pages (the first: ${first.path})`;
  const file = path.relative(process.cwd(), module) || module;
  rendered.diagnostics.push(warning('theme-override', `${subject} ${named} cannot be drawn ${pages}: ${first.message.replace(/\.$/, '')}. Those pages show ${slot.instead} instead.`, { file, hint: first.hint || 'An override is drawn on each page where it reads the page being drawn.' }));
}
