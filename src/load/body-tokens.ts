// What a page takes from its body's tokens before they are rendered: the leading `# Title`, the truncate marker, and
// the number of words it has.
import type Token from 'markdown-it/lib/token.mjs';
import type { MarkdownEnv } from './markdown-env.js';
import { plainText } from './plugins/headings.js';

const TRUNCATE = /^\s*(<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})\s*$/;

/** A body that opens with `# Title` supplies the page title; it is removed so the template renders it once. */
export function takeLeadingTitle(tokens: Token[], env: MarkdownEnv): { text: string; id: string } | undefined {
  const first = tokens[0];
  if (first?.type !== 'heading_open' || first.tag !== 'h1') return undefined;
  const text = plainText(tokens[1].children ?? []).trim();
  const id = first.attrGet('id') ?? '';
  tokens.splice(0, 3);
  // The heading leaves the table of contents, but its id stays: links to #title still work.
  env.headings.shift();
  return { text, id };
}

/**
 * Where the `<!-- truncate -->` marker is (-1 without one). In MDX it is written as a JSX comment holding the word
 * truncate, which Markdown reads as a paragraph: that paragraph is the marker, taken out so it never shows as text.
 */
export function takeTruncateMarker(tokens: Token[]): number {
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at];
    if (token.type === 'html_block' && TRUNCATE.test(token.content)) return at;
    if (token.type !== 'paragraph_open' || tokens[at + 1]?.type !== 'inline' || tokens[at + 2]?.type !== 'paragraph_close') continue;
    const inline = tokens[at + 1];
    if (TRUNCATE.test(inline.content)) {
      tokens.splice(at, 3);
      return at;
    }
    // Docusaurus cuts the post's text at the marker wherever it is, so a marker on a paragraph's first or last line
    // (no blank line between it and the text) ends the excerpt there too; the post itself keeps the paragraph's text.
    const lines = inline.content.split('\n');
    const first = TRUNCATE.test(lines[0]) && lines.length > 1;
    if (!first && !(TRUNCATE.test(lines[lines.length - 1]) && lines.length > 1)) continue;
    const children = inline.children ?? [];
    const breakAt = first ? children.findIndex((child) => child.type === 'softbreak') : children.findLastIndex((child) => child.type === 'softbreak');
    if (breakAt < 0) continue;
    inline.content = (first ? lines.slice(1) : lines.slice(0, -1)).join('\n');
    inline.children = first ? children.slice(breakAt + 1) : children.slice(0, breakAt);
    return first ? at : at + 3;
  }
  return -1;
}

export function countWords(tokens: Token[]): number {
  let words = 0;
  const add = (text: string) => {
    for (const _ of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu)) words++;
  };
  for (const token of tokens) {
    if (token.type === 'inline') for (const child of token.children ?? []) if (child.type === 'text' || child.type === 'code_inline') add(child.content);
  }
  return words;
}
