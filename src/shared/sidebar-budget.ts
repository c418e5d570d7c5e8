// How much of a docs sidebar's top level a page carries. Below the budget a page holds the whole top level, as it
// always did; above it (hundreds of top-level categories) a page holds only the items around its own, and the whole
// top level is one shared file the browser inserts (src/render/sidebar-window.tsx, src/client/sidebar-top.ts), so a
// page's size stops growing with the sidebar's.

/** The top level's HTML, in characters, that every page may carry in full (some 80 top-level items). */
export const SIDEBAR_TOP_LEVEL_BUDGET = 16 * 1024;

/**
 * What a page carries of a top level over the budget: its own item and its neighbours up to this size. 10 KB is
 * some 50 neighbours on either side for a reader without JavaScript; every other reader gets the whole top level
 * from the shared file, and a page of a big site stays within 1.3 times the size of a small site's (issue 36).
 */
export const SIDEBAR_WINDOW_BUDGET = 10 * 1024;
