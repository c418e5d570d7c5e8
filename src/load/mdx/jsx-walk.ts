// An MDX body → the Markdown and HTML that markdown-it reads, with a map from each output line to its source line.
// Lines are read one at a time outside code fences; a tag or an expression may run over several lines, and is read
// whole (scan.ts). A line then is one of:
//   - import/export (esm.ts): gone;
//   - flow: only tags, expressions and spaces, or elements whose text is all inside them (MDX unwraps such a
//     paragraph): one MDX_LINE of HTML, text between tags kept as inline Markdown (block-rule.ts);
//   - text: Markdown with inline tags, which become inline HTML.
// The children of an element on its own lines are Markdown: their indentation is taken back to the tag's (MDX has
// no indented code), so an element inside a list item keeps its content in that item.
import type { Diagnostic } from '../../types.js';
import { error } from '../../errors.js';
import { escapeHtml } from '../../shared/html.js';
import { isEsmStart, type ImportedComponent } from './esm.js';
import { attachFileModule } from './file-module.js';
import { esmBlock } from './esm-block.js';
import { wantedValues, type WantedValues } from './module-values.js';
import type { ComponentUse } from '../components/render-uses.js';
import { looksLikeTag, MdxSyntaxError, readExpression, readTag, type Expr, type Tag } from './scan.js';
import { emitFlow, emitText, type Segment } from './emit.js';
import { dedented } from './frames.js';
import { INLINE_END, INLINE_START, MDX_LINE } from './markers.js';
import { EvaluationBudget } from './budget.js';
import { unwrapMdxCodeBlocks } from './mdx-code-block.js';
import { content, lineOf, problem, type MdxWhere, type Walk } from './jsx-state.js';
import { codeBlock } from './code-element.js';
import { isIndentedCode, isInlineJsx, paragraphEnd, startsJsxBlock } from './mdx1.js';
import { mdx1Lists } from './mdx1-lists.js';
import { continuesParagraph, headingCommentId, isAutolink, isLinkDefinition, lineEnd, lineKind, markdownSpanEnd, markdownSpanText, startsTable } from './markdown-spans.js';

export interface MdxResult {
  /** The site's components the file uses, numbered as the markers in `body` (components/render-uses.ts). */
  components: ComponentUse[];
  /** Files whose contents the file took in at compile time (raw and JSON imports): absolute path → sha256. */
  inputs: Record<string, string>;
  body: string;
  /** Source line (0-based, in the body) of each output line. */
  lineMap: number[];
  diagnostics: Diagnostic[];
  /** The name of each JSX element the file opens, in source order: bench/mdx-oracle.mjs compares them with MDX's. */
  elements: string[];
  /** Values of the site's code the file needs where lendocs draws them: read it again with them (module-values.ts). */
  wanted?: WantedValues;
}

export { MDX_LINE, INLINE_START, INLINE_END };
export type { MdxWhere };

export function compileMdx(written: string, where: MdxWhere): MdxResult {
  // MDX 1 kept lines in a list item that CommonMark ends it at: they are indented under the item first (mdx1-lists.ts).
  const body = where.mdxVersion === 1 ? mdx1Lists(unwrapMdxCodeBlocks(written)) : unwrapMdxCodeBlocks(written);
  const lineStarts = [0];
  for (let i = 0; i < body.length; i++) if (body.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const walk: Walk = { src: body, out: [], lineMap: [], diagnostics: [], scope: initialScope(where), frames: [], inline: [], tabsCount: 0, warned: new Set(), syntaxErrors: 0, jsxBlock: false, jsxBlockInItem: false, tableRow: false, lists: { columns: [] }, where, lineStarts, components: [], inputs: {}, budget: new EvaluationBudget(where.limits), dedents: [], elements: [], codeSpanMisses: new Map(), fileCode: { blocks: [], expressions: [], values: [], wanted: [] } };
  let pos = 0;
  let fence: string | undefined;
  // A line of paragraph text is open: an import/export line after it continues the paragraph (ESM cannot interrupt
  // one in MDX), so it is prose.
  let paragraph = false;
  while (pos <= body.length) {
    const end = lineEnd(body, pos);
    const line = body.slice(pos, end);
    const row = lineOf(walk, pos);
    // A backtick fence's info string holds no backtick (CommonMark): ``` code ``` on one line is a code span.
    const opener = /^\s*(?:(?:[-*+]|\d{1,9}[.)])\s+|>\s?)*(`{3,}(?=[^`]*$)|~{3,}|\$\$(?!.*\$\$\s*$))/.exec(line);
    if (fence !== undefined || opener) {
      // Code fences and display maths ($$ on a line, as remark-math reads it first) are not MDX.
      paragraph = false;
      if (fence === undefined) fence = opener![1];
      else if (fence === '$$' ? /\$\$\s*$/.test(line) : new RegExp(`^\\s*(?:>\\s?)*${fence[0]}{${fence.length},}\\s*$`).test(line)) fence = undefined;
      content(walk, line, row);
    } else if (line.trim() === '') {
      walk.inline = [];
      walk.tableRow = false;
      // MDX 1 ends a block of JSX at an empty line only: a line of spaces is inside it (remark-mdx 1's /^$/).
      if (where.mdxVersion !== 1 || /^\r?$/.test(line)) walk.jsxBlock = false;
      paragraph = false;
      content(walk, line, row);
    } else if (where.mdxVersion === 1 && !walk.jsxBlock && isIndentedCode(walk.lists, line, paragraph)) {
      // MDX 1 (remark-parse 8) has indented code, read before JSX and import/export: its `{` and `<` are code.
      paragraph = false;
      content(walk, line, row);
    } else if (!paragraph && !walk.jsxBlock && isEsmStart(line)) {
      // Inside an element's children too: a tag on its own line is no container, so MDX reads an import after it
      // at the top level and hoists it (`<TabItem>`, a blank line, then the tab's imports); MDX 1 too, once its block
      // of JSX has ended at an empty line.
      pos = esmBlock(walk, pos);
      continue;
    } else if (!paragraph && !walk.jsxBlock && line.includes(']:') && isLinkDefinition(line.slice(containerPrefix(line).length))) {
      content(walk, line, row);
    } else {
      // MDX 1: a block of JSX runs to the next empty line; one in a list item ends with it (a new item is a new block).
      if (where.mdxVersion === 1) {
        const prefix = containerPrefix(line);
        const item = LIST_MARKER.test(prefix);
        if (!walk.jsxBlock || (item && walk.jsxBlockInItem)) {
          walk.jsxBlock = startsJsxBlock(line.slice(prefix.length), paragraph);
          // On an item's line or indented under an open item: MDX 1 read the block inside the item, which ends it.
          walk.jsxBlockInItem = item || /^[ \t]*/.exec(line)![0].length >= (walk.lists.columns.at(-1) ?? Infinity);
        }
      }
      if (!walk.tableRow && line.includes('|')) walk.tableRow = startsTable(line, body.slice(end + 1, lineEnd(body, end + 1)));
      const scanned = scanLine(walk, pos);
      // MDX 3 unwraps a paragraph of elements only: one with text on a line before or after holds them inline.
      const before: boolean = paragraph;
      const inParagraph = () => where.mdxVersion !== 1 && (before || continuesParagraph(body.slice(scanned.end + 1, lineEnd(body, scanned.end + 1))));
      paragraph = emitLine(walk, scanned, row, inParagraph) && !HEADING_LINE.test(line.slice(scanned.prefix.length));
      pos = scanned.end + 1;
      continue;
    }
    pos = end + 1;
  }
  for (const frame of walk.frames) problem(walk, 'warning', walk.src.length, `<${frame.name}> is never closed.`, `Add </${frame.name}>.`);
  attachFileModule(walk);
  const wanted = wantedValues(walk);
  return { body: dedented(walk).join('\n'), lineMap: walk.lineMap, diagnostics: walk.diagnostics, components: walk.components, inputs: walk.inputs, elements: walk.elements, ...(wanted ? { wanted } : {}) };
}

/** MDX's own names, and those the site's MDXComponents gives every file (the file's imports, read later, win). */
function initialScope({ props, registered }: MdxWhere): Map<string, unknown> {
  const scope = new Map<string, unknown>([['toc', []], ['props', props ?? {}]]);
  for (const name of registered?.components ?? []) scope.set(name, { $$component: '@theme/MDXComponents', name, module: registered!.module, key: name } satisfies ImportedComponent);
  for (const [name, builtin] of Object.entries(registered?.aliases ?? {})) scope.set(name, { $$component: '@theme/MDXComponents', name, builtin } satisfies ImportedComponent);
  return scope;
}

/** Scans one logical line from `pos`: its container prefix (indent, list and quote markers) and its segments. */
function scanLine(walk: Walk, pos: number): { prefix: string; segments: Segment[]; end: number; heading: boolean } {
  const { src } = walk;
  const prefix = containerPrefix(src.slice(pos, lineEnd(src, pos)));
  // MDX 1 outside a block of JSX: braces are text, and a "<" is a tag only where MDX 1's pattern matches (mdx1.ts).
  const prose = walk.where.mdxVersion === 1 && !walk.jsxBlock;
  let proseEnd = -1;
  const segments: Segment[] = [];
  const line = lineKind(src.slice(pos + prefix.length, pos + prefix.length + 8), walk.tableRow, walk.where.mdxVersion !== 1, pos + prefix.length);
  let text = '';
  const flush = () => {
    if (text) segments.push({ t: 'text', text });
    text = '';
  };
  let i = pos + prefix.length;
  // The end of the line `i` is on (a tag or an expression may carry `i` onto a later line), found once per line:
  // searching for it at every backtick made a long line quadratic.
  let lineStop = -1;
  const endOfLine = () => (i <= lineStop ? lineStop : (lineStop = lineEnd(src, i)));
  let spanEnd: number;
  while (i < src.length && src.charCodeAt(i) !== 10) {
    const c = src.charAt(i);
    if (c === '\\' && i + 1 < src.length && src.charCodeAt(i + 1) !== 10) {
      text += src.slice(i, i + 2);
      i += 2;
    } else if ((spanEnd = markdownSpanEnd(src, i, line, text, endOfLine(), walk.codeSpanMisses)) >= 0) {
      // Code spans, maths, link destinations, heading ids: Markdown's, read by markdown-it (markdown-spans.ts).
      text += markdownSpanText(src, i, spanEnd, line);
      i = spanEnd;
    } else if (src.startsWith('<!--', i)) {
      const close = src.indexOf('-->', i);
      const stop = close < 0 ? src.length : close + 3;
      flush();
      segments.push({ t: 'comment', text: src.slice(i, stop) });
      i = stop;
    } else if (prose && (c === '{' || (c === '<' && !isInlineJsx(src, i, proseEnd < 0 ? (proseEnd = paragraphEnd(src, i)) : proseEnd)))) {
      text += c === '<' ? '\\<' : c;
      i++;
    } else if (c === '<' && looksLikeTag(src, i) && !isAutolink(src, i)) {
      const tag = tryRead(walk, () => readTag(src, i));
      if (!tag) {
        text += '\\<';
        i++;
        continue;
      }
      flush();
      i = tag.end;
      if (!tag.closing && tag.name !== '') walk.elements.push(tag.name);
      if (tag.name === 'CodeBlock' && !tag.closing && !tag.selfClosing) i = codeBlock(walk, tag, segments);
      else segments.push({ t: 'tag', tag });
    } else if (c === '{') {
      const expr = tryRead(walk, () => readExpression(src, i));
      if (!expr) {
        text += '\\{';
        i++;
        continue;
      }
      // `## Title {/* #id */}` (Docusaurus 3.10): a comment holding only `#id` that ends a heading line is its id.
      const commentId = line.heading && expr.source === '' ? headingCommentId(src, expr) : undefined;
      if (commentId) text += `{#${commentId}}`;
      else {
        flush();
        segments.push({ t: 'expr', expr });
      }
      i = expr.end;
    } else {
      text += c;
      i++;
    }
  }
  flush();
  // MDX 1: a line inside a block of JSX is JSX text, no heading.
  const heading = !(walk.where.mdxVersion === 1 && walk.jsxBlock) && HEADING_LINE.test(src.slice(pos + prefix.length, pos + prefix.length + 8));
  return { prefix, segments, end: i, heading };
}

/** A line's container markers: its indentation, list item markers and block quote markers. */
const containerPrefix = (line: string): string => /^[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+|>[ \t]?)*/.exec(line)![0];

const LIST_MARKER = /(?:^|\s)(?:[-*+]|\d{1,9}[.)])[ \t]/;

/** An ATX heading: one line, so a paragraph never runs on after it. */
const HEADING_LINE = /^#{1,6}(?:[ \t]|$)/;

/** Classifies a scanned line and writes it out; true when it is Markdown text (a paragraph may run on after it). */
function emitLine(walk: Walk, line: { prefix: string; segments: Segment[]; heading: boolean }, row: number, inParagraph: () => boolean): boolean {
  const { prefix, segments } = line;
  if (segments.every((s) => s.t === 'text')) {
    const text = prefix + segments.map((s) => (s as { text: string }).text).join('');
    // MDX 1: a line of text inside a block of JSX is JSX text, shown as written (`## Title` there is no heading).
    if (walk.where.mdxVersion === 1 && walk.jsxBlock) content(walk, /^[ \t]*/.exec(text)![0] + MDX_LINE + text.trim(), row);
    else content(walk, text, row);
    return true;
  }
  if (isFlow(segments) && !closesInline(walk, segments) && !(segments.some((s) => s.t === 'text' && s.text.trim() !== '') && inParagraph())) {
    emitFlow(walk, prefix, segments, row);
    return false;
  }
  emitText(walk, prefix, segments, row, line.heading);
  return true;
}

/**
 * A line that starts by closing an element opened inline on a line before it (`<h2> Bug` then `</h2>`): it goes on
 * with that text, as MDX reads a paragraph's lines, and the tag closes the element there.
 */
function closesInline(walk: Walk, segments: Segment[]): boolean {
  const first = segments.find((s) => s.t !== 'text' || s.text.trim() !== '');
  return first?.t === 'tag' && first.tag.closing && walk.inline.some((open) => open.name === first.tag.name);
}

/**
 * Only tags, expressions and spaces; or elements opened on this line whose text is all inside them (unwrapped). An
 * element left open by such a line (`<details><summary>Options</summary>`, its content in the blocks after it) holds
 * those blocks up to its closing tag, as MDX 1 (Docusaurus 2) read it: MDX 3 refuses the file.
 */
function isFlow(segments: Segment[]): boolean {
  const meaningful = segments.filter((s) => s.t !== 'text' || s.text.trim() !== '');
  if (meaningful.every((s) => s.t !== 'text')) return true;
  const first = meaningful[0];
  const last = meaningful.at(-1)!;
  if (first.t !== 'tag' || first.tag.closing || last.t === 'text') return false;
  let depth = 0;
  for (const s of meaningful) {
    if (s.t === 'tag' && !s.tag.selfClosing) depth += s.tag.closing ? -1 : 1;
    else if (s.t === 'text' && depth <= 0) return false;
  }
  return depth >= 0;
}

/**
 * A tag or expression that cannot be read may have been searched for to the end of the file (an unclosed "{"); each
 * "{" or "<" after it would search again. Past this many errors the file fails anyway, so the rest is text.
 */
const MAX_SYNTAX_ERRORS = 20;

function tryRead<T>(walk: Walk, read: () => T): T | undefined {
  if (walk.syntaxErrors >= MAX_SYNTAX_ERRORS) return undefined;
  try {
    return read();
  } catch (cause) {
    if (!(cause instanceof MdxSyntaxError)) throw cause;
    problem(walk, 'error', cause.at, `This file is not valid MDX: ${cause.message}`, cause.hint);
    if (++walk.syntaxErrors === MAX_SYNTAX_ERRORS) problem(walk, 'error', cause.at, `This file has ${MAX_SYNTAX_ERRORS} MDX syntax errors: lendocs reads the rest of it as text, and reports no more.`, 'Fix the errors above, then build again.');
    return undefined;
  }
}

export const escapeText = (text: string): string => escapeHtml(text);
