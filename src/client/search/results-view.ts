// What search results look like, as HTML: the search modal and the /search page both draw from here, so a result,
// an empty result and a failure read the same everywhere. Every value from the index is escaped; excerpts are
// already safe HTML (built from escaped text with <mark> around the matches). The words are the page's language's.
import { escapeHtml, groupBySection } from './query.js';
import { plural, text } from '../strings.js';
import type { SavedHit } from './saved-searches.js';
import type { SearchConfig, SearchHit } from './types.js';

export const failureTitle = () => text('theme.SearchModal.errorScreen.titleText');

export function failureHtml(): string {
  return `<div class="search-error" role="alert"><p class="search-error-title">${escapeHtml(failureTitle())}</p><p>${escapeHtml(text('theme.SearchModal.errorScreen.helpText'))}</p></div>`;
}

export function noResultsHtml(query: string): string {
  return `<p class="search-empty">${escapeHtml(text('theme.SearchModal.noResultsScreen.noResultsText'))} "<strong>${escapeHtml(query)}</strong>"</p>`;
}

/** `3 results for "query"`, in the page's language. */
export function resultCount(count: number, query: string): string {
  return plural('lendocs.search.resultCount.plurals', count, { query });
}

/** The modal's frame: the field, the mode switch when Ask AI is configured, the result area and the footer. */
export function modalHtml(config: SearchConfig): string {
  const placeholder = text('theme.SearchModal.searchBox.placeholderText');
  return `
    <div class="search-backdrop" data-close></div>
    <div class="search-panel" role="dialog" aria-modal="true" aria-label="${escapeHtml(text('theme.SearchBar.label'))}">
      <form class="search-form" role="search">
        <input class="search-input" data-search-input type="search" autocomplete="off" spellcheck="false" placeholder="${escapeHtml(placeholder)}"
          aria-label="${escapeHtml(placeholder)}" aria-describedby="search-status" maxlength="200">
        ${config.askAi ? `<button type="button" class="search-mode" data-mode aria-pressed="false">${escapeHtml(text('lendocs.SearchModal.askAiButton'))}</button>` : ''}
        <button type="button" class="search-cancel" data-close>${escapeHtml(text('theme.SearchModal.searchBox.cancelButtonText'))}</button>
      </form>
      <div class="search-body">
        <div id="search-results" class="search-results" data-search-results></div>
        <div class="search-ai" data-search-ai hidden></div>
      </div>
      <p id="search-status" class="search-status sr-only" data-search-status role="status" aria-live="polite"></p>
      <footer class="search-footer">
        <a class="search-see-all" data-search-see-all href="/search">${escapeHtml(text('lendocs.SearchModal.seeAll'))}</a>
        <span class="search-keys"><kbd>↑</kbd><kbd>↓</kbd> ${escapeHtml(text('lendocs.SearchModal.footer.navigateText'))} · <kbd>Enter</kbd> ${escapeHtml(text('lendocs.SearchModal.footer.selectText'))} · <kbd>Esc</kbd> ${escapeHtml(text('lendocs.SearchModal.footer.closeText'))}</span>
      </footer>
    </div>`;
}

/** Recent or favourite searches, each removable (a recent one can also be starred). */
export function savedListHtml(title: string, list: SavedHit[], kind: 'recent' | 'favourite'): string {
  if (list.length === 0) return '';
  const items = list.map(
    (hit, i) => `<li class="search-hit">
              <a data-option id="search-${kind}-${i}" href="${escapeHtml(hit.url)}" data-hit="${escapeHtml(JSON.stringify(hit))}">
                <span class="search-hit-title" data-hit-title>${escapeHtml(hit.title)}</span><span class="search-hit-section">${escapeHtml(hit.section)}</span></a>
              ${kind === 'recent' ? `<button type="button" class="search-action" data-favourite="${escapeHtml(hit.url)}" aria-label="${escapeHtml(text('theme.SearchModal.startScreen.saveRecentSearchButtonTitle'))}: ${escapeHtml(hit.title)}">☆</button>` : ''}
              <button type="button" class="search-action" data-remove-${kind}="${escapeHtml(hit.url)}" aria-label="${escapeHtml(text(kind === 'recent' ? 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle' : 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle'))}: ${escapeHtml(hit.title)}">×</button>
            </li>`,
  );
  return `<section class="search-group"><h2 class="search-group-title">${escapeHtml(title)}</h2><ul>${items.join('')}</ul></section>`;
}

/** The modal's results, grouped by section; each with a star and its heading sub-results. */
export function groupedResultsHtml(hits: SearchHit[], isFavourite: (url: string) => boolean): string {
  return groupBySection(hits)
    .map(
      (group, g) =>
        `<section class="search-group"><h2 class="search-group-title">${escapeHtml(group.section)}</h2><ul>${group.hits
          .map((hit, h) => hitHtml(hit, `search-hit-${g}-${h}`, isFavourite(hit.url)))
          .join('')}</ul></section>`,
    )
    .join('');
}

function hitHtml(hit: SearchHit, id: string, starred: boolean): string {
  const data = escapeHtml(JSON.stringify({ url: hit.url, title: hit.title, section: hit.section }));
  return `<li class="search-hit">
      <a data-option id="${id}" href="${escapeHtml(hit.url)}" data-hit="${data}">
        <span class="search-hit-title" data-hit-title>${escapeHtml(hit.title)}</span>
        <span class="search-hit-excerpt">${hit.excerptHtml}</span></a>
      <button type="button" class="search-action" data-favourite="${escapeHtml(hit.url)}" aria-pressed="${starred}" aria-label="${escapeHtml(text(starred ? 'lendocs.SearchModal.savedToFavourites' : 'lendocs.SearchModal.saveToFavourites'))}: ${escapeHtml(hit.title)}">${starred ? '★' : '☆'}</button>
      ${hit.subResults
        .map(
          (sub, j) => `<a data-option class="search-sub-hit" id="${id}-${j}" href="${escapeHtml(sub.url)}"
            data-hit="${escapeHtml(JSON.stringify({ url: sub.url, title: `${hit.title} › ${sub.title}`, section: hit.section }))}">
            <span class="search-hit-title" data-hit-title>${escapeHtml(sub.title)}</span><span class="search-hit-excerpt">${sub.excerptHtml}</span></a>`,
        )
        .join('')}
    </li>`;
}

/** The /search page's full list: every result with its section, excerpt and sub-results. */
export function pageResultsHtml(hits: SearchHit[], total: number, query: string): string {
  if (hits.length === 0) return noResultsHtml(query);
  const items = hits.map(
    (hit) => `<li><h2><a href="${escapeHtml(hit.url)}">${escapeHtml(hit.title)}</a></h2><p class="search-hit-section">${escapeHtml(hit.section)}</p><p>${hit.excerptHtml}</p>${
      hit.subResults.length ? `<ul>${hit.subResults.map((sub) => `<li><a href="${escapeHtml(sub.url)}">${escapeHtml(sub.title)}</a></li>`).join('')}</ul>` : ''
    }</li>`,
  );
  return `<p class="search-page-count">${escapeHtml(resultCount(total, query))}</p><ol class="search-page-list">${items.join('')}</ol>`;
}

/** Ask AI's sources: the pages the answer was given from. */
export function aiSourcesHtml(hits: SearchHit[]): string {
  return hits.length ? `<p>${escapeHtml(text('lendocs.SearchModal.sources'))}</p><ul>${hits.map((hit) => `<li><a href="${escapeHtml(hit.url)}">${escapeHtml(hit.title)}</a></li>`).join('')}</ul>` : '';
}
