// Navbar and footer items that name a doc (`doc: guides/setup`) become links to wherever that doc is published,
// so a `slug` never leaves the navbar pointing at nothing (Docusaurus's `type: doc` items work the same way). An
// item's `docsPluginId` says which docs instance the id belongs to; doc ids are per instance.
import { error } from '../errors.js';
import { closestName } from '../shared/suggest.js';
import type { Diagnostic, Page, ResolvedConfig } from '../types.js';
import { navItemName } from '../shared/nav-item.js';
import { docId, docRoute, docsBase } from './doc-paths.js';
import { DEFAULT_DOCS_ID, docsUnits } from '../shared/docs-units.js';
import { docsOfUnit, type AllDocsRoutes } from './docs-instance-routes.js';
import { flattenSidebar } from './sidebar.js';

type NavItem = ResolvedConfig['navbar']['items'][number];
/** The keys that say where a navbar or footer link goes, and name it in messages. */
type LinkTarget = Pick<NavItem, 'label' | 'aria-label' | 'to' | 'href' | 'doc' | 'sidebar' | 'docsPluginId'>;

export interface NavDocsInput {
  config: ResolvedConfig;
  /** Every doc of every instance. */
  docs: Page[];
  configFile: string;
  lineOf?: (keys: readonly PropertyKey[]) => number;
  /** Every instance's sidebars, by name and instance, for items that name a sidebar (`sidebar: id`). */
  sidebars: Pick<AllDocsRoutes, 'sidebars' | 'sidebarNames' | 'sidebarInstances'>;
}

/**
 * The route a `sidebar: id` item opens: the first page of that sidebar of the instance, as Docusaurus's
 * `docSidebar` items do. An instance whose sidebar comes from its folder tree has one unnamed sidebar, which any
 * name opens. Else a message naming the sidebars there are.
 */
function sidebarTarget(sidebars: NavDocsInput['sidebars'], instance: string, name: string): { to?: string; problem?: string } {
  const own = sidebars.sidebars.map((items, index) => ({ items, name: sidebars.sidebarNames[index] })).filter((_, index) => sidebars.sidebarInstances[index] === instance);
  const found = own.find((sidebar) => sidebar.name === name) ?? (own.length === 1 && own[0].name === undefined ? own[0] : undefined);
  if (!found) {
    const names = own.map((sidebar) => sidebar.name).filter((known): known is string => known !== undefined);
    const meant = closestName(name, names);
    return { problem: `names the sidebar "${name}", which is not a sidebar of ${instance === DEFAULT_DOCS_ID ? 'this site' : `the docs instance "${instance}"`}.${meant ? ` Did you mean "${meant}"?` : ''}` };
  }
  const first = flattenSidebar(found.items)[0];
  return first ? { to: first.href } : { problem: `names the sidebar "${name}", which has no pages.` };
}

export function resolveNavDocs({ config, docs, sidebars, configFile, lineOf }: NavDocsInput): { config: ResolvedConfig; diagnostics: Diagnostic[] } {
  // A doc item leads to the instance's last version (the one at its base path), as in Docusaurus.
  const lastUnits = docsUnits(config).filter((unit) => unit.isLast);
  const instances = new Map(lastUnits.map((unit) => [unit.pluginId, { base: docsBase(unit.routeBasePath), byId: new Map(docsOfUnit(docs, unit).map((doc) => [docId(doc), doc])) }]));
  const diagnostics: Diagnostic[] = [];
  const fail = (keys: PropertyKey[], message: string, hint: string) => diagnostics.push(error('unknown-doc', message, { file: configFile, line: lineOf?.(keys) ?? 1, hint }));
  // Where a link goes, with a doc or sidebar resolved to its route: the item (a navbar or footer item, a dropdown's
  // entry) keeps its label, className and aria-label; only where it goes changes.
  const resolveTarget = <T extends LinkTarget>(item: T, keys: PropertyKey[]): T | undefined => {
    if (!item.doc && !item.sidebar) return item;
    const pluginId = item.docsPluginId ?? DEFAULT_DOCS_ID;
    const instance = instances.get(pluginId);
    if (!instance) {
      const meant = closestName(pluginId, [...instances.keys()]);
      fail([...keys, 'docsPluginId'], `The link "${navItemName(item)}" names the docs instance "${pluginId}", which this site does not have.${meant ? ` Did you mean "${meant}"?` : ''}`, `Docs instances are "${DEFAULT_DOCS_ID}" (the main docs) and the ids under docs.instances.`);
      return undefined;
    }
    if (item.sidebar) {
      const target = sidebarTarget(sidebars, pluginId, item.sidebar);
      if (target.to) return { ...item, sidebar: undefined, docsPluginId: undefined, to: target.to };
      fail([...keys, 'sidebar'], `The link "${navItemName(item)}" ${target.problem}`, 'A sidebar is named by its key under `sidebars` (Docusaurus\'s sidebarId).');
      return undefined;
    }
    const doc = instance.byId.get(item.doc!);
    if (doc) return { ...item, doc: undefined, docsPluginId: undefined, to: docRoute(doc, instance.base) };
    const meant = closestName(item.doc!, [...instance.byId.keys()]);
    const where = item.docsPluginId ? `of the docs instance "${pluginId}"` : 'of this site';
    fail([...keys, 'doc'], `The link "${navItemName(item)}" names the doc "${item.doc}", which is not a doc id ${where}.${meant ? ` Did you mean "${meant}"?` : ''}`, 'A doc id is its path under its docs folder without number prefixes or extension (or its `id` front matter).');
    return undefined;
  };
  const resolve = (item: NavItem, keys: PropertyKey[]): NavItem | undefined => {
    if (item.type === 'docsVersionDropdown' && keys[0] === 'footer') {
      fail(keys, 'A version dropdown goes in the navbar, not the footer.', 'Move it to navbar.items, or link to a version with `to`.');
      return undefined;
    }
    if (item.type === 'dropdown' && keys[0] === 'footer') {
      fail(keys, `The dropdown "${item.label}" goes in the navbar, not the footer.`, 'Move it to navbar.items, or give its links a column of their own under footer.groups.');
      return undefined;
    }
    if (item.type?.startsWith('custom-') && keys[0] === 'footer') {
      fail(keys, `An item of the custom type "${item.type}" goes in the navbar, not the footer.`, 'Move it to navbar.items, or give the footer a link with `to` or `href`.');
      return undefined;
    }
    const resolved = resolveTarget(item, keys);
    // A dropdown's entries are links too: each is resolved, and one that leads nowhere is left out with its message.
    if (!resolved?.items) return resolved;
    return { ...resolved, items: resolved.items.map((entry, index) => resolveTarget(entry, [...keys, 'items', index])).filter((entry) => entry !== undefined) };
  };
  const keep = (item: NavItem | undefined): item is NavItem => item !== undefined;
  const navbar = { ...config.navbar, items: config.navbar.items.map((item, index) => resolve(item, ['navbar', 'items', index])).filter(keep) };
  const groups = config.footer.groups.map((group, at) => ({ ...group, items: group.items.map((item, index) => resolve(item, ['footer', 'groups', at, 'items', index])).filter(keep) }));
  const links = config.footer.links.map((item, index) => resolve(item, ['footer', 'links', index])).filter(keep);
  return { config: { ...config, navbar, footer: { ...config.footer, groups, links } }, diagnostics };
}
