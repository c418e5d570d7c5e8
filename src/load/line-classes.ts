// Classes added to a highlighted block's lines (lines marked by `{1,3-5}` or magic comments, plugins/code.ts), apart
// from the highlighting itself so that a block highlighted on another thread is marked the same way.
import { escapeHtml } from '../shared/html.js';

/** Classes by line number, from 1. */
export type LineClasses = ReadonlyMap<number, readonly string[]>;

/** `lines` (one `<span class="line">` per line, highlight.ts) with each marked line's classes added. */
export function withLineClasses(lines: string, classes: LineClasses | undefined): string {
  if (!classes || classes.size === 0) return lines;
  let n = 0;
  // A highlighted line may carry its themes' default colours' classes already (highlight.ts).
  return lines.replace(/<span class="line((?: [\w-]+)*)">/g, (line, own: string) => {
    const added = classes.get(++n);
    return added ? `<span class="line${own} ${escapeHtml(added.join(' '))}">` : line;
  });
}
