// Where results come from: the local index built with the site, or a hosted DocSearch-style index.
import { fragmentPlace, plainWord, SEARCH_INDEX_PATH, SEARCH_LAYOUT_FILE, searchTerm, searchTerms, searchWords, termMatches, termShardsOf, type SearchLayout } from '../../shared/search-index-format.js';
import { highlightWords, markTerms, safeExcerpt } from './query.js';
import type { SearchBackend, SearchConfig, SearchHit } from './types.js';
import { siteUrl } from '../site-url.js';
import { clipText } from '../../shared/text-transforms.js';

export function createBackend(config: SearchConfig): SearchBackend {
  return config.provider === 'algolia' ? hostedBackend(config) : localBackend(config);
}

type DocRow = [url: string, title: string, section: string, tag: string];
/** term → [doc, count, doc, count, …], each doc as its difference from the one before */
type Shard = Record<string, number[]>;
type Fragment = [anchor: string, heading: string, prose: string, code: string][];

/**
 * The index built with the site (src/emit/search-index.ts): the page list and the layout, the term shards holding
 * the query's words, then the fragment files holding the results shown. Every file is fetched once a session.
 */
function localBackend(config: SearchConfig): SearchBackend {
  // Pages of other versions than the one being read are left out, as Docusaurus's contextual search does.
  const scoped = new Set(config.versions?.scoped ?? []);
  const active = new Set(config.versions?.active ?? []);
  const inScope = (row: DocRow) => !scoped.has(row[3]) || active.has(row[3]);
  const cache = new Map<string, Promise<unknown>>();
  // Each title's words are worked out once per session: a common word ranks hundreds of pages on every keystroke.
  const titleWords = new Map<string, TitleWords>();
  const wordsOf = (title: string) => {
    let words = titleWords.get(title);
    if (!words) titleWords.set(title, (words = titleWordsOf(title)));
    return words;
  };
  const load = <T>(file: string): Promise<T> => {
    let request = cache.get(file);
    if (!request) {
      request = fetch(siteUrl(`${SEARCH_INDEX_PATH}/${file}`)).then((response) => {
        if (response.status === 404) return {};
        if (!response.ok) throw new Error(`The search index answered ${response.status}.`);
        return response.json();
      });
      // A failure is not remembered: the next query tries again.
      request.catch(() => cache.delete(file));
      cache.set(file, request);
    }
    return request as Promise<T>;
  };
  return {
    async search(query, { limit }) {
      // A Chinese or Japanese run of the query is looked up as its bigrams alone: its last character would match
      // every bigram it begins.
      const words = [...new Set(searchTerms(query, { tails: false }))];
      if (words.length === 0) return { hits: [], total: 0 };
      const typed = queryAsTyped(query);
      const whole = searchWords(query, { parts: false }).map(searchTerm);
      // A missing index (404, as while `serve` has not written it yet) reads as an empty layout: no results.
      const layout = await load<Partial<SearchLayout>>(SEARCH_LAYOUT_FILE);
      // Asked for by its hash: a cache that kept another build's page list does not answer for this one.
      const pageList = layout.docs ? load<DocRow[]>(`docs.json?v=${layout.docs}`) : Promise.resolve([]);
      const termFiles = layout.termFiles ?? [];
      const shardsOf = (word: string) => Promise.all(termShardsOf(word, layout.terms ?? []).flatMap((n) => (termFiles[n] ? [load<Shard>(termFiles[n])] : [])));
      const [docs, shards] = await Promise.all([pageList, Promise.all(words.map(shardsOf))]);
      // A page missing from the list (parts of two builds, while `serve` rewrites the index) is left out.
      const ranked = rank({ words, typed, whole }, shards, docs, wordsOf).filter((doc) => docs[doc] !== undefined && inScope(docs[doc]));
      const top = ranked.slice(0, limit);
      const fragmentOf = async (doc: number): Promise<Fragment> => {
        const { file, at } = fragmentPlace(doc, layout.pages ?? []);
        const name = layout.pageFiles?.[file];
        return name ? ((await load<Fragment[]>(name))[at] ?? []) : [];
      };
      const fragments = await Promise.all(top.map(fragmentOf));
      return { hits: top.map((doc, i) => toHit(docs[doc], fragments[i], words)), total: ranked.length };
    },
  };
}

/** Does a term of the text match a query word? Whole, or as its beginning while the reader is still typing. */
const matchesWord = (term: string, word: string) => term.startsWith(word);

/**
 * A title's terms (identifiers' parts too), its words as written (plainWord: only lower case and accents folded),
 * and the terms of its words as they stand (`VToken` is one word, not also `token`), to tell a title that is the query.
 */
interface TitleWords {
  terms: string[];
  plain: Set<string>;
  whole: string[];
}

function titleWordsOf(title: string): TitleWords {
  const words = searchWords(title);
  return { terms: words.map(searchTerm), plain: new Set(words.map(plainWord)), whole: searchWords(title, { parts: false }).map(searchTerm) };
}

/** Each query term's words as the reader typed them (plainWord), by term: `addresses` for the term `address`. */
function queryAsTyped(query: string): Map<string, string[]> {
  const typed = new Map<string, string[]>();
  for (const word of searchWords(query)) {
    const term = searchTerm(word);
    typed.set(term, [...(typed.get(term) ?? []), plainWord(word)]);
  }
  return typed;
}

/** The query: its terms (searchTerms), each term's words as typed, and the terms of its words as they stand. */
interface Query {
  words: string[];
  typed: Map<string, string[]>;
  whole: string[];
}

/** A title word that is a query word as typed outranks one that only shares its term (the plural of what was typed). */
const AS_TYPED_BONUS = 20;

/**
 * How strongly a page's title answers the query: the title is the query as typed (1000), or holds each query word
 * (100 a word, 60 if only as a prefix), each word written in the title as the reader typed it counting
 * AS_TYPED_BONUS more, and a title that is the query's words in other forms (the plural) half that more again.
 * Titles say what a page is about, so they outrank any number of mentions.
 */
function titleScore({ words, typed, whole }: Query, title: TitleWords): number {
  const asTyped = (word: string) => (typed.get(word) ?? []).some((form) => title.plain.has(form));
  const { terms } = title;
  const sameTerms = title.whole.length === whole.length && title.whole.every((term, i) => term === whole[i]);
  if (sameTerms && whole.every(asTyped)) return 1000;
  let score = sameTerms ? AS_TYPED_BONUS / 2 : 0;
  for (const word of words) {
    if (terms.includes(word)) score += 100 + (asTyped(word) ? AS_TYPED_BONUS : 0);
    else if (terms.some((term) => matchesWord(term, word))) score += 60;
  }
  return score;
}

/**
 * What holding a query word anywhere on the page is worth, for the query's rarest word (a more common word, such as
 * "to" or "how", counts its share by rarity): a page that holds more of the query's words ranks higher, below any
 * word of the title.
 */
const HELD_WORD_SCORE = 25;

/**
 * Pages that hold any of the query's words (termMatches: a word of three letters or more matches the terms it
 * begins), best first: the words in the title first (titleScore), then how many of the query's words the page holds,
 * each by its rarity (HELD_WORD_SCORE), then how often in headings and text, each term weighted by its rarity
 * (headings count three times in the index). A page need not hold every word: words a reader adds to a question
 * ("how do I…") never leave it without results.
 */
function rank(query: Query, shards: Shard[][], docs: DocRow[], wordsOf: (title: string) => TitleWords): number[] {
  const { words } = query;
  const perWord = words.map((word, i) => {
    const scores = new Map<number, number>();
    const entries = shards[i].flatMap((shard) => Object.entries(shard));
    for (const [term, postings] of entries) {
      // The shards hold the word's neighbours in the sorted order too.
      if (!termMatches(term, word)) continue;
      // Rare terms weigh more; a whole-word match more than a prefix.
      const weight = Math.log(1 + docs.length / (postings.length / 2)) * (term === word ? 1 : 0.6);
      // Document numbers are stored as the difference from the one before (src/emit/search-postings.ts).
      for (let p = 0, doc = 0; p < postings.length; p += 2) {
        doc += postings[p];
        scores.set(doc, (scores.get(doc) ?? 0) + weight * (1 + Math.log(postings[p + 1])));
      }
    }
    return scores;
  });
  const rarity = perWord.map((scores) => Math.log(1 + docs.length / Math.max(1, scores.size)));
  const rarest = Math.max(...rarity);
  const held = (doc: number) => perWord.reduce((sum, scores, i) => sum + (scores.has(doc) ? (HELD_WORD_SCORE * rarity[i]) / rarest + scores.get(doc)! : 0), 0);
  const total = (doc: number) => titleScore(query, wordsOf(docs[doc]?.[1] ?? '')) + held(doc);
  const candidates = new Set(perWord.flatMap((scores) => [...scores.keys()]));
  return [...candidates].map((doc) => [doc, total(doc)] as const).sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([doc]) => doc);
}

interface ScoredSection {
  index: number;
  anchor: string;
  heading: string;
  prose: string;
  code: string;
  score: number;
}

/**
 * A result with its excerpt and the sections that match as sub-results (at most three). The page's own excerpt
 * comes from its opening text when that matches, else from its best section that is not already a sub-result, so
 * the two never repeat each other.
 */
function toHit(row: DocRow, fragment: Fragment, words: string[]): SearchHit {
  const [url, title, section] = row;
  const matches = (text: string) => searchTerms(text).filter((term) => words.some((word) => matchesWord(term, word))).length;
  const sections: ScoredSection[] = fragment
    .map(([anchor, heading, prose, code = ''], index) => ({ index, anchor, heading, prose, code, score: matches(heading) * 3 + matches(prose) + matches(code) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const subResults = sections.filter((s) => s.index > 0 && s.anchor).slice(0, 3);
  const own = sections.find((s) => !subResults.includes(s)) ?? { prose: fragment[0]?.[2] ?? '', code: '' };
  return {
    url,
    title,
    section,
    excerptHtml: excerptOf(own, words),
    subResults: subResults.map((s) => ({ url: `${url}#${s.anchor}`, title: s.heading, excerptHtml: excerptOf(s, words) })),
  };
}

/** From the prose around the match; from the code only when the match is only in the code. */
function excerptOf(part: { prose: string; code: string }, words: string[]): string {
  const inProse = searchTerms(part.prose).some((term) => words.some((word) => matchesWord(term, word)));
  const text = inProse || !part.code ? part.prose : part.code;
  return markTerms(excerpt(text, words), words);
}

/** Characters of an excerpt at most: 24 words are a few lines, unless the words are very long. */
const EXCERPT_LIMIT = 300;

/**
 * About 24 words around the first word of the query found in the text, at most EXCERPT_LIMIT characters: the
 * words before the match take at most a third of that, so the match itself is always shown.
 */
function excerpt(text: string, words: string[]): string {
  const parts = text.split(' ');
  const at = Math.max(0, parts.findIndex((part) => searchTerms(part).some((term) => words.some((word) => matchesWord(term, word)))));
  let start = at;
  for (let room = EXCERPT_LIMIT / 3 - parts[at].length; start > 0 && at - start < 8 && parts[start - 1].length < room; start--) room -= parts[start - 1].length + 1;
  const shown = parts.slice(start, start + 24).join(' ');
  const clipped = clipText(shown, EXCERPT_LIMIT - 4);
  const more = start + 24 < parts.length || clipped !== shown;
  return `${start > 0 ? '… ' : ''}${clipped === shown ? shown : clipped.slice(0, -1)}${more ? ' …' : ''}`;
}

interface HostedHit {
  url: string;
  hierarchy?: Record<string, string | null>;
  content?: string | null;
  _highlightResult?: { hierarchy?: Record<string, { value: string }> };
  _snippetResult?: { content?: { value: string } };
}

/** The hosted service's REST query API, with language and docs-tag facet filters when contextual. */
function hostedBackend(config: SearchConfig): SearchBackend {
  return {
    async search(query, { limit, signal }) {
      const body: Record<string, unknown> = {
        query,
        hitsPerPage: limit,
        attributesToSnippet: ['content:24'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      };
      if (config.contextual) body.facetFilters = ['language:en', ['docusaurus_tag:default', ...contextTags(config).map((tag) => `docusaurus_tag:${tag}`)]];
      const response = await fetch(`${config.host}/1/indexes/${encodeURIComponent(config.indexName ?? '')}/query`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-algolia-application-id': config.appId ?? '', 'x-algolia-api-key': config.apiKey ?? '' },
        body: JSON.stringify(body),
        signal,
      });
      if (!response.ok) throw new Error(`The search service answered ${response.status}.`);
      const json = (await response.json()) as { hits?: HostedHit[]; nbHits?: number };
      return { hits: mergeHostedHits(json.hits ?? [], query), total: json.nbHits ?? 0 };
    },
  };
}

/** One hit per page; hits on a heading of that page become its sub-results. */
function mergeHostedHits(raw: HostedHit[], query: string): SearchHit[] {
  const pages = new Map<string, SearchHit>();
  for (const hit of raw) {
    const pageUrl = toSitePath(hit.url.split('#')[0]);
    const levels = hit.hierarchy ?? {};
    const highlighted = hit._highlightResult?.hierarchy ?? {};
    const title = levels.lvl1 ?? levels.lvl0 ?? pageUrl;
    const excerpt = hit._snippetResult?.content?.value ? safeExcerpt(hit._snippetResult.content.value) : highlightWords(hit.content ?? '', query);
    let page = pages.get(pageUrl);
    if (!page) {
      page = { url: pageUrl, title: highlighted.lvl1 ? safeExcerpt(highlighted.lvl1.value).replace(/<\/?mark>/g, '') : title, section: levels.lvl0 ?? 'Docs', excerptHtml: excerpt, subResults: [] };
      pages.set(pageUrl, page);
    }
    const heading = levels.lvl3 ?? levels.lvl2;
    if (hit.url.includes('#') && heading && page.subResults.length < 3) page.subResults.push({ url: toSitePath(hit.url), title: heading, excerptHtml: excerpt });
  }
  return [...pages.values()];
}

/** The hosted index stores absolute URLs of the production site; links stay on the site being read. */
function toSitePath(url: string): string {
  try {
    const parsed = new URL(url, location.origin);
    return parsed.pathname + parsed.hash;
  } catch {
    return url;
  }
}

/** The docs tags a contextual hosted search keeps: the main docs' current version, or the versions being read. */
function contextTags(config: SearchConfig): string[] {
  if (!config.versions) return ['docs-default-current'];
  const scoped = new Set(config.versions.scoped);
  return [...(scoped.has('docs-default-current') ? [] : ['docs-default-current']), ...config.versions.active];
}
