// Which sidebar category a docs page is the landing page of (Docusaurus's useCurrentSidebarCategory): what
// `<DocCardList />` lists. The route stage warns where there is none; the render stage draws the cards.
import type { Route, SidebarCategory, SidebarItem } from '../types.js';

export function currentSidebarCategory(items: SidebarItem[], route: Route): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === route.path || (route.source !== undefined && item.source === route.source)) return item;
    const inner = currentSidebarCategory(item.items, route);
    if (inner) return inner;
  }
  return undefined;
}
