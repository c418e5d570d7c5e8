// Where a doc lives: its id and its route, from its file path and front matter (Docusaurus rules).
import path from 'node:path/posix';
import type { Page } from '../types.js';

/** What a route is made from: where the file lives and its front matter (never its rendered body). */
export type RouteFacts = Pick<Page, 'source' | 'frontMatter'>;

// Docusaurus's default number-prefix parser, so ids and URLs stay what Docusaurus made them. Names that start like a
// date or a version (`2021-11-notes`, `7.0-changes`, `2_10_Sampling`) keep their digits.
const IGNORED_PREFIX = /^\d+[-_.]\d+/;
const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*([^-_.\s].*)$/;

/** `01-intro` → `intro`, `003 - intro` → `intro`: number prefixes order files without showing up in ids or URLs. */
export function stripNumberPrefix(name: string): string {
  if (IGNORED_PREFIX.test(name)) return name;
  return NUMBER_PREFIX.exec(name)?.[1] ?? name;
}

/** The logical folder of a doc's docs instance: `docs` for the main docs, the instance id for the others. */
export function docsRootOf(source: string): string {
  return source.slice(0, source.indexOf('/'));
}

/** A path under its docs instance's folder: `docs/curators/pools.md` → `curators/pools.md`. */
export function underDocsRoot(source: string): string {
  return source.slice(source.indexOf('/') + 1);
}

/** Folder of a doc relative to its docs folder, number prefixes removed (`curators/pools`; '' at the top). */
export function docFolder(page: RouteFacts): string {
  const dir = path.dirname(underDocsRoot(page.source));
  return dir === '.' ? '' : dir.split('/').map(stripNumberPrefix).join('/');
}

/**
 * Docusaurus's category index convention (isCategoryIndex): `index`, `README`, or a file named as its folder, the
 * names as written, number prefixes included and case ignored. `guides/00_guides.md` is no index (its route is
 * `/guides/guides`), `02-guides/02-guides.md` is. The docs folder itself is not a category.
 */
export function isIndexDoc(page: RouteFacts): boolean {
  const name = path.basename(page.source).replace(/\.mdx?$/, '').toLowerCase();
  if (name === 'index' || name === 'readme') return true;
  const atTop = !underDocsRoot(page.source).includes('/');
  const folder = path.basename(path.dirname(page.source)).toLowerCase();
  return !atTop && name === folder;
}

/** The doc id sidebars refer to: folder + (front matter id or file name). */
export function docId(page: RouteFacts): string {
  const own = (page.frontMatter.id as string | undefined) ?? stripNumberPrefix(path.basename(page.source).replace(/\.mdx?$/, ''));
  const folder = docFolder(page);
  return folder ? `${folder}/${own}` : own;
}

/** The docs base path as a route prefix: `''` for the site root, `/docs` for `docs`, `/docs/` or `/docs`. */
export function docsBase(routeBasePath: string | undefined): string {
  const trimmed = (routeBasePath ?? '/').replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

/** A docs route under the docs base path: `/intro` → `/docs/intro`, `/` → `/docs/`. */
export function underDocsBase(base: string, route: string): string {
  return base ? `${base}${route}` : route;
}

/**
 * `/explore/pools`, `/explore/` for an index doc, or the `slug` front matter (absolute, which is from the docs base
 * path as in Docusaurus, or relative to the folder); all under `base` (docsBase()).
 */
export function docRoute(page: RouteFacts, base = ''): string {
  return underDocsBase(base, docRouteFromRoot(page));
}

function docRouteFromRoot(page: RouteFacts): string {
  const folder = docFolder(page);
  const slug = page.frontMatter.slug as string | undefined;
  if (slug !== undefined) {
    return normaliseRoute(slug.startsWith('/') ? slug : resolveRelativeSlug(slug, folder ? `/${folder}/` : '/'));
  }
  if (isIndexDoc(page)) return folder ? `/${folder}/` : '/';
  const id = (page.frontMatter.id as string | undefined) ?? stripNumberPrefix(path.basename(page.source).replace(/\.mdx?$/, ''));
  return `/${folder ? `${folder}/` : ''}${id}`;
}

/**
 * A relative `slug` from the doc's folder, as Docusaurus resolves it (like a relative URL): `../HTML` from
 * `/front/HTML/` is `/front/HTML`; `..` never climbs above the docs base.
 */
function resolveRelativeSlug(slug: string, folder: string): string {
  const segments = `${folder}${slug}`.split('/').slice(1);
  const out: string[] = [];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === '..') out.pop();
    if (segment === '.' || segment === '..') {
      if (last) out.push('');
    } else out.push(segment);
  });
  return `/${out.join('/')}`;
}

export function normaliseRoute(route: string): string {
  const collapsed = route.replace(/\/{2,}/g, '/');
  return collapsed.startsWith('/') ? collapsed : `/${collapsed}`;
}
