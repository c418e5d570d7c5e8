// Heading ids: `{#custom-id}` when the author gives one, else a GitHub-style slug made unique with -1, -2 …
// Ids are all assigned here, before markdown-it-anchor runs, so its "id is not unique" exception can never fire;
// markdown-it-anchor then adds the permalink (#) to each heading.
import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import anchor from 'markdown-it-anchor';
import { warning } from '../../errors.js';
import type { MarkdownEnv } from '../markdown-env.js';

const CUSTOM_ID = /\s*\{#([^\s{}]+)\}\s*$/;

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens. */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export function headings(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'heading_ids', (state) => {
    const env = state.env as MarkdownEnv;
    const taken = new Set<string>();
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
        let n = 1;
        while (taken.has(`${id}-${n}`)) n++;
        id = `${id}-${n}`;
      }
      taken.add(id);
      open.attrSet('id', id);
      env.ids.push(id);
      env.headings.push({ level: Number(open.tag.slice(1)), text, id, line });
    }
  });

  md.use(anchor, {
    tabIndex: false,
    permalink: anchor.permalink.linkInsideHeader({
      symbol: '#',
      placement: 'after',
      class: 'hash-link',
      renderAttrs: (slug: string, state: { env: MarkdownEnv }) => {
        const heading = state.env.headings.find((h) => h.id === slug);
        return { 'aria-label': `Direct link to ${heading?.text ?? slug}` };
      },
    }),
  });
}

/** The text of inline tokens. `text_special` holds backslash escapes and entities (`\<`, `&amp;`) until text_join runs. */
export function plainText(children: Token[]): string {
  return children
    .map((child) =>
      child.type === 'text' || child.type === 'text_special' || child.type === 'code_inline' ? child.content : child.children ? plainText(child.children) : '',
    )
    .join('');
}
