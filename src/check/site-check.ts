// `lendocs check`: proves a built site has no broken links. Every page, image, script and stylesheet the pages
// refer to is fetched from the site served on loopback (local-crawl.ts); fragments are checked against each target
// page's ids with the build's own hasFragment(); problems are traced back to Markdown file:line through the build's
// own link resolution. A link that could not be checked (no answer, a dropped connection) is reported apart from a
// broken one: it is not known to be broken, and CI must be able to tell the two apart.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import * as cheerio from 'cheerio';
import fg from 'fast-glob';
import { compile, createTimer } from '../pipeline.js';
import { createStaticHandler } from '../shared/static-handler.js';
import { encodeRoutePath } from '../shared/url-path.js';
import { checkExternal } from './external.js';
import { crawlLocal } from './local-crawl.js';
import { hasFragment, linkTargetPath } from './links.js';
import { pageOf } from '../shared/site-paths.js';

/** The JSON report (`--format json`). Documented in the README; `version` changes if the shape does. */
export interface CheckReport {
  version: 2;
  summary: { pages: number; links: number; broken: number; unchecked: number; skipped: number };
  broken: BrokenItem[];
  /** Links that could not be checked: no answer in time, a refused or dropped connection, a rate limit. */
  unchecked: BrokenItem[];
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

/** The loopback server could not be started, so nothing could be checked. */
export class CheckServerError extends Error {}

/**
 * How long the site's own files may go without a byte before they count as "could not check". They come from this
 * machine, so only a stuck disk or network drive takes this long; a busy machine does not (requests wait their turn
 * in the crawler, not on the clock). `--timeout` is meant for other sites, and can only raise this.
 */
const LOCAL_IDLE_TIMEOUT = 60_000;

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

/**
 * A site URL path with its path part decoded (`/with%20space#x` → `/with space#x`), as the build's link targets
 * are; the fragment stays as linked. Full URLs (external links) are left as they are.
 */
function decodedPath(url: string): string {
  if (!url.startsWith('/')) return url;
  const hashAt = url.indexOf('#');
  return hashAt < 0 ? decodeSafe(url) : decodeSafe(url.slice(0, hashAt)) + url.slice(hashAt);
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
    const add = (raw: string, kind: BrokenItem['kind'], internalOnly = false) => {
      if (/^(mailto|tel|javascript|data):/i.test(raw.trim())) return;
      let url: string;
      try {
        url = new URL(raw.trim(), origin + encodeRoutePath(pagePath)).href;
      } catch {
        return; // Not a URL a browser could follow either; the build reports bad Markdown links.
      }
      if (!internalOnly || url.startsWith(`${origin}/`)) refs.push({ url, kind });
    };
    $('a[href], link[rel="stylesheet"][href], script[src], img[src], source[src], iframe[src], video[src], audio[src]').each((_, el) => {
      const tag = el.tagName.toLowerCase();
      add($(el).attr(tag === 'a' || tag === 'link' ? 'href' : 'src')!, KIND_BY_TAG[tag] ?? 'other');
    });
    // Icons, feeds, preloads, srcset candidates and CSS url()s in the page must exist too; only those that point
    // into this site (the canonical and social-card URLs name the production origin, not this server).
    $('link[href]:not([rel="stylesheet"]):not([rel="preconnect"]):not([rel="dns-prefetch"])').each((_, el) => add($(el).attr('href')!, 'other', true));
    $('img[srcset], source[srcset]').each((_, el) => {
      for (const candidate of $(el).attr('srcset')!.split(',')) if (candidate.trim()) add(candidate.trim().split(/\s+/)[0], 'image', true);
    });
    $('video[poster]').each((_, el) => add($(el).attr('poster')!, 'image', true));
    const inlineCss = [...$('style').map((_, el) => $(el).text()), ...$('[style]').map((_, el) => $(el).attr('style')!)].join('\n');
    for (const raw of cssUrls(inlineCss)) add(raw, 'other', true);
    pages.set(normalisePagePath(pagePath), { path: pagePath, ids, refs });
  }
  return pages;
}

/** Markdown file:line of each link, keyed by "page path → target path". */
async function sourceLines(root: string | undefined): Promise<Map<string, { file: string; line: number }>> {
  const lines = new Map<string, { file: string; line: number }>();
  if (!root) return lines;
  {
    const { site } = await compile({ root, timer: createTimer() });
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
  }
  return lines;
}

/** URLs a stylesheet loads: `@import "x"`, `@import url(x)` and `url(x)`, without data: URLs. */
function cssUrls(css: string): string[] {
  const urls: string[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of text.matchAll(/@import\s+(['"])([^'"]+)\1/gi)) urls.push(match[2]);
  for (const match of text.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/gi)) urls.push(match[2].trim());
  return urls.filter((url) => !/^data:/i.test(url));
}

export async function checkSite(options: CheckOptions): Promise<CheckReport> {
  const handler = createStaticHandler(options.outDir);
  const server = createServer((request, response) => void handler(request, response).catch(() => response.destroy()));
  // The crawler keeps its connections open between requests, so this server must not close idle ones from its
  // side: a request sent on a connection the server is closing fails for no fault of the site.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (cause) =>
      reject(new CheckServerError(`could not start the local server that serves the site for checking, on 127.0.0.1: ${(cause as Error).message}. Is the loopback interface up (try "ping 127.0.0.1")?`)),
    );
    server.listen(0, '127.0.0.1', resolve);
  });
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
    const unchecked = new Map<string, BrokenItem>();
    const add = (into: Map<string, BrokenItem>, key: string, item: Omit<BrokenItem, 'sources'>, fromPages: Iterable<string>) => {
      const entry = into.get(key) ?? { ...item, sources: [] };
      for (const from of fromPages) {
        if (entry.sources.some((s) => s.page === from)) continue;
        const where = lines.get(`${normalisePagePath(from)} ${decodedPath(item.url)}`);
        entry.sources.push({ page: from, ...(where ?? {}) });
      }
      into.set(key, entry);
    };
    const report = (key: string, item: Omit<BrokenItem, 'sources'>, fromPages: Iterable<string>) => add(broken, key, item, fromPages);

    // 1. Internal crawl: every page on disk, and every page, image, script and stylesheet they (or the stylesheets)
    // refer to, fetched from the loopback server as a browser would.
    // page.path comes from a file name, so it is decoded (`/with space`, `/100%`); URLs need it encoded.
    const internal = [...pages.values()].map((page) => new URL(encodeRoutePath(page.path), origin).href);
    for (const url of internal) if (!kindOf.has(url)) kindOf.set(url, 'page');
    for (const url of linkedFrom.keys()) if (url.startsWith(`${origin}/`)) internal.push(url);
    const fetched = await crawlLocal(internal, {
      concurrency: options.concurrency,
      idleTimeout: Math.max(LOCAL_IDLE_TIMEOUT, options.timeout),
      wantsBody: (_url, type) => type.startsWith('text/css'),
      discover: (result) => {
        if (result.body === undefined || !result.status || result.status >= 400) return [];
        const found: string[] = [];
        for (const raw of cssUrls(result.body)) {
          let url: string;
          try {
            url = new URL(raw, result.url).href.split('#')[0];
          } catch {
            continue;
          }
          if (!url.startsWith(`${origin}/`)) continue;
          // What a stylesheet loads (fonts, images) is reported as linked from the stylesheet.
          linkedFrom.set(url, (linkedFrom.get(url) ?? new Set()).add(decodeSafe(result.url.slice(origin.length))));
          found.push(url);
        }
        return found;
      },
    });
    let checked = 0;
    for (const result of fetched.values()) {
      checked++;
      const sitePath = result.url.slice(origin.length);
      const item = { url: sitePath, kind: kindOf.get(result.url) ?? 'other', ...(result.status ? { status: result.status } : {}) };
      const from = linkedFrom.get(result.url) ?? [];
      if (result.status && result.status >= 400) report(sitePath, { ...item, reason: `HTTP ${result.status}` }, from);
      else if (result.failure) add(unchecked, sitePath, { ...item, reason: result.failure }, from);
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
        if (result.state === 'ok') continue;
        const item = { url: result.url, kind: 'external' as const, ...(result.status ? { status: result.status } : {}), reason: result.reason };
        add(result.state === 'broken' ? broken : unchecked, `external ${result.url}`, item, externals.get(result.url) ?? []);
      }
    } else {
      for (const url of [...externals.keys()].sort()) skipped.push({ url, reason: 'external link (check with --external)' });
    }

    const sorted = (map: Map<string, BrokenItem>) => [...map.values()].sort((a, b) => a.url.localeCompare(b.url));
    return {
      version: 2,
      summary: { pages: pages.size, links: checked, broken: broken.size, unchecked: unchecked.size, skipped: skipped.length },
      broken: sorted(broken),
      unchecked: sorted(unchecked),
      skipped,
    };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

export function formatReport(report: CheckReport): string {
  const lines: string[] = [];
  const list = (label: string, items: BrokenItem[]) => {
    for (const item of items) {
      lines.push(`${label} ${item.kind}  ${item.url}  (${item.reason})`);
      for (const source of item.sources) lines.push(`    linked from ${source.page}${source.file ? `  ${source.file}${source.line ? `:${source.line}` : ''}` : ''}`);
    }
  };
  list('broken', report.broken);
  list('could not check', report.unchecked);
  const { pages, links, broken, unchecked, skipped } = report.summary;
  lines.push(
    `Checked ${pages} page${pages === 1 ? '' : 's'} and ${links} link${links === 1 ? '' : 's'}: ${broken} broken, ` +
      `${unchecked ? `${unchecked} could not be checked, ` : ''}${skipped} skipped${skipped ? ' (external links; add --external to check them)' : ''}.`,
  );
  if (unchecked) {
    lines.push(
      'The links that could not be checked are not known to be broken: there was no answer, or the connection failed. ' +
        'Run the check again later; if other sites are just slow, give them more time with --timeout.',
    );
  }
  return lines.join('\n');
}
