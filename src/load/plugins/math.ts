// Maths rendered at build time with KaTeX: `$…$` inline, `$$ … $$` blocks and ```math fences (see code.ts).
// Pages with maths are flagged, so only they load KaTeX's stylesheet.
import katex from 'katex';
import type MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';
import type { MarkdownEnv } from '../markdown-env.js';

export function renderMath(tex: string, displayMode: boolean): string {
  // throwOnError: false shows a bad formula in red with its error, instead of failing the page.
  return katex.renderToString(tex, { displayMode, throwOnError: false, output: 'html', strict: 'ignore' });
}

export function math(md: MarkdownIt): void {
  md.inline.ruler.after('escape', 'math_inline', (state: StateInline, silent: boolean) => {
    const start = state.pos;
    if (state.src.charCodeAt(start) !== 0x24 /* $ */ || state.src.charCodeAt(start + 1) === 0x24) return false;
    const next = state.src.charCodeAt(start + 1);
    // "$5 and $6" is money, not maths: the opening $ must not be followed by a space or a digit.
    if (next === 0x20 || next === 0x09 || (next >= 0x30 && next <= 0x39)) return false;
    let end = start + 1;
    while ((end = state.src.indexOf('$', end)) !== -1) {
      if (state.src.charCodeAt(end - 1) !== 0x5c /* \ */) break;
      end++;
    }
    if (end === -1 || /\s/.test(state.src.charAt(end - 1))) return false;
    const after = state.src.charCodeAt(end + 1);
    if (after >= 0x30 && after <= 0x39) return false;
    if (!silent) {
      const token = state.push('math_inline', 'math', 0);
      token.content = state.src.slice(start + 1, end);
      (state.env as MarkdownEnv).hasMath = true;
    }
    state.pos = end + 1;
    return true;
  });

  md.block.ruler.after('blockquote', 'math_block', (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
    const first = state.src.slice(state.bMarks[startLine] + state.tShift[startLine], state.eMarks[startLine]).trim();
    if (!first.startsWith('$$')) return false;
    if (silent) return true;
    let content = first.slice(2);
    let line = startLine;
    let closed = content.trimEnd().endsWith('$$') && content.trim().length >= 2;
    if (closed) content = content.trimEnd().slice(0, -2);
    while (!closed && ++line < endLine) {
      const text = state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]);
      if (text.trimEnd().endsWith('$$')) {
        content += `\n${text.trimEnd().slice(0, -2)}`;
        closed = true;
      } else content += `\n${text}`;
    }
    const token = state.push('math_block', 'math', 0);
    token.block = true;
    token.content = content.trim();
    token.map = [startLine, line + 1];
    (state.env as MarkdownEnv).hasMath = true;
    state.line = line + 1;
    return true;
  }, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });

  md.renderer.rules.math_inline = (tokens, idx) => renderMath(tokens[idx].content, false);
  md.renderer.rules.math_block = (tokens, idx) => `<div class="math-display">${renderMath(tokens[idx].content, true)}</div>\n`;
}
