// Machine-readable output for language models, following the llms.txt proposal (https://llmstxt.org):
// /llms.txt (the site's summary and a link list of every listed docs page, grouped by top-level sidebar category),
// /llms-full.txt (every listed docs page as Markdown, in sidebar order), and each docs page's Markdown twin beside
// its HTML (/explore/pools → /explore/pools.md).
import { flattenSidebar } from '../route/sidebar.js';
import { encodeRoutePath } from '../shared/url-path.js';
import { clipText, TITLE_LIMIT } from '../shared/text-transforms.js';
import type { LinkRef, Page, Route, SidebarItem, Site } from '../types.js';
import { assetOutputPath, markdownPathForRoute, resolveSitePath, routeKey } from '../shared/site-paths.js';
import { absoluteSiteUrl } from '../shared/base-url.js';
import { runSteps, type Steps } from '../shared/yielding-steps.js';

export type DocRoute = Route & { data: { type: 'doc'; page: Page } };


/** `# Title`, `> tagline`, then one `## Category` section per top-level sidebar category. */
export function llmsTxt(site: Site): string {
  const { config } = site;
  const byPath = docsByPath(site);
  const lines = [`# ${config.title}`, ''];
  if (config.tagline) lines.push(`> ${config.tagline}`, '');
  lines.push(`Each link below is a docs page as Markdown. All of them, in this order, are in ${config.url}/llms-full.txt.`, '');
  // Every sidebar in turn: with several hand-written sidebars, a doc listed only in a later one is still listed.
  for (const section of site.sidebars.flatMap(sidebarSections)) {
    const entries = section.hrefs.map((href) => byPath.get(href)).filter((route): route is DocRoute => route !== undefined);
    if (entries.length === 0) continue;
    lines.push(`## ${section.label}`, '');
    for (const route of entries) {
      const description = route.description ? `: ${oneLine(route.description)}` : '';
      lines.push(`- [${escapeLinkText(clipText(route.title, TITLE_LIMIT))}](${config.url}${encodeRoutePath(markdownPathForRoute(route.path))})${description}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Every listed docs page in sidebar order, each as `# Title`, its URL, and its Markdown body. */
export function llmsFullTxt(site: Site): string {
  return runSteps(llmsFullSteps(site));
}

/** llmsFullTxt(), yielding every few pages (shared/yielding-steps.ts). */
export function* llmsFullSteps(site: Site): Steps<string> {
  const pieces: string[] = [];
  for (const piece of llmsFullStream(site)) {
    if (piece === undefined) yield;
    else pieces.push(piece);
  }
  return pieces.join('');
}

/**
 * llms-full.txt in pieces, each made as it is asked for (a build writes them one after another): a large site's file
 * is every docs page's Markdown, hundreds of MB at 50,000 pages, which the build need never hold whole.
 */
export function* llmsFullPieces(site: Site): Generator<string, void, void> {
  for (const piece of llmsFullStream(site)) if (piece !== undefined) yield piece;
}

/** The pieces of llms-full.txt in order, with a pause (undefined) every few pages. */
function* llmsFullStream(site: Site): Generator<string | undefined, void, void> {
  const byPath = docsByPath(site);
  const pages = site.sidebars
    .flatMap((items) => flattenSidebar(items))
    .map((link) => byPath.get(link.href))
    .filter((route): route is DocRoute => route !== undefined);
  const seen = new Set<string>();
  for (const route of pages) {
    if (seen.has(route.path)) continue;
    // Pages apart by a blank line.
    if (seen.size > 0) yield '\n\n';
    seen.add(route.path);
    yield `# ${route.title}\n\nSource: ${absoluteSiteUrl(site.config, encodeRoutePath(route.path))}\n\n${markdownBody(route.data.page, site)}`;
    if (seen.size % 32 === 0) yield;
  }
  yield '\n';
}

/** A docs page as Markdown: its title as `# Title`, then the body with links made absolute. */
export function markdownTwin(route: DocRoute, site: Site): string {
  return `# ${route.title}\n\n${markdownBody(route.data.page, site)}\n`;
}

function isDoc(route: Route): route is DocRoute {
  return route.data.type === 'doc';
}

/** Listed docs by route path (unlisted pages stay out of the lists, as they stay out of the sidebar). */
function docsByPath(site: Site): Map<string, DocRoute> {
  return new Map(site.routes.filter(isDoc).filter((route) => !route.noindex).map((route) => [route.path, route]));
}

/**
 * Top-level categories become sections; docs at the top level of the sidebar (outside any category) are
 * gathered into one "Docs" section where the first of them appears.
 */
function sidebarSections(items: SidebarItem[]): { label: string; hrefs: string[] }[] {
  const sections: { label: string; hrefs: string[] }[] = [];
  let loose: { label: string; hrefs: string[] } | undefined;
  for (const item of items) {
    if (item.type === 'category') {
      sections.push({ label: item.label, hrefs: flattenSidebar([item]).map((link) => link.href) });
    } else if (item.type === 'link') {
      if (!loose) sections.push((loose = { label: 'Docs', hrefs: [] }));
      loose.hrefs.push(item.href);
    }
  }
  return sections;
}

/** The body without a leading `# Title` of its own (the title is written from the page's title instead). */
function markdownBody(page: Page, site: Site): string {
  const body = page.markdown.replace(/^\s*(#[ \t]+[^\n]*|[^\n]+\n=+[ \t]*)(\n|$)/, '');
  return absoluteLinks(body, page, site).trim();
}

/**
 * Relative links mean nothing in llms-full.txt and little to a model reading one file, so every recorded link
 * and image is rewritten to an absolute URL: docs pages to their Markdown twins, other pages and files to their
 * public URLs. Only link destinations outside fenced code are touched, so code samples stay as written.
 */
function absoluteLinks(markdown: string, page: Page, site: Site): string {
  const routePath = site.routeBySource.get(page.source) ?? '/';
  const replacements = new Map<string, string>();
  for (const link of page.links) {
    const url = publicUrl(link, routePath, site);
    if (url && url !== link.href) replacements.set(link.href, url);
  }
  if (replacements.size === 0) return markdown;
  const destination = /(\]\(\s*<?|^[ ]{0,3}\[[^\]\n]+\]:[ \t]*<?)([^\s<>()]+)/gm;
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
        fence = fence ? undefined : marker;
        return line;
      }
      if (fence) return line;
      return line.replace(destination, (match, lead: string, href: string) => {
        const url = replacements.get(href) ?? replacements.get(encodeURI(href));
        return url ? `${lead}${url}` : match;
      });
    })
    .join('\n');
}

/** `from` is the (decoded) route path of the page the link is on; target paths are decoded too. */
function publicUrl(link: LinkRef, from: string, site: Site): string | undefined {
  const { target } = link;
  const withHash = (url: string, hash: string) => `${url}${hash ? `#${hash}` : ''}`;
  switch (target.type) {
    case 'external':
      return undefined;
    case 'asset':
      return `${site.config.url}${encodeRoutePath(assetOutputPath(target.path))}`;
    case 'fragment':
      return withHash(absoluteSiteUrl(site.config, encodeRoutePath(from)), target.hash);
    case 'source': {
      const routePath = site.routeBySource.get(target.path);
      return routePath ? withHash(urlOfRoute(routePath, site), target.hash) : undefined;
    }
    case 'route': {
      // Resolved as the browser would, but on decoded paths, so `/100%` and `with space` stay what they are.
      const absolute = resolveSitePath(target.path, from);
      return withHash(urlOfRoute(absolute, site), target.hash);
    }
  }
}

/** Docs pages are linked as their Markdown twins; anything else by its public URL. */
function urlOfRoute(routePath: string, site: Site): string {
  const route = site.routeByPath.get(routeKey(routePath));
  return absoluteSiteUrl(site.config, encodeRoutePath(route && isDoc(route) ? markdownPathForRoute(route.path) : routePath));
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** `[` and `]` in a title would end the link text early. */
function escapeLinkText(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1');
}
