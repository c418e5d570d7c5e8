// Sidebars are drawn once per build; each page gets a copy with its own link marked current and the categories
// above it opened. With hundreds of docs this is the difference between seconds and a minute of rendering.
import { renderToStaticMarkup } from 'react-dom/server';
import { BlogSidebar } from '../../templates/BlogSidebar.js';
import { DocsSidebar } from '../../templates/DocsSidebar.js';
import { hrefFor } from '../shared/url-path.js';
import type { Route, SidebarItem, Site } from '../types.js';
import { escapeHtml } from '../shared/html.js';

export interface SidebarHtml {
  forRoute(route: Route): string | undefined;
}

/** For each href, the data-category numbers of the categories that contain it (document order, as rendered). */
function ancestorsByHref(items: SidebarItem[]): Map<string, number[]> {
  const result = new Map<string, number[]>();
  let next = 0;
  const walk = (list: SidebarItem[], ancestors: number[]) => {
    for (const item of list) {
      if (item.type === 'link') {
        if (!result.has(item.href)) result.set(item.href, ancestors);
        continue;
      }
      const index = next++;
      if (item.href && !result.has(item.href)) result.set(item.href, [...ancestors, index]);
      walk(item.items, [...ancestors, index]);
    }
  };
  walk(items, []);
  return result;
}

/** The href as React writes it in an attribute (it also escapes the apostrophe). */
function attribute(text: string): string {
  return escapeHtml(text).replace(/'/g, '&#x27;');
}

/** Marks the link to `routePath` (decoded, as routes are kept) the way the templates wrote it: through hrefFor. */
function markCurrent(html: string, routePath: string): string {
  const href = attribute(hrefFor(routePath));
  // A function, not a string, as the replacement: `$$` or `$&` in a file name are not replacement patterns.
  return html.replace(`<a class="sidebar-link" href="${href}">`, () => `<a class="sidebar-link active" href="${href}" aria-current="page">`);
}

export function createSidebarHtml(site: Site): SidebarHtml {
  const docsByIndex = new Map<number, { html: string; ancestors: Map<string, number[]> }>();
  let blog: string | undefined;
  return {
    forRoute(route) {
      if (route.sidebar === 'docs') {
        const index = route.sidebarIndex ?? 0;
        let drawn = docsByIndex.get(index);
        if (!drawn) {
          const items = site.sidebars[index] ?? [];
          drawn = { html: renderToStaticMarkup(<DocsSidebar items={items} />), ancestors: ancestorsByHref(items) };
          docsByIndex.set(index, drawn);
        }
        const { html: docs, ancestors } = drawn;
        let html = markCurrent(docs, route.path);
        for (const index of ancestors.get(route.path) ?? []) html = html.replace(`<details data-category="${index}">`, () => `<details data-category="${index}" open="">`);
        return html;
      }
      if (route.sidebar === 'blog') {
        blog ??= renderToStaticMarkup(<BlogSidebar posts={site.posts} />);
        return markCurrent(blog, route.path);
      }
      return undefined;
    },
  };
}
