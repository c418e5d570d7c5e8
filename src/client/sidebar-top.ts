// A page of a docs sidebar with a very long top level carries only the items around its own, with a stand-in
// before and after them (src/render/sidebar-window.tsx). The whole top level is one shared file, named by its
// contents so the browser caches it; on each page it is inserted in the stand-ins' place, around the page's own
// items, which stay as they are (opened, the current link marked, focus and scroll kept). A chunk of its own, which
// only pages with the stand-ins import, with the file (sidebar-top-loader.ts).

/**
 * Puts the items left out of the page in place of the stand-ins, keeping what the reader sees where it was. A
 * blog's sidebar (`items`: its years) is filled by insertPosts().
 */
export function insertTopLevel(nav: Element, items: string[]): void {
  const blog = nav.classList.contains('blog-sidebar');
  const before = nav.querySelector<HTMLElement>(`${blog ? '' : ':scope > ul > '}[data-sidebar-top="before"]`);
  const after = nav.querySelector<HTMLElement>(`${blog ? '' : ':scope > ul > '}[data-sidebar-top="after"]`);
  const kept = (before ?? after)?.parentElement?.querySelector<HTMLElement>(':scope > li:not([data-sidebar-top])');
  const scrollers = [nav.closest<HTMLElement>('.sidebar-slot'), nav.closest<HTMLElement>('.sidebar-column')].filter((el): el is HTMLElement => el !== null);
  const top = kept?.getBoundingClientRect().top ?? 0;
  if (blog) insertPosts(nav, items, before, after);
  else {
    if (before) before.outerHTML = items.slice(0, Number(before.dataset.sidebarTopAt)).join('');
    if (after) after.outerHTML = items.slice(Number(after.dataset.sidebarTopAt)).join('');
  }
  const moved = (kept?.getBoundingClientRect().top ?? 0) - top;
  for (const scroller of scrollers) scroller.scrollTop += moved;
}

/**
 * A blog's sidebar carries the posts around its own under their years' headings, a stand-in at the start of the
 * first year's list and at the end of the last's (src/render/blog-sidebar.tsx), each naming the year it is in;
 * `years` is every year's group, whole. The years before and after are put in whole, and the first and last years'
 * lists get the posts they lack around the page's own, which stay as they are.
 */
function insertPosts(nav: Element, years: string[], before: HTMLElement | null, after: HTMLElement | null): void {
  const shown = [...nav.querySelectorAll<HTMLElement>(':scope > .blog-sidebar-year')];
  const whole = document.createElement('template');
  whole.innerHTML = years.join('');
  const groups = [...whole.content.children];
  // No stand-in before: the page's window starts at the newest post; none after: it ends at the oldest.
  const first = before ? Number(before.dataset.sidebarTopAt) : 0;
  const last = after ? Number(after.dataset.sidebarTopAt) : groups.length - 1;
  before?.remove();
  after?.remove();
  shown.forEach((year, k) => fillYear(year.querySelector('ul')!, groups[first + k].querySelector('ul')!));
  shown[0].before(...groups.slice(0, first));
  shown[shown.length - 1].after(...groups.slice(last + 1));
}

/** Adds to a year's list in the page the posts of its whole list (`whole`) that it lacks, in their places. */
function fillYear(list: Element, whole: Element): void {
  const href = (li: Element) => li.querySelector('a')?.getAttribute('href');
  const own = new Map([...list.children].map((li) => [href(li), li]));
  const firstOwn = list.children[0];
  let previous: Element | undefined;
  for (const li of [...whole.children]) {
    const kept = own.get(href(li));
    if (kept) previous = kept;
    else {
      if (previous) previous.after(li);
      else firstOwn.before(li);
      previous = li;
    }
  }
}
