// The one way to get a Markdown renderer for a site: in this thread for small sites, on worker threads (one per
// core) for large ones, where starting the workers pays for itself. The highlighter is made only when a page
// needs rendering (a fully cached build never pays for it). `build`, `serve` and `check` all use this.
import fg from 'fast-glob';
import { createCodeHighlighter, type CodeHighlighter } from './highlight.js';
import { createMarkdownPool, WORKER_THRESHOLD } from './markdown-pool.js';
import { createMarkdown, type MarkdownRenderer } from './markdown.js';
import type { SiteCode } from './components/site-code.js';
import type { HighlightStoreOptions } from './highlight-store.js';

export interface OpenMarkdown {
  renderer: MarkdownRenderer;
  /** Stops the workers, or frees the highlighter. */
  close(): Promise<void>;
}

/**
 * `siteCode`: where the site's components run, on either kind of renderer (components/site-code.ts).
 * Counted over the whole content folder before the config is read, so a migrated site whose `paths` put docs or
 * pages elsewhere is counted too. `highlightStore`: the persistent cache's highlighted blocks, when there is a cache.
 * `startNow`: how many workers start before the first file comes (markdown-pool.ts; all when omitted).
 */
export async function openMarkdown(root: string, siteCode: SiteCode, highlightStore?: HighlightStoreOptions, { startNow }: { startNow?: number } = {}): Promise<OpenMarkdown> {
  const files = await fg('**/*.{md,mdx}', { cwd: root, ignore: ['**/node_modules/**'] }).catch(() => []);
  if (files.length >= WORKER_THRESHOLD) {
    const pool = createMarkdownPool({ siteCode, highlightStore, startNow });
    return { renderer: pool, close: () => pool.close() };
  }
  let highlighter: Promise<CodeHighlighter> | undefined;
  let markdown: Promise<MarkdownRenderer> | undefined;
  const make = async () => createMarkdown(await (highlighter ??= createCodeHighlighter(highlightStore)), siteCode);
  return {
    renderer: { render: async (body, where, routes) => (await (markdown ??= make())).render(body, where, routes) },
    close: async () => (await highlighter)?.dispose(),
  };
}
