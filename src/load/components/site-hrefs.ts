// The links a component draws to pages of the site, so they are checked like links written in Markdown.
import { decodeHtmlEntities } from '../../shared/html-entities.js';
import { PATHNAME_ATTRIBUTE } from '../../shared/base-url.js';

/**
 * An `<a>` start tag in React's markup (attribute values double-quoted, with `>` and `"` escaped, so a tag ends at
 * the first `>`). Only `<a>`: React adds `<link rel="preload">` for images on its own, and those are not links the
 * author wrote.
 */
const ANCHOR_TAG = /<a\s([^>]*)>/g;
const ATTRIBUTE = (name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`, 'i');
const HREF = ATTRIBUTE('href');
const TARGET = ATTRIBUTE('target');
const NO_CHECK = ATTRIBUTE('data-noBrokenLinkCheck');

/**
 * What the Link stand-in draws in place of `data-noBrokenLinkCheck`, which Docusaurus's Link takes for itself (not
 * drawn, and the link not checked): siteHrefs reads it, and drawnLinks() takes it out of the markup.
 */
export const UNCHECKED_LINK = 'data-lendocs-unchecked';
const UNCHECKED_MARK = new RegExp(` ${UNCHECKED_LINK}=""`, 'g');

/**
 * Whether Docusaurus's broken-link check sees the link. Its Link collects a link for the check only when it draws it
 * with react-router: not with a `target` other than `_self` (a new tab: drawn as a plain `<a>`), nor with
 * `data-noBrokenLinkCheck`. Neither is a `pathname:///x` link checked.
 */
function checked(attributes: string): boolean {
  if (attributes.includes(PATHNAME_ATTRIBUTE) || attributes.includes(UNCHECKED_LINK)) return false;
  const target = TARGET.exec(attributes)?.[1];
  if (target !== undefined && target !== '' && target !== '_self') return false;
  const noCheck = NO_CHECK.exec(attributes)?.[1];
  return noCheck === undefined || noCheck === 'false';
}

/** Root-relative hrefs of rendered markup that Docusaurus checks, as the author wrote them (`/docs/intro#x`). */
export function siteHrefs(markup: string): string[] {
  const hrefs: string[] = [];
  for (const [, attributes] of markup.matchAll(ANCHOR_TAG)) {
    const href = HREF.exec(attributes)?.[1];
    if (href === undefined || !href.startsWith('/') || href.startsWith('//') || !checked(attributes)) continue;
    hrefs.push(decodeHtmlEntities(href));
  }
  return hrefs;
}

// What the site's code gave `useBrokenLinks()` while it drew (Docusaurus checks those too): links it checks and
// anchors of the page that no element of the markup need carry (an id drawn only once a reader picks a tab).
let collected: { links: string[]; anchors: string[] } | undefined;

/** `useBrokenLinks().collectLink(href)` while the site's code draws. */
export function collectLink(href: unknown): void {
  if (typeof href === 'string' && href.startsWith('/') && !href.startsWith('//')) collected?.links.push(decodeHtmlEntities(href));
}

/** `useBrokenLinks().collectAnchor(id)` while the site's code draws. */
export function collectAnchor(id: unknown): void {
  if (typeof id === 'string' && id !== '') collected?.anchors.push(id);
}

/**
 * Markup a component drew, as the page gets it (without the Link stand-in's marks: React writes an attribute of its
 * own as `name=""`, and in text a quote is `&quot;`), the hrefs in it Docusaurus checks, and the links and anchors
 * its code gave useBrokenLinks() while `draw` ran.
 */
export function drawnLinks(draw: () => string): { markup: string; hrefs: string[]; anchors?: string[] } {
  collected = { links: [], anchors: [] };
  try {
    const markup = draw();
    const { links, anchors } = collected;
    return { markup: markup.replace(UNCHECKED_MARK, ''), hrefs: [...siteHrefs(markup), ...links], ...(anchors.length ? { anchors } : {}) };
  } finally {
    collected = undefined;
  }
}
