// A tag's props as the walk gives them: to lendocs's own components (components.ts) and HTML elements, where each is
// drawn, and to a component of the site's, drawn later by the site's code (components/render-uses.ts), which computes
// what the interpreter cannot with the file's own module (file-module.ts).
import type { Tag } from './scan.js';
import { evaluateOrLeaveOut, leftOutBecause, tryEvaluate, type Walk } from './jsx-state.js';
import { expressionValue, runsInModule } from './file-module.js';
import { UnsupportedExpression } from './evaluate.js';

const CURRENT_CATEGORY_ITEMS = /^\s*useCurrentSidebarCategory\(\s*\)\s*\.\s*items\s*$/;
const TOC_SLICE = /^\s*toc\s*\.\s*slice\(\s*(-?\d+)\s*(?:,\s*(-?\d+)\s*)?\)\s*$/;

/**
 * A tag's props: strings, `true` for a bare name, evaluated expressions and spreads (`lost`: the names of those left
 * out; `site-prop`: the tag is a component of the site's, whose props may name exports of the site's modules).
 */
export function props(walk: Walk, tag: Tag, lost?: string[], use: 'prop' | 'site-prop' = 'prop'): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const attribute of tag.attributes) {
    // Docusaurus's own idiom for "this category's items", which is what DocCardList lists anyway.
    if (tag.name === 'DocCardList' && attribute.kind !== 'spread' && attribute.name === 'items' && attribute.value.kind === 'expression' && CURRENT_CATEGORY_ITEMS.test(attribute.value.source)) continue;
    // `toc={toc.slice(1)}`, Docusaurus's idiom for the page's headings but the first few: sliced where they are known (markdown.ts).
    const slice = tag.name === 'TOCInline' && attribute.kind !== 'spread' && attribute.name === 'toc' && attribute.value.kind === 'expression' ? TOC_SLICE.exec(attribute.value.source) : null;
    if (slice) result.tocSlice = `${slice[1]}:${slice[2] ?? ''}`;
    else if (attribute.kind === 'spread') {
      // Spread here, so never a name the site's code thread gives its value.
      const spread = evaluateOrLeaveOut(walk, attribute.source, attribute.at, undefined, 'prop');
      if (spread) Object.assign(result, spread.value);
      else lost?.push(`{...${attribute.source.trim()}}`);
    } else if (attribute.value.kind === 'string') result[attribute.name] = attribute.value.value;
    else if (attribute.value.kind === 'true') result[attribute.name] = true;
    else {
      const { source, at, node } = attribute.value;
      const tried = tryEvaluate(walk, source, node, use);
      // A prop of a component of the site's (or the file's) that the interpreter cannot evaluate: the thread that
      // draws the component computes it with the file's code (file-module.ts).
      if (!('value' in tried) && use === 'site-prop' && tried.cause instanceof UnsupportedExpression && runsInModule(walk, tried.cause)) result[attribute.name] = expressionValue(walk, source);
      else if ('value' in tried) result[attribute.name] = tried.value;
      else {
        if (tried.cause) leftOutBecause(walk, source, at, tried.cause);
        result[attribute.name] = undefined;
        lost?.push(attribute.name);
      }
    }
  }
  return result;
}
