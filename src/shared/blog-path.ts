// Where the blog is served: Docusaurus's blog `routeBasePath` (`blog` by default; `/` puts the blog at the site
// root; unset means `blog`). Every blog route, link and feed is made here, so a base path is one setting and not a string in many files.

/** The blog's route for a path inside it: `blogPath({ routeBasePath: 'blog' }, 'tags')` → /blog/tags; with `/`, → /tags. */
export function blogPath(blog: { routeBasePath?: string }, inside = ''): string {
  const trimmed = (blog.routeBasePath ?? 'blog').replace(/^\/+|\/+$/g, '');
  const base = trimmed ? `/${trimmed}` : '';
  const rest = inside.replace(/^\/+/, '');
  if (!rest) return base || '/';
  return `${base}/${rest}`;
}

/** Posts the blog sidebar lists when `blog.sidebarCount` is not set: enough for most blogs to list them all. */
const BLOG_SIDEBAR_COUNT = 100;

/** How many of `total` posts the blog sidebar lists (`blog.sidebarCount`, Docusaurus's `blogSidebarCount`). */
export function blogSidebarCount(blog: { sidebarCount?: number | 'ALL' }, total: number): number {
  const count = blog.sidebarCount ?? BLOG_SIDEBAR_COUNT;
  return count === 'ALL' ? total : Math.min(count, total);
}

/** A feed the blog may have: its type (`blog.feed.types`), file, MIME type and the name Docusaurus gives its link. */
export const BLOG_FEEDS = [
  { type: 'rss', file: 'rss.xml', mime: 'application/rss+xml', name: 'RSS Feed' },
  { type: 'atom', file: 'atom.xml', mime: 'application/atom+xml', name: 'Atom Feed' },
  { type: 'json', file: 'feed.json', mime: 'application/feed+json', name: 'JSON Feed' },
] as const;

type FeedSettings = { feed?: { types?: readonly string[]; title?: string } };

/** The feeds the blog makes (`blog.feed.types`; every one when it is not set). */
export function blogFeeds(blog: FeedSettings): (typeof BLOG_FEEDS)[number][] {
  const types = blog.feed?.types;
  return types ? BLOG_FEEDS.filter((feed) => types.includes(feed.type)) : [...BLOG_FEEDS];
}

/** The feeds' title: `blog.feed.title`, else "<site title> Blog", as Docusaurus titles them. */
export function blogFeedTitle(blog: FeedSettings, siteTitle: string): string {
  return blog.feed?.title ?? `${siteTitle} Blog`;
}

type WithInstances = { instances?: readonly { id: string }[] };

/** The options of the blog a post is in, by its logical path: `<id>/…` is in the blog instance `<id>`, else the main blog. */
export function blogOfSource<B extends WithInstances>(blog: B, source: string): B | NonNullable<B['instances']>[number] {
  const id = source.slice(0, source.indexOf('/'));
  return blog.instances?.find((instance) => instance.id === id) ?? blog;
}

/**
 * A blog's translations inside a locale's folder, as Docusaurus names them: `docusaurus-plugin-content-blog` for the
 * main blog, `-<id>` after it for another (its posts, authors.yml and options.json).
 */
export function blogTranslationFolder(id: string | undefined): string {
  return id === undefined ? 'docusaurus-plugin-content-blog' : `docusaurus-plugin-content-blog-${id}`;
}

/**
 * The site as one of its blogs sees it: that blog's options as `config.blog` and its posts as `posts` (`id`
 * undefined: the main blog, the site as it is). The sidebar, feeds and blog pages of each blog are drawn from it.
 */
export function siteOfBlog<S extends { config: { blog: WithInstances }; posts: unknown[]; blogs?: Record<string, unknown[]> }>(site: S, id: string | undefined): S {
  if (id === undefined) return site;
  const blog = site.config.blog.instances?.find((instance) => instance.id === id);
  if (!blog) return site;
  return { ...site, config: { ...site.config, blog }, posts: site.blogs?.[id] ?? [] };
}
