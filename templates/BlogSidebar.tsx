import type { PostSummary } from '../src/types.js';
import { hrefFor } from '../src/shared/url-path.js';
import { blogSidebarTitleId } from '../src/shared/theme-strings.js';
import { useStrings } from './strings.js';

/**
 * The newest listed posts, grouped by year, newest first; the render stage marks the current one. `archive` is
 * given when the list leaves older posts out (blog.sidebarCount): the sidebar is then titled "Recent posts" and
 * ends with a link to the archive, which lists every post. `blog` is another blog's id (undefined: the main blog),
 * whose title its own translation gives.
 */
export function BlogSidebar({ posts, archive, blog }: { posts: PostSummary[]; archive?: { href: string; count: number }; blog?: string }) {
  const { t } = useStrings();
  const years: [string, PostSummary[]][] = [];
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    const last = years[years.length - 1];
    if (last && last[0] === year) last[1].push(post);
    else years.push([year, [post]]);
  }
  return (
    <nav className="sidebar blog-sidebar" aria-label={t('theme.blog.sidebar.navAriaLabel', 'Blog recent posts navigation')}>
      <p className="blog-sidebar-title">{t(blogSidebarTitleId(blog), archive ? 'Recent posts' : 'All posts')}</p>
      {years.map(([year, list]) => (
        <div className="blog-sidebar-year" key={year}>
          <h2 className="blog-sidebar-year-title">{year}</h2>
          <ul className="sidebar-list">
            {list.map((post) => (
              <li key={post.href} className="sidebar-item">
                <a className="sidebar-link" href={hrefFor(post.href)}>
                  {post.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
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
