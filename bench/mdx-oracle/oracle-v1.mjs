// The MDX 1 oracle (issue 32): a file compiled by @mdx-js/mdx 1 (installed as the development-only alias
// @mdx-js/mdx-v1) as Docusaurus 2 compiled it, and what it finds, in the shape oracle.mjs gives for MDX 3. MDX 1
// reads a `{` or a `<` in prose as text; JSX is what its parser (remark-mdx 1) takes for it: a block that starts
// with a tag, import/export lines, and inline tags its tag pattern matches. Its JSX is raw text in the tree, so the
// elements a JSX node opens are read from that text. The compile runs to the end, because MDX 1 finds a tag left
// unclosed (`Map<String>` in prose) only when Babel reads the JSX it wrote: that file failed Docusaurus 2's build.
// Development only: nothing in src/ imports this, and lendocs never needs these packages.
import mdx from '@mdx-js/mdx-v1';
import { collectFeatures, countElement, unwrapMdxCodeBlocks, withoutFrontMatter } from './oracle.mjs';

/** mdast-util-to-string over MDX 1's tree (raw JSX is no text; a comment's is, as Docusaurus 2's headings plugin read it). */
function toText(node) {
  if (Array.isArray(node)) return node.map(toText).join('');
  if (node.type === 'jsx') return '';
  if (typeof node.value === 'string') return node.value;
  if (node.type === 'image' || node.type === 'imageReference') return node.alt ?? '';
  return node.children ? toText(node.children) : '';
}

/** Docusaurus 2's headings plugin: an id of letters, digits, `_` and `-` written `{#id}` at the end, else the slug. */
function headingId(heading, slugger) {
  const text = toText(heading.children);
  const written = /\s*\{#(?<id>[\w-]+)\}$/.exec(text);
  return written ? written.groups.id : slugger.slug(text);
}

/** The tags a raw JSX node opens, with their attributes' text (`<img src="a" />` → img). */
function openedTags(raw) {
  return [...raw.matchAll(/<([A-Za-z][\w.:-]*)((?:\s+[^>]*?)?)\/?>/g)].map((match) => ({ name: match[1], attributes: match[2] }));
}

const attribute = (attributes, name) => new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|\\{\\s*["']([^"']*)["']\\s*\\})`).exec(attributes)?.slice(1).find((value) => value !== undefined) ?? '';

/** What the MDX 1 tree holds, in the shape compare.mjs reads: its JSX is raw text, read for the tags it opens. */
export function mdastFeaturesV1(tree) {
  return collectFeatures(tree, {
    headingId,
    other: (node, found) => {
      if (node.type !== 'jsx') return;
      for (const { name, attributes } of openedTags(node.value)) countElement(found, name, (key) => attribute(attributes, key));
    },
  });
}

/**
 * Compiles `text` (a whole file, front matter included) as Docusaurus 2 did. Returns `{ ok: true, features }`, or
 * `{ ok: false, reason }` when MDX 1 refuses the file (Docusaurus 2's build failed on it too).
 */
export async function oracleFeaturesV1(text) {
  let tree;
  const capture = () => (root) => {
    tree = structuredClone(root);
  };
  try {
    await mdx(unwrapMdxCodeBlocks(withoutFrontMatter(text)), { remarkPlugins: [capture] });
  } catch (cause) {
    return { ok: false, reason: String(cause?.reason ?? cause?.message ?? cause).split('\n')[0] };
  }
  return { ok: true, features: mdastFeaturesV1(tree) };
}
