// The code that puts a long sidebar top level in place (sidebar-top.ts) is a chunk of its own, which only a page
// whose sidebar carries part of one imports (the sidebar names it): other pages, and other sites, load none of it.
// The chunk and the shared file of the whole top level are fetched at the same time.
import { jsonOnce } from './json-once.js';

type Chunk = typeof import('./sidebar-top.js');

export function mountSidebarTop(): void {
  for (const nav of document.querySelectorAll<HTMLElement>('[data-sidebar-top-js]')) {
    if (!nav.querySelector('[data-sidebar-top]')) continue;
    // A failed fetch is tried again on the next page; meanwhile the stand-ins' links still work.
    Promise.all([import(/* @vite-ignore */ nav.dataset.sidebarTopJs!) as Promise<Chunk>, jsonOnce<string[]>(nav.dataset.sidebarTopSrc!)])
      .then(([chunk, items]) => {
        if (nav.isConnected) chunk.insertTopLevel(nav, items);
      })
      .catch((cause) => console.warn('lendocs: the sidebar could not load its other items', cause));
  }
}
