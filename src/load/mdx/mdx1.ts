// MDX 1, as Docusaurus 2 read every Markdown file (markdown.mdxVersion: 1). Its parser (remark-mdx 1) finds JSX in
// three places only: a block that starts with a tag (raw JSX up to the next blank line, where `{…}` are
// expressions), import/export lines, and inline tags its tag pattern matches. Everywhere else a `{` or a `<` is
// text: `The response is {"status": 200}` and `a Map<String, List<String>>` were prose under Docusaurus 2, and are
// expressions and tags under MDX 3. The patterns below are remark-mdx 1's (block.js and tag.js), so the same text
// is JSX exactly where it was.

const ATTRIBUTE_NAME = '[a-zA-Z_:][a-zA-Z0-9:._-]*';
const ATTRIBUTE_VALUE = `(?:[^"'=<>\`\\u0000-\\u0020]+|'[^']*'|"[^"]*"|\\{[\\s\\S]*\\})`;
const ATTRIBUTE = `(?:\\s+${ATTRIBUTE_NAME}(?:\\s*=\\s*${ATTRIBUTE_VALUE})?)`;
const OPEN_TAG = `<[A-Za-z]*[A-Za-z0-9.\\-]*${ATTRIBUTE}*\\s*\\/?>`;
const CLOSE_TAG = '<\\/[A-Za-z][A-Za-z0-9.\\-]*\\s*>';
const COMMENT = '<!---->|<!--(?:-?[^>-])(?:-?[^-])*-->';
const OTHER = '<[?][\\s\\S]*?[?]>|<![A-Za-z]+\\s+[^>]*>|<!\\[CDATA\\[[\\s\\S]*?\\]\\]>';

/** remark-mdx 1's inline JSX: a tag, a comment, a processing instruction, a declaration or CDATA, at the start. */
const INLINE_TAG = new RegExp(`^(?:${OPEN_TAG}|${CLOSE_TAG}|${COMMENT}|${OTHER})`);

/** The block starts that may interrupt a paragraph: raw elements, comments and the like, any tag name, a fragment. */
const BLOCK_START = [/^<(script|pre|style)(?=(\s|>|$))/i, /^<!--/, /^<\?/, /^<![A-Za-z]/, /^<!\[CDATA\[/, /^<\/?([a-z.]*(\.)?[a-z][a-z0-9.]*)(?=(\s|\/?>|$))/i, /^<>/];
/** A line that is one whole tag starts a block too, but not inside a paragraph. */
const WHOLE_TAG_LINE = new RegExp(`^(?:${OPEN_TAG}|${CLOSE_TAG})\\s*$`);

/**
 * Whether a line (its container markers taken off) starts a block of JSX as MDX 1 reads it; `inParagraph`: the line
 * before it is paragraph text, which only the first kinds of block start may interrupt.
 */
export function startsJsxBlock(line: string, inParagraph: boolean): boolean {
  const text = line.replace(/^[ \t]+/, '');
  if (text.charAt(0) !== '<') return false;
  const firstLine = text.split('\n', 1)[0];
  return BLOCK_START.some((start) => start.test(firstLine)) || (!inParagraph && WHOLE_TAG_LINE.test(firstLine));
}

/** Whether an HTML comment starts the block: it ends with the line that holds `-->`, not at a blank line. */
export const startsComment = (line: string): boolean => /^[ \t]*<!--/.test(line);

/**
 * Whether MDX 1 reads the `<` at `at` as inline JSX, in a paragraph that ends at `stop`: the character after it is
 * `>`, `/`, `!` or a letter, and its tag pattern matches there (`<String, String>` is text, `<b>` a tag).
 */
export function isInlineJsx(src: string, at: number, stop: number): boolean {
  const next = src.charAt(at + 1);
  if (!(next === '>' || next === '/' || next === '!' || /[A-Za-z]/.test(next))) return false;
  return INLINE_TAG.test(src.slice(at, stop));
}

/** Where the paragraph holding `at` ends: at the next blank line, or the end of the text. */
export function paragraphEnd(src: string, at: number): number {
  const blank = /\n[ \t\r]*(?:\n|$)/g;
  blank.lastIndex = at;
  const found = blank.exec(src);
  return found ? found.index : src.length;
}

/**
 * The list items open around the current line, by the column their content starts at: MDX 1 has indented code
 * (MDX 3 has none), four columns past the content of the list item the line is in.
 */
export interface ListColumns {
  columns: number[];
}

const LIST_ITEM = /^([ \t]*)([-*+]|\d{1,9}[.)])([ \t]+|$)/;

/** A line's width in columns up to `length`, a tab reaching the next multiple of four. */
function columnsOf(text: string): number {
  let column = 0;
  for (const c of text) column = c === '\t' ? column + 4 - (column % 4) : column + 1;
  return column;
}

/**
 * Whether a line that is not blank is indented code as MDX 1 reads it, keeping `open` up to date: the list items it
 * is in. Code cannot interrupt a paragraph (`inParagraph`: the line before is paragraph text), so such a line is
 * the paragraph's.
 */
export function isIndentedCode(open: ListColumns, line: string, inParagraph: boolean): boolean {
  if (/^[ \t]*>/.test(line)) return false;
  const indent = columnsOf(/^[ \t]*/.exec(line)![0]);
  const item = LIST_ITEM.exec(line);
  const within = open.columns.at(-1) ?? 0;
  if (!inParagraph && indent - within >= 4) return true;
  // A line less indented than an item's content ends that item, unless it continues a paragraph (lazily).
  if (!inParagraph || item) while (open.columns.length > 0 && indent < open.columns.at(-1)!) open.columns.pop();
  if (item) {
    const spaces = columnsOf(item[1] + item[2] + item[3]) - columnsOf(item[1] + item[2]);
    // More than four spaces after the marker: the content starts one space after it (the rest is indented code).
    open.columns.push(columnsOf(item[1] + item[2]) + (spaces === 0 || spaces > 4 ? 1 : spaces));
  }
  return false;
}
