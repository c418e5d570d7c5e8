// The load stage: content folder → parsed pages, category metadata, blog data and the static files to copy.
import { readdirSync } from 'node:fs';
import { FILE_CONCURRENCY, mapLimit } from '../shared/concurrency.js';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { displayPath } from '../config/load.js';
import { error } from '../errors.js';
import type { Diagnostic, Page, PageKind, ResolvedConfig } from '../types.js';
import { loadBlogData, type BlogData } from './blog-data.js';
import { loadCategories, type CategoryMeta } from './categories.js';
import { readFrontMatter } from './front-matter.js';
import type { MarkdownRenderer } from './markdown.js';
import type { PageCache } from './page-cache.js';
import { MERMAID_SCRIPT } from '../client/mermaid.js';
import { substitute, substituteDeep } from './placeholders.js';
import { isInside, logicalPath, walkContent } from './walk.js';
import { preprocessMdx } from './mdx.js';

/** What loading one Markdown file produced; kept between builds in serve mode. */
export interface PageResult {
  page?: Page;
  diagnostics: Diagnostic[];
  /** Time spent reading, parsing and highlighting the file (0 when reused). */
  ms?: number;
}

export interface LoadOptions {
  /** Results of an earlier load, reused for files not in `changed` (serve --watch). */
  reuse?: Map<string, PageResult>;
  /** Paths (relative to the content root, as on disk) whose files changed since `reuse` was made. */
  changed?: Set<string>;
  /** The persistent parse cache, when the build uses one. */
  cache?: PageCache;
}

export interface LoadedContent {
  /** Every page result by path relative to the content root, for the next incremental load. */
  results: Map<string, PageResult>;
  pages: Page[];
  categories: Map<string, CategoryMeta>;
  blog: BlogData;
  /** Output path (`/img/x.svg`) → absolute file, for static/ and files beside Markdown. */
  files: Map<string, string>;
  diagnostics: Diagnostic[];
}

export async function loadContent(config: ResolvedConfig, markdown: MarkdownRenderer, options: LoadOptions = {}): Promise<LoadedContent> {
  const root = config.root;
  const product = config.product;
  const walked = await walkContent(root, config.paths, { allowOutside: config.allowOutsideContent });
  const logical = (relative: string) => logicalPath(relative, config.paths);
  const diagnostics: Diagnostic[] = [...walked.diagnostics];

  const { categories, diagnostics: categoryDiagnostics } = await loadCategories(root, walked.categories, product, displayPath, logical);
  const { data: blog, diagnostics: blogDiagnostics } = await loadBlogData(root, product, displayPath, config.paths.blog);
  diagnostics.push(...categoryDiagnostics, ...blogDiagnostics);

  const jobs: { relative: string; kind: PageKind }[] = [
    ...walked.docs.map((relative) => ({ relative, kind: 'doc' as const })),
    ...walked.pages.map((relative) => ({ relative, kind: 'page' as const })),
    ...walked.blog.map((relative) => ({ relative, kind: 'post' as const })),
  ];
  const results = new Map<string, PageResult>();
  // Bounded: one open file per job in flight, whatever the size of the site.
  const loaded = await mapLimit(jobs, FILE_CONCURRENCY, async (job) => {
    const previous = options.changed?.has(job.relative) ? undefined : options.reuse?.get(job.relative);
    const result = previous ?? (await loadPage(root, job.relative, job.kind, config, markdown, options.cache));
    results.set(job.relative, result);
    return result;
  });
  const pages: Page[] = [];
  for (const result of loaded) {
    diagnostics.push(...result.diagnostics);
    // A copy: the route stage rewrites html (links to routes), and the original stays reusable.
    if (result.page) pages.push({ ...result.page });
  }

  const files = new Map<string, string>();
  // Two files published at one path would overwrite each other (static/{{product.slug}}.png and static/acme.png,
  // or static/assets/katex/katex.min.css and KaTeX's own): the first is kept, and the second is an error.
  const publish = (outPath: string, from: string) => {
    const first = files.get(outPath);
    if (first === undefined) return void files.set(outPath, from);
    diagnostics.push(
      error('output-conflict', `${displayPath(first)} and ${displayPath(from)} would both be published at ${outPath}; one would overwrite the other.`, {
        // The one in the content folder, not KaTeX's or mermaid's own file.
        file: displayPath(isInside(root, from) ? from : first),
        hint: 'Rename or move one of them.',
      }),
    );
  };
  for (const relative of walked.staticFiles) publish(`/${substitute(logical(relative).slice('static/'.length), product)}`, path.join(root, relative));
  for (const relative of walked.contentAssets) publish(`/assets/content/${substitute(logical(relative), product)}`, path.join(root, relative));
  if (pages.some((page) => page.hasMath)) for (const [outPath, from] of katexAssets()) publish(outPath, from);
  if (pages.some((page) => page.hasMermaid)) publish(MERMAID_SCRIPT, fileURLToPath(import.meta.resolve('mermaid/dist/mermaid.min.js')));
  return { results, pages, categories, blog, files, diagnostics };
}

async function loadPage(
  root: string,
  relative: string,
  kind: PageKind,
  config: ResolvedConfig,
  markdown: MarkdownRenderer,
  cache: PageCache | undefined,
): Promise<PageResult> {
  const absolute = path.join(root, relative);
  const file = displayPath(absolute);
  let raw: string;
  try {
    raw = await readFile(absolute, 'utf8');
  } catch (cause) {
    return { diagnostics: [error('unreadable-file', `Cannot read this file: ${(cause as Error).message}`, { file, hint: 'Check that the file exists and is readable.' })] };
  }
  const key = cache?.key(relative, kind, raw);
  const cached = key ? cache!.get(key) : undefined;
  if (cached) return cached;
  let parsed: PageResult;
  try {
    parsed = await parsePage(raw, relative, kind, file, config, markdown);
  } catch (cause) {
    // One file's failure (a plugin that throws, a worker thread that died) is reported against that file.
    const diagnostic = error('load-failed', `Loading this file failed: ${(cause as Error).message}`, {
      file,
      hint: 'If the message does not point at something in the file, run with --debug and report the output.',
    });
    return { diagnostics: [{ ...diagnostic, stack: (cause as Error).stack }] };
  }
  if (key) cache!.set(key, parsed);
  return parsed;
}

async function parsePage(raw: string, relative: string, kind: PageKind, file: string, config: ResolvedConfig, markdown: MarkdownRenderer): Promise<PageResult> {
  const nul = raw.indexOf('\u0000');
  if (nul >= 0) {
    const line = raw.slice(0, nul).split('\n').length;
    return { diagnostics: [error('binary-file', 'This Markdown file contains NUL bytes; it looks like a binary file.', { file, line, hint: 'Save the file as UTF-8 text, or move it out of the content folder.' })] };
  }
  const text = substitute(raw, config.product);
  const front = readFrontMatter(text, file, kind);
  if (front.diagnostics.some((d) => d.severity === 'error')) return { diagnostics: front.diagnostics };
  const data = substituteDeep(front.data, config.product);
  if (data.draft === true) return { diagnostics: front.diagnostics };

  const source = substitute(logicalPath(relative, config.paths), config.product);
  // .mdx: imports dropped, the common components turned into Markdown and HTML (line numbers unchanged).
  const mdx = source.endsWith('.mdx') ? preprocessMdx(front.body, { file, bodyLine: front.bodyLine }) : undefined;
  const rendered = await markdown.render(mdx?.body ?? front.body, { file, source, bodyLine: front.bodyLine });
  const fallbackTitle = path.posix.basename(source).replace(/\.mdx?$/, '');
  const page: Page = {
    kind,
    file,
    source,
    frontMatter: data,
    frontMatterLines: front.lines,
    hasTruncate: rendered.hasTruncate,
    title: (data.title as string | undefined) ?? rendered.contentTitle?.text ?? fallbackTitle,
    titleId: rendered.contentTitle?.id,
    description: (data.description as string | undefined) ?? '',
    html: rendered.html,
    hasMath: rendered.env.hasMath === true,
    hasMermaid: rendered.env.hasMermaid === true,
    excerptHtml: rendered.excerptHtml,
    headings: rendered.env.headings,
    ids: rendered.env.ids,
    links: rendered.env.links,
    wordCount: rendered.wordCount,
    bodyLine: front.bodyLine,
    markdown: front.body,
  };
  return { page, diagnostics: [...front.diagnostics, ...(mdx?.diagnostics ?? []), ...rendered.env.diagnostics], ms: rendered.ms };
}

export const KATEX_STYLESHEET = '/assets/katex/katex.min.css';

/** KaTeX's stylesheet and fonts, published only when some page has maths. */
function katexAssets(): [string, string][] {
  const dist = path.dirname(fileURLToPath(import.meta.resolve('katex/dist/katex.min.css')));
  // Every format the stylesheet names, so `lendocs check` finds no missing font.
  const fonts = readdirSync(path.join(dist, 'fonts'));
  return [[KATEX_STYLESHEET, path.join(dist, 'katex.min.css')], ...fonts.map((name): [string, string] => [`/assets/katex/fonts/${name}`, path.join(dist, 'fonts', name)])];
}
