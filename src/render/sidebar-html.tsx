// Sidebars are drawn once per build; each page gets a copy with its own link marked current and the categories
// above it opened. With hundreds of docs this is the difference between seconds and a minute of rendering.
//
// A page holds the top level, the path to itself and its siblings: a collapsed category's items are left out
// (DeferredItems stands in), except for the categories above the page. So a page does not grow with the site.
// Each sidebar's collapsed categories are also written to one shared file (`assets/sidebar/`), named by a hash of
// its contents, from which the browser fills a category the reader opens (src/client/sidebar-items.ts).
import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { BlogSidebar } from '../../templates/BlogSidebar.js';
import { categoryNumbers, DeferredItems, DocsSidebar, SidebarList } from '../../templates/DocsSidebar.js';
import { hrefFor } from '../shared/url-path.js';
import { blogPath, blogSidebarCount } from '../shared/blog-path.js';
import type { Route, SidebarItem, Site } from '../types.js';
import { escapeHtml } from '../shared/html.js';
import { SIDEBAR_ITEMS_DIR } from '../shared/asset-paths.js';
import { finishHtmlUrls, type UrlRules } from '../shared/base-url.js';


/** One docs sidebar, drawn: its page HTML, and for each collapsed category its stand-in and its items. */
interface DrawnSidebar {
  html: string;
  ancestors: Map<string, number[]>;
  deferred: Map<number, { placeholder: string; items: string }>;
  /** The shared file of the collapsed categories' items (output-relative path and contents). */
  file?: { name: string; contents: string };
}

function drawDocsSidebar(items: SidebarItem[], index: number, rules: UrlRules): DrawnSidebar {
  const numbers = categoryNumbers(items);
  const deferred = new Map<number, { placeholder: string; items: string }>();
  const walk = (list: SidebarItem[], level: number) => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      if (item.collapsed) {
        const number = numbers.get(item)!;
        deferred.set(number, {
          placeholder: renderToStaticMarkup(<DeferredItems category={item} number={number} level={level + 1} />),
          items: renderToStaticMarkup(<SidebarList items={item.items} level={level + 1} numbers={numbers} />),
        });
      }
      walk(item.items, level + 1);
    }
  };
  walk(items, 1);
  let file: DrawnSidebar['file'];
  if (deferred.size > 0) {
    // The browser inserts these as they are, so unlike the pages (render-route.tsx) they get the base here.
    const contents = JSON.stringify(Object.fromEntries([...deferred].map(([number, parts]) => [number, finishHtmlUrls(parts.items, rules)])));
    const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
    file = { name: `${SIDEBAR_ITEMS_DIR}/docs-${index}.${hash}.json`, contents };
  }
  const html = renderToStaticMarkup(<DocsSidebar items={items} itemsSrc={file ? `/${file.name}` : undefined} />);
  return { html, ancestors: ancestorsByHref(items), deferred, file };
}

/** The shared items files of every docs sidebar, for the emit stage. */
export function sidebarItemsFiles(site: Site): [string, string][] {
  return site.sidebars.flatMap((items, index) => {
    const { file } = drawDocsSidebar(items, index, site.config);
    return file ? [[file.name, file.contents] as [string, string]] : [];
  });
}


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

/**
 * Opens category `number` in a page's sidebar, putting back its items when they were left out: in place of its
 * stand-in list, or, when it has none (a category with a landing page), right after its <summary>.
 */
function openCategory(html: string, number: number, deferred: { placeholder: string; items: string } | undefined): string {
  const open = `<details data-category="${number}">`;
  if (deferred?.placeholder) html = html.replace(deferred.placeholder, () => deferred.items);
  else if (deferred) {
    const at = html.indexOf('</summary>', html.indexOf(open)) + '</summary>'.length;
    html = html.slice(0, at) + deferred.items + html.slice(at);
  }
  return html.replace(open, () => `<details data-category="${number}" open="">`);
}

/** The blog sidebar: the newest posts (blog.sidebarCount), or '' when it lists none. */
function drawBlogSidebar(site: Site): string {
  // Only a sidebar turned off says nothing: an empty blog (blog.emptyList) still has its (empty) sidebar.
  if (site.config.blog.sidebarCount === 0) return '';
  const count = blogSidebarCount(site.config.blog, site.posts.length);
  const archive = count < site.posts.length ? { href: blogPath(site.config.blog, 'archive'), count: site.posts.length } : undefined;
  return renderToStaticMarkup(<BlogSidebar posts={site.posts.slice(0, count)} archive={archive} />);
}

export function createSidebarHtml(site: Site): SidebarHtml {
  const docsByIndex = new Map<number, DrawnSidebar>();
  let blog: string | undefined;
  return {
    forRoute(route) {
      if (route.sidebar === 'docs') {
        const index = route.sidebarIndex ?? 0;
        let drawn = docsByIndex.get(index);
        if (!drawn) {
          drawn = drawDocsSidebar(site.sidebars[index] ?? [], index, site.config);
          docsByIndex.set(index, drawn);
        }
        let html = drawn.html;
        // Outermost first: an inner category's stand-in is inside its parent's items.
        for (const number of drawn.ancestors.get(route.path) ?? []) html = openCategory(html, number, drawn.deferred.get(number));
        return markCurrent(html, route.path);
      }
      if (route.sidebar === 'blog') {
        blog ??= drawBlogSidebar(site);
        return blog === '' ? undefined : markCurrent(blog, route.path);
      }
      return undefined;
    },
  };
}
