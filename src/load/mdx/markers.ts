// The markers the MDX walk (emit.ts) leaves in the body it makes and markdown-it's MDX rules (block-rule.ts) read: a
// file of their own, so the Markdown renderer, which every site loads, does not load the MDX walk and its parsers.
/** Marks a line that is HTML made from MDX (private-use characters, never in real text). */
export const MDX_LINE = '\uE000';
/** Around inline Markdown inside a flow line (the text of `<b>**x**</b>`). */
export const INLINE_START = '\uE002';
export const INLINE_END = '\uE003';
/**
 * On the `<a>` a `<Link>` written in MDX becomes, when Docusaurus's broken-link check would see it: the Markdown
 * plugin that records links (plugins/links.ts) records its href, writes it as the page's other links are written and
 * takes the mark out.
 */
export const CHECKED_MDX_LINK = 'data-lendocs-mdx-link';
/**
 * On an `<img>` written in MDX whose src is text (`src="./shots/a.png"`), not an imported file (`src={shot}`): a URL,
 * which the Markdown plugin that records images (plugins/links.ts) records as one of the page and takes the mark out.
 */
export const TEXT_IMAGE_SRC = 'data-lendocs-text-src';
