// The docs sidebar, generated from the folder tree: `_category_` files give labels, positions and landing pages,
// `sidebar_position` orders docs, and everything else is ordered by file name.
import path from 'node:path/posix';
import type { CategoryMeta } from '../load/categories.js';
import type { NavLink, Page, SidebarCategory, SidebarItem } from '../types.js';
import { docId, isIndexDoc, stripNumberPrefix } from './doc-paths.js';

interface Entry {
  item: SidebarItem;
  position?: number;
  /** Sort key after position: the file or folder name as on disk. */
  name: string;
}

export function sidebarFromTree(docs: Page[], categories: Map<string, CategoryMeta>, routeOf: (page: Page) => string, root = 'docs'): SidebarItem[] {
  const listed = docs.filter((doc) => doc.frontMatter.unlisted !== true);
  const byId = new Map(listed.map((doc) => [docId(doc), doc]));
  // Category folders keyed by their path under docs/ as on disk; labels come from the stripped name.
  const folders = new Set<string>();
  for (const doc of listed) {
    let dir = path.dirname(doc.source);
    while (dir !== root && dir !== 'docs' && dir !== '.') {
      folders.add(dir);
      dir = path.dirname(dir);
    }
  }

  const build = (dir: string): Entry[] => {
    const entries: Entry[] = [];
    for (const doc of listed) {
      if (path.dirname(doc.source) !== dir) continue;
      if (dir !== root && isIndexDoc(doc)) continue; // becomes the category's link
      entries.push({
        item: { type: 'link', label: label(doc), href: routeOf(doc), source: doc.source },
        position: doc.frontMatter.sidebar_position as number | undefined,
        name: path.basename(doc.source),
      });
    }
    for (const folder of folders) {
      if (path.dirname(folder) !== dir) continue;
      const meta = categories.get(folder);
      const indexDoc = meta?.link?.type === 'doc'
        ? byId.get(meta.link.id) ?? byId.get(`${docFolderOf(folder)}/${meta.link.id}`)
        : listed.find((doc) => path.dirname(doc.source) === folder && isIndexDoc(doc));
      const items = build(folder);
      const category: SidebarCategory = {
        type: 'category',
        label: meta?.label ?? stripNumberPrefix(path.basename(folder)),
        collapsed: meta?.collapsed ?? true,
        items: items.map((entry) => entry.item),
      };
      if (indexDoc && meta?.link !== null) {
        category.href = routeOf(indexDoc);
        category.source = indexDoc.source;
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

function docFolderOf(folder: string): string {
  return folder.slice('docs/'.length).split('/').map(stripNumberPrefix).join('/');
}

function label(doc: Page): string {
  return (doc.frontMatter.sidebar_label as string | undefined) ?? doc.title;
}

/** Sidebar order, category landing pages included, for previous/next links. */
export function flattenSidebar(items: SidebarItem[]): NavLink[] {
  const out: NavLink[] = [];
  for (const item of items) {
    if (item.href) out.push({ label: item.label, href: item.href });
    if (item.type === 'category') out.push(...flattenSidebar(item.items));
  }
  return out;
}

/** The categories leading to `href`, outermost first. */
export function breadcrumbsFor(items: SidebarItem[], href: string): NavLink[] | undefined {
  for (const item of items) {
    if (item.href === href) return [{ label: item.label, href }];
    if (item.type === 'category') {
      const inner = breadcrumbsFor(item.items, href);
      if (inner) return [{ label: item.label, href: item.href ?? '' }, ...inner];
    }
  }
  return undefined;
}

