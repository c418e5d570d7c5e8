// One blog post's summary: its date, route, tags and authors, as lists, feeds and the post page show it.
import { error } from '../errors.js';
import type { BlogData } from '../load/blog-data.js';
import type { AuthorInfo, Diagnostic, Page, PostSummary, ResolvedConfig, TagInfo } from '../types.js';
import { type PostPathFacts, postPathFacts, postRoute } from './source-routes.js';
import { blogPath } from '../shared/blog-path.js';
import { capitalize } from '../shared/kebab-case.js';
import { fillEditUrl } from '../shared/edit-url.js';
import { encodeRoutePath } from '../shared/url-path.js';
import { frontMatterDay } from '../shared/front-matter-date.js';
import { inlineTagsDiagnostic, tagLabel, tagPermalink, type InlineTagsRule } from './tag-slug.js';

export interface SummaryContext {
  page: Page;
  blog: BlogData;
  config: ResolvedConfig;
  /** Every tag seen so far, by route (Docusaurus groups tagged posts by permalink); new ones are added. */
  tags: Map<string, TagInfo>;
  authors: Map<string, AuthorInfo>;
  diagnostics: Diagnostic[];
  /** For a post with no date in its front matter or path: its file's date (git's first commit, else its time). */
  fileDate?: string;
}

interface PostContext extends Omit<SummaryContext, 'config' | 'fileDate'> {
  /** The front matter line of a key, for messages. */
  line: (key: string) => number;
  /** The route of the tags list (/blog/tags), under which each tag's page is. */
  tagsPath: string;
  /** Docusaurus's `onInlineTags`: what a tag tags.yml does not declare is. */
  onInlineTags: InlineTagsRule;
}

/** A post's date, route, tags and authors; `undefined` (with an error) when the post cannot be placed. */
export function summarisePost({ page, blog, config, tags, authors, diagnostics, fileDate }: SummaryContext): PostSummary | undefined {
  const fm = page.frontMatter;
  const lineOf = (key: string) => page.frontMatterLines[key] ?? 1;
  const date = postDate(fm.date, postPathFacts(page.source).date) ?? (fm.date === undefined ? fileDate : undefined);
  if (!date) {
    diagnostics.push(
      error('invalid-post-date', fm.date !== undefined ? `The post date "${String(fm.date)}" is not a valid date.` : 'This post has no date.', {
        file: page.file,
        line: fm.date !== undefined ? lineOf('date') : 1,
        hint: 'Put the date in the path (YYYY-MM-DD-slug.md, YYYY-MM-DD-slug/index.md, YYYY/MM-DD-slug.md or YYYY-MM-DD.md), or set `date: YYYY-MM-DD` in the front matter.',
      }),
    );
    return undefined;
  }

  const href = postRoute(page, config.blog);

  const context = { page, blog, tags, authors, diagnostics, line: lineOf, tagsPath: blogPath(config.blog, 'tags'), onInlineTags: config.blog.onInlineTags ?? 'warn' };
  return {
    source: page.source,
    href,
    title: page.title,
    description: page.description,
    date,
    readingMinutes: readingMinutes(page, config),
    ...(config.blog.showReadingTime === false ? { hideReadingTime: true as const } : {}),
    ...(config.blog.editUrl ? { editUrl: postEditUrl(page, config.blog.editUrl, config.paths.blog) } : {}),
    tags: postTags(context),
    authors: postAuthors(context),
    excerptHtml: postExcerpt(page),
    hasTruncate: page.hasTruncate,
    image: fm.image as string | undefined,
    unlisted: fm.unlisted === true,
  };
}

/** The minutes a list shows for reading a post. */
export function readingMinutes(page: Page, config: ResolvedConfig): number {
  return Math.max(1, Math.ceil(page.wordCount / config.blog.wordsPerMinute));
}

/** What a list shows of a post: up to its truncate marker, or, without one, the whole post (as Docusaurus does). */
export function postExcerpt(page: Page): string {
  return page.hasTruncate ? page.excerptHtml : page.html;
}

function postDate(value: unknown, named: PostPathFacts['date']): string | undefined {
  if (value instanceof Date || typeof value === 'string') return frontMatterDay(value);
  if (named && validDate(named.year, named.month, named.day)) return `${named.year}-${named.month.padStart(2, '0')}-${named.day.padStart(2, '0')}`;
  return undefined;
}

function validDate(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

/**
 * A post's tags. With a tags.yml, a tag it declares takes its label, permalink and description (a label left out
 * is the key capitalised, as Docusaurus does); any other tag (an inline one: a name tags.yml lacks, or an object
 * written in the front matter) is kept as written and reported as `onInlineTags` says, once per post, as in
 * Docusaurus (a warning by default).
 */
function postTags({ page, blog, tags, diagnostics, line, tagsPath, onInlineTags }: PostContext): TagInfo[] {
  const postTags: TagInfo[] = [];
  const inline: string[] = [];
  for (const raw of (page.frontMatter.tags as unknown[] | undefined) ?? []) {
    const key = tagLabel(raw);
    const declared = typeof raw === 'string' ? blog.tags?.get(key) : undefined;
    if (blog.tags && !declared && !inline.includes(key)) inline.push(key);
    const written = typeof raw === 'object' && raw !== null ? (raw as { permalink?: unknown }).permalink : undefined;
    const href = `${tagsPath}${declared ? tagPermalink(key, declared.permalink) : tagPermalink(key, typeof written === 'string' ? written : undefined)}`;
    let tag = tags.get(href);
    if (!tag) {
      tag = { key, label: declared ? declared.label || capitalize(key) : key, href, description: declared?.description ?? '', count: 0 };
      tags.set(href, tag);
    }
    if (!postTags.includes(tag)) postTags.push(tag);
  }
  const report = inline.length > 0 ? inlineTagsDiagnostic(onInlineTags, inline, blog.tagsFile, { file: page.file, line: line('tags') }) : undefined;
  if (report) diagnostics.push(report);
  return postTags;
}

/**
 * A post's "Edit this page" URL, as Docusaurus makes it from the blog's editUrl: a URL gets the blog folder (from
 * the site folder) and the post's path in it; a template gets {blogDirPath} and {blogPath}.
 */
function postEditUrl(page: Page, editUrl: string, blogDir: string): string {
  const blogPath = page.source.slice(page.source.indexOf('/') + 1);
  return fillEditUrl(editUrl, { blogDirPath: blogDir.replace(/^\.\/|\/+$/g, ''), blogPath }, 'blogDirPath', 'blogPath', encodeRoutePath);
}

/** A post's authors: keys of authors.yml, or inline author objects. */
function postAuthors({ page, blog, authors, diagnostics, line }: PostContext): AuthorInfo[] {
  const postAuthors: AuthorInfo[] = [];
  const fm = page.frontMatter;
  const rawAuthors = fm.authors === undefined ? legacyAuthor(fm) : Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  for (const raw of rawAuthors) {
    if (typeof raw === 'string') {
      const author = authors.get(raw);
      if (!author) {
        diagnostics.push(
          error('unknown-author', `The author "${raw}" is not in ${blog.authorsFile}.`, {
            file: page.file,
            line: line('authors'),
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

  return postAuthors;
}

/**
 * Docusaurus's older single-author keys (`author`, `author_title`, `author_url`, `author_image_url`, and their
 * camel-case forms), as one inline author.
 */
function legacyAuthor(fm: Record<string, unknown>): unknown[] {
  if (typeof fm.author !== 'string' || fm.author === '') return [];
  return [{ name: fm.author, title: fm.author_title ?? fm.authorTitle, url: fm.author_url ?? fm.authorURL, image_url: fm.author_image_url ?? fm.authorImageURL }];
}
