// How much of a docs sidebar's top level a page carries. Below the budget a page holds the whole top level, as it
// always did; above it (hundreds of top-level categories) a page holds only the items around its own, and the whole
// top level is one shared file the browser inserts (src/render/sidebar-window.tsx, src/client/sidebar-top.ts), so a
// page's size stops growing with the sidebar's.

/** The top level's HTML, in characters, that every page may carry in full. */
export const SIDEBAR_TOP_LEVEL_BUDGET = 32 * 1024;

/** What a page carries of a top level over the budget: its own item and its neighbours up to this size. */
export const SIDEBAR_WINDOW_BUDGET = 16 * 1024;
