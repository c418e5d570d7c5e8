// Several docs instances (Docusaurus's extra docs plugins) and versions: the main docs (`docs/…`), each of the
// config's `docs.instances` (`<id>/…`) and each released version (`docs@1.0.0/…`), each routed at its own base path
// with its own sidebars, ids, tags and indexes (shared/docs-units.ts says which and where).
import type { CategoryMeta } from '../load/categories.js';
import type { DocsTags } from '../load/blog-data.js';
import { CURRENT_VERSION, DEFAULT_DOCS_ID, docsTranslationFolder, docsUnits, type DocsUnit } from '../shared/docs-units.js';
import type { DocVersion, NavLink, Page, ResolvedConfig, Route } from '../types.js';
import { docId, docsBase, docsRootOf, type RouteFacts } from './doc-paths.js';
import { routeDocs, type DocsRoutes } from './docs.js';
import { tagTitleWords } from '../shared/tag-titles.js';
import { generatorCalls, type GeneratedSidebarItems, type GeneratorUnitCalls } from './sidebar-generator.js';

export { DEFAULT_DOCS_ID };

/** Every unit's routes, with the instance each sidebar belongs to (for navbar items that name a sidebar). */
export interface AllDocsRoutes extends DocsRoutes {
  /** The instance id of each sidebar of its last version; a sidebar of another version is `<id>@<version>`. */
  sidebarInstances: string[];
  versions?: Record<string, (NavLink & { last: boolean; tag: string })[]>;
  /** Each sidebar's unit, by its translation folder (`docusaurus-plugin-content-docs/current`), in the same order. */
  sidebarUnits: string[];
  /** The calls of the site's sidebarItemsGenerator each unit asks for (none without one); see sidebar-generator.ts. */
  generatorCalls: GeneratorUnitCalls[];
}

/** The docs of one unit, by their logical folder. */
export function docsOfUnit(docs: Page[], unit: Pick<DocsUnit, 'root'>): Page[] {
  return docs.filter((doc) => docsRootOf(doc.source) === unit.root);
}

/** The `onInlineTags` of the main docs or of an instance. */
function inlineTagsRule(config: ResolvedConfig, pluginId: string) {
  return pluginId === DEFAULT_DOCS_ID ? config.docs.onInlineTags : config.docs.instances?.find((instance) => instance.id === pluginId)?.onInlineTags;
}

/** The config file holding the main docs' or an instance's sidebarItemsGenerator, if it has one. */
function generatorFile(config: ResolvedConfig, pluginId: string): string | undefined {
  return pluginId === DEFAULT_DOCS_ID ? config.docs.sidebarItemsGenerator : config.docs.instances?.find((instance) => instance.id === pluginId)?.sidebarItemsGenerator;
}

/** What the route stage keeps of each unit: its doc routes by id and its first doc, for version links. */
interface RoutedUnit {
  unit: DocsUnit;
  byId: Map<string, string>;
  first?: string;
}

/**
 * Every unit's routes and sidebars, one after the other. The Site keeps one list of sidebars, so each unit's routes
 * point into it past the sidebars of the units before it. Versioned instances' doc routes get their version.
 */
export function routeAllDocs(docs: Page[], categories: Map<string, CategoryMeta>, config: ResolvedConfig, configFile: string, docsTags?: ReadonlyMap<string, DocsTags>, generated?: GeneratedSidebarItems, drafts: RouteFacts[] = []): AllDocsRoutes {
  const all: AllDocsRoutes = { routes: [], sidebars: [], sidebarNames: [], sidebarInstances: [], sidebarUnits: [], generatorCalls: [], diagnostics: [] };
  const routed: RoutedUnit[] = [];
  const unitOf = new Map<Route, RoutedUnit>();
  for (const unit of docsUnits(config)) {
    const own = docsOfUnit(docs, unit);
    // An extra instance with no docs yet adds nothing (not even an empty sidebar); the main docs always have one.
    if (own.length === 0 && !(unit.pluginId === DEFAULT_DOCS_ID && unit.version === 'current')) continue;
    // Its own `_category_` files only: two units may have categories with one label.
    const ownCategories = new Map([...categories].filter(([folder]) => docsRootOf(`${folder}/`) === unit.root));
    const generator = generatorFile(config, unit.pluginId) ? { calls: generatorCalls(unit, own, ownCategories), results: generated } : undefined;
    const result = routeDocs(own, ownCategories, { sidebars: unit.sidebars, configFile, base: docsBase(unit.routeBasePath), instance: { root: unit.root, docsearchTag: unit.docsearchTag, version: unit.version === CURRENT_VERSION ? undefined : unit.version }, messages: config.docsMessages?.[docsTranslationFolder(unit)], tagsFile: docsTags?.get(unit.root), onInlineTags: inlineTagsRule(config, unit.pluginId), words: tagTitleWords(config), generator, drafts: drafts.filter((draft) => docsRootOf(draft.source) === unit.root) });
    if (generator && generator.calls.items.length > 0) all.generatorCalls.push(generator.calls);
    const offset = all.sidebars.length;
    const routes = result.routes.map((route) => withBadge(route.sidebar === 'docs' && offset > 0 ? { ...route, sidebarIndex: (route.sidebarIndex ?? 0) + offset } : route, unit));
    const entry: RoutedUnit = { unit, byId: new Map(), first: routes.find((route) => route.data.type === 'doc')?.path };
    for (const route of routes) {
      if (route.data.type === 'doc' && route.data.page.source) entry.byId.set(docId(route.data.page), route.path);
      unitOf.set(route, entry);
    }
    routed.push(entry);
    all.routes.push(...routes);
    all.sidebars.push(...result.sidebars);
    all.sidebarNames.push(...result.sidebarNames);
    all.sidebarUnits.push(...result.sidebars.map(() => docsTranslationFolder(unit)));
    // A navbar item naming a sidebar opens the last version's (the others are reached through the version menu).
    all.sidebarInstances.push(...result.sidebars.map(() => (unit.isLast ? unit.pluginId : `${unit.pluginId}@${unit.version}`)));
    all.diagnostics.push(...result.diagnostics);
  }
  if (!routed.some(({ unit }) => unit.versioned)) return all;
  const routes = all.routes.map((route) => withVersion(route, unitOf.get(route), routed));
  return { ...all, routes, versions: versionMenus(routed) };
}

/** A doc route with its version's badge, when the version has one or its `badge` option hides it. */
function withBadge(route: Route, unit: DocsUnit): Route {
  if (unit.badge === undefined || route.data.type !== 'doc') return route;
  return { ...route, data: { ...route.data, versionBadge: unit.badge && unit.label } };
}

/** A versioned doc route with its version: label, banner and the same doc in each version. */
function withVersion(route: Route, entry: RoutedUnit | undefined, routed: RoutedUnit[]): Route {
  if (!entry || !entry.unit.versioned || route.data.type !== 'doc') return route;
  const { unit } = entry;
  const siblings = routed.filter((other) => other.unit.pluginId === unit.pluginId);
  const id = route.data.page.source ? docId(route.data.page) : undefined;
  const counterpart = (other: RoutedUnit) => (id !== undefined ? other.byId.get(id) : undefined) ?? (other === entry ? route.path : other.first);
  const versions = siblings.flatMap((other) => {
    const href = counterpart(other);
    return href ? [{ label: other.unit.label, href, current: other === entry }] : [];
  });
  const last = siblings.find((other) => other.unit.isLast);
  const latestHref = last && counterpart(last);
  const version: DocVersion = { pluginId: unit.pluginId, label: unit.label, versions };
  if (unit.banner !== 'none') version.banner = { kind: unit.banner, latest: last && latestHref ? { label: last.unit.label, href: latestHref } : undefined };
  return { ...route, data: { ...route.data, version } };
}

/** Each versioned instance's versions, newest first, each leading to its first doc (the dropdown away from docs). */
function versionMenus(routed: RoutedUnit[]): Record<string, (NavLink & { last: boolean; tag: string })[]> {
  const menus: Record<string, (NavLink & { last: boolean; tag: string })[]> = {};
  for (const { unit, first } of routed) {
    if (!unit.versioned || !first) continue;
    (menus[unit.pluginId] ??= []).push({ label: unit.label, href: first, last: unit.isLast, tag: unit.docsearchTag });
  }
  return menus;
}
