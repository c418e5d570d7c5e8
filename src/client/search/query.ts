// Pure helpers for search: query clean-up, result grouping and safe excerpts. No DOM, so they are unit-tested in Node.
import type { SearchHit } from './types.js';
import { escapeHtml } from '../../shared/html.js';
import { decodeHtmlEntities } from '../../shared/html-entities.js';
import { hasCjk, searchTerm } from '../../shared/search-index-format.js';

/** Trims, folds white space and caps the length, so odd input never reaches the index as-is. */
export function normaliseQuery(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** Hits grouped by section, in order of each section's best hit. */
export function groupBySection(hits: SearchHit[]): { section: string; hits: SearchHit[] }[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const list = groups.get(hit.section);
    if (list) list.push(hit);
    else groups.set(hit.section, [hit]);
  }
  return [...groups].map(([section, list]) => ({ section, hits: list }));
}

// The one escaping rule, shared with the build: every attribute the search code writes is double-quoted.
export { escapeHtml } from '../../shared/html.js';

/**
 * Makes an excerpt from a search service safe to insert: only <mark> survives, everything else is text.
 * Services return either escaped HTML (entities decoded first) or raw text; both end up escaped once.
 */
export function safeExcerpt(excerpt: string): string {
  return excerpt
    .split(/(<mark>|<\/mark>)/)
    .map((part) => (part === '<mark>' || part === '</mark>' ? part : escapeHtml(decodeHtmlEntities(part.replace(/<[^>]*>/g, '')))))
    .join('');
}


/** Marks every occurrence of the query's words in plain text (for services that do not highlight). */
export function highlightWords(text: string, query: string): string {
  const words = normaliseQuery(query).split(' ').filter((w) => w.length > 1).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return escapeHtml(text);
  const pattern = new RegExp(`(${words.join('|')})`, 'gi');
  return text
    .split(pattern)
    .map((part, i) => (i % 2 === 1 ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part)))
    .join('');
}

/**
 * Marks the words of a text that the local index matched: those whose term (searchTerm: no accents, singular)
 * begins with a query term, so "liquidations" marks "liquidation" and "cafe" marks "Café".
 */
export function markTerms(text: string, terms: string[]): string {
  return text
    .split(/([\p{L}\p{N}]+)/u)
    .map((part, i) => {
      if (i % 2 === 0 || part.length < 2) return escapeHtml(part);
      // A run of Chinese or Japanese is one "word" here: the query's bigrams are marked inside it.
      if (hasCjk(part)) return markInside(part, terms);
      return terms.some((term) => searchTerm(part).startsWith(term)) ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part);
    })
    .join('');
}

/** Marks the places of a text without spaces that hold one of the terms (the bigrams of a Chinese query). */
function markInside(text: string, terms: string[]): string {
  const inside = terms.filter((term) => text.includes(term)).sort((a, b) => b.length - a.length);
  if (inside.length === 0) return escapeHtml(text);
  // Terms are letters and digits only (searchWords): nothing to escape.
  const pattern = new RegExp(`(${inside.join('|')})`, 'u');
  return text
    .split(pattern)
    .map((piece, i) => (i % 2 === 1 ? `<mark>${escapeHtml(piece)}</mark>` : escapeHtml(piece)))
    .join('');
}
