// What a heading's id is made from, where that is not what the heading shows. Docusaurus makes the id from the text of
// the heading's Markdown tree (mdast-util-to-string in its headings plugin): an MDX expression gives its source, not
// its value (`## Create {{optional}}` is create-optional, `## Lead {/* note */}` lead--note-), an HTML comment gives
// nothing, and the spaces next to either stay in the id (`## Drivers <!-- optional -->` is drivers-). The MDX walk
// (mdx/emit.ts) writes such parts of a heading line between these marks; plugins/headings.ts reads and removes them.

/** Around text that is in the id only (private-use characters, never in real text). */
export const ID_ONLY_START = '\uE020';
export const ID_ONLY_END = '\uE021';
/** Around Markdown that is shown but not in the id (an expression's value). */
export const SHOWN_ONLY_START = '\uE022';
export const SHOWN_ONLY_END = '\uE023';
export const HEADING_MARKS = /[\uE020-\uE023]/;

/**
 * Text for the id only. Only what a slug keeps of it is written (letters, marks, digits, spaces, `_`, `-`: the rest
 * github-slugger drops anyway), so markdown-it reads it as plain text; `_` is escaped so that it never makes emphasis.
 */
export function idOnly(text: string): string {
  return ID_ONLY_START + text.replace(/[^\p{L}\p{M}\p{N} _-]/gu, '').replace(/_/g, '\\_') + ID_ONLY_END;
}

export function shownOnly(markdown: string): string {
  return markdown === '' ? '' : SHOWN_ONLY_START + markdown + SHOWN_ONLY_END;
}

/** A token and its children: the shape of markdown-it's tokens that the cleaning below reads. */
interface ContentToken {
  content: string;
  children: ContentToken[] | null;
}

const ID_ONLY_PART = /\uE020[^\uE021]*\uE021/g;
const ANY_MARK = /[\uE020-\uE023]/g;

/**
 * Takes the marks out of tokens that are no heading after all (a heading line markdown-it read as indented code):
 * there the line shows as it would have without them, values shown, sources and comments gone.
 */
export function dropStrayMarks(tokens: ContentToken[]): void {
  for (const token of tokens) {
    if (HEADING_MARKS.test(token.content)) token.content = token.content.replace(ID_ONLY_PART, '').replace(ANY_MARK, '');
    if (token.children) dropStrayMarks(token.children);
  }
}
