// What a link written in Markdown points at. One implementation, used by the Markdown plugin that records links
// (and writes their hrefs) and, through the recorded targets, by the checks that resolve them.
import path from 'node:path/posix';
import type { LinkRef } from '../types.js';
import { withoutBase } from '../shared/base-url.js';
import { isExternalHref, splitHref } from '../shared/url-path.js';
import { safeDecode } from '../shared/text-transforms.js';
import { DEFAULT_PATHS, logicalPath, physicalPath, type ContentPaths } from './walk.js';

const MARKDOWN = /\.mdx?$/i;
/** Docusaurus's alias for the site folder: `@site/static/img/x.png`, `@site/docs/intro.md`. */
const SITE_ALIAS = '@site/';

/** Where a link is written: the file's logical path, the site's routes by source, and the content folders. */
export interface LinkContext {
  /** Logical path of the Markdown file (e.g. `docs/explore/pools.md`). */
  source: string;
  /** Route of every Markdown source of the site, to find which candidate file a `.md` link means. */
  routes: ReadonlyMap<string, string>;
  /** Where the content folders are on disk, for links written from the site folder. */
  paths?: ContentPaths;
  /** The site's base (config `baseUrl`): a link written with it already (`/project/x`) means `/x`. */
  baseUrl?: string;
  /**
   * The file the text was read from when it is not the source's own (a translation in `i18n/<locale>/…`, relative
   * to the content root): a file it names beside it (an image) is looked for beside the translation.
   */
  readFrom?: string;
}

/**
 * A root-relative href written with the site's base already (`/project/x` under `/project/`) → the href without it
 * (`/x`), as lendocs keeps every target base-less and adds the base once on output. Docusaurus leaves such a URL as
 * it is (useBaseUrl does not prefix it twice), so it is the same page. Any other href is returned unchanged.
 */
export function withoutWrittenBase(href: string, baseUrl: string | undefined): string {
  if (!baseUrl || baseUrl === '/' || !href.startsWith(baseUrl.slice(0, -1))) return href;
  const { pathPart } = splitHref(href);
  const bare = withoutBase(baseUrl, pathPart);
  return bare === undefined ? href : bare + href.slice(pathPart.length);
}

/**
 * Classifies an href written in a Markdown file. A link to another Markdown file is looked for where Docusaurus
 * looks (resolveMarkdownLinkPathname in @docusaurus/utils): `./x.md` and `../x.md` beside the file only; `/x.md` in
 * the file's content folder, then the site folder; a bare `x.md` in those two, then beside the file. Files beside
 * the Markdown (images) are relative to the file; `@site/…` is relative to the site folder.
 */
export function linkTarget(href: string, context: LinkContext): LinkRef['target'] {
  if (isExternalHref(href)) return { type: 'external' };
  const { pathPart, hash } = splitHref(withoutWrittenBase(href, context.baseUrl));
  if (pathPart === '') return { type: 'fragment', hash };
  // A path written with backslashes (`..\img\a.png`, as on Windows) is read with slashes, as Docusaurus reads it: its
  // image and link plugins parse the URL (Node's url.parse, or WHATWG URL against an http base), which turn `\` into `/`.
  const decoded = safeDecode(pathPart).replace(/\\/g, '/');
  const paths = context.paths ?? DEFAULT_PATHS;
  if (decoded.startsWith(SITE_ALIAS)) {
    const fromSite = logicalPath(path.normalize(decoded.slice(SITE_ALIAS.length)), paths);
    return MARKDOWN.test(decoded) ? { type: 'source', path: fromSite, hash } : { type: 'asset', path: fromSite };
  }
  if (MARKDOWN.test(decoded)) return { type: 'source', path: markdownSource(decoded, context, paths), hash };
  if (decoded.startsWith('/')) return { type: 'route', path: decoded, hash };
  if (path.extname(decoded) !== '') return { type: 'asset', path: assetBesideFile(decoded, context, paths) };
  return { type: 'route', path: decoded, hash };
}

/** The first candidate that is a page of the site; when none is, the one the author most likely meant (named in the error). */
function markdownSource(link: string, { source, routes }: LinkContext, paths: ContentPaths): string {
  const candidates: string[] = [];
  const contentFolder = source.split('/')[0];
  const besideTheFile = link.startsWith('./') || link.startsWith('../');
  if (!besideTheFile) {
    candidates.push(path.join(contentFolder, link));
    candidates.push(logicalPath(path.normalize(link).replace(/^\/+/, ''), paths));
  }
  if (!link.startsWith('/')) candidates.push(relativeToFile(source, link, paths));
  // lendocs' own convention, kept: `/explore/pools.md` written in a post or a page means the doc.
  if (link.startsWith('/') && contentFolder !== 'docs') candidates.push(path.join('docs', link));
  const found = candidates.find((candidate) => routes.has(candidate));
  if (found) return found;
  return link.startsWith('/') ? candidates[0] : relativeToFile(source, link, paths);
}

/**
 * A file named relative to the Markdown (an image, a PDF), as Docusaurus's image and file-link plugins resolve it:
 * beside the file compiled, which for a translated page is its translation (`i18n/<locale>/…`), not the default
 * locale's file; Docusaurus does not look beside that one too (a missing image fails its build).
 */
function assetBesideFile(relative: string, { source, readFrom }: LinkContext, paths: ContentPaths): string {
  return readFrom === undefined ? relativeToFile(source, relative, paths) : logicalPath(path.join(path.dirname(readFrom), relative), paths);
}

/**
 * A relative path from a file, followed on disk (where the author wrote it) and named logically: `../community/x.md`
 * from `docs/intro.md` reaches the docs instance whose folder is `community`, whatever the logical names.
 */
function relativeToFile(source: string, relative: string, paths: ContentPaths): string {
  return logicalPath(path.join(path.dirname(physicalPath(source, paths)), relative), paths);
}
