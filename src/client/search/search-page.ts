// /search?q=…: the full result list. Works when loaded directly; the query stays in the URL.
import { createBackend } from './backends.js';
import { FAILURE_HINT, FAILURE_TITLE } from './modal.js';
import { escapeHtml, normaliseQuery } from './query.js';
import type { SearchConfig } from './types.js';

export function mountSearchPage(config: SearchConfig): void {
  const container = document.querySelector<HTMLElement>('[data-search-page]');
  if (!container) return;
  const form = container.querySelector('form')!;
  const input = container.querySelector<HTMLInputElement>('input[name="q"]')!;
  const output = container.querySelector<HTMLElement>('[data-search-page-results]')!;
  const backend = createBackend(config);
  let request = 0;

  const run = async (query: string) => {
    const id = ++request;
    const url = query ? `/search?q=${encodeURIComponent(query)}` : '/search';
    history.replaceState(history.state, '', url);
    document.title = query ? `Search results for "${query}" | ${document.title.split(' | ').pop()}` : document.title;
    if (!query) {
      output.innerHTML = '';
      return;
    }
    output.innerHTML = '<p>Searching…</p>';
    try {
      const { hits, total } = await backend.search(query, { limit: 50 });
      if (id !== request) return;
      output.innerHTML = hits.length
        ? `<p class="search-page-count">${total} result${total === 1 ? '' : 's'} for "${escapeHtml(query)}"</p><ol class="search-page-list">${hits
            .map(
              (hit) => `<li><h2><a href="${escapeHtml(hit.url)}">${escapeHtml(hit.title)}</a></h2><p class="search-hit-section">${escapeHtml(hit.section)}</p><p>${hit.excerptHtml}</p>${
                hit.subResults.length
                  ? `<ul>${hit.subResults.map((sub) => `<li><a href="${escapeHtml(sub.url)}">${escapeHtml(sub.title)}</a></li>`).join('')}</ul>`
                  : ''
              }</li>`,
            )
            .join('')}</ol>`
        : `<p class="search-empty">No results found for "<strong>${escapeHtml(query)}</strong>"</p>`;
    } catch {
      if (id !== request) return;
      output.innerHTML = `<div class="search-error" role="alert"><p class="search-error-title">${FAILURE_TITLE}</p><p>${FAILURE_HINT}</p></div>`;
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run(normaliseQuery(input.value));
  });
  const query = normaliseQuery(new URLSearchParams(location.search).get('q') ?? '');
  input.value = query;
  void run(query);
}
