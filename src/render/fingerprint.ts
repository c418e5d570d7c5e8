// What a route's HTML is made from, as one hash: its own data, plus the site-wide parts it shows (config, assets,
// sidebars). Equal fingerprints mean equal HTML, so serve --watch and warm builds can skip rendering.
import { createHash } from 'node:crypto';
import type { Page, PostSummary, Route, Site } from '../types.js';
import { docCards } from './doc-cards.js';

const sha = (text: string) => createHash('sha1').update(text).digest('base64url');

/** The parts of a page its HTML shows. The body goes into the hash as it is, without a JSON copy of it. */
function pageSummary(page: Page): unknown {
  return [page.title, page.heading, page.titleId, page.description, page.frontMatter, page.headings, page.hasMath, page.hasMermaid, ...(page.head ? [page.head] : [])];
}

/**
 * `tools`: what draws the pages besides the site (lendocs' version, and the versions of the packages that shape
 * the HTML). `pageHashes`: a page's own hash, kept between builds by `serve --watch`, whose unchanged pages are the
 * same objects from one rebuild to the next; so a save hashes the saved page's body, not every body of the site.
 */
export function createFingerprinter(site: Site, assets: unknown, tools: unknown, pageHashes = new WeakMap<Page, string>()): (route: Route) => string {
  // The version dropdowns (only on sites with versioned docs, so other sites' fingerprints stay as they were).
  const global = sha(JSON.stringify([tools, site.config, assets, site.homePath, site.posts.length > 0, ...(site.docsVersions ? [site.docsVersions] : []), ...(site.blogs ? [Object.values(site.blogs).map((list) => list.length > 0)] : [])]));
  const sidebar = sha(JSON.stringify(site.sidebars));
  const summary = (list: PostSummary[]) => sha(JSON.stringify(list.map((post) => [post.href, post.title, post.date, post.description])));
  const posts = summary(site.posts);
  // Another blog's pages show its own posts (its sidebar).
  const blogPosts = (id: string) => summary(site.blogs?.[id] ?? []);
  return (route) => {
    const hash = createHash('sha1').update(global);
    const { data } = route;
    if ('page' in data) {
      const { page, ...rest } = data;
      let own = pageHashes.get(page);
      if (own === undefined) pageHashes.set(page, (own = createHash('sha1').update(JSON.stringify(pageSummary(page))).update(page.html).update(page.excerptHtml).digest('base64url')));
      hash.update(JSON.stringify(rest)).update(own);
      // `<DocCardList />` shows other docs' descriptions, which the sidebar's hash does not hold.
      if (page.hasDocCardList) hash.update(JSON.stringify(docCards(route, site)));
    } else hash.update(JSON.stringify(data));
    hash.update(JSON.stringify([route.path, route.title, route.description, route.noindex, route.bodyClass, route.image]));
    if (route.sidebar === 'docs') hash.update(sidebar + (route.sidebarIndex ?? 0));
    if (route.sidebar === 'blog' || data.type === 'home') hash.update(route.blog ? blogPosts(route.blog) : posts);
    return hash.digest('base64url');
  };
}
