import type { PostSummary } from '../src/types.js';
import { useStrings } from './strings.js';
import { hrefFor } from '../src/shared/url-path.js';

/** Title, date, reading time and authors of a post, shared by the post page and the lists. */
export function BlogPostHeader({ post, headingLevel }: { post: PostSummary; headingLevel: 1 | 2 }) {
  const { date: formatDate } = useStrings();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header className="post-header">
      <Title className="post-title">{headingLevel === 1 ? post.title : <a href={hrefFor(post.href)}>{post.title}</a>}</Title>
      <p className="post-meta">
        <time dateTime={post.date}>{formatDate(post.date)}</time>
        {post.hideReadingTime ? null : ` · ${post.readingMinutes} min read`}
      </p>
      {post.authors.length > 0 ? (
        <ul className="post-authors">
          {post.authors.map((author) => (
            <li key={author.key || author.name} className="post-author">
              {author.imageUrl ? <img className="avatar" src={author.imageUrl} alt="" width="40" height="40" loading="lazy" /> : null}
              <span className="author-text">
                {author.href ? <a href={hrefFor(author.href)}>{author.name}</a> : author.url ? <a href={author.url}>{author.name}</a> : <span>{author.name}</span>}
                {author.title ? <small className="author-title">{author.title}</small> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}
