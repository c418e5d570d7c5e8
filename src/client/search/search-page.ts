// /search?q=…: the full result list. Works when loaded directly; the query stays in the URL.
import { createBackend } from './backends.js';
import { escapeHtml, normaliseQuery } from './query.js';
import { failureHtml, pageResultsHtml } from './results-view.js';
import type { SearchConfig } from './types.js';
import { siteUrl } from '../site-url.js';
import { text } from '../strings.js';

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
    const url = siteUrl(query ? `/search?q=${encodeURIComponent(query)}` : '/search');
    history.replaceState(history.state, '', url);
    document.title = query ? `${text('theme.SearchPage.existingResultsTitle', { query })} | ${document.title.split(' | ').pop()}` : document.title;
    if (!query) {
      output.innerHTML = '';
      return;
    }
    output.innerHTML = `<p>${escapeHtml(text('theme.SearchPage.fetchingNewResults'))}</p>`;
    try {
      const { hits, total } = await backend.search(query, { limit: 50 });
      if (id !== request) return;
      output.innerHTML = pageResultsHtml(hits, total, query);
    } catch {
      if (id !== request) return;
      output.innerHTML = failureHtml();
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run(normaliseQuery(input.value));
  });
  const query = normaliseQuery(new URLSearchParams(location.search).get('q') ?? '');
  // This script arrives after the page: what the reader has typed meanwhile stays (it was cleared by the URL's
  // empty query, a race test/search.test.js met on a quiet machine).
  if (input.value === '') input.value = query;
  void run(query);
}
