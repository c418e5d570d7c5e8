// The search modal: keyword search with results grouped by section, keyboard navigation, recent and favourite
// searches, a "See all results" link, and an Ask AI mode when the site configures one.
import { readStorage, writeStorage } from '../storage.js';
import { AI_NOTICE, askAi } from './ask-ai.js';
import { createBackend } from './backends.js';
import { escapeHtml, groupBySection, normaliseQuery } from './query.js';
import { renderSafeMarkdown } from './safe-markdown.js';
import { createSavedSearches, type SavedHit } from './saved-searches.js';
import type { SearchConfig, SearchHit } from './types.js';

const saved = createSavedSearches({ read: readStorage, write: writeStorage });

export const FAILURE_TITLE = 'Unable to fetch results';
export const FAILURE_HINT = 'You might want to check your network connection.';

let modal: HTMLElement | undefined;

export function openSearchModal(config: SearchConfig, initialQuery = ''): void {
  if (modal?.isConnected) {
    modal.querySelector<HTMLInputElement>('input')?.focus();
    return;
  }
  const backend = createBackend(config);
  const opener = document.activeElement as HTMLElement | null;
  let mode: 'search' | 'ai' = 'search';
  let active = -1;
  let request = 0;
  let controller: AbortController | undefined;

  const root = document.createElement('div');
  root.className = 'search-modal';
  root.innerHTML = `
    <div class="search-backdrop" data-close></div>
    <div class="search-panel" role="dialog" aria-modal="true" aria-label="Search">
      <form class="search-form" role="search">
        <input class="search-input" type="search" autocomplete="off" spellcheck="false" placeholder="Search docs"
          aria-label="Search docs" aria-describedby="search-status" maxlength="200">
        ${config.askAi ? '<button type="button" class="search-mode" data-mode aria-pressed="false">Ask AI</button>' : ''}
        <button type="button" class="search-cancel" data-close>Cancel</button>
      </form>
      <div class="search-body">
        <div id="search-results" class="search-results"></div>
        <div class="search-ai" hidden></div>
      </div>
      <p id="search-status" class="search-status sr-only" role="status" aria-live="polite"></p>
      <footer class="search-footer">
        <a class="search-see-all" href="/search">See all results</a>
        <span class="search-keys"><kbd>↑</kbd><kbd>↓</kbd> to navigate · <kbd>Enter</kbd> to select · <kbd>Esc</kbd> to close</span>
      </footer>
    </div>`;
  document.body.append(root);
  modal = root;
  document.documentElement.classList.add('search-open');

  const input = root.querySelector<HTMLInputElement>('.search-input')!;
  const results = root.querySelector<HTMLElement>('.search-results')!;
  const aiPanel = root.querySelector<HTMLElement>('.search-ai')!;
  const status = root.querySelector<HTMLElement>('.search-status')!;
  const seeAll = root.querySelector<HTMLAnchorElement>('.search-see-all')!;
  const modeButton = root.querySelector<HTMLButtonElement>('[data-mode]');

  // Results are plain links (a list of links with their own buttons is not a valid listbox). The arrow keys move
  // a highlight while focus stays in the field, and the highlighted result is announced through the status line.
  const options = () => [...results.querySelectorAll<HTMLElement>('[data-option]')];
  const setActive = (index: number, announce = true) => {
    const list = options();
    active = list.length === 0 ? -1 : (index + list.length) % list.length;
    list.forEach((option, i) => option.toggleAttribute('data-active', i === active));
    const current = list[active];
    if (current) {
      current.scrollIntoView({ block: 'nearest' });
      if (announce) status.textContent = current.querySelector('.search-hit-title')?.textContent ?? '';
    }
  };

  const close = () => {
    controller?.abort();
    root.remove();
    modal = undefined;
    document.documentElement.classList.remove('search-open');
    opener?.focus();
  };

  const choose = (hit: SavedHit) => {
    saved.addRecent(hit);
    close();
  };

  const savedList = (title: string, list: SavedHit[], kind: 'recent' | 'favourite') =>
    list.length === 0
      ? ''
      : `<section class="search-group"><h2 class="search-group-title">${title}</h2><ul>${list
          .map(
            (hit, i) => `<li class="search-hit">
              <a data-option id="search-${kind}-${i}" href="${escapeHtml(hit.url)}" data-hit='${escapeHtml(JSON.stringify(hit))}'>
                <span class="search-hit-title">${escapeHtml(hit.title)}</span><span class="search-hit-section">${escapeHtml(hit.section)}</span></a>
              ${kind === 'recent' ? `<button type="button" class="search-action" data-favourite="${escapeHtml(hit.url)}" aria-label="Save this search: ${escapeHtml(hit.title)}">☆</button>` : ''}
              <button type="button" class="search-action" data-remove-${kind}="${escapeHtml(hit.url)}" aria-label="Remove this search from ${kind === 'recent' ? 'recent searches' : 'favourites'}: ${escapeHtml(hit.title)}">×</button>
            </li>`,
          )
          .join('')}</ul></section>`;

  const showSaved = () => {
    const html = savedList('Favourites', saved.favourites(), 'favourite') + savedList('Recent', saved.recent(), 'recent');
    results.innerHTML = html || '<p class="search-empty">No recent searches</p>';
    status.textContent = '';
    setActive(-1, false);
  };

  const hitHtml = (hit: SearchHit, id: string) => {
    const data = escapeHtml(JSON.stringify({ url: hit.url, title: hit.title, section: hit.section }));
    const starred = saved.isFavourite(hit.url);
    return `<li class="search-hit">
      <a data-option id="${id}" href="${escapeHtml(hit.url)}" data-hit='${data}'>
        <span class="search-hit-title">${escapeHtml(hit.title)}</span>
        <span class="search-hit-excerpt">${hit.excerptHtml}</span></a>
      <button type="button" class="search-action" data-favourite="${escapeHtml(hit.url)}" aria-pressed="${starred}" aria-label="${starred ? 'Saved to favourites' : 'Save to favourites'}: ${escapeHtml(hit.title)}">${starred ? '★' : '☆'}</button>
      ${hit.subResults
        .map(
          (sub, j) => `<a data-option class="search-sub-hit" id="${id}-${j}" href="${escapeHtml(sub.url)}"
            data-hit='${escapeHtml(JSON.stringify({ url: sub.url, title: `${hit.title} › ${sub.title}`, section: hit.section }))}'>
            <span class="search-hit-title">${escapeHtml(sub.title)}</span><span class="search-hit-excerpt">${sub.excerptHtml}</span></a>`,
        )
        .join('')}
    </li>`;
  };

  const runSearch = async () => {
    const query = normaliseQuery(input.value);
    seeAll.href = query ? `/search?q=${encodeURIComponent(query)}` : '/search';
    if (mode === 'ai') return;
    if (!query) return showSaved();
    const id = ++request;
    controller?.abort();
    controller = new AbortController();
    results.setAttribute('aria-busy', 'true');
    try {
      const { hits } = await backend.search(query, { limit: 10, signal: controller.signal });
      if (id !== request) return;
      if (hits.length === 0) {
        results.innerHTML = `<p class="search-empty">No results found for "<strong>${escapeHtml(query)}</strong>"</p>`;
        status.textContent = `No results found for "${query}"`;
      } else {
        results.innerHTML = groupBySection(hits)
          .map(
            (group, g) =>
              `<section class="search-group"><h2 class="search-group-title">${escapeHtml(group.section)}</h2><ul>${group.hits
                .map((hit, h) => hitHtml(hit, `search-hit-${g}-${h}`))
                .join('')}</ul></section>`,
          )
          .join('');
        status.textContent = `${hits.length} result${hits.length === 1 ? '' : 's'} for "${query}"`;
      }
      setActive(hits.length ? 0 : -1, false);
    } catch (cause) {
      if (id !== request || (cause as Error).name === 'AbortError') return;
      results.innerHTML = `<div class="search-error" role="alert"><p class="search-error-title">${FAILURE_TITLE}</p><p>${FAILURE_HINT}</p></div>`;
      status.textContent = FAILURE_TITLE;
    } finally {
      if (id === request) results.removeAttribute('aria-busy');
    }
  };

  const runAi = async () => {
    const question = normaliseQuery(input.value);
    if (!question || !config.askAi) return;
    controller?.abort();
    controller = new AbortController();
    aiPanel.innerHTML = `<p class="search-ai-notice">${AI_NOTICE}</p><div class="search-ai-answer" aria-live="polite" aria-busy="true"></div><div class="search-ai-sources"></div>`;
    const answer = aiPanel.querySelector<HTMLElement>('.search-ai-answer')!;
    const sources = aiPanel.querySelector<HTMLElement>('.search-ai-sources')!;
    try {
      const { hits } = await backend.search(question, { limit: 5, signal: controller.signal });
      sources.innerHTML = hits.length
        ? `<p>Sources</p><ul>${hits.map((hit) => `<li><a href="${escapeHtml(hit.url)}">${escapeHtml(hit.title)}</a></li>`).join('')}</ul>`
        : '';
      await askAi(config.askAi, question, hits, (text) => (answer.innerHTML = renderSafeMarkdown(text)), controller.signal);
    } catch (cause) {
      if ((cause as Error).name === 'AbortError') return;
      answer.innerHTML = `<p class="search-error" role="alert">${escapeHtml((cause as Error).message || FAILURE_TITLE)}</p>`;
    } finally {
      answer.removeAttribute('aria-busy');
    }
  };

  const setMode = (next: 'search' | 'ai') => {
    mode = next;
    modeButton?.setAttribute('aria-pressed', String(next === 'ai'));
    results.hidden = next === 'ai';
    aiPanel.hidden = next !== 'ai';
    input.placeholder = next === 'ai' ? 'Ask a question about the docs' : 'Search docs';
    input.setAttribute('aria-label', input.placeholder);
    if (next === 'ai') aiPanel.innerHTML = `<p class="search-ai-notice">${AI_NOTICE}</p><p>Type a question and press Enter.</p>`;
    else void runSearch();
    input.focus();
  };

  input.addEventListener('input', () => void runSearch());
  root.querySelector('form')!.addEventListener('submit', (event) => {
    event.preventDefault();
    if (mode === 'ai') void runAi();
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && mode === 'search') {
      event.preventDefault();
      const option = options()[active];
      if (option) option.click();
      else if (input.value.trim()) location.assign(seeAll.href);
    }
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') keepFocusInside(root, event);
  });
  root.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    if (target.closest('[data-close]')) return close();
    if (target.closest('[data-mode]')) return setMode(mode === 'ai' ? 'search' : 'ai');
    const favourite = target.closest<HTMLElement>('[data-favourite]');
    if (favourite) {
      const url = favourite.dataset.favourite!;
      if (saved.isFavourite(url)) saved.removeFavourite(url);
      else {
        const link = favourite.parentElement?.querySelector<HTMLElement>('[data-hit]');
        if (link) saved.addFavourite(JSON.parse(link.dataset.hit!));
      }
      return input.value.trim() ? void runSearch() : showSaved();
    }
    const remove = target.closest<HTMLElement>('[data-remove-recent], [data-remove-favourite]');
    if (remove) {
      if (remove.dataset.removeRecent) saved.removeRecent(remove.dataset.removeRecent);
      else saved.removeFavourite(remove.dataset.removeFavourite!);
      showSaved();
      return input.focus();
    }
    const hit = target.closest<HTMLElement>('[data-hit]');
    if (hit) choose(JSON.parse(hit.dataset.hit!));
    else if (target.closest('.search-see-all, .search-ai-sources a, .search-ai-answer a')) close();
  });

  input.value = initialQuery;
  if (initialQuery) void runSearch();
  else showSaved();
  input.focus();
}

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
