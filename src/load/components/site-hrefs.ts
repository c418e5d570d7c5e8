// The links a component draws to pages of the site, so they are checked like links written in Markdown.
import { decodeHtmlEntities } from '../../shared/html-entities.js';
import { PATHNAME_ATTRIBUTE } from '../../shared/base-url.js';

/**
 * A root-relative href of a link in React's markup (attributes double-quoted, `&` written `&amp;`, `'` `&#x27;`). Only `<a>`: React
 * adds `<link rel="preload">` for images on its own, and those are not links the author wrote.
 */
const SITE_HREF = /<a\s([^>]*?)\bhref="(\/(?!\/)[^"]*)"/g;

/** Root-relative hrefs of rendered markup, as the author wrote them (`/docs/intro#x`); not `pathname:///x` links, which Docusaurus never checks. */
export function siteHrefs(markup: string): string[] {
  return [...markup.matchAll(SITE_HREF)].filter(([, before]) => !before.includes(PATHNAME_ATTRIBUTE)).map(([, , href]) => decodeHtmlEntities(href));
}
