// The HTML elements of a page that the site's MDXComponents draws (plugins/site-elements.ts) are many: every table,
// image, inline code span or heading. Drawn one by one, each would cost a trip to the site's code thread and a
// drawing inside the site's Root; here the page's elements (those not inside a component of the site's, which draws
// them as its children) are drawn in one drawing, each a child of a fragment, and the markup cut between them. When
// that drawing fails, nothing is replaced: render-uses.ts draws them one by one, and says which one fails and why.
import { ELEMENT_SEPARATOR, USE } from './markers.js';
import { elementUse, fillChildParts, type ChildPart } from './child-parts.js';
import type { ComponentUse } from './render-uses.js';
import type { PageSiteCode } from './site-code-page.js';
import { escapeHtml } from '../../shared/html.js';

export interface DrawnElements {
  html: string;
  css: string[];
  inputs: Record<string, string>;
  /** The site links the drawing added (a component drawing a Link), at the line of the element that has each. */
  links: { href: string; line: number }[];
}

/** `html` with its top-level element uses drawn; undefined when it has none, or their drawing failed. */
export async function drawElements(html: string, uses: ComponentUse[], siteCode: PageSiteCode, idPrefix: string): Promise<DrawnElements | undefined> {
  const found: { start: number; end: number; before: string; after: string; line: number }[] = [];
  const blocks: string[] = [];
  const parts: ChildPart[] = [];
  let module: string | undefined;
  const all = new RegExp(USE.source, 'g');
  for (let match = all.exec(html); match; match = all.exec(html)) {
    const use = uses[Number(match[1])];
    const element = use.element === undefined ? undefined : elementUse(match[2], use.element, uses, blocks);
    if (!element) continue;
    module ??= use.module;
    if (parts.length > 0) parts.push({ string: ELEMENT_SEPARATOR });
    parts.push({ component: { $$component: use.name, name: use.name, module: use.module, key: use.key }, props: element.props, children: element.children.parts });
    found.push({ start: match.index, end: match.index + match[0].length, before: element.before, after: element.after, line: use.line });
  }
  if (!module) return undefined;
  const reply = await siteCode.run(module, { kind: 'use', fragment: true, props: {}, children: parts, idPrefix: `${idPrefix}e` });
  const pieces = reply.value?.markup?.split(ELEMENT_SEPARATOR);
  if (reply.failure || pieces?.length !== found.length) return undefined;
  let out = '';
  let at = 0;
  found.forEach((element, n) => {
    out += html.slice(at, element.start) + element.before + fillChildParts(pieces[n], blocks) + element.after;
    at = element.end;
  });
  const lineOf = (href: string) => found[Math.max(0, pieces.findIndex((piece) => piece.includes(`href="${escapeHtml(href)}"`)))].line;
  return { html: out + html.slice(at), css: reply.css, inputs: reply.inputs, links: (reply.value!.hrefs ?? []).map((href) => ({ href, line: lineOf(href) })) };
}
