// Docusaurus's blog options → a lendocs blog's: the preset's blog (`blog`) and each extra
// `@docusaurus/plugin-content-blog` (`blog.instances`, with its id, folder and base path).
import { keptRoutePath } from './translate-docs-plugins.js';
import { translateEditUrl } from './translate-edit-url.js';
import { translateTagsAndFeeds } from './translate-feed.js';
import { notePlugins } from './markdown-plugins.js';
import { contentFilters, MARKDOWN_INCLUDE } from './translate-content-filters.js';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const BLOG_PLUGIN = '@docusaurus/plugin-content-blog';

/** One blog plugin as the Docusaurus config gives it. */
export interface BlogPluginEntry {
  /** Its `id` as Docusaurus knows it (`default` when it has none). */
  id: string;
  options: Any;
}

/** The blog plugins of a config's `plugins` list; `packageName` names a plugin reference (a path or a name). */
export function blogPlugins(plugins: unknown, packageName: (spec: string) => string): BlogPluginEntry[] {
  if (!Array.isArray(plugins)) return [];
  return plugins.flatMap((entry): BlogPluginEntry[] => {
    const [spec, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof spec !== 'string' || packageName(spec) !== BLOG_PLUGIN) return [];
    const given: Any = options && typeof options === 'object' ? options : {};
    return [{ id: typeof given.id === 'string' ? given.id : 'default', options: given }];
  });
}

/**
 * Whether a blog with no posts has its (empty) list page in this Docusaurus: from 3.10 on (its list is paginated
 * into at least one page); before, a blog without posts made no route at all. An unknown version is taken as the
 * newest.
 */
export function emptyBlogHasList(version: { major: number; minor?: number } | undefined): boolean {
  if (!version) return true;
  return version.major > 3 || (version.major === 3 && (version.minor ?? 10) >= 10);
}

/** How a blog is placed: its base path (when not its own default) and whether it is listed with no posts. */
export interface BlogPlacement {
  routeBasePath?: string;
  emptyList: boolean;
}

/**
 * A blog's options (everything but its folder and base path). `what` names it in notes: `blog` for the preset's,
 * `plugin @docusaurus/plugin-content-blog (id news)` for another.
 */
export function translateBlogOptions(options: Any, what: string, siteUrl: unknown, notes: string[], { routeBasePath, emptyList }: BlogPlacement): Any {
  const key = (name: string) => (what === 'blog' ? `blog.${name}` : `${what}: ${name}`);
  // Posts keep Docusaurus's URLs: /blog/2024/05/01/launch for 2024-05-01-launch.md. An empty blog keeps its list
  // page where Docusaurus makes one (blog.emptyList).
  const blog: Any = { postUrl: 'date-folders', ...(emptyList ? { emptyList: true } : {}) };
  if (options.blogTitle) blog.title = options.blogTitle;
  if (options.blogDescription) blog.description = options.blogDescription;
  if (Number.isInteger(options.postsPerPage) && options.postsPerPage >= 1) blog.postsPerPage = options.postsPerPage;
  else if (typeof options.postsPerPage === 'number') notes.push(`${key('postsPerPage')} ${options.postsPerPage}: not a whole number from 1; left out.`);
  else if (options.postsPerPage === 'ALL') notes.push(`${key('postsPerPage')} "ALL": not supported; lendocs paginates.`);
  // The blog's base path is part of every post's public URL: kept (`/` puts the blog at the site root).
  if (routeBasePath !== undefined) blog.routeBasePath = routeBasePath;
  // The blog sidebar lists as many posts as it did: Docusaurus's default is 5, lendocs's is 100.
  const count = options.blogSidebarCount ?? 5;
  if (count === 'ALL' || (Number.isInteger(count) && count >= 0)) blog.sidebarCount = count;
  else notes.push(`${key('blogSidebarCount')} ${JSON.stringify(count)}: not a number or "ALL"; left out.`);
  notePlugins(options, what, notes);
  Object.assign(blog, contentFilters(options, what, MARKDOWN_INCLUDE, notes));
  // Docusaurus shows the reading time unless told not to, as lendocs does.
  if (options.showReadingTime === false) blog.showReadingTime = false;
  const editUrl = translateEditUrl(options, key('editUrl'), siteUrl, notes);
  if (editUrl) blog.editUrl = editUrl;
  translateTagsAndFeeds(options, blog, notes);
  // The authors file keeps its name (`authors.generated.yml`, which a step before the build may write).
  if (typeof options.authorsMapPath === 'string' && options.authorsMapPath !== 'authors.yml') blog.authorsMapPath = options.authorsMapPath.replace(/^\.\//, '');
  for (const name of ['blogSidebarTitle', 'onInlineAuthors']) {
    if (options[name] !== undefined) notes.push(`${key(name)}: not translated.`);
  }
  return blog;
}

/** Names lendocs gives its own content (config schema: RESERVED_BLOG_IDS), which a blog instance cannot take. */
const RESERVED = ['default', 'docs', 'blog', 'pages', 'static'];

/**
 * `blog.instances` entries, one per extra blog plugin: its id (the same where it can be, else a close one that no
 * docs instance has, with a note), folder, base path (Docusaurus's default `blog`) and options.
 */
export function translateBlogInstances(entries: BlogPluginEntry[], docsIds: Iterable<string>, siteUrl: unknown, notes: string[], emptyList: boolean): Any[] {
  const taken = new Set(docsIds);
  return entries.map(({ id, options }) => {
    const what = `plugin ${BLOG_PLUGIN} (id ${id})`;
    let own = id.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^[-_]+/, '') || 'blog';
    if (RESERVED.includes(own)) own = `${own}-instance`;
    let unique = own;
    for (let n = 2; taken.has(unique); n++) unique = `${own}-${n}`;
    taken.add(unique);
    if (unique !== id) notes.push(`${what}: its id is "${unique}" in lendocs; its URLs do not change.`);
    const folder = String(options.path ?? 'blog').replace(/^\.\//, '').replace(/\/+$/, '');
    const base = keptRoutePath(options.routeBasePath ?? 'blog', `${what}: routeBasePath`, `its posts are served at /${unique}/`, notes);
    const instance: Any = { id: unique, path: folder, ...translateBlogOptions(options, what, siteUrl, notes, { routeBasePath: (base ?? unique) || '/', emptyList }) };
    notes.push(`${what}: kept as the blog "${unique}" (${folder}/ at /${instance.routeBasePath === '/' ? '' : instance.routeBasePath}).`);
    return instance;
  });
}
