// `lendocs check`: proves a built site has no broken links. linkinator crawls the site served on loopback
// (pages, images, scripts, stylesheets); fragments are checked against each target page's ids with the build's own
// hasFragment(); broken items are traced back to Markdown file:line through the build's own link resolution.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import * as cheerio from 'cheerio';
import fg from 'fast-glob';
import { LinkChecker, LinkState } from 'linkinator';
import { createCodeHighlighter } from '../load/highlight.js';
import { createMarkdown } from '../load/markdown.js';
import { compile, createTimer } from '../pipeline.js';
import { pageOf } from '../route/build-site.js';
import { createStaticHandler } from '../serve/static-handler.js';
import { checkExternal } from './external.js';
import { hasFragment, linkTargetPath } from './links.js';

/** The JSON report (`--format json`). Documented in the README; `version` changes if the shape does. */
export interface CheckReport {
  version: 1;
  summary: { pages: number; links: number; broken: number; skipped: number };
  broken: BrokenItem[];
  skipped: { url: string; reason: string }[];
}

export interface BrokenItem {
  /** Site path (`/explore/x#y`) for internal items, the full URL for external ones. */
  url: string;
  kind: 'page' | 'anchor' | 'image' | 'script' | 'stylesheet' | 'external' | 'other';
  /** HTTP status, when there was a response. */
  status?: number;
  reason: string;
  /** Every page that links to it, with the Markdown source and line when the build knows them. */
  sources: { page: string; file?: string; line?: number }[];
}

export interface CheckOptions {
  outDir: string;
  /** The content folder, to map pages back to Markdown lines (optional). */
  root?: string;
  external: boolean;
  concurrency: number;
  timeout: number;
}

interface PageScan {
  path: string;
  ids: Set<string>;
  refs: { url: string; kind: BrokenItem['kind'] }[];
}

const KIND_BY_TAG: Record<string, BrokenItem['kind']> = { a: 'page', img: 'image', source: 'image', script: 'script', link: 'stylesheet', iframe: 'page', video: 'other', audio: 'other' };

/** `explore/pools/index.html` → `/explore/pools`; `index.html` → `/`; `404.html` stays a file. */
function pagePathOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`;
  return `/${file}`;
}

function normalisePagePath(pathname: string): string {
  const decoded = decodeSafe(pathname).replace(/\/index\.html$/, '/');
  return decoded.length > 1 ? decoded.replace(/\/$/, '') : decoded;
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

async function scanPages(outDir: string, origin: string): Promise<Map<string, PageScan>> {
  const files = (await fg('**/*.html', { cwd: outDir, ignore: ['search-index/**'] })).sort();
  const pages = new Map<string, PageScan>();
  for (const file of files) {
    const pagePath = pagePathOf(file);
    const $ = cheerio.load(await readFile(path.join(outDir, file), 'utf8'));
    const ids = new Set<string>();
    $('[id]').each((_, el) => void ids.add($(el).attr('id')!));
    $('a[name]').each((_, el) => void ids.add($(el).attr('name')!));
    const refs: PageScan['refs'] = [];
    $('a[href], link[rel="stylesheet"][href], script[src], img[src], source[src], iframe[src], video[src], audio[src]').each((_, el) => {
      const tag = el.tagName.toLowerCase();
      const raw = $(el).attr(tag === 'a' || tag === 'link' ? 'href' : 'src')!;
      if (/^(mailto|tel|javascript|data):/i.test(raw)) return;
      try {
        refs.push({ url: new URL(raw, origin + pagePath).href, kind: KIND_BY_TAG[tag] ?? 'other' });
      } catch {
        // An unparseable URL is linkinator's to report.
      }
    });
    pages.set(normalisePagePath(pagePath), { path: pagePath, ids, refs });
  }
  return pages;
}

/** Markdown file:line of each link, keyed by "page path → target path". */
async function sourceLines(root: string | undefined): Promise<Map<string, { file: string; line: number }>> {
  const lines = new Map<string, { file: string; line: number }>();
  if (!root) return lines;
  const highlighter = await createCodeHighlighter();
  try {
    const { site } = await compile(root, createMarkdown(highlighter), createTimer());
    if (!site) return lines;
    for (const route of site.routes) {
      const page = pageOf(route);
      if (!page) continue;
      for (const link of page.links) {
        const target = link.target.type === 'external' ? link.href.split('#')[0] : linkTargetPath(site, link, route);
        const key = `${normalisePagePath(route.path)} ${target}`;
        if (target && !lines.has(key)) lines.set(key, { file: page.file, line: link.line });
      }
    }
  } finally {
    highlighter.dispose();
  }
  return lines;
}

export async function checkSite(options: CheckOptions): Promise<CheckReport> {
  const handler = createStaticHandler(options.outDir);
  const server = createServer((request, response) => void handler(request, response).catch(() => response.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const [pages, lines] = await Promise.all([scanPages(options.outDir, origin), sourceLines(options.root)]);
    const broken = new Map<string, BrokenItem>();
    const kindOf = new Map<string, BrokenItem['kind']>();
    const linkedFrom = new Map<string, Set<string>>();
    for (const page of pages.values()) {
      for (const ref of page.refs) {
        const bare = ref.url.split('#')[0];
        if (!kindOf.has(bare) || ref.kind !== 'page') kindOf.set(bare, ref.kind);
        linkedFrom.set(bare, (linkedFrom.get(bare) ?? new Set()).add(page.path));
      }
    }
    const report = (key: string, item: Omit<BrokenItem, 'sources'>, fromPages: Iterable<string>) => {
      const entry = broken.get(key) ?? { ...item, sources: [] };
      for (const from of fromPages) {
        if (entry.sources.some((s) => s.page === from)) continue;
        const where = lines.get(`${normalisePagePath(from)} ${item.url}`);
        entry.sources.push({ page: from, ...(where ?? {}) });
      }
      broken.set(key, entry);
    };

    // 1. Internal crawl: every page, image, script and stylesheet reachable from the home page and the pages on disk.
    const checker = new LinkChecker();
    const crawl = await checker.check({
      path: [...pages.values()].map((page) => origin + page.path),
      recurse: true,
      concurrency: options.concurrency,
      timeout: options.timeout,
      checkCss: true,
      linksToSkip: async (link) => !link.startsWith(origin),
    });
    let checked = 0;
    for (const result of crawl.links) {
      if (!result.url.startsWith(origin)) continue;
      checked++;
      if (result.state !== LinkState.BROKEN) continue;
      const sitePath = result.url.slice(origin.length);
      const bare = result.url.split('#')[0];
      const from = linkedFrom.get(bare) ?? (result.parent ? [new URL(result.parent).pathname] : []);
      report(sitePath, { url: sitePath, kind: kindOf.get(bare) ?? 'other', status: result.status || undefined, reason: result.status ? `HTTP ${result.status}` : 'no response' }, from);
    }

    // 2. Fragments: the target page must have an element with that id.
    for (const page of pages.values()) {
      for (const ref of page.refs) {
        if (!ref.url.startsWith(origin) || !ref.url.includes('#') || ref.kind !== 'page') continue;
        const url = new URL(ref.url);
        const target = pages.get(normalisePagePath(url.pathname));
        const hash = url.hash.slice(1);
        checked++;
        if (!target || hasFragment(target.ids, hash)) continue;
        const sitePath = url.pathname + url.hash;
        report(`anchor ${sitePath}`, { url: sitePath, kind: 'anchor', reason: `${target.path} has no element with id "${decodeSafe(hash)}"` }, [page.path]);
      }
    }

    // 3. External links: checked only on request, otherwise listed as skipped.
    const externals = new Map<string, Set<string>>();
    for (const page of pages.values()) {
      for (const ref of page.refs) {
        if (ref.url.startsWith(origin) || !/^https?:/i.test(ref.url)) continue;
        const bare = ref.url.split('#')[0];
        externals.set(bare, (externals.get(bare) ?? new Set()).add(page.path));
      }
    }
    const skipped: CheckReport['skipped'] = [];
    if (options.external) {
      const results = await checkExternal([...externals.keys()], { timeout: options.timeout, perHost: 2, retries: 2 });
      for (const result of results) {
        checked++;
        if (result.ok) continue;
        report(`external ${result.url}`, { url: result.url, kind: 'external', status: result.status, reason: result.reason }, externals.get(result.url) ?? []);
      }
    } else {
      for (const url of [...externals.keys()].sort()) skipped.push({ url, reason: 'external link (check with --external)' });
    }

    const items = [...broken.values()].sort((a, b) => a.url.localeCompare(b.url));
    return {
      version: 1,
      summary: { pages: pages.size, links: checked, broken: items.length, skipped: skipped.length },
      broken: items,
      skipped,
    };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

export function formatReport(report: CheckReport): string {
  const lines: string[] = [];
  for (const item of report.broken) {
    lines.push(`broken ${item.kind}  ${item.url}  (${item.reason})`);
    for (const source of item.sources) lines.push(`    linked from ${source.page}${source.file ? `  ${source.file}${source.line ? `:${source.line}` : ''}` : ''}`);
  }
  const { pages, links, broken, skipped } = report.summary;
  lines.push(
    `Checked ${pages} page${pages === 1 ? '' : 's'} and ${links} link${links === 1 ? '' : 's'}: ${broken} broken, ${skipped} skipped${skipped ? ' (external links; add --external to check them)' : ''}.`,
  );
  return lines.join('\n');
}
