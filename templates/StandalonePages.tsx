// Standalone pages: home, Markdown pages, not found, and the docs tags pages.
import { useStrings } from './strings.js';
import type { PostSummary, RouteData, Site, ThemeOverrides } from '../src/types.js';
import { Slot } from './ThemeSlot.js';
import { isExternal } from './context.js';
import { Markdown } from './Markdown.js';
import { hrefFor } from '../src/shared/url-path.js';

type Data<T extends RouteData['type']> = Extract<RouteData, { type: T }>;

interface HomeAction {
  label: string;
  href: string;
  primary?: boolean;
}
interface HomeCard {
  title: string;
  text: string;
  href: string;
}

/** Home: a hero (front matter `hero`), audience cards (`cards`), the Markdown body and the latest posts. */
export function HomePage({ data, site }: { data: Data<'home'>; site: Site }) {
  const { date: formatDate } = useStrings();
  const fm = data.page.frontMatter;
  const hero = (fm.hero ?? {}) as { title?: string; tagline?: string; actions?: HomeAction[] };
  const cards = (fm.cards ?? []) as HomeCard[];
  const latest: PostSummary[] = site.posts.slice(0, Number(fm.latest_posts ?? 3));
  return (
    <div className="home">
      <header className="hero">
        <h1 className="hero-title">{hero.title ?? site.config.title}</h1>
        <p className="hero-tagline">{hero.tagline ?? site.config.tagline}</p>
        <div className="hero-actions">
          {(hero.actions ?? []).map((action) => (
            <a
              key={action.label}
              className={action.primary ? 'button button-primary' : 'button button-secondary'}
              href={action.href}
              {...(isExternal(action.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {action.label}
            </a>
          ))}
        </div>
      </header>
      {cards.length > 0 ? (
        <section className="cards" aria-label="Where to start">
          {cards.map((card) => (
            <a className="card" href={card.href} key={card.title}>
              <h2 className="card-title">{card.title}</h2>
              <p>{card.text}</p>
            </a>
          ))}
        </section>
      ) : null}
      {data.page.html.trim() ? <Markdown html={data.page.html} className="markdown home-body" /> : null}
      {latest.length > 0 ? (
        <section className="latest-posts" aria-labelledby="latest-posts-title">
          <h2 id="latest-posts-title">Latest from the blog</h2>
          <ul>
            {latest.map((post) => (
              <li key={post.href}>
                <a href={hrefFor(post.href)}>{post.title}</a> <time dateTime={post.date}>{formatDate(post.date)}</time>
                {post.description ? <p>{post.description}</p> : null}
              </li>
            ))}
          </ul>
          <a className="button button-secondary" href="/blog">
            All posts
          </a>
        </section>
      ) : null}
    </div>
  );
}

export function MarkdownPage({ data, theme = {} }: { data: Data<'page'>; theme?: ThemeOverrides }) {
  return (
    <article className="standalone-page">
      {data.page.frontMatter.hide_title === true ? null : <h1 id={data.page.titleId}>{data.page.heading ?? data.page.title}</h1>}
      <Slot name="MDXContent" html={theme.MDXContent}>
        <Markdown html={data.page.html} />
      </Slot>
    </article>
  );
}

/** /search: the full result list; the search script fills it in from `?q=`. */
export function SearchPage() {
  const { t } = useStrings();
  return (
    <section className="search-page-body" data-search-page>
      <h1>{t('theme.SearchPage.inputLabel', 'Search')}</h1>
      <form className="search-page-form" action="/search" method="get" role="search">
        <label className="sr-only" htmlFor="search-page-input">
          Search the docs and blog
        </label>
        <input id="search-page-input" className="search-page-input" type="search" name="q" placeholder="Search the docs and blog" autoComplete="off" />
        <button type="submit" className="button button-primary">
          Search
        </button>
      </form>
      <div className="search-page-results" data-search-page-results aria-live="polite" />
      <noscript>
        <p>Search needs JavaScript. Browse the docs from the sidebar, or the blog archive, instead.</p>
      </noscript>
    </section>
  );
}

export function NotFoundPage() {
  const { t } = useStrings();
  return (
    <section className="not-found">
      <h1>{t('theme.NotFound.title', 'Page Not Found')}</h1>
      <p>{t('theme.NotFound.p1', 'We could not find what you were looking for.')}</p>
      <p>{t('theme.NotFound.p2', 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.')}</p>
    </section>
  );
}

/** Every tag with its count: /tags for docs, /blog/tags for the blog. */
export function TagsIndexPage({ data }: { data: Data<'docs-tags'> | Data<'blog-tags'> }) {
  const { t } = useStrings();
  return (
    <section className="tags-page">
      <h1>{t('theme.tags.tagsPageTitle', 'Tags')}</h1>
      <ul className="tags-index">
        {data.tags.map((tag) => (
          <li key={tag.key}>
            <a className="tag" href={hrefFor(tag.href)}>
              {tag.label} <span className="tag-count">{tag.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `title`: the route's, the theme's words for the tag and its count (src/shared/tag-titles.ts). */
export function DocsTagPage({ data, title }: { data: Data<'docs-tag'>; title: string }) {
  const { t } = useStrings();
  return (
    <section className="tags-page">
      <h1>{title}</h1>
      {data.tag.description ? <p>{data.tag.description}</p> : null}
      <a href={hrefFor(data.allTags)}>{t('theme.tags.tagsPageLink', 'View all tags')}</a>
      <ul className="tagged-docs">
        {data.docs.map((doc) => (
          <li key={doc.href}>
            <a href={hrefFor(doc.href)}>{doc.title}</a>
            {doc.description ? <p>{doc.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
