// Navbar and footer items that name a doc (`doc: guides/setup`) become links to wherever that doc is published,
// so a `slug` never leaves the navbar pointing at nothing (Docusaurus's `type: doc` items work the same way).
import { error } from '../errors.js';
import { closestName } from '../shared/suggest.js';
import type { Diagnostic, Page, ResolvedConfig } from '../types.js';
import { docId, docRoute } from './doc-paths.js';

type NavItem = ResolvedConfig['navbar']['items'][number];

export interface NavDocsInput {
  config: ResolvedConfig;
  docs: Page[];
  /** The docs base path (doc-paths.ts docsBase()). */
  base: string;
  configFile: string;
  lineOf?: (keys: readonly PropertyKey[]) => number;
}

export function resolveNavDocs({ config, docs, base, configFile, lineOf }: NavDocsInput): { config: ResolvedConfig; diagnostics: Diagnostic[] } {
  const byId = new Map(docs.map((doc) => [docId(doc), doc]));
  const diagnostics: Diagnostic[] = [];
  const resolve = (item: NavItem, keys: PropertyKey[]): NavItem | undefined => {
    if (!item.doc) return item;
    const doc = byId.get(item.doc);
    if (doc) return { label: item.label, to: docRoute(doc, base) };
    const meant = closestName(item.doc, [...byId.keys()]);
    diagnostics.push(
      error('unknown-doc', `The link "${item.label}" names the doc "${item.doc}", which is not a doc id of this site.${meant ? ` Did you mean "${meant}"?` : ''}`, {
        file: configFile,
        line: lineOf?.([...keys, 'doc']) ?? 1,
        hint: 'A doc id is its path under docs/ without number prefixes or extension (or its `id` front matter).',
      }),
    );
    return undefined;
  };
  const keep = (item: NavItem | undefined): item is NavItem => item !== undefined;
  const navbar = { ...config.navbar, items: config.navbar.items.map((item, index) => resolve(item, ['navbar', 'items', index])).filter(keep) };
  const groups = config.footer.groups.map((group, at) => ({ ...group, items: group.items.map((item, index) => resolve(item, ['footer', 'groups', at, 'items', index])).filter(keep) }));
  return { config: { ...config, navbar, footer: { ...config.footer, groups } }, diagnostics };
}
