// The cards of `<DocCardList />`, as Docusaurus's DocCard draws them: one per sidebar item, a category with "N items"
// (🗃️), a page with its description (📄️), a link leaving the site (🔗), each title an h2. Drawn where an MDX file
// lists its category (render/doc-cards.ts) and where a site's component passes `items` (load/components/stand-ins.tsx).
import { escapeHtml } from './html.js';
import { hrefFor, isExternalHref } from './url-path.js';

export interface DocCard {
  label: string;
  href: string;
  icon: string;
  description: string;
}

/** A sidebar item as far as its card is concerned: a link, or a category with its items. */
interface CardItem {
  /** A sidebar item's type: an `html` item has no link. */
  type?: string;
  href?: string;
  items?: readonly CardItem[];
}

/** A category card leads to the category's own page, else to its first link (Docusaurus's findFirstSidebarItemLink). */
export function firstHref(item: CardItem): string | undefined {
  if (item.href) return item.href;
  for (const inner of item.items ?? []) {
    const href = firstHref(inner);
    if (href) return href;
  }
  return undefined;
}

/** A category's card: its label, and how many items it holds unless a description is given. */
export function categoryCard(label: string, href: string, count: number, description?: string): DocCard {
  return { label, href, icon: '🗃️', description: description ?? `${count} ${count === 1 ? 'item' : 'items'}` };
}

/** A link's card: a page of the site, or a link leaving it. */
export function linkCard(label: string, href: string, description: string): DocCard {
  return { label, href, icon: isExternalHref(href) ? '🔗' : '📄️', description };
}

/** The cards as a list. */
export function cardListHtml(cards: DocCard[]): string {
  return `<ul class="doc-card-list cards">${cards.map(cardHtml).join('')}</ul>`;
}

/** One card (`href` as routes are kept, decoded: hrefFor encodes it). */
export function cardHtml(card: DocCard): string {
  const description = card.description ? `<p class="card-description" title="${escapeHtml(card.description)}">${escapeHtml(card.description)}</p>` : '';
  return `<li class="card"><a class="card-link" href="${escapeHtml(hrefFor(card.href))}"><h2 class="card-title" title="${escapeHtml(card.label)}"><span aria-hidden="true">${card.icon}</span> ${escapeHtml(card.label)}</h2>${description}</a></li>`;
}
