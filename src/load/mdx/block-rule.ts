// markdown-it's side of MDX (jsx-walk.ts makes the body):
//   - mdx_line: a line marked MDX_LINE is HTML made from JSX, whatever its indentation (MDX has no indented code);
//     inline Markdown held between INLINE_START and INLINE_END in it becomes an inline token, so `<b>**x**</b>`
//     has its text parsed as Markdown, without a paragraph around it (as MDX unwraps it);
//   - mdx_line_map: after the block parse, every token's lines are turned back into source lines (a tag written
//     over several lines is one line of the made body), so messages and link lines point at the file's lines.
import type MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import lheading from 'markdown-it/lib/rules_block/lheading.mjs';
import paragraph from 'markdown-it/lib/rules_block/paragraph.mjs';
import type { MarkdownEnv } from '../markdown-env.js';
import { INLINE_END, INLINE_START, MDX_LINE } from './markers.js';

export function mdxBlocks(md: MarkdownIt): void {
  // MDX 3 has no indented code (micromark's codeIndented is off in MDX): a block that starts four or more columns
  // into its container is read as if it started at the container's edge, so an indented paragraph, table, list,
  // fence or admonition is what it would be there. The lines after it that are indented at least as far move with
  // it (a table's rows, a fence's lines and its closing fence). MDX 1 (Docusaurus 2) had indented code.
  md.block.ruler.before('table', 'mdx_unindent', (state: StateBlock, startLine: number, endLine: number) => {
    if (!mdx3(state)) return false;
    const indent = state.sCount[startLine];
    const columns = indent - state.blkIndent;
    if (columns < 4) return false;
    for (let line = startLine; line < endLine; line++) {
      if (state.isEmpty(line)) continue;
      if (state.sCount[line] < indent) break;
      outdent(state, line, columns);
    }
    return false;
  });
  // Without indented code a fence's closing line may be indented any amount (micromark reads its prefix unbounded):
  // markdown-it ends a fence only at a line indented less than four columns, so such a line is moved to the edge.
  md.block.ruler.before('fence', 'mdx_fence_close', (state: StateBlock, startLine: number, endLine: number) => {
    if (mdx3(state) && state.sCount[startLine] - state.blkIndent < 4) outdentClosingFence(state, startLine, endLine);
    return false;
  });
  // Nor can a line indented four columns or more be a paragraph's lazy text just for its indentation: a list item,
  // heading, fence or element there interrupts the paragraph as it would at the container's edge.
  md.block.ruler.before('lheading', 'mdx_interrupt', (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
    if (silent || !mdx3(state)) return false;
    const interrupted = indentedInterruption(state, startLine, endLine);
    return interrupted !== undefined && (lheading(state, startLine, interrupted) || paragraph(state, startLine, interrupted));
  });
  // MDX 1 (remark-parse 8 without its commonmark option, as Docusaurus 2 ran it) knew only `1.` as an ordered
  // list's marker: a line starting `1)` is text there.
  md.block.ruler.before('list', 'mdx1_paren_marker', (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
    const env = state.env as MarkdownEnv;
    if (silent || !env.lineMap || env.mdxVersion !== 1 || state.sCount[startLine] - state.blkIndent >= 4) return false;
    const start = state.bMarks[startLine] + state.tShift[startLine];
    if (!/^\d{1,9}\)(?:[ \t]|$)/.test(state.src.slice(start, Math.min(start + 11, state.eMarks[startLine])))) return false;
    return paragraph(state, startLine, endLine);
  });
  md.block.ruler.before(
    'code',
    'mdx_line',
    (state: StateBlock, startLine: number, _endLine: number, silent: boolean) => {
      const start = state.bMarks[startLine] + state.tShift[startLine];
      if (state.src.charAt(start) !== MDX_LINE) return false;
      if (!(state.env as MarkdownEnv).lineMap) return false;
      if (silent) return true;
      const text = state.src.slice(start + 1, state.eMarks[startLine]);
      const pieces = text.split(new RegExp(`${INLINE_START}|${INLINE_END}`));
      const first = pieces.findIndex(Boolean);
      const last = pieces.findLastIndex(Boolean);
      pieces.forEach((piece, index) => {
        if (piece === '') return;
        const inline = index % 2 === 1;
        const token = state.push(inline ? 'inline' : 'html_block', '', 0);
        token.map = [startLine, startLine + 1];
        // Only the line's own ends are trimmed: text beside an expression or a tag keeps its spaces ('is {answer}.'
        // reads 'is 42.', as in MDX).
        let content = piece;
        if (inline && index === first) content = content.trimStart();
        if (inline && index === last) content = content.trimEnd();
        token.content = content;
        if (inline) token.children = [];
      });
      state.push('html_block', '', 0).content = '\n';
      state.line = startLine + 1;
      return true;
    },
    { alt: ['paragraph', 'reference', 'blockquote', 'list'] },
  );
  md.core.ruler.after('block', 'mdx_line_map', (state) => {
    const map = (state.env as MarkdownEnv).lineMap;
    if (!map) return;
    for (const token of state.tokens) {
      if (!token.map) continue;
      const [first, end] = token.map;
      token.map = [map[first] ?? first, (map[Math.max(first, end - 1)] ?? end - 1) + 1];
    }
  });
}

/** The source line (0-based) of a line of the made body, for rules that report while parsing. */
export function sourceLine(env: MarkdownEnv, line: number): number {
  return env.lineMap?.[line] ?? line;
}

/** Takes up to `columns` leading spaces off a line, as a container takes its own indentation off its lines. */
function outdent(state: StateBlock, line: number, columns: number): void {
  let taken = 0;
  while (taken < columns && taken < state.tShift[line] && state.src.charCodeAt(state.bMarks[line] + taken) === 0x20) taken += 1;
  state.bMarks[line] += taken;
  state.tShift[line] -= taken;
  state.sCount[line] -= taken;
}

/** A file read as MDX 3 (the MDX walk's body, not Docusaurus 2's MDX 1). */
function mdx3(state: StateBlock): boolean {
  const env = state.env as MarkdownEnv;
  return Boolean(env.lineMap) && env.mdxVersion !== 1;
}

/** The fence opened at `startLine`: its closing line, if indented four columns or more, moved to the block's edge. */
function outdentClosingFence(state: StateBlock, startLine: number, endLine: number): void {
  const opener = /^(`{3,}|~{3,})/.exec(state.src.slice(state.bMarks[startLine] + state.tShift[startLine], state.eMarks[startLine]))?.[1];
  if (!opener) return;
  const closing = new RegExp(`^${opener[0]}{${opener.length},}[ \\t]*$`);
  for (let line = startLine + 1; line < endLine; line++) {
    const text = state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]);
    if (text !== '' && state.sCount[line] < state.blkIndent) return;
    if (!closing.test(text)) continue;
    if (state.sCount[line] - state.blkIndent >= 4) outdent(state, line, state.sCount[line] - state.blkIndent);
    return;
  }
}

/** The first line of the paragraph at `startLine` indented four columns or more that starts a block interrupting it. */
function indentedInterruption(state: StateBlock, startLine: number, endLine: number): number | undefined {
  const terminators = state.md.block.ruler.getRules('paragraph');
  for (let line = startLine + 1; line < endLine && !state.isEmpty(line); line++) {
    const columns = state.sCount[line] - state.blkIndent;
    if (columns < 4) continue;
    const saved = [state.bMarks[line], state.tShift[line], state.sCount[line]] as const;
    const parentType = state.parentType;
    outdent(state, line, columns);
    state.parentType = 'paragraph';
    const interrupts = terminators.some((rule) => rule(state, line, endLine, true));
    state.parentType = parentType;
    [state.bMarks[line], state.tShift[line], state.sCount[line]] = saved;
    if (interrupts) return line;
  }
  return undefined;
}
