// Heading ids: `{#custom-id}` when the author gives one, else a GitHub-style slug made unique with -1, -2 …
// Then each heading gets its permalink (#). Both passes are linear in the number of headings: a page of 20,000
// `## Same` headings took a minute when each duplicate searched its suffix from -1 and markdown-it-anchor
// searched the token list for every heading.
import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { warning } from '../../errors.js';
import type { MarkdownEnv } from '../markdown-env.js';
import { slugify } from '../../shared/slug.js';

const CUSTOM_ID = /\s*\{#([^\s{}]+)\}\s*$/;

export function headings(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'heading_ids', (state) => {
    const env = state.env as MarkdownEnv;
    const taken = new Set<string>();
    // For each base id, the lowest suffix not yet known to be taken. Ids are only ever added, so every suffix below
    // it stays taken and the next duplicate resumes there instead of counting from 1 again.
    const nextSuffix = new Map<string, number>();
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const open = tokens[i];
      if (open.type !== 'heading_open') continue;
      const inline = tokens[i + 1];
      const line = env.lineOffset + (open.map?.[0] ?? 0) + 1;
      let custom: string | undefined;
      const last = inline.children?.[inline.children.length - 1];
      if (last?.type === 'text') {
        const match = CUSTOM_ID.exec(last.content);
        if (match) {
          custom = match[1];
          last.content = last.content.slice(0, match.index);
        }
      }
      const text = plainText(inline.children ?? []).trim();
      let id = custom ?? (slugify(text) || 'section');
      if (taken.has(id)) {
        if (custom) {
          env.diagnostics.push(
            warning('duplicate-heading-id', `Heading id "#${custom}" is used twice on this page.`, {
              file: env.file,
              line,
              hint: 'Give each heading a different {#id}; links to this id go to the first heading.',
            }),
          );
        }
        let n = nextSuffix.get(id) ?? 1;
        while (taken.has(`${id}-${n}`)) n++;
        nextSuffix.set(id, n + 1);
        id = `${id}-${n}`;
      }
      taken.add(id);
      open.attrSet('id', id);
      env.ids.push(id);
      env.headings.push({ level: Number(open.tag.slice(1)), text, id, line });
    }
  });

  // The permalink goes inside the heading, after its text: ` <a class="hash-link" href="#id" aria-label="…">#</a>`
  // (the markup markdown-it-anchor's linkInsideHeader made). Last core rule, so the text is final.
  md.core.ruler.push('heading_permalinks', (state) => {
    const env = state.env as MarkdownEnv;
    const textById = new Map(env.headings.map((heading) => [heading.id, heading.text]));
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
        ['aria-label', `Direct link to ${textById.get(id) ?? id}`],
      ];
      const symbol = new state.Token('html_inline', '', 0);
      symbol.content = '#';
      inline.children.push(space, open, symbol, new state.Token('link_close', 'a', -1));
    }
  });
}

/** The text of inline tokens. `text_special` holds backslash escapes and entities (`\<`, `&amp;`) until text_join runs. */
export function plainText(children: Token[]): string {
  return children
    .map((child) =>
      child.type === 'text' || child.type === 'text_special' || child.type === 'code_inline' || child.type === 'math_inline' ? child.content : child.children ? plainText(child.children) : '',
    )
    .join('');
}
