// A line holding only a void element (`<br />`, `<hr>`, `<wbr/>`) is one HTML block of its own, as MDX (and so
// Docusaurus) reads it. CommonMark would run that HTML block on to the next blank line, swallowing what follows:
// `<br />` then `:::info` lost the admonition and printed its fences as text.
import type MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';

const VOID_LINE = /^<(br|hr|wbr)\s*\/?>\s*$/i;

export function voidLines(md: MarkdownIt): void {
  md.block.ruler.before(
    'html_block',
    'void_line',
    (state: StateBlock, startLine: number, _endLine: number, silent: boolean) => {
      if (state.sCount[startLine] - state.blkIndent >= 4) return false;
      const line = state.src.slice(state.bMarks[startLine] + state.tShift[startLine], state.eMarks[startLine]);
      if (!VOID_LINE.test(line)) return false;
      if (silent) return true;
      const token = state.push('html_block', '', 0);
      token.map = [startLine, startLine + 1];
      token.content = `${line}\n`;
      state.line = startLine + 1;
      return true;
    },
    { alt: ['paragraph', 'reference', 'blockquote', 'list'] },
  );
}
