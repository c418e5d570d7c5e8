// Heading ids as Docusaurus makes them: `{#custom-id}` when the author gives one, kept as written; else a
// GitHub-style slug made unique with -1, -2 … among the slugs made on the page (github-slugger's count, which
// explicit ids do not enter, so an explicit `{#config-1}` and a second `## config` both have the id config-1, as on
// the Docusaurus page: a site's links to either keep working as they did). Then each heading gets its permalink
// (#). Both passes are linear in the number of headings: a page of 20,000 `## Same` headings took a minute when
// each duplicate searched its suffix from -1 and markdown-it-anchor searched the token list for every heading.
import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { warning } from '../../errors.js';
import type { MarkdownEnv } from '../markdown-env.js';
import { githubSlug } from '../../shared/slug.js';
import { dropStrayMarks, HEADING_MARKS, ID_ONLY_END, ID_ONLY_START, SHOWN_ONLY_END, SHOWN_ONLY_START } from '../heading-text.js';

const CUSTOM_ID = /\s*\{#([^\s{}]+)\}\s*$/;

export function headings(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'heading_ids', (state) => {
    const env = state.env as MarkdownEnv;
    // The slugs made so far, and for each base slug the last suffix given (github-slugger's occurrences): the next
    // duplicate resumes there instead of counting from 1 again.
    const slugs = new Set<string>();
    const lastSuffix = new Map<string, number>();
    const explicit = new Set<string>();
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const open = tokens[i];
      if (open.type !== 'heading_open') continue;
      const inline = tokens[i + 1];
      const line = env.lineOffset + (open.map?.[0] ?? 0) + 1;
      const custom = inline.children ? takeCustomId(inline.children) : undefined;
      const texts = headingTexts(inline, env.mdxVersion !== 1);
      const text = texts.shown.trim();
      let id: string;
      if (custom) {
        id = custom;
        if (explicit.has(custom)) {
          env.diagnostics.push(
            warning('duplicate-heading-id', `Heading id "#${custom}" is used twice on this page.`, {
              file: env.file,
              line,
              hint: 'Both headings keep it, as in Docusaurus, and links to it go to the first; give each heading a different {#id}.',
            }),
          );
        }
        explicit.add(custom);
      } else {
        const base = githubSlug(texts.id) || 'section'; // untrimmed: Docusaurus keeps a space next to a comment
        id = base;
        while (slugs.has(id)) {
          const n = (lastSuffix.get(base) ?? 0) + 1;
          lastSuffix.set(base, n);
          id = `${base}-${n}`;
        }
        slugs.add(id);
      }
      open.attrSet('id', id);
      env.ids.push(id);
      env.headings.push({ level: Number(open.tag.slice(1)), text, id, line });
    }
    // Only an MDX body can hold the marks (heading-text.ts); the headings above have taken theirs out.
    if (env.lineMap && HEADING_MARKS.test(state.src)) dropStrayMarks(tokens);
  });

  // The permalink goes inside the heading, after its text: ` <a class="hash-link" href="#id" aria-label="…">#</a>`
  // (the markup markdown-it-anchor's linkInsideHeader made). Last core rule, so the text is final.
  md.core.ruler.push('heading_permalinks', (state) => {
    const env = state.env as MarkdownEnv;
    // Two headings may share an id (an explicit one and a slug): each takes its own text, in order.
    const textsById = new Map<string, { texts: string[]; next: number }>();
    for (const heading of env.headings) {
      const known = textsById.get(heading.id);
      if (known) known.texts.push(heading.text);
      else textsById.set(heading.id, { texts: [heading.text], next: 0 });
    }
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i].type !== 'heading_open') continue;
      const id = tokens[i].attrGet('id');
      const inline = tokens[i + 1];
      if (id === null || !inline.children) continue;
      const space = new state.Token('text', '', 0);
      space.content = ' ';
      const open = new state.Token('link_open', 'a', 1);
      open.meta = { permalink: true };
      open.attrs = [
        ['class', 'hash-link'],
        ['href', `#${id}`],
        ['aria-label', `Direct link to ${nextText(textsById, id) ?? id}`],
      ];
      const symbol = new state.Token('html_inline', '', 0);
      symbol.content = '#';
      inline.children.push(space, open, symbol, new state.Token('link_close', 'a', -1));
    }
  });
}

/** The text of the next heading with this id. */
function nextText(textsById: Map<string, { texts: string[]; next: number }>, id: string): string | undefined {
  const known = textsById.get(id);
  return known ? known.texts[known.next++] : undefined;
}

/**
 * A heading's `{#id}` at the end of its text, taken out of it. The text tokens that end the heading are read as one
 * (and joined into one when they hold the id, as the core rule text_join would later): an author who writes the id
 * already escaped, `## Title \{#id}`, gives markdown-it an escape token for `{`, and Docusaurus, which escapes `{#`
 * itself and leaves `\{#` as it is, reads that id too.
 */
function takeCustomId(children: Token[]): string | undefined {
  let first = children.length;
  while (first > 0 && (children[first - 1].type === 'text' || children[first - 1].type === 'text_special')) first--;
  if (first === children.length) return undefined;
  const trailing = children.slice(first);
  const content = trailing.map((child) => child.content).join('');
  const match = CUSTOM_ID.exec(content);
  if (!match) return undefined;
  const joined = trailing[0];
  joined.type = 'text';
  joined.content = content.slice(0, match.index);
  children.length = first + 1;
  return match[1];
}

/**
 * A heading's text for its id and as shown. They differ where the MDX walk marked parts of the line as the id's only
 * or as shown only (heading-text.ts): the marks and the id's parts are taken out of the tokens here.
 */
function headingTexts(inline: Token, directives: boolean): { id: string; shown: string } {
  const children = inline.children ?? [];
  if (!HEADING_MARKS.test(inline.content)) {
    const shown = plainText(children);
    return { id: directives && inline.content.includes(':') ? plainText(children, withoutTextDirectives) : shown, shown };
  }
  let id = '';
  let shown = '';
  let part: 'both' | 'id' | 'shown' = 'both';
  const read = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.children) read(token.children);
      if (token.type !== 'text' && token.type !== 'text_special' && token.type !== 'code_inline' && token.type !== 'math_inline') continue;
      let kept = '';
      const start = part;
      for (const c of token.content) {
        if (c === ID_ONLY_START) part = 'id';
        else if (c === SHOWN_ONLY_START) part = 'shown';
        else if (c === ID_ONLY_END || c === SHOWN_ONLY_END) part = 'both';
        else if (part !== 'id') kept += c;
      }
      // The id's text, read again from the same start: a text directive's name is left out of it.
      part = start;
      for (const c of directives && token.type === 'text' ? withoutTextDirectives(token.content) : token.content) {
        if (c === ID_ONLY_START) part = 'id';
        else if (c === SHOWN_ONLY_START) part = 'shown';
        else if (c === ID_ONLY_END || c === SHOWN_ONLY_END) part = 'both';
        else if (part !== 'shown') id += c;
      }
      token.content = kept;
      shown += kept;
    }
  };
  read(children);
  // What the marks held may have stood at an end of the heading: the spaces next to it are the id's, not shown.
  const [first, last] = [children[0], children.at(-1)];
  if (first?.type === 'text') first.content = first.content.trimStart();
  if (last?.type === 'text') last.content = last.content.trimEnd();
  return { id, shown };
}

/**
 * The text of inline tokens. `text_special` holds backslash escapes and entities (`\<`, `&amp;`) until text_join runs.
 * `ofText` reads the text tokens (not code, not escapes) for a heading's id.
 */
export function plainText(children: Token[], ofText: (text: string) => string = (text) => text): string {
  return children
    .map((child) =>
      child.type === 'text' ? ofText(child.content) : child.type === 'text_special' || child.type === 'code_inline' || child.type === 'math_inline' ? child.content : child.children ? plainText(child.children, ofText) : '',
    )
    .join('');
}

/**
 * A text directive (remark-directive, which Docusaurus 3 reads everywhere): `:name` after anything but a `:`, its name
 * a letter then letters, digits, `-` or `_`, not ending in `-` or `_` and not followed by another `:` (`:smile:` is
 * text). Docusaurus makes the heading's id before it puts an unused directive back as text, so `## Using wasi:http`
 * is using-wasi; its label stays, its attributes go (`:b[label]{.c}` gives label).
 */
const TEXT_DIRECTIVE = /(^|[^:]):[A-Za-z](?:[A-Za-z0-9_-]*[A-Za-z0-9])?(?![A-Za-z0-9_:-])(\[[^\]]*\])?(?:\{[^}]*\})?/g;
const withoutTextDirectives = (text: string): string => text.replace(TEXT_DIRECTIVE, '$1$2');
