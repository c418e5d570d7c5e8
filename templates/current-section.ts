// Which navbar item names the section the reader is in: Docs on every page of that item's docs sidebar, Blog on
// every blog page, otherwise an item whose route is this page or a folder above it (as Docusaurus's navbar marks
// a docSidebar item, and a `to` item by its path). An item with `activeBaseRegex` or `activeBasePath` is marked by
// that alone, as Docusaurus's NavbarNavLink gives its NavLink an isActive of them.
import type { Route, Site } from '../src/types.js';
import { isExternalHref } from '../src/shared/url-path.js';
import { withBase, withTrailingSlash } from '../src/shared/base-url.js';

interface NavItem {
  to?: string;
  href?: string;
  activeBaseRegex?: string;
  activeBasePath?: string;
}

/** Blog lists, posts, tags, authors and the archive: every route data type of the blog starts with `blog-`. */
const isBlog = (route: Route) => route.data.type.startsWith('blog-');

/**
 * `pathname`: what the item's pattern is matched against, as Docusaurus matches it: the link's own marking reads the
 * browser's path, with the site's base (`location.pathname`); a dropdown asking whether it holds the page, the path
 * without it (useLocalPathname).
 */
export function currentSection(site: Site, route: Route, item: NavItem, pathname: 'browser' | 'local' = 'browser'): boolean {
  const to = item.to;
  if (!to || isExternalHref(to)) return false;
  if (item.activeBaseRegex !== undefined || item.activeBasePath !== undefined) return activeByBase(site, route, item, pathname);
  const pathPart = to.replace(/[?#].*$/, '');
  const target = site.routeByPath.get(pathPart) ?? site.routeByPath.get(pathPart.endsWith('/') ? pathPart.slice(0, -1) : `${pathPart}/`);
  if (target?.sidebar === 'docs') return route.sidebar === 'docs' && (route.sidebarIndex ?? 0) === (target.sidebarIndex ?? 0);
  if (target && isBlog(target)) return isBlog(route);
  const folder = pathPart.endsWith('/') ? pathPart : `${pathPart}/`;
  return pathPart !== '/' && (route.path === pathPart || route.path.startsWith(folder));
}

/** Docusaurus's isRegexpStringMatch (`new RegExp(activeBaseRegex).test(path)`), else the path starts with useBaseUrl(activeBasePath). */
function activeByBase(site: Site, route: Route, item: NavItem, pathname: 'browser' | 'local'): boolean {
  const { baseUrl, trailingSlash } = site.config;
  const local = withTrailingSlash(route.path, trailingSlash);
  const path = pathname === 'browser' ? withBase(baseUrl, local) : local;
  // The dropdown's isItemActive takes the entry's own page first (isSamePath: case and a final slash aside).
  const same = (a: string) => a.replace(/\/$/, '').toLowerCase();
  if (pathname === 'local' && same(item.to!.replace(/[?#].*$/, '')) === same(route.path)) return true;
  if (item.activeBaseRegex !== undefined) return new RegExp(item.activeBaseRegex).test(path);
  const base = item.activeBasePath!;
  // useBaseUrl: the base before a path (`docs` and `/docs` are both `<base>docs`); the local path has none.
  const prefix = pathname === 'browser' ? `${baseUrl}${base.replace(/^\//, '')}` : `/${base.replace(/^\//, '')}`;
  return path.startsWith(prefix);
}
