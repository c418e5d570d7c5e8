// The search modal's controller: keyword search with results grouped by section, keyboard navigation, recent and
// favourite searches, a "See all results" link, and an Ask AI mode when the site configures one. What the results
// look like is results-view.ts, shared with the /search page.
import { readStorage, writeStorage } from '../storage.js';
import { askAi } from './ask-ai.js';
import { createBackend } from './backends.js';
import { escapeHtml, normaliseQuery } from './query.js';
import { aiSourcesHtml, failureHtml, failureTitle, groupedResultsHtml, modalHtml, noResultsHtml, resultCount, savedListHtml } from './results-view.js';
import { renderSafeMarkdown } from './safe-markdown.js';
import { createSavedSearches } from './saved-searches.js';
import type { SearchConfig } from './types.js';
import { siteUrl } from '../site-url.js';
import { text } from '../strings.js';

const saved = createSavedSearches({ read: readStorage, write: writeStorage });

let modal: HTMLElement | undefined;

/** One open modal: its elements and what it is doing. */
interface Modal {
  config: SearchConfig;
  backend: ReturnType<typeof createBackend>;
  root: HTMLElement;
  input: HTMLInputElement;
  results: HTMLElement;
  aiPanel: HTMLElement;
  status: HTMLElement;
  seeAll: HTMLAnchorElement;
  modeButton: HTMLButtonElement | null;
  /** The element focused before the modal opened, focused again when it closes. */
  opener: HTMLElement | null;
  mode: 'search' | 'ai';
  /** Index of the highlighted result, or -1. */
  active: number;
  /** Counts searches, so an answer to an older one is dropped. */
  request: number;
  controller?: AbortController;
}

export function openSearchModal(config: SearchConfig, initialQuery = ''): void {
  if (modal?.isConnected) {
    modal.querySelector<HTMLInputElement>('input')?.focus();
    return;
  }
  const root = document.createElement('div');
  root.className = 'search-modal';
  root.setAttribute('data-search-modal', '');
  root.innerHTML = modalHtml(config);
  const opener = document.activeElement as HTMLElement | null;
  document.body.append(root);
  modal = root;
  document.documentElement.classList.add('search-open');
  const state: Modal = {
    config,
    backend: createBackend(config),
    root,
    input: root.querySelector<HTMLInputElement>('[data-search-input]')!,
    results: root.querySelector<HTMLElement>('[data-search-results]')!,
    aiPanel: root.querySelector<HTMLElement>('[data-search-ai]')!,
    status: root.querySelector<HTMLElement>('[data-search-status]')!,
    seeAll: root.querySelector<HTMLAnchorElement>('[data-search-see-all]')!,
    modeButton: root.querySelector<HTMLButtonElement>('[data-mode]'),
    opener,
    mode: 'search',
    active: -1,
    request: 0,
  };
  listen(state);
  state.input.value = initialQuery;
  if (initialQuery) void runSearch(state);
  else showSaved(state);
  state.input.focus();
}

function listen(state: Modal): void {
  const { root, input } = state;
  input.addEventListener('input', () => void runSearch(state));
  root.querySelector('form')!.addEventListener('submit', (event) => {
    event.preventDefault();
    if (state.mode === 'ai') void runAi(state);
  });
  input.addEventListener('keydown', (event) => onFieldKey(state, event));
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(state);
    } else if (event.key === 'Tab') keepFocusInside(root, event);
  });
  root.addEventListener('click', (event) => onClick(state, event.target as HTMLElement));
}

// Results are plain links (a list of links with their own buttons is not a valid listbox). The arrow keys move a
// highlight while focus stays in the field, and the highlighted result is announced through the status line.
const options = (state: Modal) => [...state.results.querySelectorAll<HTMLElement>('[data-option]')];

function setActive(state: Modal, index: number, announce = true): void {
  const list = options(state);
  state.active = list.length === 0 ? -1 : (index + list.length) % list.length;
  list.forEach((option, i) => option.toggleAttribute('data-active', i === state.active));
  const current = list[state.active];
  if (current) {
    current.scrollIntoView({ block: 'nearest' });
    if (announce) state.status.textContent = current.querySelector('[data-hit-title]')?.textContent ?? '';
  }
}

function onFieldKey(state: Modal, event: KeyboardEvent): void {
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    setActive(state, state.active + (event.key === 'ArrowDown' ? 1 : -1));
  } else if (event.key === 'Enter' && state.mode === 'search') {
    event.preventDefault();
    const option = options(state)[state.active];
    if (option) option.click();
    else if (state.input.value.trim()) location.assign(state.seeAll.href);
  }
}

function onClick(state: Modal, target: HTMLElement): void {
  if (target.closest('[data-close]')) return close(state);
  if (target.closest('[data-mode]')) return setMode(state, state.mode === 'ai' ? 'search' : 'ai');
  const favourite = target.closest<HTMLElement>('[data-favourite]');
  if (favourite) {
    const url = favourite.dataset.favourite!;
    if (saved.isFavourite(url)) saved.removeFavourite(url);
    else {
      const link = favourite.parentElement?.querySelector<HTMLElement>('[data-hit]');
      if (link) saved.addFavourite(JSON.parse(link.dataset.hit!));
    }
    // The list is drawn again; focus goes back to the same star, so a keyboard user stays where they were.
    const redrawn = state.input.value.trim() ? runSearch(state) : Promise.resolve(showSaved(state));
    void redrawn.then(() => focusAction(state, url));
    return;
  }
  const remove = target.closest<HTMLElement>('[data-remove-recent], [data-remove-favourite]');
  if (remove) {
    if (remove.dataset.removeRecent) saved.removeRecent(remove.dataset.removeRecent);
    else saved.removeFavourite(remove.dataset.removeFavourite!);
    showSaved(state);
    return state.input.focus();
  }
  const hit = target.closest<HTMLElement>('[data-hit]');
  if (hit) {
    saved.addRecent(JSON.parse(hit.dataset.hit!));
    close(state);
  } else if (target.closest('[data-search-see-all], [data-ai-sources] a, [data-ai-answer] a')) close(state);
}

/** Focuses the star of `url` in the redrawn list, else its remove button, else the search field. */
function focusAction(state: Modal, url: string): void {
  const buttons = [...state.results.querySelectorAll<HTMLElement>('[data-favourite], [data-remove-favourite]')];
  const same = buttons.find((button) => (button.dataset.favourite ?? button.dataset.removeFavourite) === url);
  (same ?? state.input).focus();
}

function close(state: Modal): void {
  state.controller?.abort();
  state.root.remove();
  modal = undefined;
  document.documentElement.classList.remove('search-open');
  state.opener?.focus();
}

function showSaved(state: Modal): void {
  const html = savedListHtml(text('theme.SearchModal.startScreen.favoriteSearchesTitle'), saved.favourites(), 'favourite') + savedListHtml(text('theme.SearchModal.startScreen.recentSearchesTitle'), saved.recent(), 'recent');
  state.results.innerHTML = html || `<p class="search-empty">${escapeHtml(text('theme.SearchModal.startScreen.noRecentSearchesText'))}</p>`;
  state.status.textContent = '';
  setActive(state, -1, false);
}

async function runSearch(state: Modal): Promise<void> {
  const { results, status } = state;
  const query = normaliseQuery(state.input.value);
  state.seeAll.href = siteUrl(query ? `/search?q=${encodeURIComponent(query)}` : '/search');
  if (state.mode === 'ai') return;
  if (!query) return showSaved(state);
  const id = ++state.request;
  state.controller?.abort();
  const controller = (state.controller = new AbortController());
  results.setAttribute('aria-busy', 'true');
  try {
    const { hits } = await state.backend.search(query, { limit: 10, signal: controller.signal });
    if (id !== state.request) return;
    if (hits.length === 0) {
      results.innerHTML = noResultsHtml(query);
      status.textContent = `${text('theme.SearchModal.noResultsScreen.noResultsText')} "${query}"`;
    } else {
      results.innerHTML = groupedResultsHtml(hits, (url) => saved.isFavourite(url));
      status.textContent = resultCount(hits.length, query);
    }
    setActive(state, hits.length ? 0 : -1, false);
  } catch (cause) {
    if (id !== state.request || (cause as Error).name === 'AbortError') return;
    results.innerHTML = failureHtml();
    status.textContent = failureTitle();
  } finally {
    if (id === state.request) results.removeAttribute('aria-busy');
  }
}

async function runAi(state: Modal): Promise<void> {
  const question = normaliseQuery(state.input.value);
  const askAiConfig = state.config.askAi;
  if (!question || !askAiConfig) return;
  state.controller?.abort();
  const controller = (state.controller = new AbortController());
  state.aiPanel.innerHTML = `<p class="search-ai-notice">${escapeHtml(aiNotice())}</p><div class="search-ai-answer" data-ai-answer aria-live="polite" aria-busy="true"></div><div class="search-ai-sources" data-ai-sources></div>`;
  const answer = state.aiPanel.querySelector<HTMLElement>('[data-ai-answer]')!;
  const sources = state.aiPanel.querySelector<HTMLElement>('[data-ai-sources]')!;
  try {
    const { hits } = await state.backend.search(question, { limit: 5, signal: controller.signal });
    sources.innerHTML = aiSourcesHtml(hits);
    await askAi(askAiConfig, question, hits, (text) => (answer.innerHTML = renderSafeMarkdown(text)), controller.signal);
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') return;
    answer.innerHTML = `<p class="search-error" role="alert">${escapeHtml((cause as Error).message || failureTitle())}</p>`;
  } finally {
    answer.removeAttribute('aria-busy');
  }
}

function setMode(state: Modal, next: 'search' | 'ai'): void {
  const { input, aiPanel } = state;
  state.mode = next;
  state.modeButton?.setAttribute('aria-pressed', String(next === 'ai'));
  state.results.hidden = next === 'ai';
  aiPanel.hidden = next !== 'ai';
  input.placeholder = text(next === 'ai' ? 'lendocs.SearchModal.askAiPlaceholder' : 'theme.SearchModal.searchBox.placeholderText');
  input.setAttribute('aria-label', input.placeholder);
  if (next === 'ai') aiPanel.innerHTML = `<p class="search-ai-notice">${escapeHtml(aiNotice())}</p><p>${escapeHtml(text('lendocs.SearchModal.askAiStart'))}</p>`;
  else void runSearch(state);
  input.focus();
}

const aiNotice = () => text('theme.SearchModal.askAiScreen.disclaimerText');

function keepFocusInside(root: HTMLElement, event: KeyboardEvent): void {
  const focusable = [...root.querySelectorAll<HTMLElement>('input, button, a[href]')].filter((el) => el.getClientRects().length > 0);
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
