import type { PostSummary } from '../src/types.js';
import { hrefFor } from '../src/shared/url-path.js';
import { blogSidebarTitleId } from '../src/shared/theme-strings.js';
import { useStrings } from './strings.js';

/**
 * The newest listed posts, grouped by year, newest first; the render stage marks the current one. `archive` is
 * given when the list leaves older posts out (blog.sidebarCount): the sidebar is then titled "Recent posts" and
 * ends with a link to the archive, which lists every post. `blog` is another blog's id (undefined: the main blog),
 * whose title its own translation gives. `top`, when a page carries only the posts around its own (a list over the
 * budget, src/render/blog-sidebar.tsx): the shared file holding every year's posts, and the code that puts them in place.
 */
export function BlogSidebar({ posts, archive, blog, top }: { posts: PostSummary[]; archive?: { href: string; count: number }; blog?: string; top?: { src: string; js: string } }) {
  const { t } = useStrings();
  return (
    <nav className="sidebar blog-sidebar" aria-label={t('theme.blog.sidebar.navAriaLabel', 'Blog recent posts navigation')} data-sidebar-top-src={top?.src} data-sidebar-top-js={top?.js}>
      <p className="blog-sidebar-title">{t(blogSidebarTitleId(blog), archive ? 'Recent posts' : 'All posts')}</p>
      {postsByYear(posts).map(([year, list]) => (
        <BlogSidebarYear key={year} year={year} posts={list} />
      ))}
      {archive ? (
        <p className="blog-sidebar-more">
          <a className="sidebar-link" href={hrefFor(archive.href)}>
            All {archive.count} posts
          </a>
        </p>
      ) : null}
    </nav>
  );
}

/** The posts in runs of one year each, in their order. */
export function postsByYear(posts: PostSummary[]): [string, PostSummary[]][] {
  const years: [string, PostSummary[]][] = [];
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    const last = years[years.length - 1];
    if (last && last[0] === year) last[1].push(post);
    else years.push([year, [post]]);
  }
  return years;
}

/** One year's heading and its posts. */
export function BlogSidebarYear({ year, posts }: { year: string; posts: PostSummary[] }) {
  return (
    <div className="blog-sidebar-year">
      <h2 className="blog-sidebar-year-title">{year}</h2>
      <ul className="sidebar-list">
        {posts.map((post) => (
          <BlogSidebarPost key={post.href} post={post} />
        ))}
      </ul>
    </div>
  );
}

export function BlogSidebarPost({ post }: { post: PostSummary }) {
  return (
    <li className="sidebar-item">
      <a className="sidebar-link" href={hrefFor(post.href)}>
        {post.title}
      </a>
    </li>
  );
}
