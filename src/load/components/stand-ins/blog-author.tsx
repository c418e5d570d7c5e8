// `@theme/Blog/Components/Author` (Docusaurus 3.5+), which a site's component imports to draw an author card: the
// picture, the name (a heading when `as` is given) linked to the author's page, URL or email, the post count, and the
// title, in the markup lendocs draws its own post authors with (templates/BlogPostHeader.tsx), so its styles apply.
import * as React from 'react';
import { clsx } from './components.js';

interface Author {
  name?: string;
  title?: string;
  imageURL?: string;
  url?: string;
  email?: string;
  page?: { permalink: string } | null;
}

interface Props {
  author?: Author;
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  className?: string;
  count?: number;
}

/** A link when the author has somewhere to go, else the content alone (Docusaurus's MaybeLink). */
const maybeLink = (href: string | undefined, content: React.ReactNode) => (href ? <a href={href}>{content}</a> : content);

export function BlogAuthor({ author = {}, as, className, count }: Props) {
  const { name, title, imageURL, url, email, page } = author;
  const href = page?.permalink ?? url ?? (email ? `mailto:${email}` : undefined);
  const Name = as ?? 'span';
  return (
    <div className={clsx('post-author', className)}>
      {imageURL ? maybeLink(href, <img className="avatar" src={imageURL} alt={name ?? ''} width="40" height="40" loading="lazy" />) : null}
      {name || title ? (
        <span className="author-text">
          {name ? maybeLink(href, <Name className="author-name" translate="no">{name}</Name>) : null}
          {count !== undefined ? <span className="author-post-count">{count}</span> : null}
          {title ? <small className="author-title" title={title}>{title}</small> : null}
        </span>
      ) : null}
    </div>
  );
}
