// sitemap.xml (weekly, 0.5, no lastmod; noindex pages and ignorePatterns left out) and robots.txt.
import { encodeRoutePath } from '../shared/url-path.js';
import type { Site } from '../types.js';
import { escapeXml } from './xml.js';
import { absoluteSiteUrl } from '../shared/base-url.js';

export function sitemapXml(site: Site): string {
  const { sitemap } = site.config;
  const patterns = sitemap.ignorePatterns.map(globToRegExp);
  // null leaves the tag out, as Docusaurus does.
  const changefreq = sitemap.changefreq === null ? '' : `<changefreq>${sitemap.changefreq}</changefreq>`;
  const priority = sitemap.priority === null ? '' : `<priority>${sitemap.priority}</priority>`;
  const ignored = (routePath: string) => patterns.some((pattern) => pattern.test(routePath) || pattern.test(`${routePath}/`));
  const entries = site.routes
    .filter((route) => !route.noindex && !ignored(route.path))
    .map(
      (route) =>
        `<url><loc>${escapeXml(absoluteSiteUrl(site.config, encodeRoutePath(route.path)))}</loc>${changefreq}${priority}</url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`;
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.config.url}/sitemap.xml\n`;
}

/** `/lp/**` → matches `/lp/` and everything below; `*` stays within one path segment. */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i];
    if (char === '*' && glob[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}
