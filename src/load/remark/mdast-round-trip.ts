// A page's Markdown after the site's remark plugins changed its syntax tree: lendocs reads Markdown text, not a
// tree, so the tree goes back to text. Only the top-level blocks a plugin changed are written anew (by
// mdast-util-to-markdown, with the syntax extensions the parse used); every other block, and the text between two
// blocks that are still neighbours, is the file's own text to the character. So a plugin that rewrites one link
// leaves the rest of the page exactly as written, and the lines after a changed block keep their numbers when it
// got no longer (it is padded with blank lines to its old height), so messages still point at the right line.
import { toMarkdown, type Options } from 'mdast-util-to-markdown';
import type { Root, RootContent } from 'mdast';

/** A top-level block as it was parsed: the node, what it held, and its first and last lines (1-based; -1 without a position). */
export interface Block {
  node: RootContent;
  json: string;
  start: number;
  end: number;
}

const withoutPosition = (key: string, value: unknown) => (key === 'position' ? undefined : value);

/** The tree's top-level blocks before the plugins run. */
export function blocksOf(tree: Root): Block[] {
  return tree.children.map((node) => ({ node, json: JSON.stringify(node, withoutPosition), start: node.position?.start.line ?? -1, end: node.position?.end.line ?? -1 }));
}

const WRITE: Options = {
  bullet: '-',
  emphasis: '_',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  // A Docusaurus 2 plugin's raw JSX block (MDX 1's `jsx` node) is written as it is.
  handlers: { jsx: (node: { value?: string }) => node.value ?? '' } as unknown as Options['handlers'],
};

/**
 * The body as text after the plugins ran on `tree` (`before`: its blocks before they ran), or undefined when they
 * changed nothing. `body` is the file's own text, line for line what was parsed (which may have had Docusaurus's
 * line-by-line rewrites, such as heading ids escaped): a top-level block starts and ends on a line of its own, so
 * the blocks no plugin changed are taken as whole lines of it. Throws when a changed block holds a node no extension
 * can write (a node type of the plugin's own).
 */
export function writeBack(body: string, tree: Root, before: readonly Block[], extensions: Options['extensions']): string | undefined {
  const same = (node: RootContent, block: Block | undefined) => block !== undefined && block.start > 0 && node === block.node && JSON.stringify(node, withoutPosition) === block.json;
  if (tree.children.length === before.length && tree.children.every((node, index) => same(node, before[index]))) return undefined;
  const lines = body.split('\n');
  const origin = new Map(before.map((block, index) => [block.node, index]));
  const first = before.find((block) => block.start > 0);
  const last = before.findLast((block) => block.end > 0);
  const out = first ? lines.slice(0, first.start - 1) : [];
  let previous: number | undefined;
  for (const node of tree.children) {
    const index = origin.get(node);
    const block = index === undefined ? undefined : before[index];
    const neighbours = block !== undefined && previous !== undefined && index === previous + 1 && before[previous].end > 0 && block.start > 0;
    if (neighbours) out.push(...lines.slice(before[previous!].end, block.start - 1));
    else if (out.length > 0 && out[out.length - 1].trim() !== '') out.push('');
    if (same(node, block)) {
      out.push(...lines.slice(block!.start - 1, block!.end));
    } else {
      const text = toMarkdown({ type: 'root', children: [node] }, { ...WRITE, extensions }).replace(/\n+$/, '').split('\n');
      // A block that got shorter keeps its height, so the lines after it keep their numbers.
      while (block && block.start > 0 && text.length < block.end - block.start + 1) text.push('');
      out.push(...text);
    }
    previous = index;
  }
  out.push(...(last ? lines.slice(last.end) : ['']));
  return out.join('\n');
}
