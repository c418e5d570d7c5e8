// Navbar and footer items that name a doc (`doc: guides/setup`) become links to wherever that doc is published,
// so a `slug` never leaves the navbar pointing at nothing (Docusaurus's `type: doc` items work the same way). An
// item's `docsPluginId` says which docs instance the id belongs to; doc ids are per instance.
import { error } from '../errors.js';
import { closestName } from '../shared/suggest.js';
import type { Diagnostic, Page, ResolvedConfig } from '../types.js';
import { navItemName } from '../shared/nav-item.js';
import { docId, docRoute } from './doc-paths.js';
import { DEFAULT_DOCS_ID, docsInstances, docsOfInstance } from './docs-instances.js';

type NavItem = ResolvedConfig['navbar']['items'][number];

export interface NavDocsInput {
  config: ResolvedConfig;
  /** Every doc of every instance. */
  docs: Page[];
  configFile: string;
  lineOf?: (keys: readonly PropertyKey[]) => number;
}

export function resolveNavDocs({ config, docs, configFile, lineOf }: NavDocsInput): { config: ResolvedConfig; diagnostics: Diagnostic[] } {
  const instances = new Map(
    docsInstances(config).map((instance) => [instance.id, { base: instance.base, byId: new Map(docsOfInstance(docs, instance).map((doc) => [docId(doc), doc])) }]),
  );
  const diagnostics: Diagnostic[] = [];
  const fail = (keys: PropertyKey[], message: string, hint: string) => diagnostics.push(error('unknown-doc', message, { file: configFile, line: lineOf?.(keys) ?? 1, hint }));
  const resolve = (item: NavItem, keys: PropertyKey[]): NavItem | undefined => {
    if (!item.doc) return item;
    const pluginId = item.docsPluginId ?? DEFAULT_DOCS_ID;
    const instance = instances.get(pluginId);
    if (!instance) {
      const meant = closestName(pluginId, [...instances.keys()]);
      fail([...keys, 'docsPluginId'], `The link "${navItemName(item)}" names the docs instance "${pluginId}", which this site does not have.${meant ? ` Did you mean "${meant}"?` : ''}`, `Docs instances are "${DEFAULT_DOCS_ID}" (the main docs) and the ids under docs.instances.`);
      return undefined;
    }
    const doc = instance.byId.get(item.doc);
    // The item keeps its label, className and aria-label; only where it goes changes.
    if (doc) return { ...item, doc: undefined, docsPluginId: undefined, to: docRoute(doc, instance.base) };
    const meant = closestName(item.doc, [...instance.byId.keys()]);
    const where = item.docsPluginId ? `of the docs instance "${pluginId}"` : 'of this site';
    fail([...keys, 'doc'], `The link "${navItemName(item)}" names the doc "${item.doc}", which is not a doc id ${where}.${meant ? ` Did you mean "${meant}"?` : ''}`, 'A doc id is its path under its docs folder without number prefixes or extension (or its `id` front matter).');
    return undefined;
  };
  const keep = (item: NavItem | undefined): item is NavItem => item !== undefined;
  const navbar = { ...config.navbar, items: config.navbar.items.map((item, index) => resolve(item, ['navbar', 'items', index])).filter(keep) };
  const groups = config.footer.groups.map((group, at) => ({ ...group, items: group.items.map((item, index) => resolve(item, ['footer', 'groups', at, 'items', index])).filter(keep) }));
  return { config: { ...config, navbar, footer: { ...config.footer, groups } }, diagnostics };
}
