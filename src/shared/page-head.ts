// What a page adds to its own <head>: `<Head>` in an MDX file (Docusaurus's MDXComponents map has it, so no import
// is needed; `@docusaurus/Head` is the same), whose children react-helmet moves to the document's head: `<title>`,
// `<meta>`, `<link>`, `<script>`, `<style>`, `<base>`, `<noscript>`, and the attributes of `<html>` and `<body>`.
// The MDX walk writes the children between two markers (load/mdx/components.ts); the loaded page's HTML is cut there
// and the tags kept as data, which the page's head template writes (templates/Head.tsx).
import { decodeHtmlEntities } from './html-entities.js';

export const PAGE_HEAD_OPEN = '<lendocs-head hidden>';
export const PAGE_HEAD_CLOSE = '</lendocs-head>';

export interface PageHeadTag {
  tagName: 'meta' | 'link' | 'script' | 'style' | 'base' | 'noscript';
  attributes: Record<string, string>;
  /** The element's content as written (a script's or style's text). */
  innerHTML?: string;
}

/** A page's own head: set only when its body holds a `<Head>`. */
export interface PageHead {
  /** The whole `<title>`, as react-helmet sets it (the site's title is not added). */
  title?: string;
  tags: PageHeadTag[];
  /** Attributes of `<html>` and `<body>` (`<html className="x" />`: `class`). */
  htmlAttributes: Record<string, string>;
  bodyAttributes: Record<string, string>;
}

const BLOCK = /<lendocs-head hidden>([\s\S]*?)<\/lendocs-head>/g;
const ELEMENT = /<(title|meta|link|script|style|base|noscript|html|body)\b((?:[^>"']|"[^"]*"|'[^']*')*?)\/?>(?:([\s\S]*?)<\/\1>)?/gi;
const VOID = new Set(['meta', 'link', 'base']);

/** The page's HTML without its `<Head>` blocks, and what they hold (undefined when there are none). */
export function takePageHead(html: string): { html: string; head?: PageHead } {
  if (!html.includes(PAGE_HEAD_OPEN)) return { html };
  const head: PageHead = { tags: [], htmlAttributes: {}, bodyAttributes: {} };
  const rest = html.replace(BLOCK, (_, inner: string) => {
    for (const [, name, attributeText, content] of inner.matchAll(ELEMENT)) {
      const tagName = name.toLowerCase();
      const attributes = attributesOf(attributeText);
      if (tagName === 'title') head.title = decodeHtmlEntities((content ?? '').replace(/<[^>]*>/g, '')).trim();
      else if (tagName === 'html') Object.assign(head.htmlAttributes, attributes);
      else if (tagName === 'body') Object.assign(head.bodyAttributes, attributes);
      else head.tags.push({ tagName: tagName as PageHeadTag['tagName'], attributes, ...(VOID.has(tagName) || !content ? {} : { innerHTML: content }) });
    }
    return '';
  });
  return { html: rest, head };
}

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, double, single, bare] of text.matchAll(/([^\s=/"'>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attributes[name] = decodeHtmlEntities(double ?? single ?? bare ?? '');
  }
  return attributes;
}

/** The key react-helmet dedupes a tag by, a later one replacing an earlier: a meta's name, property…, a canonical link. */
export function headTagKey(tag: { tagName: string; attributes: Record<string, string | boolean | undefined> }): string | undefined {
  const a = tag.attributes;
  if (tag.tagName === 'meta') {
    for (const name of ['name', 'property', 'itemprop', 'http-equiv', 'httpEquiv', 'charset', 'charSet']) if (typeof a[name] === 'string') return `meta:${name.toLowerCase().replace('httpequiv', 'http-equiv')}:${String(a[name]).toLowerCase()}`;
  }
  if (tag.tagName === 'link' && a.rel === 'canonical') return 'link:canonical';
  return undefined;
}
