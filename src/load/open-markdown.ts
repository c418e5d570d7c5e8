// The one way to get a Markdown renderer for a site: in this thread for small sites (their code blocks highlighted on
// a thread of their own), on worker threads (one per core) for large ones, where starting the workers pays for
// itself. `build`, `serve` and `check` all use this.
import fg from 'fast-glob';
import { createRemoteHighlighter } from './remote-highlighter.js';
import { createMarkdownPool, WORKER_THRESHOLD } from './markdown-pool.js';
import { createMarkdown, type MarkdownRenderer } from './markdown.js';
import type { SiteCode } from './components/site-code.js';
import type { HighlightStoreOptions } from './highlight-store.js';
import { optimiseForLongRun, optimiseForShortRun } from '../node/optimising-compiler.js';

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
/** From this many Markdown files, a build without a cache starts its highlighting thread before the first page. */
const EAGER_HIGHLIGHTER_FILES = 20;

export async function openMarkdown(root: string, siteCode: SiteCode, highlightStore?: HighlightStoreOptions, { startNow, longLived }: { startNow?: number; longLived?: boolean } = {}): Promise<OpenMarkdown> {
  const files = await fg('**/*.{md,mdx}', { cwd: root, ignore: ['**/node_modules/**'] }).catch(() => []);
  // `longLived`: serve's process, which runs for hours (its server, a rebuild at every save), whatever the site's size.
  if (files.length >= WORKER_THRESHOLD || longLived) optimiseForLongRun();
  if (files.length >= WORKER_THRESHOLD) {
    const pool = createMarkdownPool({ siteCode, highlightStore, startNow });
    return { renderer: pool, close: () => pool.close() };
  }
  // Its build lasts a second or two: compiling inlined code would cost more than it gives back (optimising-compiler.ts).
  if (!longLived) optimiseForShortRun();
  // Highlighted on a thread of its own (remote-highlighter.ts), beside this one. Without a cache every page is
  // rendered, so on a site of some size the thread starts now and loads shiki while the config and the files are
  // read; a site of a few pages may have no code block at all (a thread loading shiki for nothing costs more than
  // the overlap can gain there), and with a cache perhaps no page is rendered: then it starts with the first block.
  const highlighter = createRemoteHighlighter(highlightStore);
  if (!highlightStore && files.length >= EAGER_HIGHLIGHTER_FILES) highlighter.start();
  let markdown: MarkdownRenderer | undefined;
  return {
    renderer: { render: async (body, where, routes) => (markdown ??= createMarkdown(highlighter, siteCode)).render(body, where, routes) },
    close: () => highlighter.close(),
  };
}
