// Client-side navigation: internal links are prefetched on hover, focus or touch (never on 2g or with
// data-saver), and following one swaps the new page in without a full reload. Anything unexpected falls back
// to the browser's own navigation, so the site always works as plain HTML.
import { createProgressBar } from './progress-bar.js';
import { elementForHash } from './hash-target.js';
import { namesFile } from '../shared/base-url.js';
import { text } from './strings.js';

interface NavigatorConnection {
  effectiveType?: string;
  saveData?: boolean;
}

type MountPage = () => void;

const prefetched = new Map<string, Promise<string>>();
const failedPrefetch = new Set<string>();

/** On 2g or with data-saver nothing is fetched ahead of the reader's click. */
export function slowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NavigatorConnection }).connection;
  return Boolean(connection && (connection.saveData || (connection.effectiveType ?? '').includes('2g')));
}

/** The page URL (no hash) an anchor leads to, if client navigation may handle it. */
function internalTarget(anchor: HTMLAnchorElement): string | undefined {
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download') || anchor.dataset.noSwap !== undefined) return undefined;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return undefined;
  // Files (feeds, images, the sitemap) are not pages; a page's name may hold a dot (/v1.2), as the build decides.
  if (namesFile(url.pathname) && !url.pathname.endsWith('.html')) return undefined;
  return url.origin + url.pathname + url.search;
}

function fetchPage(url: string): Promise<string> {
  return fetch(url, { credentials: 'same-origin', headers: { accept: 'text/html' } }).then((response) => {
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/html')) throw new Error(`Unexpected response (${response.status} ${type || 'no content type'})`);
    return response.text();
  });
}

function prefetch(url: string): void {
  if (prefetched.has(url) || failedPrefetch.has(url) || slowConnection()) return;
  const request = fetchPage(url);
  prefetched.set(url, request);
  request.catch(() => {
    prefetched.delete(url);
    failedPrefetch.add(url);
  });
}

export function startNavigation(mountPage: MountPage): void {
  if (!('fetch' in window) || !('DOMParser' in window)) return;
  const progress = createProgressBar();
  let current = location.origin + location.pathname + location.search;
  let navigation = 0;
  history.scrollRestoration = 'manual';

  prefetchOnIntent(() => current);

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a[href]') as HTMLAnchorElement | null;
    if (!anchor) return;
    const url = internalTarget(anchor);
    if (!url) return;
    const hash = new URL(anchor.href).hash;
    if (url === current && hash) return; // same-page anchor: the browser scrolls
    if (failedPrefetch.has(url)) return; // a failed prefetch falls back to a full page load
    event.preventDefault();
    void go(url, hash, 'push');
  });

  window.addEventListener('popstate', (event) => {
    const url = location.origin + location.pathname + location.search;
    if (url === current) return; // a hash change, or the mobile drawer's history entry
    void go(url, location.hash, 'pop', (event.state as { scrollY?: number } | null)?.scrollY);
  });

  async function go(url: string, hash: string, mode: 'push' | 'pop', scrollY?: number): Promise<void> {
    const id = ++navigation;
    const done = progress.start();
    let html: string;
    try {
      html = await (prefetched.get(url) ?? fetchPage(url));
    } catch (cause) {
      prefetched.delete(url);
      if (id === navigation) showLoadError(url + hash, cause as Error, () => void go(url, hash, 'push'));
      done();
      return;
    } finally {
      prefetched.delete(url);
    }
    if (id !== navigation) return done();
    if (mode === 'push') {
      history.replaceState({ ...(history.state ?? {}), scrollY: window.scrollY }, '');
      history.pushState({ scrollY: 0 }, '', url + hash);
    }
    current = url;
    try {
      if (!swapPage(html)) {
        location.reload();
        return;
      }
      mountPage();
    } catch (cause) {
      showCrash(cause as Error, url + hash);
    }
    try {
      placeScroll(hash, scrollY);
    } finally {
      done();
    }
  }
}

/** A link the reader points at, focuses or touches is fetched ahead, so the click finds it ready. */
function prefetchOnIntent(current: () => string): void {
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    const url = anchor && internalTarget(anchor);
    if (url && url !== current()) prefetch(url);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
}

/** A page that could not be loaded: a message with a Retry button at the top of the current page. */
function showLoadError(target: string, cause: Error, retry: () => void): void {
  const main = document.querySelector('main');
  if (!main) return void location.assign(target);
  const box = document.createElement('div');
  box.className = 'route-error';
  box.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.textContent = text('lendocs.navigation.loadError', { reason: cause.message || text('lendocs.navigation.networkError') });
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button-primary';
  button.textContent = text('lendocs.navigation.retry');
  button.addEventListener('click', () => {
    box.remove();
    retry();
  });
  box.append(message, button);
  main.prepend(box);
  button.focus();
}

/** Replaces the document with the fetched page. Returns false when the page needs a full load (new assets). */
function swapPage(html: string): boolean {
  const next = new DOMParser().parseFromString(html, 'text/html');
  if (!next.querySelector('main')) throw new Error('The page has no main content.');
  const script = (doc: Document) => doc.querySelector('script[src]')?.getAttribute('src');
  const styles = (doc: Document) => doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href');
  if (script(next) !== script(document) || styles(next) !== styles(document)) return false;
  document.title = next.title;
  for (const selector of ['meta[name="description"]', 'link[rel="canonical"]', 'meta[name="robots"]', 'meta[name="docsearch:docusaurus_tag"]', 'meta[property^="og:"]', 'link[rel="alternate"]']) {
    for (const old of document.head.querySelectorAll(selector)) old.remove();
    for (const fresh of next.head.querySelectorAll(selector)) document.head.append(document.importNode(fresh, true));
  }
  document.body.className = next.body.className;
  // A search dialog opened while the page was loading stays open over the new page.
  const dialog = document.querySelector('[data-search-modal]');
  document.body.replaceChildren(...[...next.body.childNodes].map((node) => document.importNode(node, true)));
  if (dialog) document.body.append(dialog);
  const main = document.querySelector<HTMLElement>('main');
  main?.focus({ preventScroll: true });
  return true;
}

/**
 * A new page starts at the top at once, a `#hash` at its heading (below the navbar, by scroll-padding-top), and
 * Back or Forward where the reader was. Always instant: an animated jump would show the old position first.
 */
function placeScroll(hash: string, scrollY: number | undefined): void {
  const target = scrollY === undefined && hash ? elementForHash(hash) : null;
  if (target) target.scrollIntoView({ behavior: 'instant', block: 'start' });
  else window.scrollTo({ top: scrollY ?? 0, left: 0, behavior: 'instant' });
}

/** 'This page crashed.' with the error and a 'Try again' button (spec §8). */
export function showCrash(cause: Error, url = location.href): void {
  const main = document.querySelector('main') ?? document.body;
  const box = document.createElement('div');
  box.className = 'page-crash';
  box.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = text('theme.ErrorPageContent.title');
  const message = document.createElement('pre');
  message.className = 'page-crash-message';
  message.textContent = cause.message;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button-primary';
  retry.textContent = text('theme.ErrorPageContent.tryAgain');
  retry.addEventListener('click', () => location.assign(url));
  box.append(title, retry, message);
  main.replaceChildren(box);
}
