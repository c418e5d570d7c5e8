// The text of a page after the site's remark plugins changed its tree (load/remark/mdast-round-trip.ts): only the
// blocks a plugin changed are written anew; the rest, and the text between unchanged neighbours, stay the file's own,
// and a changed block that got shorter keeps its height, so later lines keep their numbers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { blocksOf, writeBack } from '../../../src/load/remark/mdast-round-trip.js';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkMdx);
const extensions = () => (processor.data() as { toMarkdownExtensions?: [] }).toMarkdownExtensions ?? [];

function visit(node: { type: string; children?: unknown[] }, each: (node: Record<string, unknown>) => void) {
  each(node as Record<string, unknown>);
  for (const child of (node.children ?? []) as { type: string }[]) visit(child, each);
}

const BODY = '# Title\n\n<Tabs   groupId="os">\n  <TabItem value="a">*odd*   spacing</TabItem>\n</Tabs>\n\nA [link](@@repo@@) and\ntext over two lines.\n\n*   a list\n*   as written\n\nLast line.\n';

test('a tree no plugin changed gives no new text', () => {
  const tree = processor.parse(BODY) as Root;
  assert.equal(writeBack(BODY, tree, blocksOf(tree), extensions()), undefined);
});

test('only the changed block is written anew; the others and the lines after it stay as written', () => {
  const tree = processor.parse(BODY) as Root;
  const before = blocksOf(tree);
  visit(tree, (node) => {
    if (node.type === 'link') node.url = 'https://code.example/acme';
    if (node.type === 'text' && node.value === ' and\ntext over two lines.') node.value = ' and text.';
  });
  const made = writeBack(BODY, tree, before, extensions())!;
  assert.equal(made, '# Title\n\n<Tabs   groupId="os">\n  <TabItem value="a">*odd*   spacing</TabItem>\n</Tabs>\n\nA [link](https://code.example/acme) and text.\n\n\n*   a list\n*   as written\n\nLast line.\n');
  assert.equal(made.split('\n').indexOf('Last line.'), BODY.split('\n').indexOf('Last line.'));
});

test('a block a plugin adds or removes is written or left out, with the neighbours kept', () => {
  const tree = processor.parse(BODY) as Root;
  const before = blocksOf(tree);
  tree.children.splice(1, 1);
  tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Added {by} a plugin' }] });
  const made = writeBack(BODY, tree, before, extensions())!;
  assert.equal(made, '# Title\n\nA [link](@@repo@@) and\ntext over two lines.\n\n*   a list\n*   as written\n\nLast line.\n\nAdded \\{by} a plugin\n');
});
