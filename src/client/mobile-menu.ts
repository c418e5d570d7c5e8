// The mobile drawer (≤ 996 px): opened by the menu button, closed by Escape, by back navigation and by the layout
// switching to desktop; focus stays inside while it is open. Listeners are on the document, so they survive
// client-side page swaps.
import { text } from './strings.js';

const DESKTOP = '(min-width: 997px)';

const button = () => document.querySelector<HTMLButtonElement>('[data-menu-button]');
const drawer = () => document.querySelector<HTMLElement>('[data-mobile-drawer]');

let open = false;

function setOpen(value: boolean, fromHistory = false): void {
  const menuButton = button();
  const panel = drawer();
  if (!menuButton || !panel || open === value) return;
  open = value;
  // The drawer starts at the navbar's bottom edge, wherever the announcement bar has pushed it, so the menu
  // button (now a close button) stays on screen above it.
  const navbar = menuButton.closest<HTMLElement>('[data-navbar]');
  if (value && navbar) panel.style.setProperty('--drawer-top', `${Math.max(0, navbar.getBoundingClientRect().bottom)}px`);
  panel.classList.toggle('open', value);
  menuButton.setAttribute('aria-expanded', String(value));
  menuButton.setAttribute('aria-label', text(value ? 'theme.docs.sidebar.closeSidebarButtonAriaLabel' : 'theme.docs.sidebar.toggleSidebarButtonAriaLabel'));
  document.documentElement.classList.toggle('drawer-open', value);
  if (value) {
    // An entry in history lets the back button close the drawer instead of leaving the page.
    history.pushState({ ...(history.state ?? {}), lendocsDrawer: true }, '');
    panel.querySelector<HTMLElement>('a[href], button')?.focus();
  } else {
    if (!fromHistory && history.state?.lendocsDrawer) history.back();
    menuButton.focus();
  }
}

export function startMobileMenu(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-menu-button]')) setOpen(!open);
    // Following a link inside the drawer closes it.
    else if (open && target.closest('[data-mobile-drawer] a[href]')) {
      open = false;
      document.documentElement.classList.remove('drawer-open');
    }
  });
  window.addEventListener('popstate', () => setOpen(false, true));
  window.matchMedia(DESKTOP).addEventListener('change', (event) => {
    if (event.matches) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (!open) return;
    if (event.key === 'Escape') setOpen(false);
    const panel = drawer();
    const menuButton = button();
    if (event.key === 'Tab' && panel && menuButton) trapFocus(event, [menuButton, ...panel.querySelectorAll<HTMLElement>('a[href], button, summary')]);
  });
}

/** Moves focus itself on Tab, cycling through the menu button and the drawer's visible controls. */
function trapFocus(event: KeyboardEvent, focusable: HTMLElement[]): void {
  const visible = focusable.filter((el) => el.getClientRects().length > 0 && !insideClosedDetails(el));
  if (visible.length === 0) return;
  event.preventDefault();
  const at = visible.indexOf(document.activeElement as HTMLElement);
  const step = event.shiftKey ? -1 : 1;
  const next = at === -1 ? (event.shiftKey ? visible.length - 1 : 0) : (at + step + visible.length) % visible.length;
  visible[next].focus();
}

/** Content of a closed <details> keeps its boxes in Chromium, but cannot take focus. */
function insideClosedDetails(el: HTMLElement): boolean {
  const details = el.closest('details:not([open])');
  return Boolean(details && !el.closest('summary')?.parentElement?.isSameNode(details));
}
