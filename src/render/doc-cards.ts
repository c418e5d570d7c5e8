// `<DocCardList />` (src/load/mdx/components.ts leaves a marker in the page body): the cards of the current page's
// sidebar category, as Docusaurus draws them — one per item in sidebar order, a doc with its description (front
// matter, else its first paragraph), a category with "N items", each title an h2. The sidebar is known only once
// the route stage has run, so the marker is filled here, when the page is drawn; the fingerprint hashes the cards
// (render/fingerprint.ts), so a page's cards are redrawn when the sidebar or a listed doc's description changes.
import { categoryCard, cardListHtml, firstHref, linkCard, type DocCard } from '../shared/doc-card.js';
import { DOC_CARD_LIST_MARKER } from '../shared/html.js';
import { htmlToText } from '../shared/page-search.js';
import { isExternalHref } from '../shared/url-path.js';
import { currentSidebarCategory } from '../shared/sidebar-category.js';
import type { Route, SidebarItem, Site } from '../types.js';

/** A doc's description: its front matter's, else the text of its body's first paragraph. */
function docDescription(site: Site, source: string | undefined, href: string): string {
  const routePath = (source && site.routeBySource.get(source)) || href;
  const data = site.routeByPath.get(routePath)?.data;
  if (!data || !('page' in data)) return '';
  if (data.page.description) return data.page.description;
  const paragraph = FIRST_PARAGRAPH.exec(data.page.html);
  return paragraph ? htmlToText(paragraph[1]) : '';
}

/** A body's first paragraph, and its content: all a doc card reads of a page without a description. */
export const FIRST_PARAGRAPH = /<p\b[^>]*>([\s\S]*?)<\/p>/;

/** The cards `<DocCardList />` shows on this route: empty when the page is no category's landing page. */
export function docCards(route: Route, site: Site): DocCard[] {
  const category = currentSidebarCategory(site.sidebars[route.sidebarIndex ?? 0] ?? [], route);
  const cards: DocCard[] = [];
  for (const item of category?.items ?? []) {
    const href = firstHref(item);
    if (!href) continue;
    if (item.type === 'html') continue;
    if (item.type === 'category') cards.push(categoryCard(item.label, href, item.items.length));
    else cards.push(linkCard(item.label, href, isExternalHref(href) ? '' : docDescription(site, item.source, href)));
  }
  return cards;
}

/** A page body with its `<DocCardList />` markers replaced by the cards of the route's category. */
export function fillDocCards(html: string, route: Route, site: Site): string {
  if (!html.includes(DOC_CARD_LIST_MARKER)) return html;
  const cards = docCards(route, site);
  // On a page that is no category's landing page there is nothing to list (the route stage warns of it).
  const list = cards.length ? cardListHtml(cards) : '';
  return html.split(DOC_CARD_LIST_MARKER).join(list);
}
