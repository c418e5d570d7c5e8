// A page's docs sidebar leaves out the items of collapsed categories that are not above the page (so pages do not
// grow with the site). Opening one fills it in from the sidebar's shared file: one small JSON file per sidebar,
// named by its contents so the browser caches it, fetched when the reader first points at or focuses the sidebar.
// Without JavaScript, a collapsed category offers a link to a page where it is open.
import { jsonOnce } from './json-once.js';
import { slowConnection } from './navigation.js';

function itemsFile(nav: Element): Promise<Record<string, string>> | undefined {
  const src = nav.getAttribute('data-sidebar-items-src');
  // A failed fetch is tried again next time; meanwhile the category's own link still works.
  return src ? jsonOnce<Record<string, string>>(src) : undefined;
}

/** A category's items in place of its stand-in list or, when it has none, after its <summary>. */
function fill(details: Element, items: Record<string, string>): void {
  const placeholder = details.querySelector(':scope > [data-sidebar-items]');
  const html = items[details.getAttribute('data-category') ?? ''];
  if (html === undefined || !details.isConnected || hasItems(details)) return;
  if (placeholder) placeholder.outerHTML = html;
  else details.insertAdjacentHTML('beforeend', html);
}

/** Whether the category's items are already in the page (it is above the current page, or was filled before). */
function hasItems(details: Element): boolean {
  return details.querySelector(':scope > ul:not([data-sidebar-items])') !== null;
}

export function startSidebarItems(): void {
  const warm = (event: Event) => {
    if (slowConnection()) return;
    const nav = (event.target as Element | null)?.closest?.('[data-sidebar-items-src]');
    if (nav) void itemsFile(nav)?.catch(() => undefined);
  };
  document.addEventListener('pointerover', warm, { passive: true });
  document.addEventListener('focusin', warm);
  // On click, before the <details> opens: with the file already here the items are in place for the first paint.
  document.addEventListener('click', (event) => {
    const summary = (event.target as Element | null)?.closest?.('summary');
    const details = summary?.parentElement;
    if (!details || details.tagName !== 'DETAILS' || (details as HTMLDetailsElement).open || hasItems(details)) return;
    const nav = details.closest('[data-sidebar-items-src]');
    if (!nav) return;
    itemsFile(nav)
      ?.then((items) => fill(details, items))
      .catch((cause) => console.warn('lendocs: the sidebar could not load a category', cause));
  });
}
