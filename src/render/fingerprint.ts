// What a route's HTML is made from, as one hash: its own data, plus the site-wide parts it shows (config, assets,
// sidebars). Equal fingerprints mean equal HTML, so serve --watch and warm builds can skip rendering.
import { createHash } from 'node:crypto';
import type { Route, Site } from '../types.js';

const sha = (text: string) => createHash('sha1').update(text).digest('base64url');

export function createFingerprinter(site: Site, assets: unknown, version: string): (route: Route) => string {
  const global = sha(JSON.stringify([version, { ...site.config, root: undefined, configFile: undefined }, assets, site.homePath, site.posts.length > 0]));
  const sidebar = sha(JSON.stringify(site.sidebars ?? site.sidebar));
  const posts = sha(JSON.stringify(site.posts.map((post) => [post.href, post.title, post.date, post.description])));
  return (route) =>
    sha(
      global +
        JSON.stringify([route.path, route.title, route.description, route.noindex, route.bodyClass, route.image, route.data]) +
        (route.sidebar === 'docs' ? sidebar + (route.sidebarIndex ?? 0) : '') +
        (route.sidebar === 'blog' || route.data.type === 'home' ? posts : ''),
    );
}
