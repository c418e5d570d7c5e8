// Docusaurus's post-processing of a docs sidebar (plugin-content-docs sidebars/postProcessor.js), and what its
// theme hides of it (isVisibleSidebarItem): what is left of a category once drafts are dropped, and the sidebar
// without unlisted docs' items.
import { sidebarItemsOf } from '../shared/sidebar-shorthand.js';
import type { SidebarCategory, SidebarItem, SidebarLink } from '../types.js';
import type { GeneratedIndex } from './sidebar-config.js';

/** A doc's link as it is converted: an unlisted doc's (`unlisted: true`) is marked, for withoutUnlisted. */
export type MadeLink = SidebarLink & { unlisted?: boolean };

/**
 * A category as it is converted, before Docusaurus's post-processing: its generated-index page, and whether its link
 * is an unlisted doc's (Docusaurus then shows it only for what else it holds).
 */
export type MadeCategory = SidebarCategory & { index?: GeneratedIndex; linksUnlisted?: boolean };

/**
 * A category as Docusaurus's sidebars post-processing leaves it (plugin-content-docs postProcessor.js): written
 * with no items and no link, it leads nowhere, and Docusaurus stops the build; left with no items (all of them
 * drafts, an `items: []` with a link), it becomes its doc link alone (a doc item with the category's label), or
 * nothing when it has no link, a link to a draft, or a generated index (an index of nothing is no page).
 */
export function postProcessed(made: MadeCategory, spec: { items?: unknown; link?: unknown }): { items: SidebarItem[]; index?: GeneratedIndex; problem?: string } {
  const { index, ...category } = made;
  const link = spec.link as { type?: unknown } | undefined;
  if (sidebarItemsOf(spec.items).length === 0 && !link) {
    return { items: [], problem: `The sidebar category "${category.label}" has no items and no link, so it leads nowhere; Docusaurus stops on it too ("has neither any subitem nor a link"). Give it items or a link, or remove it.` };
  }
  if (category.items.length > 0) {
    // An index page lists what the sidebar shows: an unlisted doc's card is left out, as Docusaurus's DocCardList does.
    return { items: [category], ...(index ? { index: { ...index, items: withoutUnlisted(category.items) } } : {}) };
  }
  if (link?.type !== 'doc' || !category.href) return { items: [] };
  const customProps = category.customProps ? { customProps: category.customProps } : {};
  const alone: MadeLink = { type: 'link', label: category.label, href: category.href, ...(category.source ? { source: category.source } : {}), ...(category.linksUnlisted ? { unlisted: true } : {}), ...customProps };
  return { items: [alone] };
}

/**
 * The sidebar as it is drawn on every page but an unlisted doc's own: Docusaurus keeps an unlisted doc's item and
 * its theme hides it (isVisibleSidebarItem), with a category that shows nothing else: one whose items are all hidden
 * and that links nowhere, or to an unlisted doc.
 */
export function withoutUnlisted(items: SidebarItem[]): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (item.type === 'link') return (item as MadeLink).unlisted ? [] : [item];
    if (item.type !== 'category') return [item];
    const { linksUnlisted, ...category } = item as MadeCategory;
    const shown = withoutUnlisted(category.items);
    return shown.length === 0 && (!category.href || linksUnlisted) ? [] : [{ ...category, items: shown }];
  });
}

/** The routes of the unlisted docs a sidebar names, as an item or as a category's link. */
export function unlistedLinks(items: SidebarItem[]): string[] {
  return items.flatMap((item): string[] => {
    if (item.type === 'link') return (item as MadeLink).unlisted ? [item.href] : [];
    if (item.type !== 'category') return [];
    return [...((item as MadeCategory).linksUnlisted && item.href ? [item.href] : []), ...unlistedLinks(item.items)];
  });
}
