// The load stage: content folder → parsed pages, category metadata, blog data and the static files to copy.
import { readdirSync } from 'node:fs';
import { FILE_CONCURRENCY, mapLimit } from '../shared/concurrency.js';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { displayPath } from '../config/load.js';
import { error } from '../errors.js';
import type { Diagnostic, Page, ResolvedConfig } from '../types.js';
import { loadPage, type PageJob, type PageResult } from './load-page.js';
import type { PageCache } from './page-cache.js';
import { loadBlogData, type BlogData } from './blog-data.js';
import { loadCategories, type CategoryMeta } from './categories.js';
import type { MarkdownRenderer } from './markdown.js';
import { substitute } from '../shared/placeholders.js';
import { isInside, logicalPath, walkContent } from './walk.js';

export type { PageResult };
import { KATEX_STYLESHEET, MERMAID_SCRIPT } from '../shared/asset-paths.js';


export interface LoadOptions {
  config: ResolvedConfig;
  /** Absolute path of the content root. */
  root: string;
  markdown: MarkdownRenderer;
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

export async function loadContent(options: LoadOptions): Promise<LoadedContent> {
  const { config, markdown, root } = options;
  const product = config.product;
  const walked = await walkContent(root, config.paths, { allowOutside: config.allowOutsideContent });
  const logical = (relative: string) => logicalPath(relative, config.paths);
  const diagnostics: Diagnostic[] = [...walked.diagnostics];

  const { categories, diagnostics: categoryDiagnostics } = await loadCategories({ root, files: walked.categories, product, shown: displayPath, logical });
  const { data: blog, diagnostics: blogDiagnostics } = await loadBlogData({ root, product, shown: displayPath, blogDir: config.paths.blog });
  diagnostics.push(...categoryDiagnostics, ...blogDiagnostics);

  const jobs: PageJob[] = [
    ...walked.docs.map((relative) => ({ relative, kind: 'doc' as const })),
    ...walked.pages.map((relative) => ({ relative, kind: 'page' as const })),
    ...walked.blog.map((relative) => ({ relative, kind: 'post' as const })),
  ];
  const results = new Map<string, PageResult>();
  // Bounded: one open file per job in flight, whatever the size of the site.
  const loaded = await mapLimit(jobs, FILE_CONCURRENCY, async (job) => {
    const previous = options.changed?.has(job.relative) ? undefined : options.reuse?.get(job.relative);
    const result = previous ?? (await loadPage(job, { root, config, markdown, cache: options.cache }));
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

/** KaTeX's stylesheet and fonts, published only when some page has maths. */
function katexAssets(): [string, string][] {
  const dist = path.dirname(fileURLToPath(import.meta.resolve('katex/dist/katex.min.css')));
  // Every format the stylesheet names, so `lendocs check` finds no missing font.
  const fonts = readdirSync(path.join(dist, 'fonts'));
  return [[KATEX_STYLESHEET, path.join(dist, 'katex.min.css')], ...fonts.map((name): [string, string] => [`/assets/katex/fonts/${name}`, path.join(dist, 'fonts', name)])];
}
