// `.mdx` files: the common MDX constructs of Docusaurus sites, turned into Markdown and HTML before parsing.
// Line numbers stay stable: every source line becomes exactly one line (dropped lines become empty lines).
//   import/export lines            → dropped
//   <Tabs>/<TabItem value label>   → a tablist of buttons and one panel per item (all visible without JS)
//   <details>/<summary>            → the HTML elements
//   <Admonition type title>        → `:::type Title` … `:::`
//   <Link to="/x">text</Link>      → <a href="/x">text</a>
//   any other <Component>          → a warning naming the file, line and component; its children are rendered
// Tag lines become "HTML lines" marked with MDX_LINE, which the mdxBlocks markdown-it rule emits as single-line HTML
// blocks, so the Markdown between them is parsed as Markdown. Children are de-indented (MDX has no indented code).
import type MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import { warning } from '../errors.js';
import type { Diagnostic } from '../types.js';
import type { MarkdownEnv } from './markdown-env.js';
import { escapeHtml } from '../shared/html.js';

/** Marks a line that is one HTML block made by this preprocessor (a private-use character). */
export const MDX_LINE = '\uE000';

interface Frame {
  name: string;
  /** Output index of the opening tag line. */
  open: number;
  /** Output indices of the direct child lines that are content (de-indented when the element closes). */
  children: number[];
  tabs?: { value: string; label: string; id: string; selected: boolean }[];
  tabsId?: string;
  groupId?: string;
}

export interface MdxResult {
  body: string;
  diagnostics: Diagnostic[];
}

/** The preprocessor's state while it walks one file's lines. */
interface Walk {
  lines: string[];
  out: string[];
  diagnostics: Diagnostic[];
  stack: Frame[];
  warned: Set<string>;
  tabsCount: number;
  where: { file: string; bodyLine: number };
}

export function preprocessMdx(body: string, where: { file: string; bodyLine: number }): MdxResult {
  const walk: Walk = { lines: body.split('\n'), out: [], diagnostics: [], stack: [], warned: new Set(), tabsCount: 0, where };
  const { lines } = walk;
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const trimmed = line.trim();
    if (fence !== undefined) {
      if (trimmed.startsWith(fence) && trimmed.slice(fence.length).trim() === '' && /^[`~]+$/.test(trimmed)) fence = undefined;
      content(walk, line);
      continue;
    }
    const opener = /^(`{3,}|~{3,})/.exec(trimmed);
    if (opener) {
      fence = opener[1];
      content(walk, line);
      continue;
    }
    // import / export statements at the top level, possibly over several lines.
    if (walk.stack.length === 0 && /^(import|export)\s/.test(line)) {
      let end = i;
      let text = line;
      while (!statementComplete(text) && end + 1 < lines.length && lines[end + 1].trim() !== '') text += `\n${lines[++end]}`;
      i = blankThrough(walk, i, end);
      continue;
    }
    // A JSX comment on its own lines (but keep the truncate marker).
    if (/^\{\/\*/.test(trimmed) && !/^\{\/\*\s*truncate\s*\*\/\}$/.test(trimmed)) {
      let end = i;
      while (!lines[end].includes('*/}') && end + 1 < lines.length) end++;
      i = blankThrough(walk, i, end);
      continue;
    }
    // A line that starts with a block tag.
    const tag = /^<(\/?)([A-Z][\w.]*|details|summary)\b/.exec(trimmed);
    if (tag) {
      i = blockTag(walk, i, tag[2], tag[1] === '/');
      continue;
    }
    content(walk, inline(line, (n) => unknown(walk, n, i)));
  }
  return { body: walk.out.join('\n'), diagnostics: walk.diagnostics };
}

/** A line of content: kept, and counted as a child of the innermost open element (for de-indenting). */
function content(walk: Walk, text: string): void {
  walk.out.push(text);
  walk.stack.at(-1)?.children.push(walk.out.length - 1);
}

/** Lines `from`…`to` become empty lines (line numbers stay); returns the index of the last one. */
function blankThrough(walk: Walk, from: number, to: number): number {
  for (let i = from; i <= to; i++) walk.out.push('');
  return to;
}

function unknown(walk: Walk, name: string, index: number): void {
  const key = `${name}:${index}`;
  if (walk.warned.has(key)) return;
  walk.warned.add(key);
  walk.diagnostics.push(
    warning('mdx-component', `Unknown MDX component <${name}>: lendocs renders its children only.`, {
      file: walk.where.file,
      line: walk.where.bodyLine + index,
      hint: 'Replace it with Markdown or HTML, or use one of the components lendocs renders: Tabs, TabItem, Admonition, Link, details.',
    }),
  );
}

/** A block tag line (an opening tag may span lines); returns the index of its last line. */
function blockTag(walk: Walk, i: number, name: string, closing: boolean): number {
  const { lines, out, stack } = walk;
  // Gather a multi-line opening tag.
  let end = i;
  let text = lines[i].trim();
  while (tagEnd(text) < 0 && end + 1 < lines.length) text += ` ${lines[++end].trim()}`;
  const closeAt = tagEnd(text);
  const head = closeAt >= 0 ? text.slice(0, closeAt + 1) : text;
  const rest = closeAt >= 0 ? text.slice(closeAt + 1).trim() : '';
  const selfClosing = /\/>$/.test(head);
  const emit = (html: string) => out.push(html === '' ? '' : `${MDX_LINE}${html}`);
  const closeHtml = name === 'details' ? '</details>' : '</div>';
  const closedInline = !closing && !selfClosing && rest.endsWith(`</${name}>`);
  const onUnknown = (n: string) => unknown(walk, n, i);
  const tail = inline(closedInline ? rest.slice(0, -`</${name}>`.length) : rest, onUnknown) + (closedInline ? closeHtml : '');

  if (name === 'summary' && !closing) {
    emit(`<summary>${inline(text.replace(/^<summary[^>]*>/, '').replace(/<\/summary>\s*$/, ''), onUnknown)}</summary>`);
  } else if (closing) {
    const frame = stack.at(-1)?.name === name ? stack.pop() : undefined;
    if (frame) dedent(out, frame.children);
    if (name === 'Tabs' && frame) out[frame.open] = `${MDX_LINE}${tablist(frame)}`;
    if (name === 'Admonition') out.push(':::');
    else emit(closeHtml);
  } else {
    const frame = openElement(walk, { name, attrs: parseAttributes(head), selfClosing, tail, at: i, emit });
    if (!selfClosing && !closedInline && name !== 'summary') stack.push(frame);
  }
  blankThrough(walk, i + 1, end);
  return end;
}

/** An opening tag: what it becomes, and the frame that tracks it until its closing tag. */
function openElement(
  walk: Walk,
  { name, attrs, selfClosing, tail, at, emit }: { name: string; attrs: Record<string, string>; selfClosing: boolean; tail: string; at: number; emit: (html: string) => void },
): Frame {
  const frame: Frame = { name, open: walk.out.length, children: [] };
  if (name === 'Tabs') {
    frame.tabs = [];
    frame.tabsId = `tabs-${++walk.tabsCount}`;
    frame.groupId = attrs.groupId;
    emit('<div class="tabs">'); // replaced by the tablist when </Tabs> is reached
  } else if (name === 'TabItem') {
    const parent = walk.stack.findLast((f) => f.name === 'Tabs');
    const value = attrs.value ?? attrs.label ?? String((parent?.tabs?.length ?? 0) + 1);
    const id = `${parent?.tabsId ?? 'tabs'}-${slug(value) || (parent?.tabs?.length ?? 0) + 1}`;
    parent?.tabs?.push({ value, label: attrs.label ?? value, id, selected: 'default' in attrs });
    emit(selfClosing ? '' : `<div role="tabpanel" class="tabs__panel" id="${id}-panel" aria-labelledby="${id}" data-value="${escapeHtml(value)}" tabindex="0">${tail}`);
  } else if (name === 'details') {
    emit(selfClosing ? '' : `<details class="details"${'open' in attrs ? ' open' : ''}>${tail}`);
  } else if (name === 'Admonition') {
    const type = (attrs.type ?? 'note').toLowerCase();
    walk.out.push(`:::${type}${attrs.title ? ` ${attrs.title}` : ''}`);
  } else {
    unknown(walk, name, at);
    emit(selfClosing ? '' : `<div class="mdx-component" data-component="${escapeHtml(name)}">${tail}`);
  }
  return frame;
}

/** Inline JSX: `<Link to>` becomes `<a href>`, other capitalised components become spans (with a warning). */
/**
 * A JSX expression that is a plain string literal (`{' '}`, the usual spacing after an inline tag, or
 * `{"text"}`) is its text, as MDX evaluates it; one holding Markdown or HTML characters is left for the author.
 */
const STRING_EXPRESSION = /\{\s*(['"])([^'"*_`<>&[\]\\{}]*)\1\s*\}/g;

function inline(text: string, onUnknown: (name: string) => void): string {
  if (!text.includes('<') && !text.includes('{')) return text;
  const parts = text.split(/(`+[^`]*`+)/); // leave inline code alone
  return parts
    .map((part, index) => {
      if (index % 2 === 1) return part;
      return part
        .replace(STRING_EXPRESSION, (_, _quote: string, value: string) => value)
        .replace(/<Link\b([^>]*)>/g, (_, attrs: string) => {
          const parsed = parseAttributes(`<Link${attrs}>`);
          const href = parsed.to ?? parsed.href ?? '#';
          return `<a href="${escapeHtml(href)}">`;
        })
        .replace(/<\/Link>/g, '</a>')
        .replace(/<([A-Z][\w.]*)\b[^>]*?\/>/g, (_, name: string) => {
          onUnknown(name);
          return '';
        })
        .replace(/<([A-Z][\w.]*)\b[^>]*>/g, (_, name: string) => {
          onUnknown(name);
          return `<span class="mdx-component" data-component="${escapeHtml(name)}">`;
        })
        .replace(/<\/[A-Z][\w.]*>/g, '</span>');
    })
    .join('');
}

function tablist(frame: Frame): string {
  const tabs = frame.tabs ?? [];
  const selected = Math.max(0, tabs.findIndex((tab) => tab.selected));
  const buttons = tabs
    .map(
      (tab, index) =>
        `<button type="button" role="tab" class="tabs__tab" id="${tab.id}" aria-controls="${tab.id}-panel" aria-selected="${index === selected}" data-value="${escapeHtml(tab.value)}">${escapeHtml(tab.label)}</button>`,
    )
    .join('');
  const group = frame.groupId ? ` data-group-id="${escapeHtml(frame.groupId)}"` : '';
  return `<div class="tabs" data-tabs${group}><div role="tablist" class="tabs__list">${buttons}</div>`;
}

function dedent(out: string[], indices: number[]): void {
  const indents = indices.filter((i) => out[i].trim() !== '').map((i) => /^[ \t]*/.exec(out[i])![0].length);
  if (indents.length === 0) return;
  const min = Math.min(...indents);
  if (min === 0) return;
  for (const i of indices) out[i] = out[i].slice(Math.min(min, /^[ \t]*/.exec(out[i])![0].length));
}

/** Index of the `>` that ends the first tag in `text` (quotes and braces respected), or -1. */
function tagEnd(text: string): number {
  let quote = '';
  let braces = 0;
  for (let i = 1; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') braces++;
    else if (c === '}') braces--;
    else if (c === '>' && braces === 0) return i;
  }
  return -1;
}

/** `name="x"`, `name='x'`, `name={"x"}`, `name={x}` (kept as text) and bare `name` (empty string). */
export function parseAttributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const body = tag.replace(/^<\/?[\w.]+/, '').replace(/\/?>$/, '');
  const pattern = /([A-Za-z_:][\w:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`|([^}]*))\s*\}))?/g;
  for (const match of body.matchAll(pattern)) {
    attrs[match[1]] = match[2] ?? match[3] ?? match[4] ?? match[5] ?? match[6] ?? match[7]?.trim() ?? '';
  }
  return attrs;
}

function statementComplete(text: string): boolean {
  let depth = 0;
  for (const c of text) {
    if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') depth--;
  }
  if (depth > 0) return false;
  if (/^import\s/.test(text)) return /(from\s*['"][^'"]+['"]|^import\s*['"][^'"]+['"])\s*;?\s*$/.test(text.trim());
  return true;
}

function slug(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The markdown-it rule for MDX_LINE lines: each is one HTML block, and it may end a paragraph. */
export function mdxBlocks(md: MarkdownIt): void {
  md.block.ruler.before(
    'html_block',
    'mdx_line',
    (state: StateBlock, startLine: number, _endLine: number, silent: boolean) => {
      const start = state.bMarks[startLine] + state.tShift[startLine];
      if (state.src.charAt(start) !== MDX_LINE) return false;
      if (!(state.env as MarkdownEnv).source?.endsWith('.mdx')) return false;
      if (silent) return true;
      const token = state.push('html_block', '', 0);
      token.map = [startLine, startLine + 1];
      token.content = `${state.src.slice(start + 1, state.eMarks[startLine])}\n`;
      state.line = startLine + 1;
      return true;
    },
    { alt: ['paragraph', 'reference', 'blockquote', 'list'] },
  );
}
