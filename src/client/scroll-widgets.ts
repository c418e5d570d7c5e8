// Widgets driven by scrolling: the navbar hides on scrolling down and returns on scrolling up (only when the site
// sets navbar.hideOnScroll, which marks it data-hide-on-scroll), the table of contents highlights the heading in
// view, and the back-to-top button appears after 300 px.
const BACK_TO_TOP_AFTER = 300;
const EASING_FACTOR = 0.85;

export function startScrollWidgets(): void {
  let lastY = window.scrollY;
  let queued = false;
  const update = () => {
    queued = false;
    const y = window.scrollY;
    const navbar = document.querySelector<HTMLElement>('[data-navbar]');
    if (navbar?.hasAttribute('data-hide-on-scroll') && !document.documentElement.classList.contains('drawer-open')) {
      const hide = y > lastY && y > navbar.offsetHeight;
      if (hide || y < lastY) navbar.classList.toggle('navbar-hidden', hide);
    }
    lastY = y;
    const backToTop = document.querySelector<HTMLElement>('[data-back-to-top]');
    if (backToTop) backToTop.hidden = y < BACK_TO_TOP_AFTER;
    highlightToc();
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!queued) {
        queued = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest('[data-back-to-top]')) scrollToTop();
  });
}

export function mountScrollWidgets(): void {
  const backToTop = document.querySelector<HTMLElement>('[data-back-to-top]');
  if (backToTop) backToTop.hidden = window.scrollY < BACK_TO_TOP_AFTER;
  highlightToc();
}

/** Marks the TOC entry of the last heading that has scrolled past the navbar. */
function highlightToc(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-toc] [data-toc-link]')];
  if (links.length === 0) return;
  const navbarHeight = document.querySelector<HTMLElement>('[data-navbar]')?.offsetHeight ?? 0;
  let active: HTMLAnchorElement | undefined = links[0];
  for (const link of links) {
    const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (heading && heading.getBoundingClientRect().top <= navbarHeight + 16) active = link;
  }
  if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) active = links[links.length - 1];
  for (const link of links) {
    const on = link === active;
    link.classList.toggle('active', on);
    if (on) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
}

/** Smooth when the page's scroll-behavior says so; otherwise an easing scroll (factor 0.85); instant with reduced motion. */
function scrollToTop(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return window.scrollTo(0, 0);
  if (getComputedStyle(document.documentElement).scrollBehavior === 'smooth') return window.scrollTo({ top: 0, behavior: 'smooth' });
  const step = () => {
    const y = document.documentElement.scrollTop;
    if (y > 0) {
      window.scrollTo(0, Math.floor(y * EASING_FACTOR));
      requestAnimationFrame(step);
    }
  };
  requestAnimationFrame(step);
}
