// The site's base path (config `baseUrl`, Docusaurus's meaning): a site served at https://me.github.io/project/ has
// the base `/project/`. Routes, output files and every link target inside lendocs stay base-less (`/explore/pools`);
// the base is added once, where a URL leaves lendocs: `withBase` for one URL, `prefixRootUrls` for a whole HTML
// document or fragment as the render stage finishes it. Browser-safe: the client reads the base from the `<html>`
// element (BASE_ATTRIBUTE) and adds it with `withBase` too.

/** The attribute of `<html>` that carries the base for the browser; written only when the base is not `/`. */
export const BASE_ATTRIBUTE = 'data-base-url';

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

// Attributes whose value is one URL. Written by the templates (always double-quoted by React) or by authors in
// Markdown HTML (single or double quotes). `data-sidebar-items-src` is lendocs' own (src/client/sidebar-items.ts).
const URL_ATTRIBUTE = /(\s(?:href|src|poster|action|formaction|data|xlink:href|data-sidebar-items-src)\s*=\s*)(["'])(\/(?!\/))/gi;
const SRCSET_ATTRIBUTE = /(\s(?:srcset|imagesrcset)\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi;
// `url(/x)`, looked for only in style attributes and <style> elements (in a code block it is text, left alone).
const STYLE_ATTRIBUTE = /(\sstyle\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi;
const STYLE_ELEMENT = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi;
const CSS_URL = /(url\(\s*)(["']?)(\/(?!\/))/gi;

/**
 * Adds the base to every root-relative URL of an HTML document or fragment: URL attributes, each candidate of a
 * `srcset`, and CSS `url()`. Text is not touched: in HTML text a quote is written `&quot;`, so `href="/` there
 * cannot match. With the base `/` the HTML is returned as it is.
 */
export function prefixRootUrls(html: string, base: string): string {
  if (base === '/') return html;
  return html
    .replace(URL_ATTRIBUTE, (_match, before: string, quote: string) => `${before}${quote}${base}`)
    .replace(SRCSET_ATTRIBUTE, (_match, before: string, double?: string, single?: string) => before + quoted(prefixSrcset(double ?? single!, base), double))
    .replace(STYLE_ATTRIBUTE, (_match, before: string, double?: string, single?: string) => before + quoted(prefixCssUrls(double ?? single!, base), double))
    .replace(STYLE_ELEMENT, (_match, open: string, css: string, close: string) => open + prefixCssUrls(css, base) + close);
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
