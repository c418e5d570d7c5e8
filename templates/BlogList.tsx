import type { Pagination, PostSummary } from '../src/types.js';
import { BlogPostHeader } from './BlogPostHeader.js';
import { Markdown } from './Markdown.js';
import { TagList } from './TagList.js';
import { hrefFor } from '../src/shared/url-path.js';
import { useStrings } from './strings.js';

/** A page of post excerpts with newer/older links. */
export function BlogList({ posts, pagination }: { posts: PostSummary[]; pagination: Pagination }) {
  return (
    <>
      {posts.map((post) => (
        <article className="post-entry" key={post.href}>
          <BlogPostHeader post={post} headingLevel={2} />
          <Markdown html={post.excerptHtml} />
          <footer className="post-entry-footer">
            {/* A post shown whole (it has no truncate marker) has nothing more to read. Under its excerpt, named as
                Docusaurus names it; the hidden words make the link's own text say which post (what a crawler reads). */}
            {post.hasTruncate ? (
              <a className="read-more" href={hrefFor(post.href)} aria-label={`Read more about ${post.title}`}>
                Read more<span className="sr-only"> about {post.title}</span>
              </a>
            ) : null}
            <TagList tags={post.tags} />
          </footer>
        </article>
      ))}
      <PaginationNav pagination={pagination} />
    </>
  );
}

export function PaginationNav({ pagination }: { pagination: Pagination }) {
  const { t } = useStrings();
  if (!pagination.newer && !pagination.older) return null;
  return (
    <nav className="pager" aria-label={t('theme.blog.paginator.navAriaLabel', 'Blog list page navigation')}>
      {pagination.newer ? (
        <a className="pager-link pager-previous" href={hrefFor(pagination.newer)}>
          <span className="pager-label">« {t('theme.blog.paginator.newerEntries', 'Newer entries')}</span>
        </a>
      ) : (
        <span />
      )}
      {pagination.older ? (
        <a className="pager-link pager-next" href={hrefFor(pagination.older)}>
          <span className="pager-label">{t('theme.blog.paginator.olderEntries', 'Older entries')} »</span>
        </a>
      ) : null}
    </nav>
  );
}
