// Routes for the blog: posts, paginated lists, tags, authors, archive. Lists are computed once here;
// templates only draw what they are given.
import type { AuthorEntry, BlogData } from '../load/blog-data.js';
import { blogPath } from '../shared/blog-path.js';
import { kebabCase } from '../shared/kebab-case.js';
import { blogTagTitle, tagTitleWords } from '../shared/tag-titles.js';
import { summarisePost } from './post-summary.js';
import type { AuthorInfo, Diagnostic, NavLink, Page, Pagination, PostSummary, ResolvedConfig, Route, TagInfo } from '../types.js';

export interface BlogRoutes {
  routes: Route[];
  /** Listed posts, newest first. */
  posts: PostSummary[];
  diagnostics: Diagnostic[];
}

export function routeBlog(pages: Page[], blog: BlogData, config: ResolvedConfig, fileDates?: ReadonlyMap<string, string>): BlogRoutes {
  const diagnostics: Diagnostic[] = [];
  const tags = new Map<string, TagInfo>();
  const authors = authorInfos(blog, blogPath(config.blog, 'authors'));
  const all: { page: Page; post: PostSummary }[] = [];
  for (const page of pages) {
    const post = summarisePost({ page, blog, config, tags, authors, diagnostics, fileDate: fileDates?.get(page.source) });
    if (post) all.push({ page, post });
  }
  all.sort((a, b) => b.post.date.localeCompare(a.post.date) || b.post.href.localeCompare(a.post.href));

  const listed = all.filter((entry) => !entry.post.unlisted).map((entry) => entry.post);
  for (const post of listed) {
    for (const tag of post.tags) tag.count++;
    for (const author of post.authors) author.count++;
  }
  // Docusaurus makes the (empty) list page of a blog with no posts; lendocs only when the config asks (migrate does).
  if (all.length === 0 && config.blog.emptyList !== true) return { routes: [], posts: listed, diagnostics };
  const perPage = config.blog.postsPerPage;
  const routes: Route[] = [
    ...paginate(blogPath(config.blog), listed, perPage, (items, pagination) => ({
      path: pagination.page === 1 ? blogPath(config.blog) : blogPath(config.blog, `page/${pagination.page}`),
      title: config.blog.title,
      description: config.blog.description,
      bodyClass: 'blog-list-page',
      docsearchTag: 'blog_posts_list',
      sidebar: 'blog',
      noindex: false,
      data: { type: 'blog-list', posts: items, pagination, heading: config.blog.title },
    })),
    ...postRoutes(all, listed),
    ...tagRoutes(config, [...tags.values()], listed),
    ...archiveRoutes(config, listed),
    ...authorRoutes(config, [...authors.values()], listed),
  ];
  return { routes, posts: listed, diagnostics };
}

function authorInfos(blog: BlogData, authorsPath: string): Map<string, AuthorInfo> {
  const authors = new Map<string, AuthorInfo>();
  for (const [key, author] of blog.authors) {
    authors.set(key, {
      key,
      name: author.name,
      title: author.title ?? '',
      url: author.url,
      imageUrl: author.image_url,
      href: authorPage(author.page, key, authorsPath),
      count: 0,
    });
  }
  return authors;
}

/**
 * An author's page, as Docusaurus 3.5+ makes it: only with `page: true` (at the key's kebab-case slug) or
 * `page: { permalink }` (at that path), both under /blog/authors.
 */
function authorPage(page: AuthorEntry['page'], key: string, authorsPath: string): string | undefined {
  if (page === true) return `${authorsPath}/${kebabCase(key) || key}`;
  if (typeof page === 'object') return `${authorsPath}/${page.permalink.split('/').filter(Boolean).join('/')}`;
  return undefined;
}

/** One route per post (unlisted ones too); previous and next walk the listed posts. */
function postRoutes(all: { page: Page; post: PostSummary }[], listed: PostSummary[]): Route[] {
  const listedIndex = new Map(listed.map((post, index) => [post.href, index]));
  const link = (other: PostSummary | undefined): NavLink | undefined => (other ? { label: other.title, href: other.href } : undefined);
  return all.map(({ page, post }) => {
    const at = listedIndex.get(post.href);
    return {
      path: post.href,
      title: post.title,
      description: post.description,
      bodyClass: 'blog-post-page',
      docsearchTag: 'default',
      sidebar: 'blog',
      noindex: post.unlisted,
      source: page.source,
      image: post.image,
      data: {
        type: 'blog-post',
        page,
        post,
        // Newer post first, as readers page backwards through time.
        previous: at === undefined ? undefined : link(listed[at - 1]),
        next: at === undefined ? undefined : link(listed[at + 1]),
      },
    };
  });
}

/** /blog/tags and each tag's paginated post list (tags of listed posts only). */
function tagRoutes(config: ResolvedConfig, tags: TagInfo[], listed: PostSummary[]): Route[] {
  const perPage = config.blog.postsPerPage;
  const tagList = tags.filter((tag) => tag.count > 0).sort((a, b) => a.label.localeCompare(b.label));
  if (tagList.length === 0) return [];
  const routes: Route[] = [
    {
      path: blogPath(config.blog, 'tags'),
      title: 'Tags',
      description: 'Every tag used on the blog.',
      bodyClass: 'blog-tags-list-page',
      docsearchTag: 'blog_tags_list',
      sidebar: 'blog',
      noindex: false,
      data: { type: 'blog-tags', tags: tagList },
    },
  ];
  const words = tagTitleWords(config);
  for (const tag of tagList) {
    const tagged = listed.filter((post) => post.tags.includes(tag));
    routes.push(...paginate(tag.href, tagged, perPage, (items, pagination) => ({
      path: pagination.page === 1 ? tag.href : `${tag.href}/page/${pagination.page}`,
      title: blogTagTitle(words, tag.count, tag.label),
      description: tag.description,
      bodyClass: 'blog-tags-post-list-page',
      docsearchTag: 'blog_tags_posts',
      sidebar: 'blog',
      noindex: false,
      data: { type: 'blog-tag', tag, posts: items, pagination },
    })));
  }
  return routes;
}

/** /blog/archive: every listed post, by year. */
function archiveRoutes(config: ResolvedConfig, listed: PostSummary[]): Route[] {
  if (listed.length === 0) return [];
  const years = new Map<string, PostSummary[]>();
  for (const post of listed) {
    const year = post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [
    {
      path: blogPath(config.blog, 'archive'),
      title: 'Archive',
      description: 'Every blog post, by year.',
      bodyClass: 'blog-archive-page',
      docsearchTag: 'default',
      sidebar: 'none',
      noindex: false,
      data: { type: 'blog-archive', years: [...years].map(([year, posts]) => ({ year, posts })) },
    },
  ];
}

/**
 * /blog/authors, listing every author of authors.yml, and the paginated posts of each author who has a page (even
 * with no posts yet), as Docusaurus 3.5+ makes them.
 */
function authorRoutes(config: ResolvedConfig, authors: AuthorInfo[], listed: PostSummary[]): Route[] {
  const perPage = config.blog.postsPerPage;
  const authorList = [...authors].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  if (authorList.length === 0) return [];
  const routes: Route[] = [
    {
      path: blogPath(config.blog, 'authors'),
      title: 'Authors',
      description: 'The people who write this blog.',
      bodyClass: 'blog-authors-list-page',
      docsearchTag: 'blog_authors_list',
      sidebar: 'blog',
      noindex: false,
      data: { type: 'blog-authors', authors: authorList },
    },
  ];
  for (const author of authorList.filter((each) => each.href)) {
    const written = listed.filter((post) => post.authors.includes(author));
    routes.push(...paginate(author.href!, written, perPage, (items, pagination) => ({
      path: pagination.page === 1 ? author.href! : `${author.href}/page/${pagination.page}`,
      title: author.name,
      description: author.title,
      bodyClass: 'blog-authors-posts-page',
      docsearchTag: 'blog_authors_posts',
      sidebar: 'blog',
      noindex: false,
      data: { type: 'blog-author', author, posts: items, pagination },
    })));
  }
  return routes;
}

function paginate(base: string, items: PostSummary[], perPage: number, make: (items: PostSummary[], pagination: Pagination) => Route): Route[] {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const pageHref = (n: number) => (n === 1 ? base : `${base}/page/${n}`);
  const routes: Route[] = [];
  for (let page = 1; page <= totalPages; page++) {
    routes.push(
      make(items.slice((page - 1) * perPage, page * perPage), {
        page,
        totalPages,
        newer: page > 1 ? pageHref(page - 1) : undefined,
        older: page < totalPages ? pageHref(page + 1) : undefined,
      }),
    );
  }
  return routes;
}
