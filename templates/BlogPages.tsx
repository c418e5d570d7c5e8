// The blog's page bodies: post, tags list, tag, archive, authors list, author.
import type { RouteData, ThemeOverrides } from '../src/types.js';
import { Slot } from './ThemeSlot.js';
import { BlogList } from './BlogList.js';
import { BlogPostHeader } from './BlogPostHeader.js';
import { useStrings } from './strings.js';
import { Markdown } from './Markdown.js';
import { Pager } from './Pager.js';
import { TagList } from './TagList.js';
import { DocMeta } from './DocMeta.js';
import { Toc } from './Toc.js';
import { hrefFor } from '../src/shared/url-path.js';

type Data<T extends RouteData['type']> = Extract<RouteData, { type: T }>;

export function BlogPostPage({ data, theme = {} }: { data: Data<'blog-post'>; theme?: ThemeOverrides }) {
  const { t } = useStrings();
  return (
    <div className="doc-layout">
      <article className="blog-post">
        <Slot name="BlogPostItem" html={theme.BlogPostItem}>
          <BlogPostHeader post={data.post} headingLevel={1} />
          <Slot name="MDXContent" html={theme.MDXContent}>
            <Markdown html={data.page.html} />
          </Slot>
          <TagList tags={data.post.tags} />
          <DocMeta editUrl={data.post.editUrl} />
        </Slot>
        <Pager previous={data.previous} next={data.next} label="Blog post page navigation" previousLabel={t('theme.blog.post.paginator.newerPost', 'Newer post')} nextLabel={t('theme.blog.post.paginator.olderPost', 'Older post')} />
      </article>
      {data.page.frontMatter.hide_table_of_contents === true ? null : (
        <aside className="toc-column">
          <Toc headings={data.page.headings} />
        </aside>
      )}
    </div>
  );
}

export function BlogListPage({ data }: { data: Data<'blog-list'> }) {
  return (
    <section className="blog-list">
      <h1 className={data.pagination.page === 1 ? 'sr-only' : undefined}>
        {data.heading}
        {data.pagination.page > 1 ? ` — page ${data.pagination.page}` : ''}
      </h1>
      <BlogList posts={data.posts} pagination={data.pagination} />
    </section>
  );
}

/** `title`: the route's, the theme's words for the tag and its count (src/shared/tag-titles.ts). */
export function BlogTagPage({ data, title, tagsHref }: { data: Data<'blog-tag'>; title: string; tagsHref: string }) {
  const { t } = useStrings();
  return (
    <section className="blog-list">
      <header className="list-header">
        <h1>{title}</h1>
        {data.tag.description ? <p>{data.tag.description}</p> : null}
        <a href={tagsHref}>{t('theme.tags.tagsPageLink', 'View all tags')}</a>
      </header>
      <BlogList posts={data.posts} pagination={data.pagination} />
    </section>
  );
}

export function BlogArchivePage({ data }: { data: Data<'blog-archive'> }) {
  const { date: formatDate, t } = useStrings();
  return (
    <section className="archive">
      <h1>{t('theme.blog.archive.title', 'Archive')}</h1>
      {data.years.map(({ year, posts }) => (
        <section key={year} className="archive-year">
          <h2>{year}</h2>
          <ul>
            {posts.map((post) => (
              <li key={post.href}>
                <time dateTime={post.date}>{formatDate(post.date)}</time> — <a href={hrefFor(post.href)}>{post.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

export function BlogAuthorsPage({ data }: { data: Data<'blog-authors'> }) {
  const { t } = useStrings();
  return (
    <section className="authors-page">
      <h1>{t('theme.blog.authorsList.pageTitle', 'Authors')}</h1>
      <ul className="authors-index">
        {data.authors.map((author) => (
          <li key={author.key} className="author-card">
            {author.imageUrl ? <img className="avatar" src={author.imageUrl} alt="" width="64" height="64" loading="lazy" /> : null}
            <div>
              {author.href ? <a href={hrefFor(author.href)}>{author.name}</a> : author.url ? <a href={author.url}>{author.name}</a> : <span>{author.name}</span>}
              {author.title ? <p className="author-title">{author.title}</p> : null}
              <p className="author-count">
                {author.count} post{author.count === 1 ? '' : 's'}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BlogAuthorPage({ data, authorsHref }: { data: Data<'blog-author'>; authorsHref: string }) {
  const { author } = data;
  const { t } = useStrings();
  return (
    <section className="blog-list">
      <header className="list-header author-header">
        {author.imageUrl ? <img className="avatar" src={author.imageUrl} alt="" width="80" height="80" /> : null}
        <div>
          <h1>{author.name}</h1>
          {author.title ? <p className="author-title">{author.title}</p> : null}
          {author.url ? (
            <p>
              <a href={author.url}>{author.url.replace(/^https?:\/\//, '')}</a>
            </p>
          ) : null}
          <p>
            {author.count} post{author.count === 1 ? '' : 's'} · <a href={authorsHref}>{t('theme.blog.authorsList.viewAll', 'View all authors')}</a>
          </p>
        </div>
      </header>
      <BlogList posts={data.posts} pagination={data.pagination} />
    </section>
  );
}

