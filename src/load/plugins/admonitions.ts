// `:::type Title` … `:::` blocks (Docusaurus admonitions). `:::type[Title]` works too, and longer fences
// (`::::`) let an admonition contain another one.
import type MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import { error, warning } from '../../errors.js';
import type { MarkdownEnv } from '../markdown-env.js';
import { ADMONITION_TYPES } from '../../shared/admonition-types.js';
import { capitalise } from '../../shared/text-transforms.js';

const OPENER = /^(:{3,})\s*([A-Za-z][\w-]*)?\s*(?:\[(.*)\]|(.*))$/;

/** The closing fence: a line of exactly this many colons, skipping nested admonitions of the same fence. */
function closingFence(state: StateBlock, fence: string, startLine: number, endLine: number): { line: number; closed: boolean } {
  let depth = 0;
  for (let line = startLine + 1; line < endLine; line++) {
    const text = state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]).trimEnd();
    if (text === fence) {
      if (depth === 0) return { line, closed: true };
      depth--;
    } else if (text.startsWith(fence) && text.charAt(fence.length) !== ':' && /^[A-Za-z]/.test(text.slice(fence.length).trimStart())) {
      depth++;
    }
  }
  return { line: endLine, closed: false };
}

export function admonitions(md: MarkdownIt): void {
  md.block.ruler.before('fence', 'admonition', (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
    const start = state.bMarks[startLine] + state.tShift[startLine];
    const max = state.eMarks[startLine];
    if (state.sCount[startLine] - state.blkIndent >= 4) return false;
    if (state.src.charCodeAt(start) !== 0x3a /* : */) return false;
    const match = OPENER.exec(state.src.slice(start, max).trimEnd());
    if (!match || !match[2]) return false;
    if (silent) return true;

    const fence = match[1];
    const type = match[2].toLowerCase();
    const title = (match[3] ?? match[4] ?? '').trim();
    const env = state.env as MarkdownEnv;

    const { line, closed } = closingFence(state, fence, startLine, endLine);
    const sourceLine = env.lineOffset + (env.lineMap?.[startLine] ?? startLine) + 1;
    // Docusaurus (remark-directive) lets an unclosed admonition run to the end of what holds it, as an unclosed
    // code fence does; real sites end files that way. The same here, with a warning so the gap is not silent.
    if (!closed) {
      env.diagnostics.push(
        warning('unclosed-admonition', `The ":::${type}" admonition is never closed: it takes in everything after it, to the end of the file (or of the list item or quote that holds it).`, {
          file: env.file,
          line: sourceLine,
          hint: `Add a line "${fence}" where the admonition ends.`,
        }),
      );
    }
    const known = (ADMONITION_TYPES as readonly string[]).includes(type);
    // The site's own keywords (config markdown.admonitionKeywords) are drawn like a note, with their own class.
    const keyword = !known && (env.admonitionKeywords ?? []).includes(type);
    if (!known && !keyword) {
      env.diagnostics.push(
        error('unknown-admonition', `Unknown admonition type ":::${type}".`, {
          file: env.file,
          line: sourceLine,
          hint: `Use one of ${ADMONITION_TYPES.join(', ')}, or declare the keyword in the config (markdown.admonitionKeywords: [${type}]).`,
        }),
      );
    }

    const open = state.push('admonition_open', 'div', 1);
    open.map = [startLine, line];
    open.info = known ? type : 'note';
    if (keyword) open.meta = { keyword: type };
    open.block = true;
    // The title is inline Markdown, parsed with the rest of the body (not at render time, which has no env):
    // its links are then recorded with this line, rewritten and checked like any other.
    const heading = state.push('inline', '', 0);
    heading.content = title || capitalise(keyword ? type : open.info);
    heading.map = [startLine, startLine + 1];
    heading.children = [];
    state.push('admonition_heading_close', 'p', 0).block = true;

    const oldParent = state.parentType;
    const oldLineMax = state.lineMax;
    state.parentType = 'admonition' as typeof state.parentType;
    state.lineMax = line;
    state.md.block.tokenize(state, startLine + 1, line);
    state.parentType = oldParent;
    state.lineMax = oldLineMax;

    const close = state.push('admonition_close', 'div', -1);
    close.block = true;
    state.line = closed ? line + 1 : line;
    return true;
  }, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });

  md.renderer.rules.admonition_open = (tokens, idx) => {
    const keyword = (tokens[idx].meta as { keyword?: string } | null)?.keyword;
    return `<div class="admonition admonition-${tokens[idx].info}${keyword ? ` admonition-${keyword}` : ''}"><p class="admonition-heading">`;
  };
  md.renderer.rules.admonition_heading_close = () => '</p><div class="admonition-content">\n';
  md.renderer.rules.admonition_close = () => '</div></div>\n';
}
