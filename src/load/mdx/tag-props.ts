// A tag's props as the walk gives them: to lendocs's own components (components.ts) and HTML elements, where each is
// drawn, and to a component of the site's, drawn later by the site's code (components/render-uses.ts), which computes
// what the interpreter cannot with the file's own module (file-module.ts).
import type { Tag } from './scan.js';
import { leftOutBecause, problem, tryEvaluate, type Walk } from './jsx-state.js';
import { moduleValue } from './module-values.js';
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
      const tried = tryEvaluate(walk, attribute.source, attribute.node, 'prop');
      const spread = 'value' in tried ? tried : moduleValue(walk, attribute.source, attribute.at, tried.cause);
      if (spread) Object.assign(result, spread.value);
      else lost?.push(`{...${attribute.source.trim()}}`);
    } else if (use === 'prop' && /^on[A-Z]/.test(attribute.name) && attribute.value.kind === 'expression') {
      handlerLeftOut(walk, tag, attribute.name, attribute.value.at);
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
        // Drawn by lendocs (a prop of Tabs, an img's src): the value is wanted now (module-values.ts).
        const computed = use === 'prop' ? moduleValue(walk, source, at, tried.cause) : undefined;
        if (use !== 'prop' && tried.cause) leftOutBecause(walk, source, at, tried.cause);
        result[attribute.name] = computed?.value;
        if (!computed) lost?.push(attribute.name);
      }
    }
  }
  return result;
}

/**
 * An event handler of an HTML element or of a component lendocs draws (`<a onClick={() => …}>`): Docusaurus's server
 * render writes no handler into the HTML (React attaches it in the browser), and neither does lendocs, whose pages run
 * none of the file's code in the browser. The element is drawn as that HTML; what a click would do is lost, which is
 * said once per element.
 */
function handlerLeftOut(walk: Walk, tag: Tag, name: string, at: number): void {
  problem(walk, 'warning', at, `The event handler ${name} of <${tag.name}> does nothing on the published page: the element is drawn as Docusaurus's server render writes it, without the handler, and lendocs runs none of the page's code in the browser, where Docusaurus's script attaches it.`, 'If the click matters, give the element what it needs without code (a link\'s href, <details> for something that opens); otherwise remove the handler.', 'mdx-event-handler');
}

/**
 * The `children` prop of a tag with no body (`<Heading children={"Pet"}>` and then `</Heading>`, as OpenAPI
 * generators write their pages): MDX gives the element no children of its own then, so React draws the prop; a body,
 * even one line of text, would take its place. Undefined when there is none or the body replaces it.
 */
export function childrenProp(walk: Walk, tag: Tag, given: Record<string, unknown>): unknown {
  if (given.children === undefined || tag.selfClosing) return given.children;
  const close = /^\s*<\/([\w.:-]*)\s*>/.exec(walk.src.slice(tag.end, tag.end + 4096));
  return close?.[1] === tag.name ? given.children : undefined;
}
