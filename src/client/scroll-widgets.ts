// Widgets driven by scrolling: the navbar hides on scrolling down and returns on scrolling up (only when the site
// sets navbar.hideOnScroll, which marks it data-hide-on-scroll), the table of contents highlights the heading in
// view, and the back-to-top button appears after 300 px.
import { elementForHash } from './hash-target.js';
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

/** Marks, in each table of contents, the entry of the last heading read. */
function highlightToc(): void {
  const tocs = document.querySelectorAll<HTMLElement>('[data-toc]');
  if (tocs.length === 0) return;
  // A heading reached by its TOC link stops at scroll-padding-top, often a fraction of a pixel below it (76.45
  // for 76): a 2 px allowance keeps that heading the current one.
  const threshold = (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) + 2;
  const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  for (const toc of tocs) markActive([...toc.querySelectorAll<HTMLAnchorElement>('[data-toc-link]')], threshold, atEnd);
}

function markActive(links: HTMLAnchorElement[], threshold: number, atEnd: boolean): void {
  if (links.length === 0) return;
  let active: HTMLAnchorElement | undefined = links[0];
  for (const link of links) {
    const heading = elementForHash(link.hash);
    if (heading && heading.getBoundingClientRect().top <= threshold) active = link;
  }
  if (atEnd) active = links[links.length - 1];
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
