// Opens search from the navbar button, Ctrl/Cmd+K or "/" (but "/" typed into a field stays text). The search
// interface is a separate chunk, fetched on first use so pages load no search code up front.
import type { SearchConfig } from './search/types.js';
import { siteUrl } from './site-url.js';

type SearchModule = typeof import('./search/index.js');
let loading: Promise<SearchModule> | undefined;

function config(): SearchConfig | undefined {
  const raw = document.querySelector<HTMLElement>('[data-search-config]')?.dataset.searchConfig;
  return raw ? (JSON.parse(raw) as SearchConfig) : undefined;
}

function load(settings: SearchConfig): Promise<SearchModule> {
  loading ??= (import(/* @vite-ignore */ new URL(settings.script, location.origin).href) as Promise<SearchModule>).catch((cause) => {
    loading = undefined;
    throw cause;
  });
  return loading;
}

/**
 * While the modal's chunk loads, what the reader types is kept and becomes the modal's first query, so typing
 * straight after Ctrl/Cmd+K loses no letter.
 */
function captureTyping(): { text: () => string; stop: () => void } {
  let typed = '';
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || typingInField(event.target)) return;
    if (event.key.length === 1) typed += event.key;
    else if (event.key === 'Backspace') typed = typed.slice(0, -1);
    else return;
    event.preventDefault();
  };
  document.addEventListener('keydown', onKey, true);
  return { text: () => typed, stop: () => document.removeEventListener('keydown', onKey, true) };
}

function open(): void {
  const settings = config();
  if (!settings) return;
  const typing = captureTyping();
  load(settings)
    .then((module) => {
      typing.stop();
      module.openSearchModal(settings, typing.text());
    })
    // Without the chunk (offline), the search page still works as a plain form.
    .catch(() => {
      typing.stop();
      location.assign(siteUrl('/search'));
    });
}

function typingInField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)));
}

export function startSearch(): void {
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest('[data-search-button]')) open();
  });
  document.addEventListener('keydown', (event) => {
    if (document.documentElement.classList.contains('search-open')) return;
    const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingInField(event.target);
    if (shortcut || slash) {
      event.preventDefault();
      open();
    }
  });
}

/** The shortcut as the reader's keyboard writes it: ⌘K on Apple systems, Ctrl K elsewhere. */
function showShortcut(): void {
  const platform = `${(navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? ''} ${navigator.platform ?? ''}`;
  if (!/mac|iphone|ipad/i.test(platform)) return;
  for (const keys of document.querySelectorAll<HTMLElement>('.search-button-keys')) keys.textContent = '⌘K';
}

export function mountSearch(): void {
  showShortcut();
  const settings = config();
  if (settings && document.querySelector('[data-search-page]')) void load(settings).then((module) => module.mountSearchPage(settings));
}
