// Records every link and image with its source line, and rewrites hrefs that need it:
// `.md` links become the route of that file (the site's routes are known before any body is rendered), images
// and files beside the Markdown become paths under /assets/content/.
import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import image from 'markdown-it/lib/rules_inline/image.mjs';
import { linkTarget, withoutWrittenBase } from '../link-target.js';
import type { MarkdownEnv } from '../markdown-env.js';
import { encodeRoutePath, hrefFor, isExternalHref, pathOnPage, splitHref } from '../../shared/url-path.js';
import { safeDecode } from '../../shared/text-transforms.js';
import { assetOutputPath } from '../../shared/site-paths.js';
import { decodeHtmlEntities } from '../../shared/html-entities.js';
import { isPathnameUrl, pathnameTarget } from '../../shared/safe-url.js';
import { PATHNAME_ATTRIBUTE, pathnameLinkAttributes } from '../../shared/base-url.js';
import { escapeHtml } from '../../shared/html.js';
import { CHECKED_MDX_LINK, TEXT_IMAGE_SRC } from '../mdx/markers.js';

const HTML_ID = /\sid\s*=\s*["']([^"']+)["']/g;

export function links(md: MarkdownIt): void {
  md.inline.ruler.at('image', (state, silent) => {
    if (!image(state, silent)) return false;
    // An inline image ends with its `(url)`; `![alt][label]`, `![label][]` and `![label]` end with a bracket.
    if (!silent && state.src.charCodeAt(state.pos - 1) === 0x5d /* ] */) {
      const token = state.tokens[state.tokens.length - 1];
      token.meta = { ...token.meta, byReference: true };
    }
    return true;
  });
  md.core.ruler.push('record_links', (state) => {
    const env = state.env as MarkdownEnv;
    // A table cell's inline token has no line of its own (markdown-it maps only its row): it takes the row's.
    let mapped = 0;
    for (const block of state.tokens) {
      if (block.map) mapped = block.map[0];
      const blockLine = env.lineOffset + mapped + 1;
      if (block.type === 'html_block') {
        collectIds(block.content, env);
        if (env.lineMap) block.content = mdxLinks(mdxImages(block.content, env, blockLine), env, blockLine);
      }
      if (block.type !== 'inline' || !block.children) continue;
      let line = blockLine;
      walk(block.children, env, () => line, () => line++);
    }
  });
}

function walk(children: Token[], env: MarkdownEnv, line: () => number, nextLine: () => void): void {
  for (const token of children) {
    if (token.type === 'softbreak' || token.type === 'hardbreak') nextLine();
    else if (token.type === 'text' && token.content.includes('\n')) for (const _ of token.content.matchAll(/\n/g)) nextLine();
    else if (token.type === 'html_inline') {
      collectIds(token.content, env);
      if (env.lineMap) token.content = mdxLinks(mdxImages(token.content, env, line()), env, line());
    }
    // Heading permalinks (plugins/headings.ts) are not written by the author and always resolve: checking each
    // against every id of its page would make a page of many headings quadratic.
    else if (token.type === 'link_open' && token.meta?.permalink !== true) record(token, 'href', 'link', env, line());
    else if (token.type === 'image') {
      record(token, 'src', token.meta?.byReference === true ? 'image-reference' : 'image', env, line());
      if (token.children) walk(token.children, env, line, nextLine);
    }
  }
}

function record(token: Token, attr: 'href' | 'src', recordAs: 'link' | 'image' | 'image-reference', env: MarkdownEnv, line: number): void {
  const kind = recordAs === 'link' ? 'link' : 'image';
  const href = token.attrGet(attr);
  if (href === null) return;
  if (isPathnameUrl(href)) return pathnameLink(token, attr, href);
  const written = linkTarget(href, { source: env.source, routes: env.routes, paths: env.paths, baseUrl: env.baseUrl, readFrom: env.readFrom });
  const resolved = written.type === 'route' && !written.path.startsWith('/') && env.pathname !== undefined ? resolvedRoute(href, written.hash, env.pathname) : undefined;
  const target = resolved?.target ?? written;
  env.links.push({ kind, href, line, target, ...(recordAs === 'image-reference' ? { byReference: true as const } : {}) });
  // GitHub's convention: an image for one colour mode only; CSS hides it in the other.
  const mode = kind === 'image' ? /#gh-(dark|light)-mode-only$/.exec(href) : null;
  if (mode) token.attrJoin('class', `gh-${mode[1]}-mode-only`);
  // Written with the base already: kept base-less, so the render stage adds the base once (not `/project/project/x`).
  if (target.type === 'route') token.attrSet(attr, resolved?.href ?? withoutWrittenBase(href, env.baseUrl));
  // Paths are encoded here (they are decoded in the target), so an href works for `my image.png` or `100%.png`.
  if (target.type === 'source') token.attrSet(attr, sourceHref(target, env.routes));
  else if (target.type === 'asset') token.attrSet(attr, encodeRoutePath(assetOutputPath(target.path)));
}

/**
 * A relative URL (`setup`, `../x`, `guide/start`) as Docusaurus's router resolves it when it draws the page: against
 * the page's own path (`/ops/archive` or `/ops/archive/`, by the trailingSlash rule), written as the path it leads
 * to, as Docusaurus's server render writes it, so the link leads there however the page is served.
 */
function resolvedRoute(href: string, hash: string, pathname: string): { href: string; target: { type: 'route'; path: string; hash: string } } {
  const absolute = pathOnPage(href, pathname);
  return { href: absolute + href.slice(splitHref(href).pathPart.length), target: { type: 'route', path: safeDecode(absolute), hash } };
}

/**
 * `[x](pathname:///files/a.pdf)`: Docusaurus's escape hatch, a path of the site written as it is and not checked
 * (a file of the static folder, an app served beside the site). A link opens as its Link opens any URL with a
 * scheme; an image's src is the path alone.
 */
function pathnameLink(token: Token, attr: 'href' | 'src', href: string): void {
  // The marker goes before the URL, where the render stage looks for it (shared/base-url.ts).
  const written = attr === 'src' ? { [PATHNAME_ATTRIBUTE]: '', src: pathnameTarget(href) } : pathnameLinkAttributes(href);
  token.attrs = [...Object.entries(written), ...(token.attrs ?? []).filter(([name]) => !(name in written))];
}

function sourceHref(target: { path: string; hash: string }, routes: ReadonlyMap<string, string>): string {
  const route = routes.get(target.path);
  const hash = target.hash ? `#${target.hash}` : '';
  // A file that is not a page keeps a readable href; the check stage reports the link.
  return route === undefined ? `${encodeRoutePath(target.path)}${hash}` : `${hrefFor(route)}${hash}`;
}

function collectIds(html: string, env: MarkdownEnv): void {
  for (const match of html.matchAll(HTML_ID)) env.ids.push(match[1]);
}

/**
 * In MDX, `<img src={logo}>` with `import logo from './logo.png'` (or `require('./logo.png').default`) names a file
 * of the site: it is recorded, published and written as its output path, like a Markdown image. A src written as
 * text (`<img src="./shots/a.png">`, marked by the MDX walk) is a URL, as Docusaurus leaves it: a relative one is
 * recorded as the page's, to be found on the site against the page's path, and written as it is.
 */
function mdxImages(html: string, env: MarkdownEnv, line: number): string {
  if (!html.includes('<img')) return html;
  return html.replace(/(<img\b[^>]*?\ssrc=")([^"]*)"/g, (whole, head: string, src: string) => {
    const href = decodeHtmlEntities(src);
    if (head.includes(TEXT_SRC)) {
      const { pathPart, hash } = splitHref(href);
      if (pathPart !== '' && !pathPart.startsWith('/') && !isExternalHref(href)) env.links.push({ kind: 'image', href, line, target: { type: 'route', path: safeDecode(pathPart), hash }, srcAsText: true });
      return `${head.replace(TEXT_SRC, '')}${src}"`;
    }
    const target = linkTarget(href, { source: env.source, routes: env.routes, paths: env.paths, baseUrl: env.baseUrl, readFrom: env.readFrom });
    if (target.type !== 'asset') return whole;
    env.links.push({ kind: 'image', href, line, target });
    return `${head}${encodeRoutePath(assetOutputPath(target.path))}"`;
  });
}

const TEXT_SRC = ` ${TEXT_IMAGE_SRC}`;
const MDX_LINK = new RegExp(`<a ${CHECKED_MDX_LINK} href="([^"]*)"`, 'g');

/**
 * `<Link to="…">` written in MDX (mdx/components.ts marks the ones Docusaurus checks): its Link hands the URL as
 * written to the broken-link check, so it is recorded as a link of the page. A URL, not a file: `./setup` is resolved
 * against the page's path as the router resolves it, and `/files/a.pdf` or `./b.md` name a path of the site (a
 * Markdown link's `.md` and asset rules are the Markdown plugins', not Link's). Written as the page's other links.
 */
function mdxLinks(html: string, env: MarkdownEnv, line: number): string {
  if (!html.includes(CHECKED_MDX_LINK)) return html;
  return html.replace(MDX_LINK, (_whole, written: string) => {
    const href = decodeHtmlEntities(written);
    return `<a href="${escapeHtml(recordedUrl(href, env, line))}"`;
  });
}

/** Records a URL a Link was given and returns the href to draw (base-less, a relative one resolved). */
function recordedUrl(href: string, env: MarkdownEnv, line: number): string {
  if (isExternalHref(href)) {
    env.links.push({ kind: 'link', href, line, target: { type: 'external' } });
    return href;
  }
  const bare = withoutWrittenBase(href, env.baseUrl);
  const { pathPart, hash } = splitHref(bare);
  if (pathPart === '') env.links.push({ kind: 'link', href, line, target: { type: 'fragment', hash } });
  else if (pathPart.startsWith('/') || env.pathname === undefined) env.links.push({ kind: 'link', href, line, target: { type: 'route', path: safeDecode(pathPart), hash } });
  else {
    const resolved = resolvedRoute(bare, hash, env.pathname);
    env.links.push({ kind: 'link', href, line, target: resolved.target });
    return resolved.href;
  }
  return bare;
}
