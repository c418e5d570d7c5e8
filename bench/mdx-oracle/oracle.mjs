// The MDX oracle (issue 30): a file compiled by @mdx-js/mdx 3 with the remark chain Docusaurus 3 compiles with
// (remark-directive, remark-gfm, @slorber/remark-comment for mdx1Compat.comments, remark-math where the site turns
// it on), after Docusaurus's own preprocessing of the text (mdx-code-block fences unwrapped, `{#id}` heading ids
// escaped, `:::note Title` turned into `:::note[Title]`), and what it finds: headings and their ids (as
// Docusaurus's headings plugin gives them), code blocks, tables, images, list items, footnote references and JSX
// elements. Development only: nothing in src/ imports this, and lendocs never needs these packages.
import { createProcessor } from '@mdx-js/mdx';
import remarkComment from '@slorber/remark-comment';
import GithubSlugger from 'github-slugger';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';

/** Docusaurus 3's admonition keywords (theme-classic's defaults). */
export const ADMONITION_KEYWORDS = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];

/** `---` front matter, as Docusaurus takes it off before MDX reads the file; its lines stay, blank, so lines match. */
export function withoutFrontMatter(text) {
  const match = /^\uFEFF?---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  return match ? match[0].replace(/[^\n]/g, '') + text.slice(match[0].length) : text.replace(/^\uFEFF/, '');
}

/** Docusaurus's unwrapping of ```mdx-code-block fences (the same in versions 2 and 3): the fence is its content. */
export function unwrapMdxCodeBlocks(content) {
  const unwrap = (fence) => new RegExp(`(?<begin>^|\\r?\\n)(?<indentStart>\\x20*)${fence}(?<spaces>\\x20*)mdx-code-block\\r?\\n(?<children>.*?)\\r?\\n(?<indentEnd>\\x20*)${fence}(?<end>\\r?\\n|$)`, 'gs');
  const replacer = (...args) => {
    const groups = args.at(-1);
    return `${groups.begin}${groups.children}${groups.end}`;
  };
  return content.replaceAll(unwrap('```'), replacer).replaceAll(unwrap('````'), replacer);
}

/** Docusaurus's preprocessing (mdx-loader preprocessor.ts with @docusaurus/utils' markdownUtils), as it does it. */
export function preprocess(content, keywords = ADMONITION_KEYWORDS) {
  let text = unwrapMdxCodeBlocks(content);
  text = text.replaceAll(/(?:^|\n)#{1,6}(?!#).*/g, (heading) => heading.replace('{#', '\\{#').replace('\\\\{#', '\\{#'));
  const directive = new RegExp(`^(?<quote>(> ?)*)(?<indentation>( +|\\t+))?(?<directive>:{3,}(${keywords.join('|')})) +(?<title>.*)$`, 'gm');
  return text.replaceAll(directive, (...args) => {
    const groups = args.at(-1);
    return `${groups.quote ?? ''}${groups.indentation ?? ''}${groups.directive}[${groups.title}]`;
  });
}

/**
 * mdast-util-to-string, as the headings plugin reads a heading's text (images' alt included): a node's value is its
 * text, an expression's (`{{optional}}`, `{/* note *\/}`) too — Docusaurus 3.10's plugin filters out only `html` and
 * `jsx` (MDX 1's) nodes, so `## Create {{optional}}` is `create-optional`.
 */
function toText(node) {
  if (Array.isArray(node)) return node.map(toText).join('');
  if (typeof node.value === 'string') return node.value;
  if (node.type === 'image' || node.type === 'imageReference') return node.alt ?? '';
  return node.children ? toText(node.children) : '';
}

/** Docusaurus's headings plugin: `{/* #id *\/}` last, then `{#id}` at the end of the text, else the slug. */
function headingId(heading, slugger) {
  const last = heading.children.at(-1);
  const program = last?.type === 'mdxTextExpression' ? last.data?.estree : undefined;
  if (program && program.body.length === 0 && program.comments?.length === 1) {
    const first = program.comments[0].value.trim().split(' ')[0];
    if (first?.startsWith('#') && first.length > 1) return first.slice(1);
  }
  const text = toText(heading.children.filter((child) => !['html', 'jsx'].includes(child.type)));
  const classic = /\s*\{#(?<id>(?:.(?!\{#|\}))*.)\}$/.exec(text);
  if (classic) return classic.groups.id.trim();
  return slugger.slug(text);
}

/** An attribute's text: a string, or an expression that is only a string literal (`id={"request"}`). */
function stringAttribute(node, name) {
  const value = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  if (typeof value === 'string') return value;
  const literal = value?.data?.estree?.body?.[0]?.expression;
  return literal?.type === 'Literal' && typeof literal.value === 'string' ? literal.value : '';
}

/**
 * What an mdast tree holds, in the shape compare.mjs reads: the Markdown nodes counted here, headings by `headingId`,
 * and any other node (the JSX of MDX 3 or of MDX 1) given to `other`, which adds to `found` with `countElement`.
 */
export function collectFeatures(tree, { headingId, other }) {
  const found = { headings: [], code: 0, tables: 0, images: 0, listItems: 0, footnotes: 0, elements: [] };
  const definitions = new Set();
  const slugger = new GithubSlugger();
  const visit = (node) => {
    if (node.type === 'definition') definitions.add(node.identifier);
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  const walk = (node) => {
    switch (node.type) {
      case 'heading':
        found.headings.push(`h${node.depth}#${headingId(node, slugger)}`);
        break;
      case 'code':
        found.code++;
        break;
      case 'table':
        found.tables++;
        break;
      case 'image':
        found.images++;
        break;
      case 'imageReference':
        if (definitions.has(node.identifier)) found.images++;
        break;
      case 'listItem':
        found.listItems++;
        break;
      case 'footnoteReference':
        found.footnotes++;
        break;
      default:
        other(node, found);
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  return found;
}

/** A JSX element: its name, and lowercase elements counted as what they are, as they are in the page. */
export function countElement(found, name, attribute) {
  found.elements.push(name);
  if (name === 'img') found.images++;
  else if (name === 'table') found.tables++;
  else if (name === 'li') found.listItems++;
  else if (name === 'pre' || name === 'CodeBlock') found.code++;
  else if (/^h[1-6]$/.test(name)) found.headings.push(`${name}#${attribute('id')}`);
  // Docusaurus's Heading draws the heading `as` names.
  else if (name === 'Heading' && /^h[1-6]$/.test(attribute('as'))) found.headings.push(`${attribute('as')}#${attribute('id')}`);
}

/** What the oracle finds in one mdast tree (JSX children included), in the shape compare.mjs reads. */
export function mdastFeatures(tree) {
  return collectFeatures(tree, {
    headingId,
    other: (node, found) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) countElement(found, node.name, (name) => stringAttribute(node, name));
    },
  });
}

/**
 * Compiles `text` (a whole file, front matter included) as Docusaurus 3 would with format 'mdx'. Returns
 * `{ ok: true, features }`, or `{ ok: false, reason }` when MDX refuses the file (Docusaurus's build would fail too).
 */
export async function oracleFeatures(text, { math = false, keywords = ADMONITION_KEYWORDS } = {}) {
  let tree;
  // The tree is all the oracle reads: the compile stops once the remark plugins are done (rehype and recma would
  // double the time per file).
  const done = new Error('tree captured');
  const capture = () => (root) => {
    tree = root;
    throw done;
  };
  const processor = createProcessor({
    format: 'mdx',
    remarkPlugins: [remarkDirective, remarkGfm, remarkComment, ...(math ? [remarkMath] : []), capture],
  });
  try {
    const source = preprocess(withoutFrontMatter(text), keywords);
    await processor.run(processor.parse(source), { value: source });
  } catch (cause) {
    if (!tree) return { ok: false, reason: String(cause?.reason ?? cause?.message ?? cause).split('\n')[0], line: cause?.place?.line ?? cause?.line };
  }
  return { ok: true, features: mdastFeatures(tree) };
}
