// The helpers of Docusaurus's docs and blog plugins' client modules that a site's swizzled sidebar items, doc cards
// and blog sidebars call (`isActiveSidebarItem`, `findFirstSidebarItemLink`, `useVisibleBlogSidebarItems`,
// `useBlogMetadata`…), as Docusaurus's compute them: from the items a component is given and the page's path.
// The hooks that read the page's own data are page-hooks.tsx; those that read the docs' versions, site-data.tsx.
import * as React from 'react';
import { ComponentError } from '../component-error.js';
import type { SiteInfo } from '../site-info.js';

type SidebarItem = { type: string; href?: string; unlisted?: boolean; linkUnlisted?: boolean; items?: SidebarItem[] };
type BlogSidebarItem = { title: string; permalink: string; unlisted?: boolean; date: string | number | Date };

/** Docusaurus's isSamePath: paths equal up to a trailing slash and letter case. */
export const isSamePath = (a?: string, b?: string) => {
  const normalize = (pathname?: string) => (!pathname || pathname.endsWith('/') ? pathname : `${pathname}/`)?.toLowerCase();
  return normalize(a) === normalize(b);
};

const isActive = (href: string | undefined, activePath: string) => href !== undefined && isSamePath(href, activePath);

function isActiveSidebarItem(item: SidebarItem, activePath: string): boolean {
  if (item.type === 'link') return isActive(item.href, activePath);
  if (item.type === 'category') return isActive(item.href, activePath) || (item.items ?? []).some((inner) => isActiveSidebarItem(inner, activePath));
  return false;
}

function isVisibleSidebarItem(item: SidebarItem, activePath: string): boolean {
  if (item.type === 'category') return isActiveSidebarItem(item, activePath) || (item.href !== undefined && !item.linkUnlisted) || (item.items ?? []).some((inner) => isVisibleSidebarItem(inner, activePath));
  if (item.type === 'link') return !item.unlisted || isActiveSidebarItem(item, activePath);
  return true;
}

function findFirstSidebarItemLink(item: SidebarItem): string | undefined {
  if (item.type === 'link' && !item.unlisted) return item.href;
  if (item.type !== 'category') return undefined;
  if (item.href && !item.linkUnlisted) return item.href;
  for (const inner of item.items ?? []) {
    const link = findFirstSidebarItemLink(inner);
    if (link) return link;
  }
  return undefined;
}

function findSidebarCategory(items: SidebarItem[], predicate: (item: SidebarItem) => boolean): SidebarItem | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (predicate(item)) return item;
    const inner = findSidebarCategory(item.items ?? [], predicate);
    if (inner) return inner;
  }
  return undefined;
}

interface DocsContext {
  pathname: () => string;
  /** The hooks reading the page's data (page-hooks.tsx). */
  page: { useDocsSidebar: () => { items: unknown[] } | null; useSidebarBreadcrumbs: () => unknown[] | null; Provider: (props: { children?: React.ReactNode }) => React.ReactNode };
  pluginIds: () => string[];
  /** The version of a docs instance the page is in, else its last. */
  versionName: (pluginId: string) => string | undefined;
}

/** The docs plugin's sidebar helpers, which read only what they are given (and the page's path), and its providers. */
export function docsSidebarHelpers({ pathname, page, pluginIds, versionName }: DocsContext) {
  const searchTag = (pluginId: string, name: string) => `docs-${pluginId}-${name}`;
  return {
    isActiveSidebarItem,
    isVisibleSidebarItem,
    findFirstSidebarItemLink,
    findSidebarCategory,
    useVisibleSidebarItems: (items: SidebarItem[], activePath: string) => items.filter((item) => isVisibleSidebarItem(item, activePath ?? pathname())),
    filterDocCardListItems: (items: SidebarItem[]) => items.filter((item) => (item.type === 'category' || item.type === 'link' ? Boolean(findFirstSidebarItemLink(item)) : true)),
    // The deepest category down to the page holds its siblings; a page at the sidebar's top has the sidebar's.
    useCurrentSidebarSiblings: () => {
      const sidebar = page.useDocsSidebar();
      const crumbs = (page.useSidebarBreadcrumbs() ?? []) as SidebarItem[];
      return crumbs.filter((item) => item.type === 'category').at(-1)?.items ?? sidebar?.items ?? [];
    },
    getDocsVersionSearchTag: searchTag,
    useDocsContextualSearchTags: () => ['default', ...pluginIds().flatMap((pluginId) => [versionName(pluginId)].filter((name) => name !== undefined).map((name) => searchTag(pluginId, name)))],
    // The server render: no version chosen, no category expanded by the reader.
    useDocsPreferredVersionByPluginId: () => Object.fromEntries(pluginIds().map((pluginId) => [pluginId, null])),
    useDocSidebarItemsExpandedState: () => ({ expandedItem: null, setExpandedItem: () => undefined }),
    DocsPreferredVersionContextProvider: page.Provider,
    DocsVersionProvider: page.Provider,
    DocSidebarItemsExpandedStateProvider: page.Provider,
  };
}

/**
 * The blog plugin's: its metadata on the blog's pages (the blog whose path holds the page's, the longest), its
 * sidebar's items without the unlisted ones but the page's own, grouped by year newest first, and drawn as a list.
 */
export function blogClientHelpers(site: SiteInfo, pathname: () => string, link: (props: Record<string, unknown>) => React.ReactNode) {
  const inside = (base: string) => base === '/' || isSamePath(base, pathname()) || pathname().startsWith(`${base.replace(/\/$/, '')}/`);
  return {
    useBlogMetadata: () => {
      const blog = (site.blogs ?? []).filter((candidate) => inside(candidate.blogBasePath)).sort((a, b) => b.blogBasePath.length - a.blogBasePath.length)[0];
      if (!blog) throw new ComponentError(`useBlogMetadata() is read on ${pathname()}, which is no page of a blog.`, 'Use it in components drawn on blog pages only, as in Docusaurus.');
      return blog;
    },
    useVisibleBlogSidebarItems: (items: BlogSidebarItem[]) => items.filter((item) => !item.unlisted || isSamePath(item.permalink, pathname())),
    groupBlogSidebarItemsByYear: (items: BlogSidebarItem[]) => {
      const years = new Map<string, BlogSidebarItem[]>();
      for (const item of items) {
        const year = String(new Date(item.date).getFullYear());
        years.set(year, [...(years.get(year) ?? []), item]);
      }
      // Newest year first, as Docusaurus's (its object of years lists them in ascending order, then reversed).
      return [...years.entries()].sort(([a], [b]) => Number(a) - Number(b)).reverse();
    },
    BlogSidebarItemList: ({ items, ulClassName, liClassName, linkClassName }: { items: BlogSidebarItem[]; ulClassName?: string; liClassName?: string; linkClassName?: string }) => (
      <ul className={ulClassName}>
        {items.map((item) => (
          <li key={item.permalink} className={liClassName}>
            {link({ to: item.permalink, className: linkClassName, children: item.title })}
          </li>
        ))}
      </ul>
    ),
  };
}
