// Routes for the blog: posts, paginated lists, tags, authors, archive. Lists are computed once here;
// templates only draw what they are given.
import path from 'node:path/posix';
import { error } from '../errors.js';
import type { BlogData } from '../load/blog-data.js';
import { normaliseRoute } from './doc-paths.js';
import { tagSlug } from './tag-slug.js';
import type { AuthorInfo, Diagnostic, NavLink, Page, Pagination, PostSummary, ResolvedConfig, Route, TagInfo } from '../types.js';

const DATED_NAME = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/;

export interface BlogRoutes {
  routes: Route[];
  /** Listed posts, newest first. */
  posts: PostSummary[];
  diagnostics: Diagnostic[];
}

export function routeBlog(pages: Page[], blog: BlogData, config: ResolvedConfig): BlogRoutes {
  const diagnostics: Diagnostic[] = [];
  const tags = new Map<string, TagInfo>();
  const authors = new Map<string, AuthorInfo>();
  for (const [key, author] of blog.authors) {
    authors.set(key, {
      key,
      name: author.name,
      title: author.title ?? '',
      url: author.url,
      imageUrl: author.image_url,
      href: author.page === false ? undefined : `/blog/authors/${key}`,
      count: 0,
    });
  }

  const all: { page: Page; post: PostSummary }[] = [];
  for (const page of pages) {
    const post = summarise(page, blog, config, tags, authors, diagnostics);
    if (post) all.push({ page, post });
  }
  all.sort((a, b) => b.post.date.localeCompare(a.post.date) || b.post.href.localeCompare(a.post.href));

  const listed = all.filter((entry) => !entry.post.unlisted).map((entry) => entry.post);
  for (const post of listed) {
    for (const tag of post.tags) tag.count++;
    for (const author of post.authors) author.count++;
  }

  const routes: Route[] = [];
  if (all.length === 0) return { routes, posts: listed, diagnostics };
  const perPage = config.blog.postsPerPage;
  routes.push(...paginate('/blog', listed, perPage, (items, pagination) => ({
    path: pagination.page === 1 ? '/blog' : `/blog/page/${pagination.page}`,
    title: config.blog.title,
    description: config.blog.description,
    bodyClass: 'blog-list-page',
    docsearchTag: 'blog_posts_list',
    sidebar: 'blog',
    noindex: false,
    data: { type: 'blog-list', posts: items, pagination, heading: config.blog.title },
  })));

  const listedIndex = new Map(listed.map((post, index) => [post.href, index]));
  for (const { page, post } of all) {
    const at = listedIndex.get(post.href);
    const link = (other: PostSummary | undefined): NavLink | undefined => (other ? { label: other.title, href: other.href } : undefined);
    routes.push({
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
    });
  }

  const tagList = [...tags.values()].filter((tag) => tag.count > 0).sort((a, b) => a.label.localeCompare(b.label));
  if (tagList.length > 0) {
    routes.push({
      path: '/blog/tags',
      title: 'Tags',
      description: 'Every tag used on the blog.',
      bodyClass: 'blog-tags-list-page',
      docsearchTag: 'blog_tags_list',
      sidebar: 'blog',
      noindex: false,
      data: { type: 'blog-tags', tags: tagList },
    });
  }
  for (const tag of tagList) {
    const tagged = listed.filter((post) => post.tags.includes(tag));
    routes.push(...paginate(tag.href, tagged, perPage, (items, pagination) => ({
      path: pagination.page === 1 ? tag.href : `${tag.href}/page/${pagination.page}`,
      title: `${tag.count} post${tag.count === 1 ? '' : 's'} tagged with "${tag.label}"`,
      description: tag.description,
      bodyClass: 'blog-tags-post-list-page',
      docsearchTag: 'blog_tags_posts',
      sidebar: 'blog',
      noindex: false,
      data: { type: 'blog-tag', tag, posts: items, pagination },
    })));
  }

  if (listed.length > 0) {
    const years = new Map<string, PostSummary[]>();
    for (const post of listed) {
      const year = post.date.slice(0, 4);
      years.set(year, [...(years.get(year) ?? []), post]);
    }
    routes.push({
      path: '/blog/archive',
      title: 'Archive',
      description: 'Every blog post, by year.',
      bodyClass: 'blog-archive-page',
      docsearchTag: 'default',
      sidebar: 'none',
      noindex: false,
      data: { type: 'blog-archive', years: [...years].map(([year, posts]) => ({ year, posts })) },
    });
  }

  const authorList = [...authors.values()].filter((author) => author.href && author.count > 0).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  if (authorList.length > 0) {
    routes.push({
      path: '/blog/authors',
      title: 'Authors',
      description: 'The people who write this blog.',
      bodyClass: 'blog-authors-list-page',
      docsearchTag: 'blog_authors_list',
      sidebar: 'blog',
      noindex: false,
      data: { type: 'blog-authors', authors: authorList },
    });
  }
  for (const author of authorList) {
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

  return { routes, posts: listed, diagnostics };
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

/** A post's date, route, tags and authors; `undefined` (with an error) when the post cannot be placed. */
function summarise(
  page: Page,
  blog: BlogData,
  config: ResolvedConfig,
  tags: Map<string, TagInfo>,
  authors: Map<string, AuthorInfo>,
  diagnostics: Diagnostic[],
): PostSummary | undefined {
  const fm = page.frontMatter;
  const lineOf = (key: string) => page.frontMatterLines[key] ?? 1;
  const fileName = path.basename(page.source).replace(/\.mdx?$/, '');
  const stem = fileName === 'index' ? path.basename(path.dirname(page.source)) : fileName;
  const named = DATED_NAME.exec(stem);

  const date = postDate(fm.date, named);
  if (!date) {
    diagnostics.push(
      error('invalid-post-date', fm.date !== undefined ? `The post date "${String(fm.date)}" is not a valid date.` : 'This post has no date.', {
        file: page.file,
        line: fm.date !== undefined ? lineOf('date') : 1,
        hint: 'Name the file YYYY-MM-DD-slug.md (or the folder YYYY-MM-DD-slug/), or set `date: YYYY-MM-DD` in the front matter.',
      }),
    );
    return undefined;
  }

  const slug = fm.slug as string | undefined;
  const href = normaliseRoute(slug ? (slug.startsWith('/') ? slug : `/blog/${slug}`) : `/blog/${stem}`);

  const postTags: TagInfo[] = [];
  for (const raw of (fm.tags as unknown[] | undefined) ?? []) {
    const key = typeof raw === 'string' ? raw : (raw as { label: string }).label;
    let tag = tags.get(key);
    if (!tag) {
      const declared = blog.tags?.get(key);
      if (blog.tags && !declared) {
        diagnostics.push(
          error('undeclared-tag', `The tag "${key}" is not declared in ${blog.tagsFile}.`, {
            file: page.file,
            line: lineOf('tags'),
            hint: `Declare it in ${blog.tagsFile} (label, permalink, description), or use one of: ${[...blog.tags.keys()].join(', ')}.`,
          }),
        );
        continue;
      }
      const permalink = declared?.permalink ?? `/${tagSlug(key)}`;
      tag = { key, label: declared?.label ?? key, href: `/blog/tags${permalink}`, description: declared?.description ?? '', count: 0 };
      tags.set(key, tag);
    }
    if (!postTags.includes(tag)) postTags.push(tag);
  }

  const postAuthors: AuthorInfo[] = [];
  const rawAuthors = fm.authors === undefined ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  for (const raw of rawAuthors) {
    if (typeof raw === 'string') {
      const author = authors.get(raw);
      if (!author) {
        diagnostics.push(
          error('unknown-author', `The author "${raw}" is not in ${blog.authorsFile}.`, {
            file: page.file,
            line: lineOf('authors'),
            hint: blog.authors.size > 0 ? `Add "${raw}" to ${blog.authorsFile}, or use one of: ${[...blog.authors.keys()].join(', ')}.` : `Create ${blog.authorsFile} with an entry "${raw}:" (name, title, url, image_url).`,
          }),
        );
        continue;
      }
      postAuthors.push(author);
    } else {
      const inline = raw as Record<string, unknown>;
      postAuthors.push({
        key: '',
        name: String(inline.name ?? ''),
        title: String(inline.title ?? ''),
        url: inline.url as string | undefined,
        imageUrl: inline.image_url as string | undefined,
        count: 0,
      });
    }
  }

  return {
    source: page.source,
    href,
    title: page.title,
    description: page.description,
    date,
    readingMinutes: Math.max(1, Math.ceil(page.wordCount / config.blog.wordsPerMinute)),
    tags: postTags,
    authors: postAuthors,
    excerptHtml: page.excerptHtml,
    hasTruncate: page.hasTruncate,
    image: fm.image as string | undefined,
    unlisted: fm.unlisted === true,
  };
}

function postDate(value: unknown, named: RegExpExecArray | null): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    return match && validDate(match[1], match[2], match[3]) ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
  }
  if (named && validDate(named[1], named[2], named[3])) return `${named[1]}-${named[2]}-${named[3]}`;
  return undefined;
}

function validDate(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}
