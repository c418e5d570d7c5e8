// Where each Markdown file is published, from its path and front matter alone. Known before any body is rendered,
// so the Markdown renderer writes a link to another file (`./pools.md`) as its final href. The route stage places
// pages with these same functions; a file its table then leaves out (a duplicate route, a post without a date)
// fails the check stage's link check, so a link rendered from this map is never published pointing elsewhere.
import path from 'node:path/posix';
import type { SourceFacts } from '../load/load-content.js';
import { docsUnits } from '../shared/docs-units.js';
import type { ResolvedConfig } from '../types.js';
import { docRoute, docsBase, docsRootOf, normaliseRoute, type RouteFacts } from './doc-paths.js';

/** The config settings routes depend on. */
export type RouteSettings = Pick<ResolvedConfig, 'docs' | 'blog' | 'paths' | 'sidebars'>;

type PostUrl = ResolvedConfig['blog']['postUrl'];

/** Route path of every source (logical path), as the Markdown renderer resolves `.md` links. */
export function sourceRoutes(entries: Iterable<SourceFacts>, config: RouteSettings): Map<string, string> {
  const routes = new Map<string, string>();
  // Each docs folder's base path (an instance's, a version's), by its logical name.
  const bases = new Map(docsUnits(config).map((unit) => [unit.root, docsBase(unit.routeBasePath)]));
  for (const entry of entries) routes.set(entry.source, routeOfSource(entry, config, bases));
  return routes;
}

function routeOfSource(entry: SourceFacts, config: RouteSettings, bases: ReadonlyMap<string, string>): string {
  if (entry.kind === 'doc') return docRoute(entry, bases.get(docsRootOf(entry.source)) ?? docsBase(config.docs.routeBasePath));
  if (entry.kind === 'post') return postRoute(entry, config.blog.postUrl);
  return pageRoute(entry);
}

/** A post's name without extension: the file's, or its folder's for `2024-01-02-name/index.md`. */
export function postStem(source: string): string {
  const fileName = path.basename(source).replace(/\.mdx?$/, '');
  return fileName === 'index' ? path.basename(path.dirname(source)) : fileName;
}

const DATED_NAME = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/;

/**
 * `/blog/<stem>` (or, with `date-folders`, `/blog/YYYY/MM/DD/<rest>` for a dated name), or the `slug` front matter
 * (absolute, or relative to /blog).
 */
export function postRoute({ source, frontMatter }: RouteFacts, postUrl: PostUrl = 'file-name'): string {
  const slug = frontMatter.slug as string | undefined;
  if (slug) return normaliseRoute(slug.startsWith('/') ? slug : `/blog/${slug}`);
  const stem = postStem(source);
  const dated = postUrl === 'date-folders' ? DATED_NAME.exec(stem) : null;
  return normaliseRoute(dated ? `/blog/${dated[1]}/${dated[2]}/${dated[3]}/${dated[4]}` : `/blog/${stem}`);
}

/** `pages/about.md` → `/about`, `pages/index.md` → `/`, or the `slug` front matter. */
export function pageRoute({ source, frontMatter }: RouteFacts): string {
  const relative = source.slice('pages/'.length).replace(/\.(mdx?|jsx?|tsx?)$/, '');
  const slug = frontMatter.slug as string | undefined;
  if (slug) return normaliseRoute(slug);
  return relative === 'index' ? '/' : `/${relative.replace(/(^|\/)index$/, '$1')}`;
}
