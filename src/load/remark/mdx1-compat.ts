// Docusaurus 3's rewrites of a file's text before MDX parses it (markdown.mdx1Compat, on by default), which the
// site's remark plugins see the result of: a heading id `{#id}` escaped (`\{#id}`, or MDX reads an expression), and an
// admonition title written after the keyword (`:::note Title`) made the directive's label (`:::note[Title]`). Each
// rewrite keeps every line where it was, so the tree's line numbers are the file's own (mdast-round-trip.ts).
import { ADMONITION_TYPES } from '../../shared/admonition-types.js';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text as Docusaurus 3 gives it to MDX; `keywords`: the site's admonition keywords beyond Docusaurus's own. */
export function mdx1Compat(text: string, keywords: readonly string[]): string {
  // As Docusaurus's escapeMarkdownHeadingIds: the first `{#` of each ATX heading line, not escaped twice.
  const headings = text.replace(/(^|\n)(#{1,6}(?!#).*)/g, (_, start: string, line: string) => start + line.replace('{#', '\\{#').replace('\\\\{#', '\\{#'));
  // As its admonitionTitleToDirectiveLabel (also in blockquotes and indented).
  const names = [...ADMONITION_TYPES, ...keywords].map(escapeRegex).join('|');
  return headings.replace(new RegExp(`^((?:> ?)*)( +|\\t+)?(:{3,}(?:${names})) +(.*)$`, 'gm'), (_, quote: string, indent: string | undefined, directive: string, title: string) => `${quote}${indent ?? ''}${directive}[${title}]`);
}
