// The local index's shared vocabulary: how text becomes terms and where a term is stored. Used by the build
// (src/emit/search-index.ts) and by the browser, so both always agree.
const WORD = /[\p{L}\p{N}]+/gu;

/** Lower-cased words of two to thirty characters. */
export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) if (match[0].length >= 2 && match[0].length <= 30) terms.push(match[0]);
  return terms;
}

/** The file holding a term: its first three letters (a two-letter term: both), hex-encoded unless plain a–z0–9. */
export function shardFile(term: string): string {
  const key = term.slice(0, 3);
  if (/^[a-z0-9]+$/.test(key)) return `${key}.json`;
  return `x${[...new TextEncoder().encode(key)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}.json`;
}

export const SEARCH_INDEX_PATH = '/search-index';
