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
