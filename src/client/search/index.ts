// The search chunk, loaded by the main script on first use (button, Ctrl/Cmd+K, /) or on the /search page.
export { openSearchModal } from './modal.js';
export { mountSearchPage } from './search-page.js';
