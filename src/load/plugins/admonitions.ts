// `:::type Title` … `:::` blocks (Docusaurus admonitions). `:::type[Title]` works too, and longer fences
// (`::::`) let an admonition contain another one. `{.class #id}` after the type or title (remark-directive's
// attributes) adds a class or an id. Any other name is a directive Docusaurus does not use: it warns and keeps
// the text, so lendocs does too: `:::name` draws its content in a plain `<div>`; `:::name Title` is no directive
// at all (Docusaurus reads the title form only for its admonition types), so its lines stay a paragraph.
import type MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import { warning } from '../../errors.js';
import type { Diagnostic } from '../../types.js';
import { escapeHtml } from '../../shared/html.js';
import type { MarkdownEnv } from '../markdown-env.js';
import { ADMONITION_TYPES } from '../../shared/admonition-types.js';
import { capitalise } from '../../shared/text-transforms.js';
import { USE_CLOSE, USE_OPEN } from '../components/markers.js';

const OPENER = /^(:{3,})\s*([A-Za-z][\w-]*)?\s*(?:\[(.*)\]\s*(\{[^{}]*\})?|(\{[^{}]*\})|(.*))$/;

/** What an opener line is: an admonition (a type or a keyword of the site), another directive, or text. */
type Opener = { kind: 'admonition' | 'directive'; match: RegExpExecArray } | undefined;

function readOpener(line: string, keywords: readonly string[]): Opener {
  const match = OPENER.exec(line.trimEnd());
  if (!match || !match[2]) return undefined;
  const type = match[2].toLowerCase();
  if ((ADMONITION_TYPES as readonly string[]).includes(type) || keywords.includes(type)) return { kind: 'admonition', match };
  // `:::name Title`: Docusaurus reads the title form (mdx1Compat.admonitions) only for its admonition types.
  return match[6]?.trim() ? undefined : { kind: 'directive', match };
}

/**
 * The closing fence: a line of exactly this many colons, skipping nested admonitions of the same fence. An admonition
 * left open ends with the list item that holds it (`held`: a line of the item follows the opener).
 */
function closingFence(state: StateBlock, fence: string, startLine: number, endLine: number, keywords: readonly string[]): { line: number; closed: boolean; held: boolean } {
  let depth = 0;
  let held = false;
  for (let line = startLine + 1; line < endLine; line++) {
    if (state.isEmpty(line)) continue;
    const text = state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]).trimEnd();
    // markdown-it reads a list item's blocks on to the end of the file: a line indented less than the item's content
    // ends the item, unless it is lazy text of the paragraph on the line before.
    const lazy = line - 1 > startLine && !state.isEmpty(line - 1) && !text.startsWith(':');
    if (state.sCount[line] < state.blkIndent && !lazy) return { line, closed: false, held };
    held = true;
    if (text === fence) {
      if (depth === 0) return { line, closed: true, held };
      depth--;
    } else if (text.startsWith(fence) && text.charAt(fence.length) !== ':' && readOpener(text, keywords)) {
      depth++;
    }
  }
  return { line: endLine, closed: false, held };
}

export function admonitions(md: MarkdownIt): void {
  md.block.ruler.before('fence', 'admonition', (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
    const start = state.bMarks[startLine] + state.tShift[startLine];
    const max = state.eMarks[startLine];
    if (state.sCount[startLine] - state.blkIndent >= 4) return false;
    if (state.src.charCodeAt(start) !== 0x3a /* : */) return false;
    const env = state.env as MarkdownEnv;
    const keywords = env.admonitionKeywords ?? [];
    const text = state.src.slice(start, max);
    const opener = readOpener(text, keywords);
    const sourceLine = env.lineOffset + (env.lineMap?.[startLine] ?? startLine) + 1;
    if (!opener) {
      // A typo in an admonition's type (`:::warn Careful`) would otherwise pass unseen as a paragraph.
      const named = !silent && /^:{3,}([A-Za-z][\w-]*)[ \t]+\S/.exec(text);
      if (named) env.diagnostics.push(unknownDirective(named[1].toLowerCase(), sourceLine, env, true));
      return false;
    }
    if (silent) return true;

    const { match } = opener;
    const fence = match[1];
    const type = match[2].toLowerCase();
    const title = (match[3] ?? match[6] ?? '').trim();
    const known = (ADMONITION_TYPES as readonly string[]).includes(type);
    // The site's own keywords (config markdown.admonitionKeywords) are drawn like a note, with their own class.
    const keyword = !known && keywords.includes(type);
    const directive = opener.kind === 'directive';

    const { line, closed, held } = closingFence(state, fence, startLine, endLine, keywords);
    // Docusaurus 2's admonitions need a line after the opener in what holds them: an opener that is its list item's
    // last line (`6. :::note Text :::`) is the item's text there.
    if (env.mdxVersion === 1 && !held && line < endLine) return false;
    if (directive) env.diagnostics.push(unknownDirective(type, sourceLine, env, false));
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
    // A type of the site's own (src/theme/Admonition/Types) is drawn by its component, given the type and title.
    const own = directive ? undefined : env.siteAdmonitions?.types.find((name) => name.toLowerCase() === type);
    if (own !== undefined) return siteAdmonition(state, { env, key: own, type, title, sourceLine, startLine, line, closed });
    const open = state.push(directive ? 'directive_open' : 'admonition_open', 'div', 1);
    open.map = [startLine, line];
    open.info = known ? type : 'note';
    open.meta = { keyword: keyword ? type : undefined, ...attributes(match[4] ?? match[5]) };
    if (open.meta.id) env.ids.push(open.meta.id);
    open.block = true;
    if (!directive || title) pushTitle(state, title || capitalise(keyword ? type : open.info), directive, startLine);
    tokenizeInside(state, startLine + 1, line);

    const close = state.push(directive ? 'directive_close' : 'admonition_close', 'div', -1);
    close.block = true;
    state.line = closed ? line + 1 : line;
    return true;
  }, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });

  md.renderer.rules.admonition_open = (tokens, idx) => {
    const { keyword, classes, id } = tokens[idx].meta as OpenerMeta;
    const extra = [keyword && `admonition-${keyword}`, ...classes].filter(Boolean).map((name) => ` ${escapeHtml(name!)}`).join('');
    return `<div class="admonition admonition-${tokens[idx].info}${extra}"${id ? ` id="${escapeHtml(id)}"` : ''}><p class="admonition-heading">`;
  };
  md.renderer.rules.admonition_heading_close = () => '</p><div class="admonition-content">\n';
  md.renderer.rules.admonition_close = () => '</div></div>\n';
  md.renderer.rules.directive_open = (tokens, idx) => {
    const { classes, id } = tokens[idx].meta as OpenerMeta;
    return `<div${classes.length ? ` class="${escapeHtml(classes.join(' '))}"` : ''}${id ? ` id="${escapeHtml(id)}"` : ''}>\n`;
  };
  md.renderer.rules.directive_close = () => '</div>\n';
  md.renderer.rules.site_admonition_open = (tokens, idx) => `${USE_OPEN(tokens[idx].meta.use as number)}\n`;
  md.renderer.rules.site_admonition_close = (tokens, idx) => `${USE_CLOSE(tokens[idx].meta.use as number)}\n`;
}

/** `:::type` of the site's own: its content between the markers its component's drawing replaces (render-uses.ts). */
function siteAdmonition(state: StateBlock, at: { env: MarkdownEnv; key: string; type: string; title: string; sourceLine: number; startLine: number; line: number; closed: boolean }): boolean {
  const own = at.env.siteAdmonitions!;
  const use = own.first + own.uses.length;
  own.uses.push({ module: own.module, name: `:::${at.type}`, key: at.key, props: { type: at.type, ...(at.title ? { title: at.title } : {}) }, line: at.sourceLine });
  const open = state.push('site_admonition_open', '', 1);
  open.map = [at.startLine, at.line];
  open.meta = { use };
  open.block = true;
  tokenizeInside(state, at.startLine + 1, at.line);
  const close = state.push('site_admonition_close', '', -1);
  close.meta = { use };
  close.block = true;
  state.line = at.closed ? at.line + 1 : at.line;
  return true;
}

/**
 * The title is inline Markdown, parsed with the rest of the body (not at render time, which has no env): its links
 * are then recorded with this line, rewritten and checked like any other. A directive's label is a paragraph of its
 * content, as remark-directive makes it.
 */
function pushTitle(state: StateBlock, title: string, directive: boolean, startLine: number): void {
  if (directive) state.push('paragraph_open', 'p', 1).block = true;
  const heading = state.push('inline', '', 0);
  heading.content = title;
  heading.map = [startLine, startLine + 1];
  heading.children = [];
  if (directive) state.push('paragraph_close', 'p', -1).block = true;
  else state.push('admonition_heading_close', 'p', 0).block = true;
}

function tokenizeInside(state: StateBlock, from: number, to: number): void {
  const oldParent = state.parentType;
  const oldLineMax = state.lineMax;
  state.parentType = 'admonition' as typeof state.parentType;
  state.lineMax = to;
  state.md.block.tokenize(state, from, to);
  state.parentType = oldParent;
  state.lineMax = oldLineMax;
}

interface OpenerMeta {
  keyword?: string;
  classes: string[];
  id?: string;
}

/** remark-directive's `{.class #id key="value"}`: the classes and the id (other attributes mean nothing here). */
function attributes(braces: string | undefined): Omit<OpenerMeta, 'keyword'> {
  const classes: string[] = [];
  let id: string | undefined;
  for (const [, sigil, name] of (braces ?? '').matchAll(/(?:^|[\s{])([.#])([^\s.#{}="']+)/g)) {
    if (sigil === '.') classes.push(name);
    else id = name;
  }
  return { classes, id };
}

function unknownDirective(type: string, line: number, env: MarkdownEnv, titled: boolean): Diagnostic {
  const shown = titled
    ? `":::${type}" is not an admonition type, so its lines stay text, as Docusaurus shows them.`
    : `Unknown directive ":::${type}": it is no admonition type, so its content is drawn as it is, without a box, as Docusaurus does.`;
  return warning('unknown-directive', shown, {
    file: env.file,
    line,
    hint: `Use one of ${ADMONITION_TYPES.join(', ')}, declare the keyword in the config (markdown.admonitionKeywords: [${type}]), or write "\\:::${type}" to show the colons as text.`,
  });
}
