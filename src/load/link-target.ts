// What a link written in Markdown points at. One implementation, used by the Markdown plugin that records links
// and by the checks that resolve them.
import path from 'node:path/posix';
import type { LinkRef } from '../types.js';
import { safeDecode } from '../shared/text.js';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const MARKDOWN = /\.mdx?$/i;

/** Splits `a/b.md#x?y` into path and fragment (query dropped: static pages have none). */
export function splitHref(href: string): { pathPart: string; hash: string } {
  const hashAt = href.indexOf('#');
  const withoutHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const hash = hashAt >= 0 ? href.slice(hashAt + 1) : '';
  const queryAt = withoutHash.indexOf('?');
  return { pathPart: queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash, hash };
}

/**
 * Classifies an href written in the Markdown file whose logical path is `source` (e.g. `docs/explore/pools.md`).
 * Site-absolute links to Markdown (`/explore/pools.md`) are looked up under docs/ first, as Docusaurus does.
 */
export function linkTarget(href: string, source: string): LinkRef['target'] {
  if (SCHEME.test(href) || href.startsWith('//')) return { type: 'external' };
  const { pathPart, hash } = splitHref(href);
  if (pathPart === '') return { type: 'fragment', hash };
  const decoded = safeDecode(pathPart);
  if (decoded.startsWith('/')) {
    if (MARKDOWN.test(decoded)) return { type: 'source', path: path.join('docs', decoded), hash };
    return { type: 'route', path: decoded, hash };
  }
  const resolved = path.join(path.dirname(source), decoded);
  if (MARKDOWN.test(decoded)) return { type: 'source', path: resolved, hash };
  if (path.extname(decoded) !== '') return { type: 'asset', path: resolved };
  return { type: 'route', path: decoded, hash };
}

