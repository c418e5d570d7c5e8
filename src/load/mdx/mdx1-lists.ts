// MDX 1's lists, as Docusaurus 2 parsed them (remark-parse 8 without its commonmark option). Its list rule is not
// CommonMark's: a list item keeps every following line that starts with a space, however little it is indented and
// after blank lines too (`1. Step` and then a paragraph or a fence indented two columns stay in the step), an
// unindented line continues the item lazily whatever the item's last block is, and two blank lines in a row end
// the list. The item's content is then its lines with the least indentation among them taken off (up to the
// bullet's width). markdown-it reads lists by CommonMark's rule, so each line MDX 1 keeps in an item is given back
// its indentation under the item's content column: markdown-it then finds the same items, holding the same blocks.
// Only leading white space changes, so every line stays where it is. The names and steps follow remark-parse 8's
// tokenize/list.js and its util/get-indentation.js and util/remove-indentation.js.
import { isEsmStart } from './esm.js';
import { startsComment, startsJsxBlock } from './mdx1.js';

const TAB_SIZE = 4;

/** A line that may open a list: a bullet or a number and a dot, then white space or the line's end. */
const MARKER_LINE = /^[ \t]*(?:[*+-]|\d+\.)(?:[ \t]|$)/m;
/** remark-parse 8's bullet of an item's first line: up to four spaces after the marker (one if five follow). */
const BULLET = /^([ \t]*)([*+-]|\d+[.)])( {1,4}(?! )| |\t|$)(.*)$/;
const FENCE = /^[ \t]*(`{3,}(?=[^`]*$)|~{3,})/;
const THEMATIC_BREAK = /^[ \t]*([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const ATX_HEADING = /^[ \t]*#{1,6}(?:[ \t]|$)/;
const DEFINITION = /^[ \t]*\[(?:[^\]\\]|\\.)+\]:/;

/** The body with each line MDX 1 keeps in a list item indented under that item's content, for markdown-it. */
export function mdx1Lists(body: string): string {
  if (!MARKER_LINE.test(body)) return body;
  const lines = body.split('\n');
  const returns = lines.map((line) => line.endsWith('\r'));
  const read = readBlocks(lines.map((line, index) => (returns[index] ? line.slice(0, -1) : line)), true);
  return read.map((line, index) => (returns[index] ? `${line}\r` : line)).join('\n');
}

const isBlank = (line: string): boolean => line.trim() === '';

/** remark-parse 8's get-indentation: a line's leading columns (a tab to the next multiple of four), and the index of the character that reaches each column. */
function indentation(line: string): { indent: number; stops: number[] } {
  let indent = 0;
  const stops: number[] = [];
  for (let index = 0; index < line.length && (line[index] === ' ' || line[index] === '\t'); index++) {
    indent = line[index] === '\t' ? Math.floor((indent + TAB_SIZE) / TAB_SIZE) * TAB_SIZE : indent + 1;
    while (stops.length < indent) stops.push(index);
  }
  return { indent, stops };
}

/** The lines of a container's content (top: the file's, where import/export may stand) with their lists read as MDX 1 read them. */
function readBlocks(lines: string[], top: boolean): string[] {
  const out = lines.slice();
  let paragraph = false;
  let line = 0;
  while (line < lines.length) {
    const text = lines[line];
    if (isBlank(text)) {
      paragraph = false;
      line++;
      continue;
    }
    const indent = indentation(text).indent;
    const fence = indent < 4 ? FENCE.exec(text) : null;
    let next = line + 1;
    if (!paragraph && indent >= 4) {
      // Indented code: its lines are code.
    } else if (fence) next = fenceEnd(lines, line, fence[1]);
    else if (top && !paragraph && isEsmStart(text)) next = untilEmptyLine(lines, line);
    else if (startsComment(text)) next = untilLine(lines, line, (at) => at.includes('-->'));
    else if (startsJsxBlock(text, paragraph)) next = untilEmptyLine(lines, line);
    else if (indent < 4 && opensList(text, paragraph)) next = readList(lines, line, out);
    else {
      paragraph = !ATX_HEADING.test(text);
      line = next;
      continue;
    }
    paragraph = false;
    line = next;
  }
  return out;
}

/** The line after a fence's closing line (less than four spaces, as many marks or more, then only white space). */
function fenceEnd(lines: string[], opening: number, marks: string): number {
  const closing = new RegExp(`^ {0,3}${marks[0]}{${marks.length},}[ \\t]*$`);
  return untilLine(lines, opening, (line) => closing.test(line));
}

/** The line after the first line from `from + 1` that `ends`, or the end. */
function untilLine(lines: string[], from: number, ends: (line: string) => boolean): number {
  let line = from;
  while (line < lines.length && !ends(lines[line])) line++;
  return Math.min(line + 1, lines.length);
}

/** The next empty line: a block of JSX or of import/export ends there (a line of spaces does not end it). */
function untilEmptyLine(lines: string[], from: number): number {
  let line = from + 1;
  while (line < lines.length && lines[line] !== '') line++;
  return line;
}

/** Whether a list starts at the line: a paragraph is interrupted only by a bullet or by `1.`. */
function opensList(text: string, paragraph: boolean): boolean {
  const marker = BULLET.exec(text);
  if (!marker || marker[2].endsWith(')') || THEMATIC_BREAK.test(text)) return false;
  return !paragraph || !/^\d/.test(marker[2]) || marker[2] === '1.';
}

/** A line's list marker as remark-parse 8 reads it: its kind (the bullet, or `.`) and the item's content column. */
function markerOf(text: string): { kind: string; size: number } | undefined {
  const found = /^([ \t]*)([*+-]|\d+\.)([ \t]*)/.exec(text);
  if (!found) return undefined;
  let size = indentation(found[1]).indent + found[2].length;
  const after = found[3];
  if (after === '' && found[0].length < text.length) return undefined;
  if (after.startsWith('\t')) size = Math.floor((size + TAB_SIZE) / TAB_SIZE) * TAB_SIZE;
  else if (after !== '') size += /^ {5}/.test(after) ? 1 : Math.min(/^ */.exec(after)![0].length, 4);
  return { kind: found[2].endsWith('.') ? '.' : found[2], size };
}

/**
 * Reads the list that starts at `start` as remark-parse 8's list tokenizer does, rewrites its items' lines in `out`,
 * and returns the line after the list.
 */
function readList(lines: string[], start: number, out: string[]): number {
  const kind = markerOf(lines[start])!.kind;
  const items: { first: number; last: number; indent: number }[] = [];
  let end = start;
  let empty = false;
  for (let line = start; line < lines.length; line++) {
    const text = lines[line];
    const item = items.at(-1);
    let indented = item !== undefined && indentation(text).indent >= item.indent;
    const marker = indented ? undefined : markerOf(text);
    if (marker && marker.kind !== kind) break;
    if (marker && (marker.kind === '*' || marker.kind === '-') && THEMATIC_BREAK.test(text)) break;
    if (!marker && !indented && text.startsWith(' ')) indented = true;
    const previousEmpty = empty;
    empty = !marker && isBlank(text);
    if (indented && item) {
      item.last = line;
      end = line + 1;
    } else if (marker) {
      items.push({ first: line, last: line, indent: marker.size });
      end = line + 1;
    } else if (empty) {
      if (previousEmpty) break;
    } else {
      if (previousEmpty || interruptsList(text)) break;
      item!.last = line;
      end = line + 1;
    }
  }
  for (const item of items) rewriteItem(lines.slice(item.first, item.last + 1), item.first, out);
  return end;
}

/** remark-parse 8's blocks that end a list at an unindented line: a heading, a fence, a thematic break, a definition. */
const interruptsList = (text: string): boolean => ATX_HEADING.test(text) || /^[ \t]*(`{3,}|~{3,})/.test(text) || THEMATIC_BREAK.test(text) || DEFINITION.test(text);

/** An item's lines in `out`: its content as MDX 1 read it, each line after the first under CommonMark's content column. */
function rewriteItem(itemLines: string[], first: number, out: string[]): void {
  const bullet = BULLET.exec(itemLines[0])!;
  const content = readBlocks(itemContent(itemLines, bullet), false);
  const spaces = bullet[3] === '\t' ? 1 : bullet[3].length;
  const column = indentation(bullet[1]).indent + bullet[2].length + (bullet[4] === '' ? 1 : spaces);
  for (let index = 1; index < itemLines.length; index++) {
    if (!isBlank(itemLines[index])) out[first + index] = ' '.repeat(column) + content[index];
  }
}

/**
 * remark-parse 8's normalListItem: the item's lines with the bullet taken off the first, and the least indentation
 * of the lines (no more than the bullet's width, the first nine numbers counted one wider) taken off every other.
 */
function itemContent(itemLines: string[], bullet: RegExpExecArray): string[] {
  const [, lead, marker, spaces, rest] = bullet;
  const bulletText = lead + marker + spaces;
  const width = Number(marker.slice(0, -1)) < 10 && /^\d/.test(marker) && bulletText.length % 2 === 1 ? marker.length + 1 : marker.length;
  const widest = lead + ' '.repeat(width) + spaces;
  const trimmed = removeIndentation([widest + rest, ...itemLines.slice(1)], indentation(widest).indent);
  trimmed[0] = rest;
  return trimmed;
}

/** remark-parse 8's remove-indentation: the least indentation of the lines that are not blank (none if one has none; at most `maximum`) taken off each. */
function removeIndentation(lines: string[], maximum: number): string[] {
  const values = [`${' '.repeat(maximum)}!`, ...lines];
  const measured = values.map(indentation);
  let least = Infinity;
  for (let index = values.length - 1; index >= 0; index--) {
    if (isBlank(values[index])) continue;
    if (measured[index].indent === 0) return lines;
    least = Math.min(least, measured[index].indent);
  }
  return lines.map((line, index) => {
    const { stops } = measured[index + 1];
    let column = least;
    while (column > 0 && stops[column - 1] === undefined) column--;
    return column === 0 ? line : line.slice(stops[column - 1] + 1);
  });
}
