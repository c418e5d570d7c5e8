// HTML escaping for text and attribute values that lendocs writes as strings (outside React, which escapes itself).

/** Escapes `&`, `<`, `>` and `"`: safe in text and in double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * What `<DocCardList />` leaves in a page body (src/load/mdx/components.ts): the cards of the page's sidebar
 * category, known only after routing, replace it when the page is drawn (src/render/doc-cards.ts).
 */
export const DOC_CARD_LIST_MARKER = '<div class="doc-card-list" data-doc-card-list></div>';
