// What a route's HTML is made from, as one hash: its own data, plus the site-wide parts it shows (config, assets,
// sidebars). Equal fingerprints mean equal HTML, so serve --watch and warm builds can skip rendering.
import { createHash } from 'node:crypto';
import type { Page, Route, Site } from '../types.js';

const sha = (text: string) => createHash('sha1').update(text).digest('base64url');

/** The parts of a page its HTML shows. The body goes into the hash as it is, without a JSON copy of it. */
function pageSummary(page: Page): unknown {
  return [page.title, page.titleId, page.description, page.frontMatter, page.headings, page.hasMath, page.hasMermaid];
}

export function createFingerprinter(site: Site, assets: unknown, version: string): (route: Route) => string {
  const global = sha(JSON.stringify([version, site.config, assets, site.homePath, site.posts.length > 0]));
  const sidebar = sha(JSON.stringify(site.sidebars));
  const posts = sha(JSON.stringify(site.posts.map((post) => [post.href, post.title, post.date, post.description])));
  return (route) => {
    const hash = createHash('sha1').update(global);
    const { data } = route;
    if ('page' in data) {
      const { page, ...rest } = data;
      hash.update(JSON.stringify([rest, pageSummary(page)])).update(page.html).update(page.excerptHtml);
    } else hash.update(JSON.stringify(data));
    hash.update(JSON.stringify([route.path, route.title, route.description, route.noindex, route.bodyClass, route.image]));
    if (route.sidebar === 'docs') hash.update(sidebar + (route.sidebarIndex ?? 0));
    if (route.sidebar === 'blog' || data.type === 'home') hash.update(posts);
    return hash.digest('base64url');
  };
}
