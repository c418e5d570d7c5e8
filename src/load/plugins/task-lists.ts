// GFM task list items, drawn as remark-gfm draws them: `- [ ] todo` and `- [x] done` become list items of class
// `task-list-item` that start with a disabled checkbox, in a list of class `contains-task-list`. The marker is taken
// out of the item's first paragraph before its text is parsed (a checkbox in its place), so `[x]` is never a link.
import type MarkdownIt from 'markdown-it';
import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';
import type Token from 'markdown-it/lib/token.mjs';

/** `[ ]`, `[x]` or `[X]`, followed by a space and something else (micromark-extension-gfm-task-list-item). */
const MARKER = /^\[([ \txX])\](?=[ \t\n]+\S)[ \t]?/;

export function taskLists(md: MarkdownIt): void {
  md.core.ruler.after('block', 'task_lists', (state: StateCore) => {
    const tokens = state.tokens;
    for (let i = 0; i + 2 < tokens.length; i++) {
      if (tokens[i].type !== 'list_item_open' || tokens[i + 1].type !== 'paragraph_open' || tokens[i + 2].type !== 'inline') continue;
      const inline = tokens[i + 2];
      const match = MARKER.exec(inline.content);
      if (!match) continue;
      // The checkbox is raw HTML at the start of the text (inside its paragraph when the list is loose).
      inline.content = `<input type="checkbox"${match[1] === ' ' || match[1] === '\t' ? '' : ' checked'} disabled> ${inline.content.slice(match[0].length)}`;
      tokens[i].attrJoin('class', 'task-list-item');
      listOpen(tokens, i)?.attrJoin('class', 'contains-task-list');
    }
  });
}

/** The list that holds the item opened at `item`, once (a second item does not add the class again). */
function listOpen(tokens: Token[], item: number): Token | undefined {
  const level = tokens[item].level - 1;
  for (let i = item - 1; i >= 0; i--) {
    const token = tokens[i];
    if (token.level === level && (token.type === 'bullet_list_open' || token.type === 'ordered_list_open')) return token.attrGet('class') ? undefined : token;
  }
  return undefined;
}
