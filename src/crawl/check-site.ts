// `lendocs check`: proves a built site has no broken links. Every page, image, script and stylesheet the pages
// refer to is fetched from the site served on loopback (local-crawl.ts); fragments are checked against each target
// page's ids with the build's own hasFragment(); problems are traced back to Markdown file:line through the build's
// own link resolution. A link that could not be checked (no answer, a dropped connection) is reported apart from a
// broken one: it is not known to be broken, and CI must be able to tell the two apart.
import { createServer, type Server } from 'node:http';
import { hasFragment } from '../route/link-checks.js';
import type { CacheOptions } from '../pipeline/build.js';
import { createTimer, type Timer } from '../pipeline/timer.js';
import type { ProgressSink } from '../shared/progress.js';
import { createStaticHandler } from '../serve/http/static-handler.js';
import { withoutBase } from '../shared/base-url.js';
import { readOutputManifest } from '../emit/output/output-guard.js';
import { encodeRoutePath } from '../shared/url-path.js';
import { safeDecode } from '../shared/text-transforms.js';
import { checkExternal } from './external.js';
import { localeScope, type LocaleScope } from './locale-scope.js';
import { crawlLocal } from './local-crawl.js';
import { cssUrls, decodedPath, normalisePagePath, scanPages, sourceLines, type PageScan } from './scan-site.js';

/** The JSON report (`--format json`). Documented in docs/docs/commands/check.md; `version` changes if the shape does. */
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
  /** The build's persistent cache, used when the content is compiled to trace links back to Markdown lines. */
  cache?: CacheOptions;
  /** Told as each step starts and ends, and how many files the crawl has fetched of those it knows. */
  progress?: ProgressSink;
  /** A site with i18n: check this locale's pages only (`--locale`; localeProblem() has said it is in the output). */
  locale?: string;
}

export async function checkSite(options: CheckOptions): Promise<CheckReport> {
  // `origin` is the site's root URL on the loopback server, with the base path when the site has one.
  const manifest = readOutputManifest(options.outDir);
  const { server, origin } = await startLocalServer(options.outDir, manifest?.baseUrl ?? '/');
  const timer = createTimer(options.progress);
  try {
    const scope = localeScope(manifest, options.locale);
    const scanned = await timer.stage('scan', () => scanPages(options.outDir, origin, manifest?.trailingSlash));
    const pages = new Map([...scanned].filter(([, page]) => scope.checks(page.path)));
    const findings = createFindings();
    const notBuilt: CheckReport['skipped'] = [];
    await timer.stage('crawl', () => crawlInternal(pages, origin, { ...options, onCount: timer.count, scope, notBuilt }, findings));
    await timer.stage('anchors', () => checkFragments(pages, origin, findings));
    const external = await (options.external ? timer.stage('external', () => checkExternalLinks(pages, origin, options, findings)) : checkExternalLinks(pages, origin, options, findings));
    // The Markdown line of each link reported: only when there is something to report, since it means compiling the
    // content (all of it when the build's cache is empty), which a clean site does not need.
    if (findings.broken.size + findings.unchecked.size > 0) {
      const lines = await timer.stage('trace', () => sourceLines(options.root, options.cache));
      for (const entry of [...findings.broken.values(), ...findings.unchecked.values()]) {
        for (const source of entry.sources) Object.assign(source, lines.get(`${normalisePagePath(source.page)} ${decodedPath(entry.url)}`));
      }
    }
    const skipped = [...notBuilt, ...external];
    const sorted = (map: Map<string, BrokenItem>) => [...map.values()].sort((a, b) => a.url.localeCompare(b.url));
    return {
      version: 2,
      summary: { pages: pages.size, links: findings.checked, broken: findings.broken.size, unchecked: findings.unchecked.size, skipped: skipped.length },
      broken: sorted(findings.broken),
      unchecked: sorted(findings.unchecked),
      skipped,
    };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Serves the built folder on a free loopback port with the hardened static handler. */
async function startLocalServer(outDir: string, base: string): Promise<{ server: Server; origin: string }> {
  const handler = createStaticHandler(outDir, { base });
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
  return { server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${base.slice(0, -1)}` };
}

/** What the check found: broken and could-not-check items, each with the pages linking to it (Markdown lines added at the end). */
interface Findings {
  broken: Map<string, BrokenItem>;
  unchecked: Map<string, BrokenItem>;
  /** How many links and files were checked. */
  checked: number;
  add(into: Map<string, BrokenItem>, key: string, item: Omit<BrokenItem, 'sources'>, fromPages: Iterable<string>): void;
}

function createFindings(): Findings {
  return {
    broken: new Map(),
    unchecked: new Map(),
    checked: 0,
    add(into, key, item, fromPages) {
      const entry = into.get(key) ?? { ...item, sources: [] };
      for (const from of fromPages) {
        if (!entry.sources.some((s) => s.page === from)) entry.sources.push({ page: from });
      }
      into.set(key, entry);
    },
  };
}

/**
 * Every page on disk, and every page, image, script and stylesheet they (or the stylesheets) refer to, fetched from
 * the loopback server as a browser would.
 */
async function crawlInternal(pages: Map<string, PageScan>, origin: string, options: CheckOptions & { onCount: Timer['count']; scope: LocaleScope; notBuilt: CheckReport['skipped'] }, findings: Findings): Promise<void> {
  const kindOf = new Map<string, BrokenItem['kind']>();
  const linkedFrom = new Map<string, Set<string>>();
  for (const page of pages.values()) {
    for (const ref of page.refs) {
      const bare = ref.url.split('#')[0];
      if (!kindOf.has(bare) || ref.kind !== 'page') kindOf.set(bare, ref.kind);
      linkedFrom.set(bare, (linkedFrom.get(bare) ?? new Set()).add(page.path));
    }
  }
  // page.path comes from a file name, so it is decoded (`/with space`, `/100%`); URLs need it encoded.
  const internal = [...pages.values()].map((page) => new URL(origin + encodeRoutePath(page.path)).href);
  for (const url of internal) if (!kindOf.has(url)) kindOf.set(url, 'page');
  // Outside the base path but on this server is this site too: a link that forgot the base, reported broken.
  for (const url of linkedFrom.keys()) {
    if (!onServer(url, origin)) continue;
    // A link into a locale this output was built without (build --locale) cannot be checked here.
    const locale = url.startsWith(`${origin}/`) ? options.scope.notBuilt(safeDecode(new URL(url).pathname.slice(new URL(`${origin}/`).pathname.length - 1))) : undefined;
    if (locale) options.notBuilt.push({ url: sitePathOf(url, origin), reason: `locale ${locale}, not in this output (built with --locale)` });
    else internal.push(url);
  }
  const fetched = await crawlLocal(internal, {
    concurrency: options.concurrency,
    idleTimeout: Math.max(LOCAL_IDLE_TIMEOUT, options.timeout),
    onCount: options.onCount,
    wantsBody: (_url, type) => type.startsWith('text/css'),
    discover: (result) => (result.body === undefined || !result.status || result.status >= 400 ? [] : stylesheetUrls(result.body, result.url, origin, linkedFrom)),
  });
  for (const result of fetched.values()) {
    findings.checked++;
    const sitePath = sitePathOf(result.url, origin);
    const item = { url: sitePath, kind: kindOf.get(result.url) ?? 'other', ...(result.status ? { status: result.status } : {}) };
    const from = linkedFrom.get(result.url) ?? [];
    const outside = result.url.startsWith(`${origin}/`) ? '' : `outside the site's base path ${new URL(`${origin}/`).pathname}, `;
    if (result.status && result.status >= 400) findings.add(findings.broken, sitePath, { ...item, reason: `${outside}HTTP ${result.status}` }, from);
    else if (result.failure) findings.add(findings.unchecked, sitePath, { ...item, reason: result.failure }, from);
  }
}

/** True for a URL on the loopback server, under the site's base path or not. */
function onServer(url: string, origin: string): boolean {
  return url.startsWith(`${new URL(origin).origin}/`);
}

/** The URL as reported: its path on the site (base-less), or on the server when it is outside the base. */
function sitePathOf(url: string, origin: string): string {
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url.slice(new URL(origin).origin.length);
}

/** What a stylesheet loads (fonts, images) on this site, recorded as linked from the stylesheet. */
function stylesheetUrls(css: string, stylesheet: string, origin: string, linkedFrom: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  for (const raw of cssUrls(css)) {
    let url: string;
    try {
      url = new URL(raw, stylesheet).href.split('#')[0];
    } catch {
      continue;
    }
    // On this server: a url() that forgot the base path is checked too (and found missing).
    if (!onServer(url, origin)) continue;
    linkedFrom.set(url, (linkedFrom.get(url) ?? new Set()).add(safeDecode(stylesheet.slice(origin.length))));
    found.push(url);
  }
  return found;
}

/** Fragments: the target page must have an element with that id. */
function checkFragments(pages: Map<string, PageScan>, origin: string, findings: Findings): void {
  for (const page of pages.values()) {
    for (const ref of page.refs) {
      if (!ref.url.startsWith(origin) || !ref.url.includes('#') || ref.kind !== 'page') continue;
      const url = new URL(ref.url);
      const pathOnSite = withoutBase(new URL(`${origin}/`).pathname, url.pathname) ?? url.pathname;
      const target = pages.get(normalisePagePath(pathOnSite));
      const hash = url.hash.slice(1);
      findings.checked++;
      if (!target || hasFragment(target.ids, hash)) continue;
      const sitePath = pathOnSite + url.hash;
      const item = { url: sitePath, kind: 'anchor' as const, reason: `${target.path} has no element with id "${safeDecode(hash)}"` };
      findings.add(findings.broken, `anchor ${sitePath}`, item, [page.path]);
    }
  }
}

/** External links: checked only on request (--external), otherwise listed as skipped. */
async function checkExternalLinks(pages: Map<string, PageScan>, origin: string, options: CheckOptions, findings: Findings): Promise<CheckReport['skipped']> {
  const externals = new Map<string, Set<string>>();
  for (const page of pages.values()) {
    for (const ref of page.refs) {
      if (onServer(ref.url, origin) || !/^https?:/i.test(ref.url)) continue;
      const bare = ref.url.split('#')[0];
      externals.set(bare, (externals.get(bare) ?? new Set()).add(page.path));
    }
  }
  if (!options.external) return [...externals.keys()].sort().map((url) => ({ url, reason: 'external link (check with --external)' }));
  const results = await checkExternal([...externals.keys()], { timeout: options.timeout, perHost: 2, retries: 2 });
  for (const result of results) {
    findings.checked++;
    if (result.state === 'ok') continue;
    const item = { url: result.url, kind: 'external' as const, ...(result.status ? { status: result.status } : {}), reason: result.reason };
    findings.add(result.state === 'broken' ? findings.broken : findings.unchecked, `external ${result.url}`, item, externals.get(result.url) ?? []);
  }
  return [];
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
