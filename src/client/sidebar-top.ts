// A page of a docs sidebar with a very long top level carries only the items around its own, with a stand-in
// before and after them (src/render/sidebar-window.tsx). The whole top level is one shared file, named by its
// contents so the browser caches it; on each page it is inserted in the stand-ins' place, around the page's own
// items, which stay as they are (opened, the current link marked, focus and scroll kept). A chunk of its own, which
// only pages with the stand-ins import, with the file (sidebar-top-loader.ts).

/** Puts the items left out of the page in place of the stand-ins, keeping what the reader sees where it was. */
export function insertTopLevel(nav: Element, items: string[]): void {
  const before = nav.querySelector<HTMLElement>(':scope > ul > [data-sidebar-top="before"]');
  const after = nav.querySelector<HTMLElement>(':scope > ul > [data-sidebar-top="after"]');
  const kept = (before ?? after)?.parentElement?.querySelector<HTMLElement>(':scope > li:not([data-sidebar-top])');
  const scrollers = [nav.closest<HTMLElement>('.sidebar-slot'), nav.closest<HTMLElement>('.sidebar-column')].filter((el): el is HTMLElement => el !== null);
  const top = kept?.getBoundingClientRect().top ?? 0;
  if (before) before.outerHTML = items.slice(0, Number(before.dataset.sidebarTopAt)).join('');
  if (after) after.outerHTML = items.slice(Number(after.dataset.sidebarTopAt)).join('');
  const moved = (kept?.getBoundingClientRect().top ?? 0) - top;
  for (const scroller of scrollers) scroller.scrollTop += moved;
}
