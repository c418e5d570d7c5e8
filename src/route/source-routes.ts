// Where each Markdown file is published, from its path and front matter alone. Known before any body is rendered,
// so the Markdown renderer writes a link to another file (`./pools.md`) as its final href. The route stage places
// pages with these same functions; a file its table then leaves out (a duplicate route, a post without a date)
// fails the check stage's link check, so a link rendered from this map is never published pointing elsewhere.
import path from 'node:path/posix';
import type { SourceFacts } from '../load/load-content.js';
import { docsUnits } from '../shared/docs-units.js';
import { blogOfSource, blogPath } from '../shared/blog-path.js';
import type { ResolvedConfig } from '../types.js';
import { docRoute, docsBase, docsRootOf, normaliseRoute, type RouteFacts } from './doc-paths.js';

/** The config settings routes depend on. */
export type RouteSettings = Pick<ResolvedConfig, 'docs' | 'blog' | 'paths' | 'sidebars'>;

type BlogUrls = Pick<ResolvedConfig['blog'], 'postUrl' | 'routeBasePath'>;

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
  if (entry.kind === 'post') return postRoute(entry, blogOfSource(config.blog, entry.source));
  return pageRoute(entry);
}

/** A post's name without extension: the file's, or its folder's for `2024-01-02-name/index.md`. */
export function postStem(source: string): string {
  const fileName = path.basename(source).replace(/\.mdx?$/, '');
  return fileName === 'index' ? path.basename(path.dirname(source)) : fileName;
}

/** A post's date as its path gives it, and the slug Docusaurus makes from that path. */
export interface PostPathFacts {
  /** `YYYY`, `M(M)`, `D(D)` as written; undefined when the path has no date. */
  date?: { year: string; month: string; day: string };
  /** Docusaurus's slug under the blog base: `2024/05/01/launch`, `2025/05/27`, `sub/post`. */
  slug: string;
}

// Docusaurus's blog plugin (`parseBlogFileName`): a date `YYYY[-/]M[-/]D` anywhere in the path under blog/ (the
// last one, since the folder part is greedy) dates the post; the slug is the date as folders, then the folder
// before the date, then what follows it. `2023/12-15-long-polling/index.md` → 2023/12/15/long-polling,
// `2025-05-27.md` → 2025/05/27 (a post named by its date alone).
const DATED_PATH = /^(?<folder>.*)(?<date>(?<year>\d{4})[-/](?<month>\d{1,2})[-/](?<day>\d{1,2}))[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

/** The date and Docusaurus slug of a post, from its logical path (`blog/…`, or `<id>/…` in another blog). */
export function postPathFacts(source: string): PostPathFacts {
  const relative = source.slice(source.indexOf('/') + 1);
  const groups = DATED_PATH.exec(relative)?.groups;
  if (!groups) return { slug: relative.replace(/(?:\/index)?\.mdx?$/, '') };
  const { folder, date, year, month, day, text } = groups;
  return { date: { year, month, day }, slug: `${date.replace(/-/g, '/')}/${folder}${text}`.replace(/\/$/, '') };
}

/**
 * `/blog/<stem>`, or with `date-folders` Docusaurus's `/blog/<slug from the path>` (/blog being the blog's base path) (`/blog/YYYY/MM/DD/<rest>` for a
 * dated path), or the `slug` front matter (absolute, or relative to /blog).
 */
export function postRoute({ source, frontMatter }: RouteFacts, blog: BlogUrls): string {
  const slug = frontMatter.slug as string | undefined;
  if (slug) return normaliseRoute(slug.startsWith('/') ? slug : blogPath(blog, slug));
  if (blog.postUrl === 'date-folders') return normaliseRoute(blogPath(blog, postPathFacts(source).slug));
  return normaliseRoute(blogPath(blog, postStem(source)));
}

/** `pages/about.md` → `/about`, `pages/index.md` → `/`, or the `slug` front matter. */
export function pageRoute({ source, frontMatter }: RouteFacts): string {
  const relative = source.slice('pages/'.length).replace(/\.(mdx?|jsx?|tsx?)$/, '');
  const slug = frontMatter.slug as string | undefined;
  if (slug) return normaliseRoute(slug);
  return relative === 'index' ? '/' : `/${relative.replace(/(^|\/)index$/, '$1')}`;
}
