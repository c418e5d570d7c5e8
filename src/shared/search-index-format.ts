// The local index's shared vocabulary: how text becomes terms and where a term is stored. Used by the build
// (src/emit/search-index.ts) and by the browser, so both always agree.
const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;

/**
 * Where an identifier is cut into the words a reader types apart, one rule a row: `PriceOracle`, `priceOracle` →
 * price|oracle, `HTTPServer` → http|server, `ERC20Token` → erc20|token. snake_case and kebab-case need no row: `_`
 * and `-` already end a word (WORD). The identifier itself is kept as a term too, so `priceoracle` still finds it.
 */
const IDENTIFIER_CUTS: { name: string; boundary: RegExp }[] = [
  { name: 'lower case, then upper case', boundary: /(?<=\p{Ll})(?=\p{Lu})/u },
  { name: 'an acronym, then a capitalised word', boundary: /(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u },
  { name: 'digits, then a capitalised word', boundary: /(?<=\p{N})(?=\p{Lu}\p{Ll})/u },
];
const IDENTIFIER_CUT = new RegExp(IDENTIFIER_CUTS.map((cut) => cut.boundary.source).join('|'), 'u');

/** A word as written, only folded: lower case, accents dropped (`Café` → `cafe`). Titles rank a query word so written. */
export function plainWord(word: string): string {
  return word.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/**
 * A word as the index keeps it: plainWord(), and the plural folded into the singular (`liquidations` →
 * `liquidation`, `addresses` → `address`, `policies` → `policy`), so a reader finds the page whichever form either
 * of them wrote. Only endings that are plurals in English text are folded; a word typed half-way is left as it is
 * and matches as a prefix.
 */
export function searchTerm(word: string): string {
  const plain = plainWord(word);
  if (plain.length <= 3 || /\d/.test(plain)) return plain;
  if (/[^aeiou]ies$/.test(plain)) return `${plain.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(plain)) return plain.slice(0, -2);
  if (/[^su]s$/.test(plain) && !/(is|us|ss)$/.test(plain)) return plain.slice(0, -1);
  return plain;
}

/**
 * Chinese and Japanese write words without spaces between them: a run of their characters is kept as its character
 * bigrams (`安装指南` → 安装 装指 指南) and its last character alone, at build and query time alike, so any word of
 * two characters or more is found as its bigrams and a word of one character as the terms it begins (termMatches).
 * Bigrams, not a dictionary segmenter (Intl.Segmenter): the build and every browser cut a text the same way, and the
 * index needs no word list. Text without these characters never meets this rule.
 */
// With the long-vowel mark (ー) and the iteration mark (々), which belong to no script of their own.
const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc\u3005]/u;
const CJK_RUN = /([\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc\u3005]+)/u;

/** Does the text hold Chinese or Japanese characters? */
export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/** Is `word` one Chinese or Japanese character? It matches as a prefix: the bigrams it begins. */
function singleCjk(word: string): boolean {
  return word.length === 1 && CJK.test(word);
}

/** A run of CJK characters' terms: its bigrams, and its last character alone unless `tails` is false (a query's). */
function cjkTerms(run: string, tails: boolean): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const pairs = chars.slice(1).map((char, i) => chars[i] + char);
  return tails ? [...pairs, chars[chars.length - 1]] : pairs;
}

/**
 * The words of a text as written, each identifier followed by its parts (IDENTIFIER_CUTS) unless `parts` is false;
 * Chinese and Japanese runs as their bigrams (CJK), with their last character too unless `tails` is false.
 */
export function searchWords(text: string, { parts: withParts = true, tails = true } = {}): string[] {
  if (!CJK.test(text)) return spacedWords(text, withParts);
  const words: string[] = [];
  text.split(CJK_RUN).forEach((piece, i) => words.push(...(i % 2 === 1 ? cjkTerms(piece, tails) : spacedWords(piece, withParts))));
  return words;
}

/** The words of a text written with spaces between them. */
function spacedWords(text: string, withParts: boolean): string[] {
  const words: string[] = [];
  // match(), not matchAll(): a plain list of strings, without a match object for each of a site's millions of words.
  for (const word of text.match(WORD) ?? []) {
    if (word.length < 2 || word.length > 30) continue;
    words.push(word);
    if (!withParts) continue;
    // Most words have no upper case letter after their first: no cut to look for.
    if (!/.\p{Lu}/u.test(word)) continue;
    const parts = word.split(IDENTIFIER_CUT);
    if (parts.length > 1) for (const part of parts) if (part.length >= 2) words.push(part);
  }
  return words;
}

/** The terms of a text: its words of two to thirty characters and identifiers' parts, each as searchTerm() keeps it. */
export function searchTerms(text: string, { tails = true } = {}): string[] {
  return searchWords(text, { tails }).map(searchTerm);
}

/**
 * Where the browser finds the index's parts (src/emit/search-index.ts writes them): a hash of the page list
 * (docs.json, fetched as `docs.json?v=<hash>`), the first term of each term shard and the first page (document
 * number) of each fragment file, both ascending, and the shards' and fragment files' names, which are hashes of
 * their contents. So a layout and the files it reads always come from one build, whatever a browser or a CDN has
 * kept of another: a stale layout names files that are gone (no results), never another build's.
 */
export interface SearchLayout {
  docs: string;
  terms: string[];
  termFiles: string[];
  pages: number[];
  pageFiles: string[];
}

/** The layout file, the index's one fixed name: fetched first, then the files it names. */
export const SEARCH_LAYOUT_FILE = 'shards.json';

/**
 * Does an index term match a query word? A word of three letters or more matches every term it begins (the reader
 * may still be typing it); a two-letter word only itself, so "to" or "in" never drags in half the index.
 */
export function termMatches(term: string, word: string): boolean {
  return matchesAsPrefix(word) ? term.startsWith(word) : term === word;
}

/** A word of three letters or more, or one Chinese or Japanese character, matches the terms it begins. */
function matchesAsPrefix(word: string): boolean {
  return word.length >= 3 || singleCjk(word);
}

/** The position of the last boundary at or before `value` in an ascending list (0 when it precedes them all). */
function lastAtOrBefore<T extends string | number>(sorted: readonly T[], value: T): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (sorted[middle] <= value) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The term shards that may hold terms a query word matches: the one whose range holds the word, then, for a prefix,
 * each following shard that starts with it (terms are sorted by UTF-16 code units, `<` here and `sort()` in the
 * build, so the terms a word begins are one run of the order).
 */
export function termShardsOf(word: string, firstTerms: readonly string[]): number[] {
  if (firstTerms.length === 0) return [];
  const shards = [lastAtOrBefore(firstTerms, word)];
  if (matchesAsPrefix(word)) for (let next = shards[0] + 1; next < firstTerms.length && firstTerms[next].startsWith(word); next++) shards.push(next);
  return shards;
}

/** The fragment file holding a page's sections, and the page's place in it. */
export function fragmentPlace(doc: number, firstPages: readonly number[]): { file: number; at: number } {
  const file = lastAtOrBefore(firstPages, doc);
  return { file, at: doc - (firstPages[file] ?? 0) };
}

export const SEARCH_INDEX_PATH = '/search-index';
