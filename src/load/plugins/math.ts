// Maths rendered at build time with KaTeX: `$…$` inline, `$$ … $$` blocks and ```math fences (see code.ts).
// Pages with maths are flagged, so only they load KaTeX's stylesheet.
import { createRequire } from 'node:module';
import type MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';
import type { MarkdownEnv } from '../markdown-env.js';

/**
 * KaTeX (600 KB of JavaScript) is loaded by the first formula drawn, not with the Markdown renderer: a site without
 * maths does not pay for compiling it (about 1.5 % of a 100-page build). Node keeps the loaded module, so the
 * later formulas find it at once; its CommonJS build is the same release, and draws the same HTML.
 */
const requireHere = createRequire(import.meta.url);
const requireKatex = (): typeof import('katex').default => requireHere('katex');

export function renderMath(tex: string, displayMode: boolean): string {
  // A formula that ends in a lone backslash (a line break written as `\` before the fence's newline) reads as
  // KaTeX reads it in Docusaurus, where the newline follows it: a control space, not an error.
  if (/(^|[^\\])(\\\\)*\\$/.test(tex)) tex += ' ';
  // throwOnError: false shows a bad formula in red with its error, instead of failing the page.
  return requireKatex().renderToString(tex, { displayMode, throwOnError: false, output: 'html', strict: 'ignore' });
}

export function math(md: MarkdownIt): void {
  // `$…$` and `$$…$$` inside text, as remark-math reads them (a formula may start with a digit: `$0 ≤ x ≤ 1$`),
  // with pandoc's rules that keep prices as text: no space just inside either dollar, and no digit right after the
  // closing one ("$5 and $6", "**$128 million** and **$51 million**" are money).
  md.inline.ruler.after('escape', 'math_inline', (state: StateInline, silent: boolean) => {
    const { src } = state;
    const start = state.pos;
    if (src.charCodeAt(start) !== 0x24 /* $ */) return false;
    const fence = src.charCodeAt(start + 1) === 0x24 ? '$$' : '$';
    const open = start + fence.length;
    if (open >= state.posMax || /\s|\$/.test(src.charAt(open))) return false;
    let end = open;
    while ((end = src.indexOf(fence, end)) !== -1) {
      if (src.charCodeAt(end - 1) !== 0x5c /* \ */) break;
      end++;
    }
    if (end === -1 || end + fence.length > state.posMax || /\s/.test(src.charAt(end - 1))) return false;
    const after = src.charCodeAt(end + fence.length);
    if ((after >= 0x30 && after <= 0x39) || after === 0x24) return false;
    if (!silent) {
      const token = state.push('math_inline', 'math', 0);
      token.content = src.slice(open, end);
      (state.env as MarkdownEnv).hasMath = true;
    }
    state.pos = end + fence.length;
    return true;
  });

  md.block.ruler.after('blockquote', 'math_block', (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
    const first = state.src.slice(state.bMarks[startLine] + state.tShift[startLine], state.eMarks[startLine]).trim();
    if (!first.startsWith('$$')) return false;
    // `$$a$$ and text` on one line is inline maths in a paragraph (remark-math), not the start of a block.
    const closeAt = first.indexOf('$$', 2);
    if (closeAt > 2 && first.slice(closeAt + 2).trim() !== '') return false;
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
