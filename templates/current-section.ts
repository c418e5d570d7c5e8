// Which navbar item names the section the reader is in: Docs on every page of that item's docs sidebar, Blog on
// every blog page, otherwise an item whose route is this page or a folder above it (as Docusaurus's navbar marks
// a docSidebar item, and a `to` item by its path).
import type { Route, Site } from '../src/types.js';
import { isExternalHref } from '../src/shared/url-path.js';

interface NavItem {
  to?: string;
  href?: string;
}

/** Blog lists, posts, tags, authors and the archive: every route data type of the blog starts with `blog-`. */
const isBlog = (route: Route) => route.data.type.startsWith('blog-');

export function currentSection(site: Site, route: Route, item: NavItem): boolean {
  const to = item.to;
  if (!to || isExternalHref(to)) return false;
  const pathPart = to.replace(/[?#].*$/, '');
  const target = site.routeByPath.get(pathPart) ?? site.routeByPath.get(pathPart.endsWith('/') ? pathPart.slice(0, -1) : `${pathPart}/`);
  if (target?.sidebar === 'docs') return route.sidebar === 'docs' && (route.sidebarIndex ?? 0) === (target.sidebarIndex ?? 0);
  if (target && isBlog(target)) return isBlog(route);
  const folder = pathPart.endsWith('/') ? pathPart : `${pathPart}/`;
  return pathPart !== '/' && (route.path === pathPart || route.path.startsWith(folder));
}
