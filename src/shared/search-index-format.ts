// The local index's shared vocabulary: how text becomes terms and where a term is stored. Used by the build
// (src/emit/search-index.ts) and by the browser, so both always agree.
const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;

/**
 * A word as the index keeps it: lower case, accents dropped (`café` → `cafe`), and the plural folded into the
 * singular (`liquidations` → `liquidation`, `addresses` → `address`, `policies` → `policy`), so a reader finds
 * the page whichever form either of them wrote. Only endings that are plurals in English text are folded; a
 * word typed half-way is left as it is and matches as a prefix.
 */
export function searchTerm(word: string): string {
  const plain = word.normalize('NFD').replace(MARKS, '').toLowerCase();
  if (plain.length <= 3 || /\d/.test(plain)) return plain;
  if (/[^aeiou]ies$/.test(plain)) return `${plain.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(plain)) return plain.slice(0, -2);
  if (/[^su]s$/.test(plain) && !/(is|us|ss)$/.test(plain)) return plain.slice(0, -1);
  return plain;
}

/** The terms of a text: its words of two to thirty characters, each as searchTerm() keeps it. */
export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(WORD)) if (match[0].length >= 2 && match[0].length <= 30) terms.push(searchTerm(match[0]));
  return terms;
}

/** The file holding a term: its first three letters (a two-letter term: both), hex-encoded unless plain a–z0–9. */
export function shardFile(term: string): string {
  const key = term.slice(0, 3);
  if (/^[a-z0-9]+$/.test(key)) return `${key}.json`;
  return `x${[...new TextEncoder().encode(key)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}.json`;
}

export const SEARCH_INDEX_PATH = '/search-index';
