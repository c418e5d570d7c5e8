// The desktop sidebar scrolls on its own; on each page its current item is brought into view inside it (only the
// sidebar scrolls, never the page), so a page deep in a long sidebar does not open with its entry out of sight.
// The blog's sidebar, a list of recent posts, always starts at its top, as in Docusaurus.
export function mountSidebarPosition(): void {
  const slot = document.querySelector<HTMLElement>('.sidebar-column .sidebar-slot');
  const current = slot?.querySelector<HTMLElement>('.docs-sidebar [aria-current="page"]');
  if (!slot || !current || slot.scrollHeight <= slot.clientHeight) return;
  const top = current.getBoundingClientRect().top - slot.getBoundingClientRect().top + slot.scrollTop;
  if (top < slot.scrollTop || top + current.offsetHeight > slot.scrollTop + slot.clientHeight) {
    slot.scrollTop = Math.max(0, top - slot.clientHeight / 3);
  }
}
