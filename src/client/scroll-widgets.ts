// Widgets driven by scrolling: the navbar hides on scrolling down and returns on scrolling up (only when the site
// sets navbar.hideOnScroll, which marks it data-hide-on-scroll), the table of contents highlights the heading in
// view, and the back-to-top button appears after 300 px.
//
// The heading a reader jumped to (a TOC entry, any #link, a page opened at its #hash) stays the current entry until
// the reader scrolls by their own hand: near the end of a page the heading cannot reach the top, and by position
// alone the last heading (or the one above) would be marked instead of the one clicked.
import { elementForHash } from './hash-target.js';
const BACK_TO_TOP_AFTER = 300;
const EASING_FACTOR = 0.85;

/** Input by which a reader scrolls (or starts to): it ends the jump's hold on the current entry. */
const READER_SCROLL_EVENTS = ['wheel', 'touchmove', 'keydown', 'pointerdown'];

export function startScrollWidgets(): void {
  let lastY = window.scrollY;
  let queued = false;
  // The jump that holds the current entry: the URL it led to (a new one is a new jump: a client navigation, Back)
  // and its #hash, '' once the reader scrolls.
  let jump = { href: location.href, hash: location.hash };
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
    if (location.href !== jump.href) jump = { href: location.href, hash: location.hash };
    highlightToc(jump.hash);
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
  for (const type of READER_SCROLL_EVENTS) document.addEventListener(type, () => (jump = { href: location.href, hash: '' }), { passive: true, capture: true });
  window.addEventListener('hashchange', () => (jump = { href: location.href, hash: location.hash }));
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest('[data-back-to-top]')) scrollToTop();
    // A link to the #hash already in the address bar scrolls without a hashchange.
    const anchor = (event.target as Element).closest<HTMLAnchorElement>('a[href*="#"]');
    if (anchor?.hash && anchor.href === location.href) jump = { href: location.href, hash: anchor.hash };
  });
}

export function mountScrollWidgets(): void {
  const backToTop = document.querySelector<HTMLElement>('[data-back-to-top]');
  if (backToTop) backToTop.hidden = window.scrollY < BACK_TO_TOP_AFTER;
  // A page opened at a #hash (or swapped in at one) was placed at that heading.
  highlightToc(location.hash);
}

/** Marks, in each table of contents, the entry of the heading jumped to (`jumpHash`, while in view) or last read. */
function highlightToc(jumpHash: string): void {
  const tocs = document.querySelectorAll<HTMLElement>('[data-toc]');
  if (tocs.length === 0) return;
  const scrollPadding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  for (const toc of tocs) markActive([...toc.querySelectorAll<HTMLAnchorElement>('[data-toc-link]')], { scrollPadding, atEnd, jumpHash });
}

function markActive(links: HTMLAnchorElement[], { scrollPadding, atEnd, jumpHash }: { scrollPadding: number; atEnd: boolean; jumpHash: string }): void {
  if (links.length === 0) return;
  let active: HTMLAnchorElement | undefined = links[0];
  for (const link of links) {
    const heading = elementForHash(link.hash);
    if (!heading) continue;
    // A heading reached by its link stops at scroll-padding-top plus its own scroll-margin-top (a site's CSS may set
    // one), often a fraction of a pixel below (76.45 for 76): a 2 px allowance keeps that heading the current one.
    const stop = scrollPadding + (parseFloat(getComputedStyle(heading).scrollMarginTop) || 0) + 2;
    if (heading.getBoundingClientRect().top <= stop) active = link;
  }
  if (atEnd) active = links[links.length - 1];
  const jumped = jumpHash ? links.find((link) => link.hash === jumpHash) : undefined;
  const target = jumped && elementForHash(jumped.hash)?.getBoundingClientRect();
  if (target && target.top >= 0 && target.top < window.innerHeight) active = jumped;
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
