// URLs that people give (the site config, front matter, authors.yml, sidebars) and lendocs writes into an href, a
// src, a redirect, a feed or structured data. A scheme other than the few a reader expects (`javascript:`,
// `vbscript:`, `data:`) would run code or show made-up content under the site's name, so such a value is refused
// where it is read, with the key and what is allowed, rather than written or silently dropped.

/** What a key accepts: the schemes allowed, and whether a value without one (a path or a relative URL) is. */
export interface UrlRule {
  schemes: readonly string[];
  /** A path on this site (`/guides/`), a relative URL (`intro`, `#part`) or a protocol-relative one (`//host/x`). */
  relative: boolean;
  /** Docusaurus's escape hatch `pathname:///x`: a path on this site that the browser loads as a new page. */
  pathname?: boolean;
}

/**
 * Docusaurus's `pathname://` prefix: `pathname:///playground/` is the path `/playground/` on the site, loaded as a
 * new page (a file of the static folder, another app served beside the site) rather than a route of the site.
 */
export const PATHNAME_PREFIX = 'pathname://';

/** True for a `pathname://` link (as Docusaurus's Link reads it: the prefix at the start). */
export function isPathnameUrl(value: string): boolean {
  return value.startsWith(PATHNAME_PREFIX);
}

/** The path a `pathname://` link names: the prefix taken away, as Docusaurus's Link does (`pathname:///x` → `/x`). */
export function pathnameTarget(value: string): string {
  return value.slice(PATHNAME_PREFIX.length);
}

/** A link a reader follows: a web page, a mail address, or a page of this site (also as `pathname:///x`). */
export const LINK_URL: UrlRule = { schemes: ['http', 'https', 'mailto'], relative: true, pathname: true };
/** A link that leaves the site (navbar and footer `href`): a full web or mail URL, or a `pathname:///x` path. */
export const EXTERNAL_LINK_URL: UrlRule = { schemes: ['http', 'https', 'mailto'], relative: false, pathname: true };
/**
 * A navbar or footer `href`: a full web or mail URL, a `pathname:///x` path, or a URL relative to the page (Docusaurus
 * passes such an href to its Link as written, and its router resolves it against the current page).
 */
export const NAV_LINK_URL: UrlRule = { schemes: ['http', 'https', 'mailto'], relative: true, pathname: true };
/** An image, a redirect target or another web resource: a web URL or a path on this site. */
export const WEB_OR_PATH_URL: UrlRule = { schemes: ['http', 'https'], relative: true };
/** A service or an address outside the site (`editUrl`, a search host): a full web URL. */
export const WEB_URL: UrlRule = { schemes: ['http', 'https'], relative: false };

/** C0 controls and DEL: never part of a URL anyone means, and browsers drop some of them before reading a scheme. */
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The scheme a browser reads in `value`, lowercased and without its ":", or undefined when there is none (a
 * relative URL). As the URL standard parses: C0 controls and spaces around the value are dropped, and tabs and line
 * breaks anywhere, so ` JaVaScRiPt:` and `java\tscript:` are both `javascript`.
 */
export function urlScheme(value: string): string | undefined {
  const cleaned = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  return /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(cleaned)?.[1].toLowerCase();
}

/** Why `value` is not allowed by `rule` (a sentence without its final full stop), or undefined when it is. */
export function urlProblem(value: string, rule: UrlRule): string | undefined {
  const shown = JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
  if (CONTROL.test(value)) return `${shown} contains a control character (a tab or a line break); ${allowedText(rule)}`;
  const scheme = urlScheme(value);
  if (scheme === 'pathname' && rule.pathname && isPathnameUrl(value)) return pathnameProblem(value, shown);
  if (scheme === undefined) return rule.relative ? undefined : `${shown} is not a full URL; ${allowedText(rule)}`;
  if (rule.schemes.includes(scheme)) return rule.relative || URL.canParse(value.trim()) ? undefined : `${shown} is not a valid URL; ${allowedText(rule)}`;
  return `${shown} is a "${scheme}:" URL, which is not allowed here (it could run code or show content in a reader's browser); ${allowedText(rule)}`;
}

/** Why a `pathname://` link is refused: what follows the prefix must be a path on this site (`pathname:///x`). */
function pathnameProblem(value: string, shown: string): string | undefined {
  const target = pathnameTarget(value);
  if (target !== '' && urlScheme(target) === undefined && !target.startsWith('//')) return undefined;
  return `${shown} does not name a path on this site after "${PATHNAME_PREFIX}"; write it as pathname:///path (three slashes, then the path)`;
}

/** What a rule allows, in words: "give an http(s) or mailto URL, or a path on this site". */
export function allowedText(rule: UrlRule): string {
  const web = rule.schemes.includes('http') && rule.schemes.includes('https');
  const names = [...(web ? ['http(s)'] : []), ...rule.schemes.filter((s) => !web || (s !== 'http' && s !== 'https'))];
  const schemes = `${names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0]} URL`;
  const path = rule.relative ? ', or a path on this site' : rule.pathname ? ', or a path on this site as pathname:///path' : '';
  return `give ${names[0] === 'http(s)' ? 'an' : 'a'} ${schemes}${path}`;
}
