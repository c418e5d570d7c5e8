// Markdown constructs the MDX scan (jsx-walk.ts) leaves to markdown-it as text, where MDX as Docusaurus reads it does
// not see JSX or an expression: autolinks, link destinations in angle brackets, maths over several lines, heading
// ids (`{#id}`, `{/* #id */}`), and GFM autolink literals holding braces (autolink-literal.ts).
import type { Expr } from './scan.js';
import { autolinkLiteralEnd } from './autolink-literal.js';

/** An ATX heading's opening hashes, as Docusaurus's escapeMarkdownHeadingIds finds them (no space needed). */
const HEADING = /^#{1,6}(?!#)/;
/** A container directive's opening (`:::name`), whose `{…}` are its attributes (remark-directive), not JavaScript. */
const DIRECTIVE = /^:{3,}[ \t]*[A-Za-z]/;
/** The start of a link reference definition, whose destination may be in angle brackets. */
const DEFINITION_LABEL = /^\s*\[[^\]]+\]:\s*$/;

/** What a line's start makes of the spans in it. */
export interface LineKind {
  /** An ATX heading: its first `{#` is its id, as Docusaurus reads it (mdx1Compat.headingIds), not an expression. */
  heading: boolean;
  headingIdLeft: boolean;
  directive: boolean;
  /** A row of a GFM table: its cells are read apart (remark-gfm splits the row first), so no code span crosses `|`. */
  tableRow: boolean;
  /** A `[` has been read on the line (not escaped, nor in a span, tag or expression): a `](` after it may be a link's. */
  bracketRead: boolean;
  /**
   * The last link title in parentheses searched on the line: opened at `from`, closed at `close` (the line's end when
   * not). A title opened before that `)` closes there too, so a line of `](a (` is not searched to its end from each.
   */
  parenTitle: { from: number; close: number };
  /**
   * The end of the line where a directive's `{` found no `}`: no later `{` before it finds one either, so a line of
   * `{` is not searched to its end from each.
   */
  unclosedBraceEol: number;
  /** GFM autolink literals are read (MDX 3, with remark-gfm): their braces are text (autolink-literal.ts). */
  literals: boolean;
  /** Where the line's text starts (after its container markers): a `www.` there has the text's start before it. */
  textStart: number;
  /** Link and image labels opened (`[`) and not yet closed on the line: no autolink literal starts inside one. */
  labelsOpen: number;
  /** The end of the last autolink literal read without a `{`: one starting inside it ends there too, and holds none. */
  literalEnd: number;
  /** Where the last autolink literal holding a `{` starts: markdownSpanText writes it as a link. */
  literalStart: number;
}

export function lineKind(start: string, tableRow = false, literals = false, textStart = -1): LineKind {
  const heading = HEADING.test(start);
  return { heading, headingIdLeft: heading, directive: DIRECTIVE.test(start), tableRow, bracketRead: false, parenTitle: { from: -1, close: -1 }, unclosedBraceEol: -1, literals, textStart, labelsOpen: 0, literalEnd: -1, literalStart: -1 };
}

/** A GFM table's delimiter row (`| --- | :-: |`). */
const DELIMITER_ROW = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*\r?$/;

/** Whether `line`, holding a `|`, heads a GFM table: the line after it (`next`) is a delimiter row. */
export function startsTable(line: string, next: string): boolean {
  return line.includes('|') && next.includes('-') && DELIMITER_ROW.test(next);
}

/**
 * Where a span Markdown reads at `at` ends, to be passed on as text (-1 when none starts there): a code span, inline
 * maths (read before MDX, remark-math, so its braces are TeX), a link destination in angle brackets (`[x](<a b.md>)`,
 * `![](</img/a b.png>)`, `[x]: <a b.md>`: micromark reads it inside the link, it is no tag), a link's destination
 * and title holding braces (`[x](/a?q=[{b}])`: micromark reads them raw, as part of the URL), a heading's `{#id}`, a
 * directive's `{.class}`. `text` is what the line holds before `at`, `eol` where the line ends (found once per line
 * by the caller: searching for it at every backtick made a long line quadratic); `misses` is the walk's own.
 */
export function markdownSpanEnd(src: string, at: number, line: LineKind, text: string, eol: number, misses: CodeSpanMisses): number {
  const c = src.charCodeAt(at);
  if (c === 0x60 /* ` */) return line.tableRow ? cellCodeSpanEnd(src, at, eol) : codeSpanEnd(src, at, eol, misses);
  if (c === 0x24 /* $ */) return inlineMathEnd(src, at, eol);
  if (c === 0x3c /* < */ && (src.startsWith('](', at - 2) || DEFINITION_LABEL.test(text))) return angleDestinationEnd(src, at, eol);
  // Noted as the scan passes it, not searched for back from each `(`: that made a line of many links quadratic.
  if (c === 0x5b /* [ */) {
    line.bracketRead = true;
    line.labelsOpen++;
  }
  if (c === 0x5d /* ] */ && line.labelsOpen > 0) line.labelsOpen--;
  if (c === 0x28 /* ( */ && line.bracketRead && src.charCodeAt(at - 1) === 0x5d /* ] */) return inlineDestinationEnd(src, at, eol, line);
  if ((c | 0x20) === 0x68 /* h */ || (c | 0x20) === 0x77 /* w */) return line.literals && line.labelsOpen === 0 && at >= line.literalEnd ? literalWithBraceEnd(src, at, eol, line) : -1;
  if (c !== 0x7b /* { */) return -1;
  if (line.headingIdLeft && src.charCodeAt(at + 1) === 0x23 /* # */) {
    line.headingIdLeft = false;
    return at + 1;
  }
  if (!line.directive || eol === line.unclosedBraceEol) return -1;
  const close = src.slice(at, eol).indexOf('}');
  if (close >= 0) return at + close + 1;
  line.unclosedBraceEol = eol;
  return -1;
}

/** Where an autolink literal starting at `at` ends when it holds a `{` (MDX reads no expression in it); else -1. */
function literalWithBraceEnd(src: string, at: number, eol: number, line: LineKind): number {
  const end = autolinkLiteralEnd(src, at, eol, line.textStart, line.tableRow);
  if (end < 0) return -1;
  if (src.slice(at, end).includes('{')) {
    line.literalStart = at;
    return end;
  }
  line.literalEnd = end;
  return -1;
}

/**
 * The Markdown a span read by markdownSpanEnd is passed on as: its source, but an autolink literal holding braces as
 * the link MDX makes of it, its text escaped, since markdown-it's linkify ends such a link at some braces.
 */
export function markdownSpanText(src: string, at: number, end: number, line: LineKind): string {
  const literal = src.slice(at, end);
  if (at !== line.literalStart) return literal;
  const href = /^www\./i.test(literal) ? `http://${literal}` : literal;
  return `[${literal.replace(/[!-/:-@[-`{-~]/g, '\\$&')}](<${href.replace(/[\\<>&]/g, '\\$&')}>)`;
}

/**
 * Backtick runs searched for to the end of their paragraph in vain: run length → where that paragraph ends. A later
 * run of the same length before that end has no closing run either, so a paragraph of lone backticks is searched
 * once per length, not once per backtick.
 */
export type CodeSpanMisses = Map<number, number>;

/**
 * Where the code span opened by the backtick run at `at` ends: after the next run of exactly as many backticks in
 * its paragraph, on a later line too (CommonMark, which MDX follows: `Struct({⏎ a: B })` is code, its braces no
 * expression). Just past the run when none closes it: the backticks are text.
 */
function codeSpanEnd(src: string, at: number, eol: number, misses: CodeSpanMisses): number {
  let open = at;
  while (src.charCodeAt(open) === 0x60 /* ` */) open++;
  const length = open - at;
  if (at < (misses.get(length) ?? -1)) return open;
  const runs = /`+/g;
  runs.lastIndex = open;
  let found = runs.exec(src);
  while (found && found[0].length !== length) found = runs.exec(src);
  if (found && found.index < eol) return found.index + length;
  const close = found ? found.index : src.length;
  // A blank line before the closing run ends the paragraph: the backticks are text.
  const blank = /\n[ \t\r]*\n/.exec(src.slice(eol, close));
  if (!found || blank) {
    misses.set(length, blank ? eol + blank.index : src.length);
    return open;
  }
  return close + length;
}

/** A code span in a table cell: it closes before the cell's next unescaped `|`, else its backticks are text. */
function cellCodeSpanEnd(src: string, at: number, eol: number): number {
  let open = at;
  while (src.charCodeAt(open) === 0x60 /* ` */) open++;
  const cell = src.slice(open, eol);
  const pipe = /(?<!\\)\|/.exec(cell);
  const runs = /`+/g;
  for (let found = runs.exec(cell); found && (!pipe || found.index < pipe.index); found = runs.exec(cell)) if (found[0].length === open - at) return open + found.index + found[0].length;
  return open;
}

/** The id in `{/* #id *\/}` when that comment is alone in its braces and ends the line: its first word, less the `#`. */
export function headingCommentId(src: string, expr: Expr): string | undefined {
  if (src.slice(expr.end, lineEnd(src, expr.end)).trim() !== '') return undefined;
  const comment = /^\{\s*\/\*((?:(?!\*\/)[\s\S])*)\*\/\s*\}$/.exec(src.slice(expr.start, expr.end));
  const word = comment?.[1].trim().split(' ')[0];
  return word?.startsWith('#') && word.length > 1 && !/[{}]/.test(word) ? word.slice(1) : undefined;
}

/** `<https://…>` and `<name@host>` are Markdown autolinks (MDX rejects them; lendocs keeps them as links). */
export function isAutolink(src: string, at: number): boolean {
  return /^<(?:[A-Za-z][A-Za-z0-9.+-]{1,31}:[^\s<>]*|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)>/.test(src.slice(at, at + 2048));
}

/** Where the link destination `<…>` that starts at `at` ends (after its `>`); just past the `<` when it does not close. */
function angleDestinationEnd(src: string, at: number, eol: number): number {
  for (let pos = at + 1; pos < eol; pos++) {
    const c = src.charCodeAt(pos);
    if (c === 0x5c /* \ */) pos++;
    else if (c === 0x3e /* > */) return pos + 1;
    else if (c === 0x3c /* < */) break;
  }
  return at + 1;
}

/** micromark's bound on the parentheses open in a destination (linkResourceDestinationBalanceMax): one more is no link. */
const DESTINATION_PARENS_MAX = 32;

/**
 * Where the destination and title of the inline link or image whose `(` is at `at` end (after the `)`), when they
 * hold a brace or `<`, which MDX reads as text there, as micromark reads a destination (no spaces, parentheses
 * balanced, at most 32 open, `\` escapes) and a title (in quotes or parentheses); -1 for any other, which the scan
 * reads as before. The bound on parentheses also keeps a line of `](` from being searched to its end from each one.
 */
function inlineDestinationEnd(src: string, at: number, eol: number, line: LineKind): number {
  const skipSpaces = (from: number) => {
    while (from < eol && (src.charCodeAt(from) === 0x20 || src.charCodeAt(from) === 0x09)) from++;
    return from;
  };
  let pos = skipSpaces(at + 1);
  if (src.charCodeAt(pos) === 0x3c /* < */) return -1;
  for (let depth = 0; pos < eol; pos++) {
    const c = src.charCodeAt(pos);
    if (c === 0x5c /* \ */) pos++;
    else if (c <= 0x20) break;
    else if (c === 0x28 /* ( */ && depth++ === DESTINATION_PARENS_MAX) return -1;
    else if (c === 0x29 /* ) */ && depth-- === 0) break;
  }
  pos = skipSpaces(pos);
  const opener = src.charAt(pos);
  if (opener === '(' && pos >= line.parenTitle.from && pos < line.parenTitle.close) pos = skipSpaces(line.parenTitle.close + 1);
  else if (opener === '"' || opener === "'" || opener === '(') {
    const from = pos;
    const closer = opener === '(' ? ')' : opener;
    for (pos++; pos < eol && src.charAt(pos) !== closer; pos++) if (src.charCodeAt(pos) === 0x5c /* \ */) pos++;
    if (opener === '(') line.parenTitle = { from, close: pos };
    pos = skipSpaces(pos + 1);
  }
  if (pos >= eol || src.charCodeAt(pos) !== 0x29 /* ) */) return -1;
  return /[{<]/.test(src.slice(at, pos)) ? pos + 1 : -1;
}

/**
 * Where the inline maths that starts with the `$` at `at` ends. On its own line, at the next run of the same
 * dollars; over several lines of its paragraph (`$\begin{aligned}` … `\end{aligned}$`, as remark-math reads it),
 * only where the maths plugin would read a formula too (no space just inside, no digit after), so prices on two
 * lines stay text. Just past the dollars when it is no formula. Each search ends at the closing dollars it finds,
 * so a long paragraph is not searched again from every line.
 */
function inlineMathEnd(src: string, at: number, eol: number): number {
  const run = src.startsWith('$$', at) ? '$$' : '$';
  const open = at + run.length;
  const close = src.slice(open, eol).indexOf(run);
  if (close >= 0) return open + close + run.length;
  if (/\s|\$/.test(src.charAt(open))) return open;
  let end = src.indexOf(run, eol);
  while (end >= 0 && src.charCodeAt(end - 1) === 0x5c /* \ */) end = src.indexOf(run, end + 1);
  // Not past the paragraph's end: a blank line between is no formula.
  if (end < 0 || /\n[ \t]*\n/.test(src.slice(eol, end)) || /\s/.test(src.charAt(end - 1)) || /[\d$]/.test(src.charAt(end + run.length))) return open;
  return end + run.length;
}

export function lineEnd(src: string, pos: number): number {
  const end = src.indexOf('\n', pos);
  return end < 0 ? src.length : end;
}

/**
 * A whole link reference definition on one line (`[label]: destination "title"`; a footnote's `[^n]:` is not one):
 * Markdown, whose title is a string, so a tag or braces in it are its text (`[//]: # "<Player />"` as a comment).
 */
export const isLinkDefinition = (line: string): boolean =>
  /^ {0,3}\[(?!\^)(?:[^\]\\]|\\.)+\]:[ \t]*(?:<[^<>\n]*>|[^\s<][^\s]*)(?:[ \t]+(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:[^()\\]|\\.)*\)))?[ \t]*\r?$/.test(line);

/**
 * Whether a line goes on with the paragraph of the line before it: it is not blank and starts no block that may
 * interrupt a paragraph (a heading, fence, quote, thematic break, list item that may, directive, maths, table row,
 * or a tag or an expression, which MDX reads as its own block).
 */
export function continuesParagraph(line: string): boolean {
  const text = line.trimStart();
  if (text === '' || text === '\r') return false;
  if (/^(?:#{1,6}(?:[ \t]|\r?$)|`{3,}|~{3,}|>|<|\{|:{3,}|\$\$|\|)/.test(text)) return false;
  if (/^(?:[-*+]|1[.)])[ \t]+\S/.test(text)) return false;
  return !/^([-*_])(?:[ \t]*\1){2,}[ \t]*\r?$/.test(text);
}
