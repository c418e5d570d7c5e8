// markdown-it's side of MDX (jsx-walk.ts makes the body):
//   - mdx_line: a line marked MDX_LINE is HTML made from JSX, whatever its indentation (MDX has no indented code);
//     inline Markdown held between INLINE_START and INLINE_END in it becomes an inline token, so `<b>**x**</b>`
//     has its text parsed as Markdown, without a paragraph around it (as MDX unwraps it);
//   - mdx_line_map: after the block parse, every token's lines are turned back into source lines (a tag written
//     over several lines is one line of the made body), so messages and link lines point at the file's lines.
import type MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import type { MarkdownEnv } from '../markdown-env.js';
import { INLINE_END, INLINE_START, MDX_LINE } from './emit.js';

export function mdxBlocks(md: MarkdownIt): void {
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
      pieces.forEach((piece, index) => {
        if (piece === '') return;
        const token = state.push(index % 2 === 1 ? 'inline' : 'html_block', '', 0);
        token.map = [startLine, startLine + 1];
        token.content = index % 2 === 1 ? piece.trim() : piece;
        if (index % 2 === 1) token.children = [];
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
