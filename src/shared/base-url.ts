// The site's base path (config `baseUrl`, Docusaurus's meaning): a site served at https://me.github.io/project/ has
// the base `/project/`. Routes, output files and every link target inside lendocs stay base-less (`/explore/pools`);
// the base is added once, where a URL leaves lendocs: `withBase` for one URL, `finishHtmlUrls` for a whole HTML
// document or fragment as the render stage finishes it. The same places apply Docusaurus's `trailingSlash` to links
// (`withTrailingSlash`). Browser-safe: the client reads the base from the `<html>` element (BASE_ATTRIBUTE) and adds
// it with `withBase` too.

/** The attribute of `<html>` that carries the base for the browser; written only when the base is not `/`. */
export const BASE_ATTRIBUTE = 'data-base-url';

/**
 * Marks an element whose URL came from a `pathname:///x` link (safe-url.ts): as Docusaurus's Link writes it, its
 * href gets the base but not the trailingSlash rule, and an image's src neither. Written before the URL attribute.
 */
export const PATHNAME_ATTRIBUTE = 'data-pathname-link';

/**
 * The attributes of a link written `pathname:///x`, as Docusaurus's Link draws it: the path without the prefix,
 * and, as for any URL with a scheme, a new tab (unless the item names its own `target`).
 */
export function pathnameLinkAttributes(href: string, target?: string): Record<string, string> {
  return { [PATHNAME_ATTRIBUTE]: '', href: href.slice('pathname://'.length), target: target ?? '_blank', rel: 'noopener noreferrer' };
}

/** True for a root-relative URL (`/x`), which is the only kind the base applies to (`//host/x` leaves the site). */
function isRootRelative(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** `/explore/pools` → `/project/explore/pools` under the base `/project/`. Other URLs are returned unchanged. */
export function withBase(base: string, url: string): string {
  return base !== '/' && isRootRelative(url) ? base + url.slice(1) : url;
}

/** `/project/explore` → `/explore` (a request path back to a site path); undefined when it is not under the base. */
export function withoutBase(base: string, urlPath: string): string | undefined {
  if (base === '/') return urlPath;
  if (urlPath === base.slice(0, -1)) return '/';
  return urlPath.startsWith(base) ? urlPath.slice(base.length - 1) : undefined;
}

/** What decides the URLs lendocs writes; the resolved config is one (`baseUrl`, `trailingSlash`). */
export interface UrlRules {
  baseUrl: string;
  /** Docusaurus's `trailingSlash`: true `/x/`, false `/x`, undefined each route as it is. */
  trailingSlash?: boolean;
}

/**
 * The extensions of the files a site links to (generated files, static assets, documents). A page's last segment may
 * hold a dot too (`/v1.2`, `/blog/lendocs-2.0`), so "has a dot" does not mean "is a file".
 */
const FILE_EXTENSION = /\.(?:html?|xml|rss|atom|json|webmanifest|txt|md|csv|ya?ml|css|m?js|map|wasm|png|jpe?g|gif|svg|webp|avif|ico|bmp|tiff?|pdf|zip|gz|tgz|woff2?|ttf|otf|eot|mp[34]|webm|ogg|wav|m4a|mov)$/i;

/** True for a URL path whose last segment names a file (`/blog/rss.xml`, `/img/a.png`), not a page (`/v1.2`). */
export function namesFile(pathPart: string): boolean {
  return FILE_EXTENSION.test(pathPart);
}

/**
 * A page URL (path, then maybe `?query` or `#fragment`) under the `trailingSlash` rule: `/x` ↔ `/x/`. The root, and
 * a path whose last segment names a file (`/blog/rss.xml`, `/img/a.png`), are left as they are.
 */
export function withTrailingSlash(url: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || !isRootRelative(url)) return url;
  const cut = url.search(/[?#]/);
  const pathPart = cut < 0 ? url : url.slice(0, cut);
  const rest = cut < 0 ? '' : url.slice(cut);
  if (pathPart === '/' || namesFile(pathPart)) return url;
  const bare = pathPart.replace(/\/+$/, '');
  return (trailingSlash ? `${bare}/` : bare || '/') + rest;
}

/**
 * The absolute URL of a base-less root-relative URL, for canonical URLs, the sitemap, feeds, JSON-LD and llms.txt:
 * the config's `url` (which ends with the base) and the URL under the trailingSlash rule.
 */
export function absoluteSiteUrl(config: UrlRules & { url: string }, url: string): string {
  return config.url + withTrailingSlash(url, config.trailingSlash);
}

/** A root-relative link as it is written out: the trailingSlash rule, then the base. */
export function publicHref(rules: UrlRules, url: string): string {
  return withBase(rules.baseUrl, withTrailingSlash(url, rules.trailingSlash));
}

// Attributes whose value is one URL. Written by the templates (always double-quoted by React) or by authors in
// Markdown HTML (single or double quotes). `data-sidebar-items-src`, `data-sidebar-top-src`
// and `data-sidebar-top-js` are lendocs' own (src/client/sidebar-items.ts, sidebar-top-loader.ts).
// Only `href`s are links to pages, which the trailingSlash rule applies to.
const URL_ATTRIBUTE = /(\s(href|src|poster|action|formaction|data|xlink:href|data-sidebar-items-src|data-sidebar-top-src|data-sidebar-top-js)\s*=\s*)(?:"(\/(?!\/)[^"]*)"|'(\/(?!\/)[^']*)')/gi;
const SRCSET_ATTRIBUTE = /(\s(?:srcset|imagesrcset)\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi;
// `url(/x)`, looked for only in style attributes and <style> elements (in a code block it is text, left alone).
const STYLE_ATTRIBUTE = /(\sstyle\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi;
const STYLE_ELEMENT = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi;
const CSS_URL = /(url\(\s*)(["']?)(\/(?!\/))/gi;

/**
 * Finishes the root-relative URLs of an HTML document or fragment, which the templates write base-less and as the
 * routes are: the base on every URL attribute, `srcset` candidate and CSS `url()`, and the trailingSlash rule on
 * links. Text is not touched: in HTML text a quote is written `&quot;`, so `href="/` there cannot match. With the
 * base `/` and no trailingSlash the HTML is returned as it is.
 */
export function finishHtmlUrls(html: string, rules: UrlRules): string {
  const base = rules.baseUrl;
  if (base === '/' && rules.trailingSlash === undefined) return html;
  const pathnameLinks = html.includes(PATHNAME_ATTRIBUTE);
  const attributes = html.replace(URL_ATTRIBUTE, (_match, before: string, name: string, double: string | undefined, single: string | undefined, offset: number) => {
    const url = double ?? single!;
    const href = name.toLowerCase() === 'href';
    if (pathnameLinks && inPathnameElement(html, offset)) return before + quoted(href ? withBase(base, url) : url, double);
    return before + quoted(href ? publicHref(rules, url) : withBase(base, url), double);
  });
  if (base === '/') return attributes;
  return attributes
    .replace(SRCSET_ATTRIBUTE, (_match, before: string, double?: string, single?: string) => before + quoted(prefixSrcset(double ?? single!, base), double))
    .replace(STYLE_ATTRIBUTE, (_match, before: string, double?: string, single?: string) => before + quoted(prefixCssUrls(double ?? single!, base), double))
    .replace(STYLE_ELEMENT, (_match, open: string, css: string, close: string) => open + prefixCssUrls(css, base) + close);
}

/** True when the attribute at `offset` belongs to a tag marked with PATHNAME_ATTRIBUTE before it. */
function inPathnameElement(html: string, offset: number): boolean {
  const tagStart = html.lastIndexOf('<', offset);
  return tagStart >= 0 && html.slice(tagStart, offset).includes(PATHNAME_ATTRIBUTE);
}

/** Adds the base to the root-relative `url(...)`s of a piece of CSS. */
export function prefixCssUrls(css: string, base: string): string {
  return base === '/' ? css : css.replace(CSS_URL, (_match, before: string, quote: string) => `${before}${quote}${base}`);
}

/** The value back in the quotes it had. */
function quoted(value: string, double: string | undefined): string {
  return double === undefined ? `'${value}'` : `"${value}"`;
}

/** `/a.png 1x, /b.png 2x` → each candidate's URL with the base. */
function prefixSrcset(value: string, base: string): string {
  return value
    .split(',')
    .map((candidate) => candidate.replace(/^(\s*)(\S+)/, (_match, space: string, url: string) => space + withBase(base, url)))
    .join(',');
}
