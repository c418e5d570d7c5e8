// A docs sidebar whose top level is over the budget (src/shared/sidebar-budget.ts; hundreds of top-level
// categories) would cost each page hundreds of kilobytes, the same in every page. Such a page carries only the
// top-level items around its own, whose HTML fits SIDEBAR_WINDOW_BUDGET, with a stand-in (SidebarMore) before and
// after them; the whole top level, as every page would draw it with nothing marked or opened, is one shared file
// named by a hash of its contents, which the browser inserts in the stand-ins' place (src/client/sidebar-top.ts).
import { renderToStaticMarkup } from 'react-dom/server';
import { SidebarMore } from '../../templates/DocsSidebar.js';
import { SIDEBAR_WINDOW_BUDGET } from '../shared/sidebar-budget.js';

/** The top level, drawn once per sidebar: its HTML and where each item starts (as in sidebar-html.tsx). */
export interface DrawnTopLevel {
  html: string;
  /** Where each top-level item starts in `html`; the last entry is where the last one ends. */
  bounds: number[];
}

/** The items from `from` up to (not including) `to`. */
export interface TopLevelWindow {
  from: number;
  to: number;
}

/**
 * The items a page carries: those from `first` to `last` (its own item, and the one holding its marked link), and
 * their neighbours, one on each side in turn, while their HTML fits the budget.
 */
export function windowAround(bounds: number[], first: number, last: number, budget = SIDEBAR_WINDOW_BUDGET): TopLevelWindow {
  const count = bounds.length - 1;
  let [from, to] = [first, last + 1];
  let size = bounds[to] - bounds[from];
  for (let grew = true; grew; ) {
    grew = false;
    if (to < count && size + bounds[to + 1] - bounds[to] <= budget) {
      size += bounds[to + 1] - bounds[to];
      to++;
      grew = true;
    }
    if (from > 0 && size + bounds[from] - bounds[from - 1] <= budget) {
      size += bounds[from] - bounds[from - 1];
      from--;
      grew = true;
    }
  }
  return { from, to };
}

/**
 * A page's top level: the window's items (`entry(i)` gives each one's HTML, the page's own item opened and marked),
 * with the stand-ins for the items left out. `pageIn(i)` is the first page of item i that shows this sidebar: the
 * stand-ins lead to the nearest such page for readers without JavaScript.
 */
export function windowHtml(count: number, window: TopLevelWindow, entry: (index: number) => string, pageIn: (index: number) => string | undefined): string {
  const parts: string[] = [];
  if (window.from > 0) {
    let href: string | undefined;
    for (let i = window.from - 1; i >= 0 && !href; i--) href = pageIn(i);
    parts.push(renderToStaticMarkup(<SidebarMore side="before" at={window.from} count={window.from} href={href} />));
  }
  for (let i = window.from; i < window.to; i++) parts.push(entry(i));
  if (window.to < count) {
    let href: string | undefined;
    for (let i = window.to; i < count && !href; i++) href = pageIn(i);
    parts.push(renderToStaticMarkup(<SidebarMore side="after" at={window.to} count={count - window.to} href={href} />));
  }
  return parts.join('');
}

/** The index of the top-level item holding position `at` of the sidebar's HTML. */
export function itemAt(bounds: number[], at: number): number {
  let [low, high] = [0, bounds.length - 2];
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (bounds[middle] <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}
