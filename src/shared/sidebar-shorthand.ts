// Docusaurus's sidebar shorthand: a sidebar, or a category's `items`, written as a mapping of category labels to
// their items (`{ "Getting started": ["intro", "install"] }`) instead of a list. Docusaurus normalizes it into
// categories (its sidebars/normalization.ts); so do the config (the build) and migrate (a navbar's first doc).

/** A mapping without `type`: the shorthand, every value a list of items (or a shorthand itself). */
export function isCategoriesShorthand(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !('type' in value);
}

/**
 * A sidebar (or a category's `items`) as a list of items: a list stays as it is; the shorthand becomes one category
 * per label, in the order written. Inner shorthands are left for the reader of each item (sidebar-config.ts).
 */
export function sidebarItemsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (!isCategoriesShorthand(value)) return [];
  return Object.entries(value).map(([label, items]) => ({ type: 'category', label, items }));
}

/** One hand-written sidebar as configured: a list of items, or the shorthand in its place. */
export type SidebarSpec = unknown[] | Record<string, unknown>;
