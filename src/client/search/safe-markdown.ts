// AI answers are untrusted text, shown as a small Markdown subset: paragraphs (line breaks kept), `-`/`*`/`1.`
// lists, fenced code blocks, and inline `code`, **strong** and [links](/path). The text is parsed into a tree and
// the tree is written out, so the HTML is always well nested (no `<a href="/x</code>c">`), every character of the
// answer is escaped text, and no raw HTML from the model can reach the page.
import { escapeHtml } from './query.js';

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'break' }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  /** `info`: the rest of the opening fence line (a language name, usually); not shown. */
  | { kind: 'code'; info: string; text: string };

/** The flat tokens of inline text, before `[`…`](href)` and `**` pairs are matched. */
type Token =
  | Inline
  | { kind: 'strong-mark' }
  | { kind: 'link-open' }
  | { kind: 'link-close'; href: string; raw: string };

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ITEM = /^\s*(?:([-*+])|\d{1,9}[.)])\s+(.*)$/;
/** `](href)`: no white space, controls, quotes, angle brackets, backslashes or parentheses inside the href. */
const LINK_CLOSE = /\]\(([^\s()<>"'`\\\u0000-\u001f\u007f-\u009f]+)\)/y;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const ESCAPABLE = /[!-/:-@[-`{-~]/;

/**
 * Only http(s) URLs and relative ones (`/path`, `page`, `#id`); never another scheme (`javascript:`, `data:`) or a
 * protocol-relative `//host`. LINK_CLOSE already kept out the characters browsers strip before reading a scheme.
 */
export function isSafeHref(href: string): boolean {
  if (/^https?:\/\/[^/]/i.test(href)) return true;
  return !SCHEME.test(href) && !href.startsWith('//');
}

export function parseSafeMarkdown(markdown: string): Block[] {
  // NUL becomes U+FFFD, as the HTML parser would make it anyway (so the written HTML is what the page holds).
  const lines = markdown.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === '') {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      // Until the closing fence, or the end: while the answer streams in, an open block is still code.
      const marker = fence[1];
      const body: string[] = [];
      for (i++; i < lines.length; i++) {
        const close = FENCE.exec(lines[i]);
        if (close && close[1][0] === marker[0] && close[1].length >= marker.length && lines[i].trim() === close[1]) break;
        body.push(lines[i]);
      }
      i++;
      blocks.push({ kind: 'code', info: line.slice(fence.index + fence[0].length).trim(), text: body.join('\n') });
      continue;
    }
    const first = ITEM.exec(line);
    if (first) {
      const ordered = first[1] === undefined;
      const items: string[] = [];
      for (; i < lines.length; i++) {
        const item = ITEM.exec(lines[i]);
        if (item && (item[1] === undefined) === ordered) items.push(item[2]);
        else if (!item && /^\s{2,}\S/.test(lines[i])) items[items.length - 1] += `\n${lines[i].trim()}`; // an indented continuation
        else break;
      }
      blocks.push({ kind: 'list', ordered, items: items.map(parseInline) });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && lines[i].trim() !== '' && !FENCE.test(lines[i]) && !ITEM.test(lines[i])) paragraph.push(lines[i++]);
    blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join('\n')) });
  }
  return blocks;
}

/** Inline text → tree. Code spans bind first (as in CommonMark), then links, then `**` pairs within each level. */
export function parseInline(text: string): Inline[] {
  return pairLinks(tokenize(text));
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) tokens.push({ kind: 'text', text: buffer });
    buffer = '';
  };
  const closers = codeSpanClosers(text);
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '`') {
      const run = runLength(text, i);
      const close = closers.get(i);
      if (close === undefined) buffer += text.slice(i, i + run);
      else {
        flush();
        tokens.push({ kind: 'code', text: text.slice(i + run, close) });
      }
      i = close === undefined ? i + run : close + run;
    } else if (char === '\\' && i + 1 < text.length && ESCAPABLE.test(text[i + 1])) {
      buffer += text[i + 1];
      i += 2;
    } else if (char === '\n') {
      flush();
      tokens.push({ kind: 'break' });
      i++;
    } else if (char === '*' && text[i + 1] === '*') {
      flush();
      tokens.push({ kind: 'strong-mark' });
      i += 2;
    } else if (char === '[') {
      flush();
      tokens.push({ kind: 'link-open' });
      i++;
    } else if (char === ']') {
      LINK_CLOSE.lastIndex = i;
      const match = LINK_CLOSE.exec(text);
      if (match) {
        flush();
        tokens.push({ kind: 'link-close', href: match[1], raw: match[0] });
        i += match[0].length;
      } else {
        buffer += char;
        i++;
      }
    } else {
      buffer += char;
      i++;
    }
  }
  flush();
  return tokens;
}

function runLength(text: string, at: number): number {
  let end = at;
  while (text[end] === '`') end++;
  return end - at;
}

/**
 * For each backtick run that opens a code span, where its closing run starts: the next run of the same length
 * (CommonMark's rule). One pass from the end, so long answers full of stray backticks stay linear.
 */
function codeSpanClosers(text: string): Map<number, number> {
  const runs: { at: number; length: number }[] = [];
  for (let i = 0; i < text.length; ) {
    if (text[i] !== '`' || (i > 0 && text[i - 1] === '\\' && !escapedBackslash(text, i - 1))) {
      i++;
      continue;
    }
    const length = runLength(text, i);
    runs.push({ at: i, length });
    i += length;
  }
  const nextOfLength = new Map<number, number>();
  const following: (number | undefined)[] = new Array(runs.length);
  for (let r = runs.length - 1; r >= 0; r--) {
    following[r] = nextOfLength.get(runs[r].length);
    nextOfLength.set(runs[r].length, r);
  }
  const closers = new Map<number, number>();
  for (let r = 0; r < runs.length; ) {
    const close = following[r];
    if (close === undefined) {
      r++;
      continue;
    }
    closers.set(runs[r].at, runs[close].at);
    r = close + 1; // runs inside the span are its text
  }
  return closers;
}

/** Is the backslash at `at` itself escaped (preceded by an odd number of backslashes)? */
function escapedBackslash(text: string, at: number): boolean {
  let count = 0;
  for (let i = at - 1; i >= 0 && text[i] === '\\'; i--) count++;
  return count % 2 === 1;
}

/** `[` … `](href)` pairs become links (the nearest open bracket wins; links never contain links). */
function pairLinks(tokens: Token[]): Inline[] {
  const out: Token[] = [];
  const opens: number[] = [];
  for (const token of tokens) {
    if (token.kind === 'link-open') {
      opens.push(out.length);
      out.push(token);
    } else if (token.kind === 'link-close') {
      const at = opens.pop();
      if (at === undefined || !isSafeHref(token.href)) {
        if (at !== undefined) opens.push(at);
        out.push({ kind: 'text', text: token.raw });
        continue;
      }
      const children = pairStrong(out.splice(at).slice(1));
      out.push({ kind: 'link', href: token.href, children: children.length > 0 ? children : [{ kind: 'text', text: token.href }] });
      // As in CommonMark: once a link is made, earlier open brackets can no longer start one (it would contain it).
      opens.length = 0;
    } else out.push(token);
  }
  return pairStrong(out);
}

/** `**` marks pair up in order within one level (a paragraph, a link's text); a mark left over is text. */
function pairStrong(tokens: Token[]): Inline[] {
  const out: Inline[] = [];
  let open = -1;
  for (const token of tokens) {
    if (token.kind === 'strong-mark') {
      if (open < 0) {
        open = out.length;
        out.push({ kind: 'text', text: '**' });
      } else {
        const children = out.splice(open + 1);
        if (children.length > 0) out[open] = { kind: 'strong', children };
        else out.push({ kind: 'text', text: '**' });
        open = -1;
      }
    } else if (token.kind === 'link-open') out.push({ kind: 'text', text: '[' });
    else if (token.kind === 'link-close') out.push({ kind: 'text', text: token.raw });
    else out.push(token);
  }
  return out;
}

export function renderInline(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'text':
          return escapeHtml(node.text);
        case 'break':
          return '<br>';
        case 'code':
          return `<code>${escapeHtml(node.text)}</code>`;
        case 'strong':
          return `<strong>${renderInline(node.children)}</strong>`;
        case 'link':
          return `<a href="${escapeHtml(node.href)}">${renderInline(node.children)}</a>`;
      }
    })
    .join('');
}

export function renderBlocks(blocks: Block[]): string {
  return blocks
    .map((block) => {
      if (block.kind === 'code') return `<pre><code>${escapeHtml(block.text)}</code></pre>`;
      if (block.kind === 'list') {
        const tag = block.ordered ? 'ol' : 'ul';
        return `<${tag}>${block.items.map((item) => `<li>${renderInline(item)}</li>`).join('')}</${tag}>`;
      }
      return `<p>${renderInline(block.children)}</p>`;
    })
    .join('');
}

export function renderSafeMarkdown(markdown: string): string {
  return renderBlocks(parseSafeMarkdown(markdown));
}
