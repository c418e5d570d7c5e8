// A use's children as MDX gives them to a component in Docusaurus: one child for each block of its Markdown (a
// paragraph, a list) and one element for each component written directly inside it. A component that reads its
// children (React.Children.map, cloneElement: a gallery telling each image its column count, a list wrapping each
// step in <li>) then sees what Docusaurus gives it. The site's code thread (site-code-worker.ts) makes the elements;
// each block of HTML goes in as a marker (CHILD_PART) that fillChildParts replaces with the block once drawn.
import type { ImportedComponent } from '../mdx/esm.js';
import { BUILTIN, BUILTIN_EDGES, CHILD_PARTS, USE } from './markers.js';
import type { ComponentUse } from './render-uses.js';
import { decodeHtmlEntities } from '../../shared/html-entities.js';
import { elementProps } from './element-props.js';
import { UNCHECKED_LINK } from './site-hrefs.js';

/**
 * One child: a block of HTML (its number in `ChildParts.html`; `text`: it has no tag, so MDX gives a string), or a
 * component of the site's with its own children.
 */
export type ChildPart =
  | { html: number; text?: true }
  | { component: ImportedComponent & { module: string }; props: Record<string, unknown>; children: ChildPart[] }
  /** A built-in (`TabItem`): an element of lendocs's stand-in, drawing the block `written` when drawn as given. */
  | { builtin: string; props: Record<string, unknown>; written: number; children: ChildPart[] }
  /** In an element a site's MDXComponents draws (elementUse): an element of HTML, and a string of its text. */
  | { element: string; props: Record<string, unknown>; children: ChildPart[] }
  | { string: string };

export interface ChildParts {
  parts: ChildPart[];
  html: string[];
}

/** Elements that never have a closing tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** A tag, a comment, the start of a use's markers (USE), or of a built-in's (BUILTIN). */
const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)\b[^>]*?(\/?)>|\uE010(\d+)\uE011|\uE019(\d+)a\uE01A/g;

/** The children of a use, from their HTML as Markdown rendered it (its uses still in their markers). */
export function childParts(html: string, uses: ComponentUse[]): ChildParts {
  const made: ChildParts = { parts: [], html: [] };
  made.parts = partsOf(html, uses, made.html);
  return made;
}

function partsOf(html: string, uses: ComponentUse[], blocks: string[]): ChildPart[] {
  const parts: ChildPart[] = [];
  let start = 0;
  let depth = 0;
  const addHtml = (end: number) => {
    const text = html.slice(start, end);
    start = end;
    // Line breaks between blocks are no child in MDX; a space between two inline elements is.
    if (text === '' || (/^\s*$/.test(text) && text.includes('\n'))) return;
    parts.push({ html: blocks.length, ...(/[<\uE010\uE019]/.test(text) ? {} : { text: true as const }) });
    blocks.push(text.replace(BUILTIN_EDGES, ''));
  };
  const tokens = new RegExp(TOKEN.source, 'g'); // its own: the call for a child's children scans with another
  for (let token = tokens.exec(html); token; token = tokens.exec(html)) {
    const [whole, closing, tag, selfClosing, useNumber, builtinNumber] = token;
    if (builtinNumber !== undefined) {
      // Inside an element of HTML it is part of that block, drawn as lendocs drew it.
      if (depth > 0) continue;
      const marked = new RegExp(BUILTIN.source, 'y');
      marked.lastIndex = token.index;
      const [, , open, content, close] = marked.exec(html)!;
      tokens.lastIndex = marked.lastIndex;
      addHtml(token.index);
      const use = uses[Number(builtinNumber)];
      const written = blocks.push((open + content + close).replace(BUILTIN_EDGES, '')) - 1;
      parts.push({ builtin: use.builtin!, props: use.props, written, children: partsOf(content, uses, blocks) });
      start = marked.lastIndex;
    } else if (useNumber !== undefined) {
      const marked = new RegExp(USE.source, 'y');
      marked.lastIndex = token.index;
      const match = marked.exec(html)!;
      tokens.lastIndex = marked.lastIndex;
      const use = uses[Number(useNumber)];
      // Only a component drawn by React alone is an element; a partial, or an expression of the file, is drawn later.
      if (depth > 0 || use.partial || use.expression || use.fileModule) continue;
      addHtml(token.index);
      const element = use.element === undefined ? undefined : elementUse(match[2], use.element, uses, blocks);
      parts.push(element ? { component: componentOf(use), props: element.props, children: element.children.parts } : { component: componentOf(use), props: use.props, children: partsOf(match[2], uses, blocks) });
      start = marked.lastIndex;
    } else if (tag !== undefined && !selfClosing && !VOID.has(tag.toLowerCase())) {
      depth = Math.max(0, depth + (closing ? -1 : 1));
      if (closing && depth === 0) addHtml(token.index + whole.length);
    }
  }
  addHtml(html.length);
  return parts;
}

/** The component's markup with each block of its children in place (once: a block drawn twice is drawn once). */
export function fillChildParts(markup: string, html: string[]): string {
  const placed = new Set<number>();
  return markup.replace(CHILD_PARTS, (_, n: string) => {
    if (placed.has(Number(n))) return '';
    placed.add(Number(n));
    return html[Number(n)] ?? '';
  });
}

/** Elements whose text between their children MDX leaves out (React warns of text in them). */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/** An element Markdown made, as MDX gives it to the component drawing its tag: its props and children. */
export interface ElementUse {
  props: Record<string, unknown>;
  children: ChildParts;
  /** What the HTML has around the element (a line break), kept around the drawing. */
  before: string;
  after: string;
}

/**
 * The element of `tag` at the start of `html` (plugins/site-elements.ts left it between a use's markers): its
 * attributes as props, and its content as MDX gives it, elements of HTML and strings of text down to the last, so a
 * component that reads them (`children[0].props.children`, a table's header row) finds what it finds in Docusaurus.
 */
export function elementUse(html: string, tag: string, uses: ComponentUse[], blocks: string[] = []): ElementUse | undefined {
  const open = new RegExp(`^(\\s*)<${tag}\\b((?:[^>"']|"[^"]*"|'[^']*')*?)\\/?>`).exec(html);
  if (!open) return undefined;
  const close = VOID.has(tag) ? -1 : html.lastIndexOf(`</${tag}>`);
  const end = close < 0 ? open[0].length : close;
  const children = { parts: elementsOf(html.slice(open[0].length, end), tag, uses, blocks), html: blocks };
  return { props: propsOf(tag, open[2]), children, before: open[1], after: html.slice(close < 0 ? end : close + tag.length + 3) };
}

/** Long because it is one scan: text, tags, the uses and built-ins inside, each into the element open around it. */
function elementsOf(html: string, parent: string, uses: ComponentUse[], blocks: string[]): ChildPart[] {
  const root: ChildPart[] = [];
  const open: { tag: string; children: ChildPart[] }[] = [{ tag: parent, children: root }];
  let start = 0;
  const text = (end: number) => {
    const raw = html.slice(start, end);
    const into = open.at(-1)!;
    if (raw !== '' && !(TABLE_PARTS.has(into.tag) && raw.trim() === '')) into.children.push({ string: decodeHtmlEntities(raw) });
  };
  const tokens = new RegExp(TOKEN.source, 'g');
  for (let token = tokens.exec(html); token; token = tokens.exec(html)) {
    const [whole, closing, name, selfClosing, useNumber, builtinNumber] = token;
    text(token.index);
    start = token.index + whole.length;
    const into = open.at(-1)!.children;
    if (builtinNumber !== undefined || useNumber !== undefined) {
      const marked = new RegExp((builtinNumber !== undefined ? BUILTIN : USE).source, 'y');
      marked.lastIndex = token.index;
      const match = marked.exec(html)!;
      tokens.lastIndex = start = marked.lastIndex;
      const use = builtinNumber === undefined ? uses[Number(useNumber)] : undefined;
      const element = use?.element === undefined ? undefined : elementUse(match[2], use.element, uses, blocks);
      if (use && element) into.push({ component: componentOf(use), props: element.props, children: element.children.parts });
      else if (use && !(use.partial || use.expression || use.fileModule)) into.push({ component: componentOf(use), props: use.props, children: partsOf(match[2], uses, blocks) });
      // A built-in, or what is drawn after (a partial, an expression): as lendocs draws it.
      else into.push({ html: blocks.push(match[0].replace(BUILTIN_EDGES, '')) - 1 });
    } else if (name !== undefined) {
      const tag = name.toLowerCase();
      if (closing) {
        const at = open.findLastIndex((element) => element.tag === tag);
        if (at > 0) open.length = at;
        continue;
      }
      const attributes = whole.slice(1 + name.length, whole.length - 1 - selfClosing.length);
      const element = { element: tag, props: propsOf(tag, attributes), children: [] as ChildPart[] };
      into.push(element);
      if (!selfClosing && !VOID.has(tag)) open.push({ tag, children: element.children });
    }
  }
  text(html.length);
  return root;
}

/** A link Markdown made was recorded for the checks where it is written: not again from the markup drawn with it. */
const propsOf = (tag: string, attributes: string) => (tag === 'a' ? { ...elementProps(attributes), [UNCHECKED_LINK]: '' } : elementProps(attributes));

const componentOf = (use: ComponentUse) => ({ $$component: use.name, name: use.name, module: use.module, ...(use.key !== undefined ? { key: use.key } : {}), ...(use.imported !== undefined ? { imported: use.imported } : {}) });
