// Navbar dropdowns on a desktop (templates/NavMenus.tsx): the stylesheet opens a menu while the pointer is over it or
// the keyboard focus is within it; this keeps its toggle's aria-expanded saying whether it is open, and lets Escape
// close an open menu without moving the pointer or the focus away (content shown on hover or focus must be
// dismissible: WCAG 1.4.13), the focus going back to the toggle. Pressing the toggle (Enter on it) opens it again; it
// opens as before once the pointer and the focus have left it. Listeners are on the document, so they survive
// client-side page swaps.
const DROPDOWN = '.navbar-items .nav-dropdown';
const DISMISSED = 'data-dismissed';

const dropdownOf = (node: EventTarget | null): HTMLElement | null => (node instanceof Element ? node.closest<HTMLElement>(DROPDOWN) : null);
const toggleOf = (dropdown: HTMLElement) => dropdown.querySelector<HTMLElement>(':scope > .nav-dropdown-toggle');
const leaves = (dropdown: HTMLElement, event: FocusEvent | MouseEvent) => !dropdown.contains(event.relatedTarget as Node | null);

/** Says whether the menu is open; `hovered`/`focused` when an event knows it better than the selectors do yet. */
function update(dropdown: HTMLElement, { hovered = dropdown.matches(':hover'), focused = dropdown.matches(':focus-within') }: { hovered?: boolean; focused?: boolean } = {}): void {
  if (!hovered && !focused) dropdown.removeAttribute(DISMISSED);
  const open = (hovered || focused) && !dropdown.hasAttribute(DISMISSED);
  toggleOf(dropdown)?.setAttribute('aria-expanded', String(open));
}

export function startNavDropdowns(): void {
  document.addEventListener('mouseover', (event) => {
    const dropdown = dropdownOf(event.target);
    if (dropdown) update(dropdown, { hovered: true });
  });
  document.addEventListener('mouseout', (event) => {
    const dropdown = dropdownOf(event.target);
    if (dropdown && leaves(dropdown, event)) update(dropdown, { hovered: false });
  });
  document.addEventListener('focusin', (event) => {
    const dropdown = dropdownOf(event.target);
    if (dropdown) update(dropdown, { focused: true });
  });
  document.addEventListener('focusout', (event) => {
    const dropdown = dropdownOf(event.target);
    if (dropdown && leaves(dropdown, event)) update(dropdown, { focused: false });
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const dropdown = dropdownOf(document.activeElement) ?? document.querySelector<HTMLElement>(`${DROPDOWN}:hover`);
    const toggle = dropdown && toggleOf(dropdown);
    if (!dropdown || !toggle || toggle.getAttribute('aria-expanded') !== 'true') return;
    dropdown.setAttribute(DISMISSED, '');
    if (dropdown.contains(document.activeElement)) toggle.focus();
    update(dropdown);
  });
  document.addEventListener('click', (event) => {
    const dropdown = dropdownOf(event.target);
    if (!dropdown || !(event.target as Element).closest('.nav-dropdown-toggle') || !dropdown.hasAttribute(DISMISSED)) return;
    dropdown.removeAttribute(DISMISSED);
    update(dropdown);
  });
}
