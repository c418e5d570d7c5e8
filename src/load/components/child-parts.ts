// A use's children as MDX gives them to a component in Docusaurus: one child for each block of its Markdown (a
// paragraph, a list) and one element for each component written directly inside it. A component that reads its
// children (React.Children.map, cloneElement: a gallery telling each image its column count, a list wrapping each
// step in <li>) then sees what Docusaurus gives it. The site's code thread (site-code-worker.ts) makes the elements;
// each block of HTML goes in as a marker (CHILD_PART) that fillChildParts replaces with the block once drawn.
import type { ImportedComponent } from '../mdx/esm.js';
import { BUILTIN, BUILTIN_EDGES, CHILD_PARTS, USE } from './markers.js';
import type { ComponentUse } from './render-uses.js';

/**
 * One child: a block of HTML (its number in `ChildParts.html`; `text`: it has no tag, so MDX gives a string), or a
 * component of the site's with its own children.
 */
export type ChildPart =
  | { html: number; text?: true }
  | { component: ImportedComponent & { module: string }; props: Record<string, unknown>; children: ChildPart[] }
  /** A built-in (`TabItem`): an element of lendocs's stand-in, drawing the block `written` when drawn as given. */
  | { builtin: string; props: Record<string, unknown>; written: number; children: ChildPart[] };

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
      const component = { $$component: use.name, name: use.name, module: use.module, ...(use.key !== undefined ? { key: use.key } : {}), ...(use.imported !== undefined ? { imported: use.imported } : {}) };
      parts.push({ component, props: use.props, children: partsOf(match[2], uses, blocks) });
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
