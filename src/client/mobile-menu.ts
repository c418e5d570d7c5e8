// The mobile drawer (≤ 996 px): opened by the menu button, closed by Escape, by back navigation and by the layout
// switching to desktop; focus stays inside while it is open.
const DESKTOP = window.matchMedia('(min-width: 997px)');

export function startMobileMenu(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-menu-button]');
  const drawer = document.querySelector<HTMLElement>('[data-mobile-drawer]');
  if (!button || !drawer) return;
  let open = false;

  const setOpen = (value: boolean, fromHistory = false) => {
    if (open === value) return;
    open = value;
    drawer.hidden = !value;
    button.setAttribute('aria-expanded', String(value));
    button.setAttribute('aria-label', value ? 'Close navigation menu' : 'Open navigation menu');
    document.documentElement.classList.toggle('drawer-open', value);
    if (value) {
      // An entry in history lets the back button close the drawer instead of leaving the page.
      history.pushState({ lendocsDrawer: true }, '');
      drawer.querySelector<HTMLElement>('a, button')?.focus();
    } else {
      if (!fromHistory && history.state?.lendocsDrawer) history.back();
      button.focus();
    }
  };

  button.addEventListener('click', () => setOpen(!open));
  window.addEventListener('popstate', () => setOpen(false, true));
  DESKTOP.addEventListener('change', (event) => {
    if (event.matches) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (!open) return;
    if (event.key === 'Escape') setOpen(false);
    if (event.key === 'Tab') trapFocus(event, [button, ...drawer.querySelectorAll<HTMLElement>('a[href], button, summary')]);
  });
}

function trapFocus(event: KeyboardEvent, focusable: HTMLElement[]): void {
  const visible = focusable.filter((el) => el.offsetParent !== null || el === document.activeElement);
  const first = visible[0];
  const last = visible[visible.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
