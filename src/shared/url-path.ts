// Route paths are kept decoded inside lendocs (`/with space`, `/100%`, `/café`), as on disk and as Docusaurus
// keeps them; they become URLs only where they are written out: hrefs, canonical and og:url, the sitemap, feeds,
// JSON-LD, the search index and llms.txt. Output files keep the decoded names, so a static server that decodes the
// request path once (lendocs serve, and every ordinary host) finds them.

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** True for an href that leaves the site: one with a scheme (`https:`, `mailto:`) or protocol-relative (`//host`). */
export function isExternalHref(href: string): boolean {
  return SCHEME.test(href) || href.startsWith('//');
}

/**
 * Sub-delimiters, ":" and "@" are valid in a path segment as they are (RFC 3986 pchar), so they stay readable;
 * except "&", which HTML would turn into `&amp;`.
 */
const READABLE = /%(?:24|2B|2C|3A|3B|3D|40)/g;

/** Lone surrogates cannot be UTF-8 encoded (encodeURIComponent throws); they become U+FFFD, as on disk. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** One path segment as it goes in a URL: `100%` → `100%25`, `with space` → `with%20space`, `café` → `caf%C3%A9`. */
export function encodePathSegment(segment: string): string {
  return encodeURIComponent(segment.replace(LONE_SURROGATE, '\uFFFD')).replace(READABLE, decodeURIComponent);
}

/** A decoded site path (a route path, or an output file's path) as a URL path. The "/" separators stay. */
export function encodeRoutePath(routePath: string): string {
  return routePath.split('/').map(encodePathSegment).join('/');
}

/**
 * The href for a link target held in decoded form: a route path, optionally followed by `?query` or `#fragment`
 * (route paths never contain "?" or "#", so the first one starts the suffix, which is kept as written). External
 * URLs (`https:`, `mailto:`, `//host`) are returned unchanged.
 */
export function hrefFor(target: string): string {
  if (SCHEME.test(target) || target.startsWith('//')) return target;
  const cut = target.search(/[?#]/);
  return cut < 0 ? encodeRoutePath(target) : encodeRoutePath(target.slice(0, cut)) + target.slice(cut);
}

/**
 * The decoded form of a site-local href written by an author (`/with%20space#x` → `/with space#x`), so that it
 * can be compared with route paths and go through hrefFor like one. Invalid escapes are left as written.
 */
export function decodeLocalHref(href: string): string {
  if (SCHEME.test(href) || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const pathPart = cut < 0 ? href : href.slice(0, cut);
  return pathPart.split('/').map(decodeSegment).join('/') + (cut < 0 ? '' : href.slice(cut));
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Splits `a/b.md#x?y` into path and fragment (query dropped: static pages have none). */
export function splitHref(href: string): { pathPart: string; hash: string } {
  const hashAt = href.indexOf('#');
  const withoutHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const hash = hashAt >= 0 ? href.slice(hashAt + 1) : '';
  const queryAt = withoutHash.indexOf('?');
  return { pathPart: queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash, hash };
}

/**
 * The path a relative URL (`./setup`, `../reference#props`) names from a page, as the browser and react-router
 * resolve it against the page's path (so `./x` from `/docs/guide` is `/docs/x`); query and fragment are left out.
 */
export function pathOnPage(href: string, pagePath: string): string {
  return new URL(splitHref(href).pathPart, `http://page.invalid${encodeRoutePath(pagePath.startsWith('/') ? pagePath : `/${pagePath}`)}`).pathname;
}
