// What `lendocs check` reads before crawling: every built page's ids and references, and (from the content) the
// Markdown file and line behind each link, so a broken item can be traced to its source.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import fg from 'fast-glob';
import { hasFragment, linkTargetPath } from '../check/links.js';
import { compile, createTimer } from '../pipeline.js';
import { pageOf, routeKey } from '../shared/site-paths.js';
import { safeDecode } from '../shared/text.js';
import { encodeRoutePath } from '../shared/url-path.js';
import type { BrokenItem } from './site-check.js';

export interface PageScan {
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

export async function scanPages(outDir: string, origin: string): Promise<Map<string, PageScan>> {
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
export async function sourceLines(root: string | undefined): Promise<Map<string, { file: string; line: number }>> {
  const lines = new Map<string, { file: string; line: number }>();
  if (!root) return lines;
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

