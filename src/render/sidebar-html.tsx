// Sidebars are drawn once per build; each page gets a copy with its own link marked current and the categories
// above it opened. With hundreds of docs this is the difference between seconds and a minute of rendering.
//
// A page holds the top level, the path to itself and its siblings: a collapsed category's items are left out
// (DeferredItems stands in), except for the categories above the page. So a page does not grow with the site.
// Each sidebar's collapsed categories are also written to one shared file (`assets/sidebar/`), named by a hash of
// its contents, from which the browser fills a category the reader opens (src/client/sidebar-items.ts).
// A top level over the budget is cut to the items around the page's own (sidebar-window.tsx), and so is a blog's
// list of posts (blog-sidebar.tsx).
import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { StringsProvider } from '../../templates/strings.js';
import { categoryNumbers, DeferredItems, DocsSidebar, SidebarEntry, SidebarList } from '../../templates/DocsSidebar.js';
import { hrefFor } from '../shared/url-path.js';
import { siteOfBlog } from '../shared/blog-path.js';
import type { ResolvedConfig, Route, SidebarItem, Site } from '../types.js';
import { escapeHtml } from '../shared/html.js';
import { SIDEBAR_ITEMS_DIR } from '../shared/asset-paths.js';
import { finishHtmlUrls, type UrlRules } from '../shared/base-url.js';
import { SIDEBAR_TOP_LEVEL_BUDGET } from '../shared/sidebar-budget.js';
import { itemAt, windowAround, windowHtml } from './sidebar-window.js';
import { blogSidebarFiles, blogWindowFor, drawBlogSidebar, type DrawnBlogSidebar } from './blog-sidebar.js';


/**
 * One docs sidebar, drawn: its page HTML, and for each collapsed category its stand-in and its items. The HTML is
 * the top-level items' HTML joined, and `bounds` says where each starts, so a page redraws only the item that holds
 * it (its categories opened, its link marked) and takes the rest as it is: a sidebar with hundreds of top-level
 * categories costs a page little more than a copy of it.
 */
interface RenderedSidebar {
  html: string;
  /** Where each top-level item starts in `html`; the last entry is where the last one ends. */
  bounds: number[];
  /** For each href: the top-level item holding its first link, and the categories above that link. */
  ancestors: Map<string, { top: number; categories: number[] }>;
  /** Where each link's opening tag (as the templates write it) first appears in `html`. */
  firstLink: Map<string, number>;
  deferred: Map<number, { placeholder: string; items: string }>;
  /** The shared file of the collapsed categories' items (output-relative path and contents). */
  file?: { name: string; contents: string };
  /** When the top level is over the budget: the HTML before its items in a page, and the shared file of them all. */
  windowed?: { head: string; file: { name: string; contents: string } };
}

/** `topJs`: the path of the code that puts a long top level in place (site-assets.ts), named in its pages. */
function renderDocsSidebar(items: SidebarItem[], index: number, rules: UrlRules & { config?: ResolvedConfig }, topJs = ''): RenderedSidebar {
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
  let file: RenderedSidebar['file'];
  if (deferred.size > 0) {
    // The browser inserts these as they are, so unlike the pages (render-route.tsx) they get the base here.
    const contents = JSON.stringify(Object.fromEntries([...deferred].map(([number, parts]) => [number, finishHtmlUrls(parts.items, rules)])));
    const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
    file = { name: `${SIDEBAR_ITEMS_DIR}/docs-${index}.${hash}.json`, contents };
  }
  // The sidebar with no items gives the HTML around them: `<nav …><ul …>` and `</ul></nav>`.
  const sidebar = <DocsSidebar items={[]} itemsSrc={file ? `/${file.name}` : undefined} />;
  // Its label in the page's locale, when the site has locales.
  const frame = renderToStaticMarkup(rules.config ? <StringsProvider config={rules.config}>{sidebar}</StringsProvider> : sidebar);
  const head = frame.slice(0, -LIST_END.length);
  if (head + LIST_END !== frame) throw new Error(`The docs sidebar does not end with ${LIST_END}.`);
  const bounds = [head.length];
  const entries = items.map((item) => {
    const entry = renderToStaticMarkup(<SidebarEntry item={item} level={1} numbers={numbers} />);
    bounds.push(bounds[bounds.length - 1] + entry.length);
    return entry;
  });
  const html = head + entries.join('') + LIST_END;
  let windowed: RenderedSidebar['windowed'];
  if (bounds[bounds.length - 1] - bounds[0] > SIDEBAR_TOP_LEVEL_BUDGET) {
    const contents = JSON.stringify(entries.map((entry) => finishHtmlUrls(entry, rules)));
    const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
    const topFile = { name: `${SIDEBAR_ITEMS_DIR}/docs-${index}-top.${hash}.json`, contents };
    const withTop = <DocsSidebar items={[]} itemsSrc={file ? `/${file.name}` : undefined} topSrc={`/${topFile.name}`} topJs={topJs} />;
    const framed = renderToStaticMarkup(rules.config ? <StringsProvider config={rules.config}>{withTop}</StringsProvider> : withTop);
    windowed = { head: framed.slice(0, -LIST_END.length), file: topFile };
  }
  return { html, bounds, ancestors: ancestorsByHref(items), firstLink: firstLinks(html), deferred, file, windowed };
}

const LIST_END = '</ul></nav>';

/** The opening tag of each sidebar link in `html`, at its first position. */
function firstLinks(html: string): Map<string, number> {
  const first = new Map<string, number>();
  for (const match of html.matchAll(/<a class="sidebar-link" href="[^"]*">/g)) if (!first.has(match[0])) first.set(match[0], match.index);
  return first;
}

/**
 * The shared items files of every docs sidebar, and those of the blogs' sidebars over the budget, for the emit
 * stage, and `topJs` where some top level or list of posts is cut.
 */
export function sidebarItemsFiles(site: Site, topJs: { path: string; contents: string }): [string, string][] {
  let cut = false;
  const files = site.sidebars.flatMap((items, index) => {
    const { file, windowed } = renderDocsSidebar(items, index, { ...site.config, config: site.config });
    cut ||= windowed !== undefined;
    return [file, windowed?.file].flatMap((shared) => (shared ? [[shared.name, shared.contents] as [string, string]] : []));
  });
  const blogs = [undefined, ...(site.config.blog.instances ?? []).map((instance) => instance.id)];
  const posts = blogSidebarFiles(blogs.map((id) => [siteOfBlog(site, id), id]));
  return cut || posts.length > 0 ? [...files, ...posts, [topJs.path.slice(1), topJs.contents]] : files;
}


export interface SidebarHtml {
  forRoute(route: Route): string | undefined;
}

/**
 * For each href, the top-level item that holds its first link and the data-category numbers of the categories
 * above it (document order, as rendered).
 */
function ancestorsByHref(items: SidebarItem[]): Map<string, { top: number; categories: number[] }> {
  const result = new Map<string, { top: number; categories: number[] }>();
  let next = 0;
  const walk = (list: SidebarItem[], top: number | undefined, ancestors: number[]) => {
    list.forEach((item, position) => {
      const at = top ?? position;
      if (item.type === 'html') return;
      if (item.type === 'link') {
        if (!result.has(item.href)) result.set(item.href, { top: at, categories: ancestors });
        return;
      }
      const index = next++;
      if (item.href && !result.has(item.href)) result.set(item.href, { top: at, categories: [...ancestors, index] });
      walk(item.items, at, [...ancestors, index]);
    });
  };
  walk(items, undefined, []);
  return result;
}

/** The href as React writes it in an attribute (it also escapes the apostrophe). */
function attribute(text: string): string {
  return escapeHtml(text).replace(/'/g, '&#x27;');
}

/** The opening tag of the sidebar link to `routePath` (decoded, as routes are kept), as the templates write it. */
function linkTag(routePath: string): string {
  return `<a class="sidebar-link" href="${attribute(hrefFor(routePath))}">`;
}

/** Marks the first link to `routePath` as the current page. */
function markCurrent(html: string, routePath: string): string {
  const href = attribute(hrefFor(routePath));
  // A function, not a string, as the replacement: `$$` or `$&` in a file name are not replacement patterns.
  return html.replace(linkTag(routePath), () => `<a class="sidebar-link active" href="${href}" aria-current="page">`);
}

/**
 * A docs page's sidebar: the top-level item holding the page redrawn, the others as they are. The whole sidebar is
 * redrawn in the rare case where that would mark another link than the whole would (a link to the page shown
 * earlier, or none in its item).
 */
function docsSidebarFor(drawn: RenderedSidebar, routePath: string): string {
  const found = drawn.ancestors.get(routePath);
  const first = drawn.firstLink.get(linkTag(routePath));
  if (found && (first === undefined || first >= drawn.bounds[found.top])) {
    const [start, end] = [drawn.bounds[found.top], drawn.bounds[found.top + 1]];
    let entry = drawn.html.slice(start, end);
    for (const number of found.categories) entry = openCategory(entry, number, drawn.deferred.get(number));
    const marked = markCurrent(entry, routePath);
    if (marked !== entry) return drawn.html.slice(0, start) + marked + drawn.html.slice(end);
  }
  let html = drawn.html;
  // Outermost first: an inner category's stand-in is inside its parent's items.
  for (const number of found?.categories ?? []) html = openCategory(html, number, drawn.deferred.get(number));
  return markCurrent(html, routePath);
}

/**
 * A page's docs sidebar when its top level is over the budget: the items around its own (sidebar-window.tsx), its
 * own item opened and the same link marked as docsSidebarFor() marks in the whole. `pageIn(i)`: the first page of
 * top-level item i that shows this sidebar.
 */
function windowedSidebarFor(drawn: RenderedSidebar, head: string, routePath: string, pageIn: (index: number) => string | undefined): string {
  const found = drawn.ancestors.get(routePath);
  const entryAt = (index: number) => drawn.html.slice(drawn.bounds[index], drawn.bounds[index + 1]);
  let own: string | undefined;
  if (found) {
    own = entryAt(found.top);
    for (const number of found.categories) own = openCategory(own, number, drawn.deferred.get(number));
  }
  // The first link to the page in the whole sidebar, the page's own item opened: in an item before it, in it, or after.
  const tag = linkTag(routePath);
  const first = drawn.firstLink.get(tag);
  let marked: number | undefined;
  if (first !== undefined && (!found || first < drawn.bounds[found.top])) marked = itemAt(drawn.bounds, first);
  else if (found && own!.includes(tag)) marked = found.top;
  else if (first !== undefined) marked = itemAt(drawn.bounds, first);
  const anchor = found?.top ?? marked ?? 0;
  const window = windowAround(drawn.bounds, Math.min(anchor, marked ?? anchor), Math.max(anchor, marked ?? anchor));
  const entry = (index: number) => {
    const html = found && index === found.top ? own! : entryAt(index);
    return index === marked ? markCurrent(html, routePath) : html;
  };
  return head + windowHtml(drawn.bounds.length - 1, window, entry, pageIn) + LIST_END;
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

/** For each top-level item of sidebar `index`: its first link (document order) to a page that shows the sidebar. */
function firstPageByItem(drawn: RenderedSidebar, site: Site, index: number): Map<number, string> {
  const showing = new Set(site.routes.filter((route) => route.sidebar === 'docs' && (route.sidebarIndex ?? 0) === index).map((route) => route.path));
  const pages = new Map<number, string>();
  for (const [href, { top }] of drawn.ancestors) if (!pages.has(top) && showing.has(href)) pages.set(top, href);
  return pages;
}

export function createSidebarHtml(site: Site, topJs: string): SidebarHtml {
  const docsByIndex = new Map<number, RenderedSidebar>();
  // For each windowed sidebar: the first page of each top-level item that shows the sidebar.
  const pagesByItem = new Map<number, Map<number, string>>();
  // Each blog's sidebar, by its id ('' for the main blog), drawn once.
  const blogs = new Map<string, DrawnBlogSidebar>();
  return {
    forRoute(route) {
      if (route.sidebar === 'docs') {
        const index = route.sidebarIndex ?? 0;
        let drawn = docsByIndex.get(index);
        if (!drawn) {
          drawn = renderDocsSidebar(site.sidebars[index] ?? [], index, { ...site.config, config: site.config }, topJs);
          docsByIndex.set(index, drawn);
        }
        if (!drawn.windowed) return docsSidebarFor(drawn, route.path);
        let pages = pagesByItem.get(index);
        if (!pages) pagesByItem.set(index, (pages = firstPageByItem(drawn, site, index)));
        return windowedSidebarFor(drawn, drawn.windowed.head, route.path, (item) => pages.get(item));
      }
      if (route.sidebar === 'blog') {
        let blog = blogs.get(route.blog ?? '');
        if (blog === undefined) blogs.set(route.blog ?? '', (blog = drawBlogSidebar(siteOfBlog(site, route.blog), route.blog, topJs)));
        if (blog.html === '') return undefined;
        return markCurrent(blog.windowed ? blogWindowFor(blog.windowed, route.path) : blog.html, route.path);
      }
      return undefined;
    },
  };
}
