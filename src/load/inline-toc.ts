// `<TOCInline />`, filled in once the page's headings (and its partials') are known.
import { escapeHtml } from '../shared/html.js';
import type { MarkdownEnv } from './markdown-env.js';

/**
 * `<TOCInline />` (src/load/mdx/components.ts): the page's headings of the levels asked for, as a nested list; with
 * `toc={toc.slice(a, b)}`, of that slice of the page's TOC (its headings below the title, as Docusaurus's `toc`).
 */
export function fillInlineToc(html: string, env: MarkdownEnv): string {
  if (!html.includes('data-toc-inline="')) return html;
  return html.replace(/<div class="toc-inline" data-toc-inline="(\d)-(\d)"(?: data-toc-slice="(-?\d+):(-?\d*)")?><\/div>/g, (_, min: string, max: string, start?: string, end?: string) => {
    const toc = start === undefined ? env.headings : env.headings.filter((h) => h.level >= 2).slice(Number(start), end ? Number(end) : undefined);
    const items = toc.filter((h) => h.level >= Number(min) && h.level <= Number(max));
    const list = items.map((h) => `<li class="toc-inline-level-${h.level}"><a href="#${escapeHtml(h.id)}">${escapeHtml(h.text)}</a></li>`).join('');
    return `<div class="toc-inline"><ul>${list}</ul></div>`;
  });
}
