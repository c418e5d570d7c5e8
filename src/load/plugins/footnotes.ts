// GFM footnotes, drawn as remark-gfm (and so Docusaurus) draws them: `[^n]` is a numbered `<sup>` link to the
// note, `[^n]: text` (continued by lines indented four spaces) a definition, and the notes referred to are listed at
// the end in a `<section data-footnotes>` under a hidden "Footnotes" heading, each with its links back. A `[^n]`
// with no definition is text, a definition nothing refers to is left out, as GFM has it.
//   1. footnote_def (block rule, before `reference`, which would read `[^n]: text` as a link definition);
//   2. footnote_extract (core, before inline): definitions leave the body, so their notes are numbered in the order
//      the body refers to them, then the notes' own references, as mdast-util-to-hast numbers them;
//   3. footnote_ref (inline rule, before `link`);
//   4. footnote_section (core, after inline): the notes, their inline text parsed now, appended to the body.
import type MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';
import type Token from 'markdown-it/lib/token.mjs';
import type { MarkdownEnv } from '../markdown-env.js';
import { escapeHtml } from '../../shared/html.js';

/** What one body's footnotes are: definitions by id (first one wins), and how often each id is referred to. */
export interface Footnotes {
  definitions: Map<string, Token[]>;
  /** Ids in the order of their first reference: a note's number is its place here, plus one. */
  order: string[];
  counts: Map<string, number>;
}

const PREFIX = 'user-content-';
const MAX_LABEL = 999;

export function footnotes(md: MarkdownIt): void {
  md.block.ruler.before('reference', 'footnote_def', definition, { alt: ['paragraph', 'reference'] });
  md.core.ruler.before('inline', 'footnote_extract', extract);
  md.inline.ruler.before('link', 'footnote_ref', reference);
  md.core.ruler.after('inline', 'footnote_section', section);
  md.renderer.rules.footnote_ref = (tokens, idx) => {
    const { safe, number, refId } = tokens[idx].meta as { safe: string; number: number; refId: string };
    return `<sup><a href="#${PREFIX}fn-${safe}" id="${refId}" data-footnote-ref aria-describedby="footnote-label">${number}</a></sup>`;
  };
}

/** The label of `[^label]` at `at` (the `[`), and the offset after its `]`; a label has no spaces (GFM). */
function readLabel(src: string, at: number, max: number): { label: string; end: number } | undefined {
  if (src.charCodeAt(at) !== 0x5b /* [ */ || src.charCodeAt(at + 1) !== 0x5e /* ^ */) return undefined;
  for (let pos = at + 2; pos < max && pos - at <= MAX_LABEL + 2; pos++) {
    const c = src.charCodeAt(pos);
    if (c === 0x5d /* ] */) return pos === at + 2 ? undefined : { label: src.slice(at + 2, pos), end: pos + 1 };
    if (c === 0x5c /* \ */) pos++;
    else if (c === 0x5b || c === 0x20 || c === 0x09 || c === 0x0a) return undefined;
  }
  return undefined;
}

/** GFM matches labels case-insensitively. */
const idOf = (label: string) => label.toLowerCase();

function definition(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const start = state.bMarks[startLine] + state.tShift[startLine];
  const max = state.eMarks[startLine];
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  const found = readLabel(state.src, start, max);
  if (!found || state.src.charCodeAt(found.end) !== 0x3a /* : */) return false;
  if (silent) return true;

  const open = state.push('footnote_definition_open', '', 1);
  open.meta = { id: idOf(found.label) };
  open.map = [startLine, startLine];
  // The text after the colon is the note's first line; the lines after it belong to it when indented four spaces
  // (as in a list item), or as a paragraph's lazy continuation.
  const afterColon = found.end + 1;
  const saved = { bMark: state.bMarks[startLine], tShift: state.tShift[startLine], sCount: state.sCount[startLine], parent: state.parentType };
  let pos = afterColon;
  let offset = 0;
  while (pos < max && (state.src.charCodeAt(pos) === 0x20 || state.src.charCodeAt(pos) === 0x09)) {
    offset += state.src.charCodeAt(pos) === 0x09 ? 4 - (offset % 4) : 1;
    pos++;
  }
  state.bMarks[startLine] = afterColon;
  state.tShift[startLine] = pos - afterColon;
  state.sCount[startLine] = offset;
  state.blkIndent += 4;
  state.parentType = 'footnote' as typeof state.parentType;
  if (state.sCount[startLine] < state.blkIndent) state.sCount[startLine] += state.blkIndent;
  state.md.block.tokenize(state, startLine, endLine);
  state.parentType = saved.parent;
  state.blkIndent -= 4;
  state.tShift[startLine] = saved.tShift;
  state.sCount[startLine] = saved.sCount;
  state.bMarks[startLine] = saved.bMark;
  open.map[1] = state.line;
  state.push('footnote_definition_close', '', -1);
  return true;
}

/** Takes the definitions out of the body (the first of an id is kept), so only the body's inline text is parsed now. */
function extract(state: StateCore): void {
  if (!state.src.includes('[^')) return;
  const env = state.env as MarkdownEnv;
  const kept: Token[] = [];
  const notes: Footnotes = { definitions: new Map(), order: [], counts: new Map() };
  let inside: { id: string; tokens: Token[]; depth: number } | undefined;
  for (const token of state.tokens) {
    if (inside) {
      if (token.type === 'footnote_definition_open') inside.depth++;
      else if (token.type === 'footnote_definition_close' && --inside.depth === 0) {
        if (!notes.definitions.has(inside.id)) notes.definitions.set(inside.id, inside.tokens);
        inside = undefined;
        continue;
      }
      inside.tokens.push(token);
    } else if (token.type === 'footnote_definition_open') inside = { id: (token.meta as { id: string }).id, tokens: [], depth: 1 };
    else kept.push(token);
  }
  if (notes.definitions.size === 0) return;
  state.tokens = kept;
  env.footnotes = notes;
}

function reference(state: StateInline, silent: boolean): boolean {
  const notes = (state.env as MarkdownEnv).footnotes;
  if (!notes) return false;
  const found = readLabel(state.src, state.pos, state.posMax);
  if (!found) return false;
  const id = idOf(found.label);
  if (!notes.definitions.has(id)) return false;
  if (!silent) {
    if (!notes.counts.has(id)) notes.order.push(id);
    const count = (notes.counts.get(id) ?? 0) + 1;
    notes.counts.set(id, count);
    const safe = safeId(id);
    const refId = `${PREFIX}fnref-${safe}${count > 1 ? `-${count}` : ''}`;
    const token = state.push('footnote_ref', '', 0);
    token.meta = { safe, number: notes.order.indexOf(id) + 1, refId };
    (state.env as MarkdownEnv).ids.push(refId);
  }
  state.pos = found.end;
  return true;
}

/** The notes referred to, in order (a note referred to only from another note joins the list as it is read). */
function section(state: StateCore): void {
  const env = state.env as MarkdownEnv;
  const notes = env.footnotes;
  if (!notes || notes.order.length === 0) return;
  const html = (content: string) => Object.assign(new state.Token('html_block', '', 0), { content, block: true });
  const out: Token[] = [html('<section data-footnotes class="footnotes"><h2 id="footnote-label" class="sr-only">Footnotes</h2>\n<ol>\n')];
  env.ids.push('footnote-label');
  for (let index = 0; index < notes.order.length; index++) {
    const id = notes.order[index];
    const tokens = notes.definitions.get(id)!;
    for (const token of tokens) if (token.type === 'inline') state.md.inline.parse(token.content, state.md, state.env, (token.children = []));
    const safe = safeId(id);
    env.ids.push(`${PREFIX}fn-${safe}`);
    out.push(html(`<li id="${PREFIX}fn-${safe}">\n`), ...withBackReferences(state, tokens, backReferences(safe, index, notes.counts.get(id) ?? 1)), html('</li>\n'));
  }
  out.push(html('</ol>\n</section>\n'));
  state.tokens.push(...out);
}

/** The links back to each reference, in the last paragraph of the note (after a space) or after its content. */
function withBackReferences(state: StateCore, tokens: Token[], links: string): Token[] {
  const last = tokens.at(-1);
  const inline = last?.type === 'paragraph_close' ? tokens.at(-2) : undefined;
  const link = Object.assign(new state.Token('html_inline', '', 0), { content: links });
  if (inline?.type === 'inline' && inline.children) {
    const tail = inline.children.at(-1);
    if (tail?.type === 'text') tail.content += ' ';
    else inline.children.push(Object.assign(new state.Token('text', '', 0), { content: ' ' }));
    inline.children.push(link);
    return tokens;
  }
  return [...tokens, link];
}

function backReferences(safe: string, index: number, count: number): string {
  const links: string[] = [];
  for (let n = 1; n <= count; n++) {
    const suffix = n > 1 ? `-${n}` : '';
    links.push(`<a href="#${PREFIX}fnref-${safe}${suffix}" data-footnote-backref aria-label="Back to reference ${index + 1}${suffix}" class="data-footnote-backref">↩${n > 1 ? `<sup>${n}</sup>` : ''}</a>`);
  }
  return links.join(' ');
}

/** The label as it appears in ids and fragments (micromark's normalizeUri: other characters percent-encoded), for HTML. */
function safeId(id: string): string {
  return escapeHtml(id.replace(/[^!#$%&-;=?-Z_a-z~]|%(?![\dA-Fa-f]{2})/gu, (c) => encodeURIComponent(c)));
}
