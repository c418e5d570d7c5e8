// What the site's code draws in a page's Markdown besides the components the MDX file names: its own admonition
// types (src/theme/Admonition/Types: plugins/admonitions.ts) and the HTML elements its MDXComponents replaces
// (plugins/site-elements.ts). Both number their uses in one list, after the file's own (components/render-uses.ts).
import type { ComponentUse } from './components/render-uses.js';
import type { MarkdownEnv } from './markdown-env.js';
import type { RenderWhere } from './markdown.js';

export interface SiteUses {
  /** The admonition keywords with the site's own types. */
  keywords: readonly string[] | undefined;
  siteAdmonitions?: MarkdownEnv['siteAdmonitions'];
  siteElements?: MarkdownEnv['siteElements'];
  /** The uses both make while the page is parsed and rendered. */
  uses: ComponentUse[];
}

export function siteUsesOf(where: RenderWhere): SiteUses {
  const uses: ComponentUse[] = [];
  const first = where.components?.length ?? 0;
  const names = where.siteRoot ? where.mdxComponents : undefined;
  const own = names?.admonitions;
  const keywords = own ? [...(where.admonitionKeywords ?? []), ...own.types.map((type) => type.toLowerCase())] : where.admonitionKeywords;
  return {
    keywords,
    uses,
    ...(own ? { siteAdmonitions: { ...own, first, uses } } : {}),
    ...(names?.tags?.length ? { siteElements: { module: names.module, tags: new Set(names.tags), first, uses, open: [], line: 0 } } : {}),
  };
}
