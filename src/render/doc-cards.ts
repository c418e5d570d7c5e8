// `<DocCardList />` (src/load/mdx/components.ts leaves a marker in the page body): the cards of the current page's
// sidebar category, as Docusaurus draws them — one per item in sidebar order, a doc with its description (front
// matter, else its first paragraph), a category with "N items", each title an h2. The sidebar is known only once
// the route stage has run, so the marker is filled here, when the page is drawn; the fingerprint hashes the cards
// (render/fingerprint.ts), so a page's cards are redrawn when the sidebar or a listed doc's description changes.
import { DOC_CARD_LIST_MARKER, escapeHtml } from '../shared/html.js';
import { htmlToText } from '../shared/page-search.js';
import { hrefFor, isExternalHref } from '../shared/url-path.js';
import { currentSidebarCategory } from '../shared/sidebar-category.js';
import type { Route, SidebarItem, Site } from '../types.js';

export interface DocCard {
  label: string;
  href: string;
  icon: string;
  description: string;
}

/** A category card leads to the category's own page, else to its first link (Docusaurus's findFirstSidebarItemLink). */
function firstHref(item: SidebarItem): string | undefined {
  if (item.href) return item.href;
  if (item.type === 'category') for (const inner of item.items) {
    const href = firstHref(inner);
    if (href) return href;
  }
  return undefined;
}

/** A doc's description: its front matter's, else the text of its body's first paragraph. */
function docDescription(site: Site, source: string | undefined, href: string): string {
  const routePath = (source && site.routeBySource.get(source)) || href;
  const data = site.routeByPath.get(routePath)?.data;
  if (!data || !('page' in data)) return '';
  if (data.page.description) return data.page.description;
  const paragraph = /<p\b[^>]*>([\s\S]*?)<\/p>/.exec(data.page.html);
  return paragraph ? htmlToText(paragraph[1]) : '';
}

/** The cards `<DocCardList />` shows on this route: empty when the page is no category's landing page. */
export function docCards(route: Route, site: Site): DocCard[] {
  const category = currentSidebarCategory(site.sidebars[route.sidebarIndex ?? 0] ?? [], route);
  const cards: DocCard[] = [];
  for (const item of category?.items ?? []) {
    const href = firstHref(item);
    if (!href) continue;
    if (item.type === 'category') {
      const count = item.items.length;
      cards.push({ label: item.label, href, icon: '🗃️', description: `${count} ${count === 1 ? 'item' : 'items'}` });
    } else if (isExternalHref(href)) cards.push({ label: item.label, href, icon: '🔗', description: '' });
    else cards.push({ label: item.label, href, icon: '📄️', description: docDescription(site, item.source, href) });
  }
  return cards;
}

function cardHtml(card: DocCard): string {
  const description = card.description ? `<p class="card-description" title="${escapeHtml(card.description)}">${escapeHtml(card.description)}</p>` : '';
  return `<li class="card"><a class="card-link" href="${escapeHtml(hrefFor(card.href))}"><h2 class="card-title" title="${escapeHtml(card.label)}"><span aria-hidden="true">${card.icon}</span> ${escapeHtml(card.label)}</h2>${description}</a></li>`;
}

/** A page body with its `<DocCardList />` markers replaced by the cards of the route's category. */
export function fillDocCards(html: string, route: Route, site: Site): string {
  if (!html.includes(DOC_CARD_LIST_MARKER)) return html;
  const cards = docCards(route, site);
  // On a page that is no category's landing page there is nothing to list (the route stage warns of it).
  const list = cards.length ? `<ul class="doc-card-list cards">${cards.map(cardHtml).join('')}</ul>` : '';
  return html.split(DOC_CARD_LIST_MARKER).join(list);
}
