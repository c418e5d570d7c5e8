// Structured data (schema.org as JSON-LD) for search engines: a BreadcrumbList on docs pages, a BlogPosting on
// posts, a Blog on blog lists and a WebSite on the home page. Pure functions of a route and the site, so tests can
// check the shapes without rendering.
import { inlineJson } from '../shared/inline-json.js';
import { hrefFor, isExternalHref } from '../shared/url-path.js';
import type { AuthorInfo, PostSummary, Route, Site } from '../types.js';
import { absoluteSiteUrl } from '../shared/base-url.js';
import { clipText, TITLE_LIMIT } from '../shared/text-transforms.js';

type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** Search engines read at most 110 characters of an article's headline. */
const HEADLINE_LIMIT = 110;

/**
 * `/img/x.png` → `https://site/img/x.png`; absolute URLs are kept. Search engines ignore relative URLs here.
 * Takes a URL, not a route path: callers pass route paths through hrefFor first.
 */
export function absoluteUrl(site: Site, pathOrUrl: string): string {
  if (isExternalHref(pathOrUrl)) return pathOrUrl;
  return absoluteSiteUrl(site.config, pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`);
}

/** The structured data of a route, or undefined for page types that have none. */
export function jsonLdForRoute(route: Route, site: Site): JsonLd | undefined {
  const data = route.data;
  switch (data.type) {
    case 'doc':
      return breadcrumbList(data.breadcrumbs, site);
    case 'blog-post':
      return { '@context': CONTEXT, ...blogPosting(data.post, site) };
    case 'blog-list':
    case 'blog-tag':
    case 'blog-author':
      return blog(route, data.posts, site);
    case 'home':
      return webSite(site);
    default:
      return undefined;
  }
}

/**
 * The docs page's trail of categories, outermost first. Categories without a landing page have no URL to give,
 * so they are left out (a ListItem needs an `item`), as Docusaurus does.
 */
export function breadcrumbList(crumbs: { label: string; href: string }[], site: Site): JsonLd | undefined {
  const linked = crumbs.filter((crumb) => crumb.href);
  if (linked.length === 0) return undefined;
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: clipText(crumb.label, TITLE_LIMIT),
      item: absoluteUrl(site, hrefFor(crumb.href)),
    })),
  };
}

export function blogPosting(post: PostSummary, site: Site): JsonLd {
  const url = absoluteUrl(site, hrefFor(post.href));
  return {
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: clipText(post.title, HEADLINE_LIMIT),
    name: clipText(post.title, TITLE_LIMIT),
    ...(post.description ? { description: post.description } : {}),
    datePublished: post.date,
    author: post.authors.map((author) => person(author, site)),
    ...(post.image ? { image: absoluteUrl(site, post.image) } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.map((tag) => tag.label) } : {}),
  };
}

function person(author: AuthorInfo, site: Site): JsonLd {
  return {
    '@type': 'Person',
    name: author.name,
    ...(author.title ? { description: author.title } : {}),
    ...(author.url ? { url: author.url } : {}),
    ...(author.imageUrl ? { image: absoluteUrl(site, author.imageUrl) } : {}),
  };
}

/** A page of a blog list (all posts, a tag's or an author's): the Blog and the posts shown on it. */
export function blog(route: Route, posts: PostSummary[], site: Site): JsonLd {
  const url = absoluteUrl(site, hrefFor(route.path));
  return {
    '@context': CONTEXT,
    '@type': 'Blog',
    '@id': url,
    mainEntityOfPage: url,
    headline: clipText(route.title, HEADLINE_LIMIT),
    name: clipText(route.title, TITLE_LIMIT),
    ...(route.description ? { description: route.description } : {}),
    blogPost: posts.map((post) => blogPosting(post, site)),
  };
}

/** The home page: the site itself, and where its search lives (so a search box can be offered in results). */
export function webSite(site: Site): JsonLd {
  const { config } = site;
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: config.title,
    url: `${config.url}/`,
    ...(config.tagline ? { description: config.tagline } : {}),
    ...(site.routeByPath.has('/search')
      ? {
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: absoluteSiteUrl(config, '/search?q={search_term_string}') },
            'query-input': 'required name=search_term_string',
          },
        }
      : {}),
  };
}

/** JSON for a `<script type="application/ld+json">` body; see inlineJson for why plain JSON.stringify is not enough. */
export function serializeJsonLd(data: JsonLd): string {
  return inlineJson(data);
}
