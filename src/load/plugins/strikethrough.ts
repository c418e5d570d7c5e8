// GFM strikethrough as remark-gfm reads it: `~~x~~` and `~x~` (a run of one or two tildes, closed by a run of the same
// length; three or more are text), drawn as `<del>`. markdown-it's own rule reads only `~~` and draws `<s>`.
import type MarkdownIt from 'markdown-it';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';

/** Delimiter markers: one per run length, so balance_pairs only pairs runs of the same length. */
const SINGLE = 0x7e;
const DOUBLE = 0x7e7e;

export function strikethrough(md: MarkdownIt): void {
  md.disable('strikethrough');
  md.inline.ruler.before('emphasis', 'gfm_strikethrough', (state: StateInline, silent: boolean) => {
    if (silent || state.src.charCodeAt(state.pos) !== 0x7e /* ~ */) return false;
    const scanned = state.scanDelims(state.pos, true);
    const token = state.push('text', '', 0);
    token.content = state.src.slice(state.pos, state.pos + scanned.length);
    if (scanned.length <= 2) {
      state.delimiters.push({ marker: scanned.length === 1 ? SINGLE : DOUBLE, length: 0, token: state.tokens.length - 1, end: -1, open: scanned.can_open, close: scanned.can_close });
    }
    state.pos += scanned.length;
    return true;
  });
  md.inline.ruler2.after('balance_pairs', 'gfm_strikethrough', (state: StateInline) => {
    const lists = [state.delimiters, ...state.tokens_meta.map((meta) => meta?.delimiters ?? [])];
    for (const delimiters of lists) {
      for (const opener of delimiters) {
        if ((opener.marker !== SINGLE && opener.marker !== DOUBLE) || opener.end === -1) continue;
        const open = state.tokens[opener.token];
        const close = state.tokens[delimiters[opener.end].token];
        Object.assign(open, { type: 's_open', tag: 'del', nesting: 1, markup: open.content, content: '' });
        Object.assign(close, { type: 's_close', tag: 'del', nesting: -1, markup: close.content, content: '' });
      }
    }
    return true;
  });
}
