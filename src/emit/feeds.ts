// Blog feeds: RSS 2.0, Atom 1.0 and JSON Feed 1.1, each with the newest listed posts' full content and absolute URLs.
import { hrefFor } from '../shared/url-path.js';
import type { PostSummary, Site } from '../types.js';
import { escapeXml } from './xml.js';
import { clipText, TITLE_LIMIT } from '../shared/text-transforms.js';
import { pageOf } from '../shared/site-paths.js';
import { absoluteSiteUrl, finishHtmlUrls } from '../shared/base-url.js';
import { blogFeedTitle, blogPath, siteOfBlog } from '../shared/blog-path.js';

interface FeedItem {
  post: PostSummary;
  url: string;
  html: string;
}

/** Docusaurus's `feedOptions.limit` when a site gives none: a feed reader wants the news, not the archive. */
const FEED_LIMIT = 20;

/** The posts the feeds hold: the newest `blog.feed.limit` (20 unless set), or every listed one with `false`. */
function feedItems(site: Site): FeedItem[] {
  const origin = site.config.url;
  const limit = site.config.blog.feed?.limit ?? FEED_LIMIT;
  return (limit === false ? site.posts : site.posts.slice(0, limit)).map((post) => {
    const route = site.routeByPath.get(post.href);
    const html = route ? pageOf(route)?.html ?? '' : '';
    // The post's links as its page has them (trailingSlash), then absolute: feed readers have no base URL.
    return { post, url: absoluteSiteUrl(site.config, hrefFor(post.href)), html: absoluteUrls(finishHtmlUrls(html, { baseUrl: '/', trailingSlash: site.config.trailingSlash }), origin) };
  });
}

/** Feed readers have no base URL: site-absolute hrefs and srcs must carry the origin. */
export function absoluteUrls(html: string, origin: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, (_match, attr: string) => `${attr}="${origin}/`);
}

/** Dates at midnight UTC, so output never depends on the build machine's clock or zone. */
const isoDate = (date: string) => `${date}T00:00:00.000Z`;

/** The feeds' title, description and copyright (`blog.feed`, as Docusaurus's feedOptions). */
function channel({ config }: Site): { title: string; description: string; copyright?: string } {
  return { title: blogFeedTitle(config.blog, config.title), description: config.blog.feed?.description ?? config.blog.description, copyright: config.blog.feed?.copyright };
}

function latestDate(site: Site): string {
  return site.posts[0]?.date ?? '1970-01-01';
}

/** The feed files a site has (`Site.generated`'s feed kinds). */
export type FeedKind = 'rss' | 'atom' | 'json-feed';

/**
 * One pass's feeds (every feed file of a build, or of a serve rebuild): a blog's items are made once for its three
 * formats, as they hold each listed post's HTML made absolute, which is the costly part. One blog's items are kept
 * at a time; a blog's feed files come one after the other in `Site.generated`.
 */
export function createFeedMaker(site: Site): (kind: FeedKind, blog: string | undefined) => string {
  let last: { blog: string | undefined; site: Site; items: FeedItem[] } | undefined;
  return (kind, blog) => {
    if (!last || last.blog !== blog) {
      const blogSite = siteOfBlog(site, blog);
      last = { blog, site: blogSite, items: feedItems(blogSite) };
    }
    const write = kind === 'rss' ? rssFeed : kind === 'atom' ? atomFeed : jsonFeed;
    return write(last.site, last.items);
  };
}

function rssFeed(site: Site, items: FeedItem[]): string {
  const { config } = site;
  const about = channel(site);
  const itemsXml = items
    .map(
      ({ post, url, html }) =>
        `<item><title>${escapeXml(clipText(post.title, TITLE_LIMIT))}</title><link>${escapeXml(url)}</link><guid>${escapeXml(url)}</guid>` +
        `<pubDate>${new Date(isoDate(post.date)).toUTCString()}</pubDate>` +
        `<description>${escapeXml(html)}</description>` +
        post.tags.map((tag) => `<category>${escapeXml(tag.label)}</category>`).join('') +
        `</item>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
    `<title>${escapeXml(about.title)}</title><link>${escapeXml(absoluteSiteUrl(config, blogPath(config.blog)))}</link>` +
    `<description>${escapeXml(about.description)}</description><language>en</language>` +
    (about.copyright ? `<copyright>${escapeXml(about.copyright)}</copyright>` : '') +
    `<lastBuildDate>${new Date(isoDate(latestDate(site))).toUTCString()}</lastBuildDate>` +
    `<atom:link href="${escapeXml(`${config.url}${blogPath(config.blog, 'rss.xml')}`)}" rel="self" type="application/rss+xml"/>` +
    `${itemsXml}</channel></rss>\n`
  );
}

function atomFeed(site: Site, items: FeedItem[]): string {
  const { config } = site;
  const about = channel(site);
  const entries = items
    .map(
      ({ post, url, html }) =>
        // Titles and summaries are plain text (Atom's default type); only the content is HTML.
        `<entry><title>${escapeXml(clipText(post.title, TITLE_LIMIT))}</title><id>${escapeXml(url)}</id>` +
        `<link href="${escapeXml(url)}"/><updated>${isoDate(post.date)}</updated>` +
        `<summary>${escapeXml(post.description)}</summary><content type="html">${escapeXml(html)}</content>` +
        post.authors.map((author) => `<author><name>${escapeXml(author.name)}</name>${author.url ? `<uri>${escapeXml(author.url)}</uri>` : ''}</author>`).join('') +
        post.tags.map((tag) => `<category term="${escapeXml(tag.label)}"/>`).join('') +
        `</entry>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">` +
    `<id>${escapeXml(absoluteSiteUrl(config, blogPath(config.blog)))}</id><title>${escapeXml(about.title)}</title>` +
    `<updated>${isoDate(latestDate(site))}</updated><link rel="alternate" href="${escapeXml(absoluteSiteUrl(config, blogPath(config.blog)))}"/>` +
    `<link rel="self" href="${escapeXml(`${config.url}${blogPath(config.blog, 'atom.xml')}`)}"/><subtitle>${escapeXml(about.description)}</subtitle>` +
    (about.copyright ? `<rights>${escapeXml(about.copyright)}</rights>` : '') +
    `${entries}</feed>\n`
  );
}

function jsonFeed(site: Site, items: FeedItem[]): string {
  const { config } = site;
  const about = channel(site);
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: about.title,
    home_page_url: absoluteSiteUrl(config, blogPath(config.blog)),
    feed_url: `${config.url}${blogPath(config.blog, 'feed.json')}`,
    description: about.description,
    language: 'en',
    items: items.map(({ post, url, html }) => ({
      id: url,
      url,
      title: clipText(post.title, TITLE_LIMIT),
      summary: post.description,
      content_html: html,
      date_published: isoDate(post.date),
      tags: post.tags.map((tag) => tag.label),
      authors: post.authors.map((author) => ({ name: author.name, ...(author.url ? { url: author.url } : {}) })),
    })),
  };
  // Escaping "<" keeps the JSON safe even if someone serves it inline.
  return `${JSON.stringify(feed, null, 2).replace(/</g, '\\u003c')}\n`;
}
