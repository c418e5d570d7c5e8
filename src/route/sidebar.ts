// The docs sidebar, generated from the folder tree: `_category_` files give labels, positions and landing pages,
// `sidebar_position` orders docs, and everything else is ordered by file name.
import path from 'node:path/posix';
import type { CategoryMeta } from '../load/categories.js';
import type { NavLink, Page, SidebarCategory, SidebarItem } from '../types.js';
import { docId, isIndexDoc, stripNumberPrefix, underDocsRoot } from './doc-paths.js';
import { isExternalHref } from '../shared/url-path.js';
import type { MadeLink } from './sidebar-post-process.js';

interface Entry {
  item: SidebarItem;
  position?: number;
  /** Sort key after position: the file or folder name as on disk. */
  name: string;
}

/**
 * `root`: the folder the sidebar is made of (logical: `docs`, an instance id, or a folder inside one). Unlisted docs
 * are items too, marked as a hand-written sidebar's are (sidebar-post-process.ts): withoutUnlisted() takes them out
 * of the sidebar every page draws, and an unlisted doc's own page finds its place in the sidebar by them.
 */
export function sidebarFromTree(docs: Page[], categories: Map<string, CategoryMeta>, routeOf: (page: Page) => string, root = 'docs'): SidebarItem[] {
  const docsRoot = root.split('/')[0];
  const byId = new Map(docs.map((doc) => [docId(doc), doc]));
  // Category folders keyed by their path under docs/ as on disk; labels come from the stripped name.
  const folders = new Set<string>();
  for (const doc of docs) {
    let dir = path.dirname(doc.source);
    while (dir !== root && dir !== docsRoot && dir !== '.') {
      folders.add(dir);
      dir = path.dirname(dir);
    }
  }

  // Docs and folders grouped by their parent folder once, so each folder is built from its own entries only.
  const docsIn = groupBy(docs, (doc) => path.dirname(doc.source));
  const foldersIn = groupBy([...folders], (folder) => path.dirname(folder));

  const build = (dir: string): Entry[] => {
    const entries: Entry[] = [];
    for (const doc of docsIn.get(dir) ?? []) {
      // An index doc becomes the category's link, unless the category says `link: null` (then it is a page of it).
      if (dir !== root && isIndexDoc(doc) && categories.get(dir)?.link !== null) continue;
      entries.push({
        item: { type: 'link', label: label(doc), href: routeOf(doc), source: doc.source, ...unlisted(doc, 'unlisted') } as MadeLink,
        position: doc.frontMatter.sidebar_position as number | undefined,
        name: path.basename(doc.source),
      });
    }
    for (const folder of foldersIn.get(dir) ?? []) {
      const meta = categories.get(folder);
      // `link: null` (or a link with no type) links no doc, not even an index doc by convention, as in Docusaurus.
      const indexDoc = meta?.link === null
        ? undefined
        : meta?.link?.type === 'doc'
          ? byId.get(meta.link.id) ?? byId.get(`${docFolderOf(folder)}/${meta.link.id}`)
          : docsIn.get(folder)?.find((doc) => isIndexDoc(doc));
      const items = build(folder);
      const category: SidebarCategory = {
        type: 'category',
        label: meta?.label ?? stripNumberPrefix(path.basename(folder)),
        collapsed: meta?.collapsed ?? true,
        items: items.map((entry) => entry.item),
      };
      if (indexDoc) {
        category.href = routeOf(indexDoc);
        category.source = indexDoc.source;
        Object.assign(category, unlisted(indexDoc, 'linksUnlisted'));
      }
      entries.push({
        item: category,
        position: meta?.position ?? (indexDoc?.frontMatter.sidebar_position as number | undefined),
        name: path.basename(folder),
      });
    }
    return entries.sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.name.localeCompare(b.name, 'en', { numeric: true }));
  };

  return build(root).map((entry) => entry.item);
}

/** The mark an unlisted doc's item (or a category linking to one) carries, for withoutUnlisted and unlistedLinks. */
function unlisted(doc: Page, mark: 'unlisted' | 'linksUnlisted'): Partial<Record<typeof mark, true>> {
  return doc.frontMatter.unlisted === true ? { [mark]: true } : {};
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function docFolderOf(folder: string): string {
  return underDocsRoot(folder).split('/').map(stripNumberPrefix).join('/');
}

function label(doc: Page): string {
  return (doc.frontMatter.sidebar_label as string | undefined) ?? doc.title;
}

/**
 * Sidebar order, category landing pages included, for previous/next links. A link that leaves the site's routes
 * (another site, a `pathname:///x` path) is no page of it, as in Docusaurus's pager.
 */
export function flattenSidebar(items: SidebarItem[]): NavLink[] {
  const out: NavLink[] = [];
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.href && !(item.type === 'link' && isExternalHref(item.href))) out.push({ label: item.label, href: item.href });
    if (item.type === 'category') out.push(...flattenSidebar(item.items));
  }
  return out;
}

/**
 * For every href of a sidebar, the categories leading to it, outermost first, ending with its own entry (the first
 * place it appears, in reading order). Made once per sidebar: looking each page up by walking the tree again would
 * make a site of many thousand pages quadratic.
 */
export function breadcrumbIndex(items: SidebarItem[]): Map<string, NavLink[]> {
  const index = new Map<string, NavLink[]>();
  const walk = (list: SidebarItem[], above: NavLink[]) => {
    for (const item of list) {
      if (item.type === 'html') continue;
      if (item.href !== undefined && !index.has(item.href)) index.set(item.href, [...above, { label: item.label, href: item.href }]);
      if (item.type === 'category') walk(item.items, [...above, { label: item.label, href: item.href ?? '' }]);
    }
  };
  walk(items, []);
  return index;
}

