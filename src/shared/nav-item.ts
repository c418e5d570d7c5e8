// How a navbar or footer item is named in messages (config errors, broken links) and wherever it needs words: an
// icon link has no label, so it is named by where it goes. Shared by the route and check stages and the templates.

import type { ResolvedConfig } from '../types.js';

export interface NamedNavItem {
  label?: string;
  'aria-label'?: string;
  to?: string;
  href?: string;
  doc?: string;
  sidebar?: string;
}

/** Its label, else where it goes: an icon link is named by its href (or route, doc id or sidebar). */
export function navItemName(item: NamedNavItem): string {
  return item.label ?? item.href ?? item.to ?? item.doc ?? item.sidebar ?? item['aria-label'] ?? '';
}

/** The words a reader is given for it: its label, else its aria-label, else where it goes. */
export function navItemText(item: NamedNavItem): string {
  return item.label ?? item['aria-label'] ?? navItemName(item);
}

/**
 * Whether the config has a navbar dropdown or HTML item, or a footer drawn as one row: the stylesheet of such a
 * site has the rules that draw them (templates/nav-menus.css); every other site's stays as it was.
 */
export function usesNavMenus({ navbar, footer }: Pick<ResolvedConfig, 'navbar' | 'footer'>): boolean {
  return navbar.items.some((item) => item.type === 'dropdown' || item.type === 'html') || footer.links.length > 0;
}
