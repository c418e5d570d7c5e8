// What a base path may be: the site's (`baseUrl`, `/` or `/project/`), and the paths docs, a docs instance, a version
// and the blog are served under (`docs`, `/community/`). Each is written into every URL, script and stylesheet link
// as it is, so one that a browser reads as something else moves the site: `//evil.example/` is another host
// (pages loaded their script from it), `/x/../` and `/./` are folded away by the browser, but not by the sitemap.
// Needed by the config, migrate and the commands that read a built site's base, so it lives here.

/** A valid base path, to show in messages. */
export const BASE_PATH_EXAMPLE = '/docs/';

// Characters written into attributes and scripts without escaping: RFC 3986's path characters, and `%` escapes.
const SEGMENT_CHARACTERS = /^(?:[A-Za-z0-9._~!$()*+,;=:@-]|%[0-9A-Fa-f]{2})+$/;
// A browser folds these away as `.` and `..` (the URL standard counts `%2e` as a dot).
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * Why one segment of a path is not a plain URL path segment, or undefined when it is one. `anyCharacters`: other
 * characters are fine (route paths, which are percent-encoded where they are written).
 */
export function segmentProblem(segment: string, anyCharacters = false): string | undefined {
  if (segment === '') return 'an empty segment ("//")';
  if (DOT_SEGMENT.test(segment)) return `a "${segment}" segment, which a browser folds away`;
  if (segment.includes('\\')) return 'a backslash, which a browser reads as "/"';
  if (/[?#]/.test(segment)) return 'a "?" or "#", which ends the path of a URL';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(segment)) return 'a control character';
  if (!anyCharacters && !SEGMENT_CHARACTERS.test(segment)) return 'characters that are not URL path characters (write others %-escaped)';
  return undefined;
}

/**
 * Why `value` is not a site base path, or undefined when it is one: `/`, or `/segment/…/` of plain URL path segments
 * (none empty, `.` or `..`; no backslash, `?`, `#` or control character). `anyCharacters`: for the path of a `url`,
 * which the URL parser has already escaped (it keeps `&` and `'`, which baseUrl itself may not hold).
 */
export function basePathProblem(value: string, anyCharacters = false): string | undefined {
  if (!value.startsWith('/') || !value.endsWith('/')) return 'it must be a path that starts and ends with "/"';
  if (value === '/') return undefined;
  for (const segment of value.slice(1, -1).split('/')) {
    const problem = segmentProblem(segment, anyCharacters);
    if (problem) return `it has ${problem}`;
  }
  return undefined;
}

/**
 * Why `value` is not a route base path (`docs.routeBasePath`, a docs instance's or the blog's, a version's `path`),
 * or undefined when it is one: empty or `/` (the site root), or segments as in a base path, each slash at either end
 * optional (`docs`, `/docs/`, `docs/v2`), of any other characters.
 */
export function routeBasePathProblem(value: string): string | undefined {
  const trimmed = value.replace(/^\//, '').replace(/\/$/, '');
  if (trimmed === '') return value.length <= 1 ? undefined : 'it has an empty segment ("//")';
  for (const segment of trimmed.split('/')) {
    const problem = segmentProblem(segment, true);
    if (problem) return `it has ${problem}`;
  }
  return undefined;
}
