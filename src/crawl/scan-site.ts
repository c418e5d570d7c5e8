// What `lendocs check` reads before crawling: every built page's ids and references, and (from the content) the
// Markdown file and line behind each link, so a broken item can be traced to its source.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import fg from 'fast-glob';
import { hasFragment, linkTargetPath } from '../route/link-checks.js';
import type { CacheOptions } from '../pipeline/build.js';
import { compile } from '../pipeline/compile.js';
import { createTimer } from '../pipeline/timer.js';
import { pageOf, routeKey } from '../shared/site-paths.js';
import { encodeRoutePath } from '../shared/url-path.js';
import { safeDecode } from '../shared/text-transforms.js';
import type { BrokenItem } from './check-site.js';
import { withoutBase } from '../shared/base-url.js';

export interface PageScan {
  path: string;
  ids: Set<string>;
  refs: { url: string; kind: BrokenItem['kind'] }[];
}

const KIND_BY_TAG: Record<string, BrokenItem['kind']> = { a: 'page', img: 'image', source: 'image', script: 'script', link: 'stylesheet', iframe: 'page', video: 'other', audio: 'other' };

/**
 * `explore/pools/index.html` → `/explore/pools`; `index.html` → `/`; `404.html` stays a file, unless the site was
 * built with `trailingSlash: false`, whose pages are `explore/pools.html` → `/explore/pools`.
 */
function pagePathOf(file: string, trailingSlash: boolean | undefined): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`;
  return trailingSlash === false ? `/${file.slice(0, -'.html'.length)}` : `/${file}`;
}

export function normalisePagePath(pathname: string): string {
  return routeKey(safeDecode(pathname).replace(/\/index\.html$/, '/'));
}


/**
 * A site URL path with its path part decoded (`/with%20space#x` → `/with space#x`), as the build's link targets
 * are; the fragment stays as linked. Full URLs (external links) are left as they are.
 */
export function decodedPath(url: string): string {
  if (!url.startsWith('/')) return url;
  const hashAt = url.indexOf('#');
  return hashAt < 0 ? safeDecode(url) : safeDecode(url.slice(0, hashAt)) + url.slice(hashAt);
}

export async function scanPages(outDir: string, origin: string, trailingSlash?: boolean): Promise<Map<string, PageScan>> {
  const files = (await fg('**/*.html', { cwd: outDir, ignore: ['search-index/**'] })).sort();
  const pages = new Map<string, PageScan>();
  for (const file of files) {
    const pagePath = pagePathOf(file, trailingSlash);
    pages.set(normalisePagePath(pagePath), scanPage(await readFile(path.join(outDir, file), 'utf8'), pagePath, origin));
  }
  return pages;
}

/**
 * One page's ids and references, read in one streaming pass (no DOM: a large site's pages add up to hundreds of
 * megabytes). References are listed in this order: links, stylesheets, scripts, images and frames; then other
 * `<link>`s; then srcset candidates; then video posters; then CSS `url()`s in `<style>` and `style=""`.
 */
export function scanPage(html: string, pagePath: string, origin: string): PageScan {
  const ids = new Set<string>();
  // References are resolved once the whole page is read: the base is the page's canonical path when it names one
  // (`/explore/` for a folder's index page, where the file name alone would say `/explore`), as a browser at that
  // URL resolves `how-it-works/x`; the build resolves relative links the same way.
  let canonical: string | undefined;
  const raw: { group: number; href: string; kind: BrokenItem['kind']; internalOnly: boolean }[] = [];
  const add = (group: number, href: string, kind: BrokenItem['kind'], internalOnly = false) => void raw.push({ group, href, kind, internalOnly });
  // Stylesheets' text first, then style attributes, each part on its own lines.
  const styleSheets: string[] = [];
  const styleAttributes: string[] = [];
  let inStyle = false;
  const parser = new Parser({
    onopentag(tag, attributes) {
      if (attributes.id !== undefined) ids.add(attributes.id);
      if (tag === 'a' && attributes.name !== undefined) ids.add(attributes.name);
      if (attributes.style !== undefined) styleAttributes.push(attributes.style);
      const kind = KIND_BY_TAG[tag];
      const rel = attributes.rel;
      const main = tag === 'a' ? attributes.href : tag === 'link' ? (rel === 'stylesheet' ? attributes.href : undefined) : kind ? attributes.src : undefined;
      if (main !== undefined) add(0, main, kind);
      // Icons, feeds, preloads, srcset candidates and CSS url()s in the page must exist too; only those that point
      // into this site (the canonical and social-card URLs name the production origin, not this server).
      if (tag === 'link' && rel === 'canonical' && attributes.href !== undefined) canonical ??= attributes.href;
      if (tag === 'link' && attributes.href !== undefined && rel !== 'stylesheet' && rel !== 'preconnect' && rel !== 'dns-prefetch') add(1, attributes.href, 'other', true);
      if ((tag === 'img' || tag === 'source') && attributes.srcset !== undefined) {
        for (const candidate of attributes.srcset.split(',')) if (candidate.trim()) add(2, candidate.trim().split(/\s+/)[0], 'image', true);
      }
      if (tag === 'video' && attributes.poster !== undefined) add(3, attributes.poster, 'image', true);
      if (tag === 'style') {
        inStyle = true;
        styleSheets.push('');
      }
    },
    ontext(text) {
      if (inStyle) styleSheets[styleSheets.length - 1] += text;
    },
    onclosetag(tag) {
      if (tag === 'style') inStyle = false;
    },
  });
  parser.end(html);
  for (const url of cssUrls([...styleSheets, ...styleAttributes].join('\n'))) add(4, url, 'other', true);
  // Only when it names this page (a site URL with a path of its own names it under that path).
  const sitePathBase = new URL(`${origin}/`).pathname;
  const canonicalUrlPath = canonicalPath(canonical);
  const named = canonicalUrlPath === undefined ? undefined : withoutBase(sitePathBase, canonicalUrlPath);
  const base = origin + encodeRoutePath(named !== undefined && normalisePagePath(named) === normalisePagePath(pagePath) ? named : pagePath);
  const groups: PageScan['refs'][] = [[], [], [], [], []];
  for (const { group, href, kind, internalOnly } of raw) {
    const trimmed = href.trim();
    if (/^(mailto|tel|javascript|data):/i.test(trimmed)) continue;
    let url: string;
    try {
      url = new URL(trimmed, base).href;
    } catch {
      continue; // Not a URL a browser could follow either; the build reports bad Markdown links.
    }
    // On this server, under the base path or (a URL that forgot it) not.
    if (!internalOnly || url.startsWith(`${new URL(origin).origin}/`)) groups[group].push({ url, kind });
  }
  return { path: pagePath, ids, refs: groups.flat() };
}

/** The decoded path of a canonical URL (`https://site.example/explore/` → `/explore/`). */
function canonicalPath(href: string | undefined): string | undefined {
  if (!href) return undefined;
  try {
    return safeDecode(new URL(href).pathname);
  } catch {
    return undefined;
  }
}

/** Markdown file:line of each link, keyed by "page path → target path". */
export async function sourceLines(root: string | undefined, cache?: CacheOptions): Promise<Map<string, { file: string; line: number }>> {
  const lines = new Map<string, { file: string; line: number }>();
  if (!root) return lines;
  const { site } = await compile({ root, timer: createTimer(), cache });
  if (!site) return lines;
  for (const route of site.routes) {
    const page = pageOf(route);
    if (!page) continue;
    for (const link of page.links) {
      const target = link.target.type === 'external' ? link.href.split('#')[0] : linkTargetPath(site, link, route);
      const key = `${normalisePagePath(route.path)} ${target}`;
      if (target && !lines.has(key)) lines.set(key, { file: link.file ?? page.file, line: link.line });
    }
  }
  return lines;
}

/** URLs a stylesheet loads: `@import "x"`, `@import url(x)` and `url(x)`, without data: URLs. */
export function cssUrls(css: string): string[] {
  const urls: string[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of text.matchAll(/@import\s+(['"])([^'"]+)\1/gi)) urls.push(match[2]);
  for (const match of text.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/gi)) urls.push(match[2].trim());
  return urls.filter((url) => !/^data:/i.test(url));
}

