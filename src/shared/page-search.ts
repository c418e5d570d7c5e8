// What the local search index needs of one page, worked out where the page is rendered (on the Markdown worker
// threads, and kept in the parse cache): the body's text split at its h2/h3 headings, and how often each word
// occurs. The emit stage only merges these (src/emit/search-index.ts).
import { searchTerms } from './search-index-format.js';

/**
 * A page's sections as [anchor, heading, prose, code] (the first has no anchor, and its heading, the page title, is
 * filled in by the emit stage), and each word's weight: 3 per use in a heading, 1 in prose or code (the title not
 * counted). Code is kept apart so an excerpt can come from the prose around a match.
 *
 * The words are one space-separated string and their weights one array in the same order, not a [word, weight]
 * pair each: a large site keeps every page's words until the index is written, and hundreds of thousands of small
 * arrays took more memory than the pages themselves (and time to pass between threads).
 */
export interface PageSearch {
  sections: [string, string, string, string][];
  terms: string;
  weights: number[];
}

/** Each word of a page with its weight. */
export function* termWeights(search: PageSearch): Generator<[string, number]> {
  if (search.terms === '') return;
  let index = 0;
  for (const term of search.terms.split(' ')) yield [term, search.weights[index++]];
}

const MAX_SECTION_TEXT = 1500;

interface Section {
  anchor: string;
  heading: string;
  text: string;
  code: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Tags inside a line of text: removed without a space, so `<strong>bonus</strong>.` reads `bonus.`. */
const INLINE_TAG = /<\/?(?:a|abbr|b|code|del|em|i|kbd|mark|s|small|span|strong|sub|sup|u)\b[^>]*>/gi;

export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<a class="hash-link"[^>]*>#<\/a>/g, '')
    .replace(/<button[\s\S]*?<\/button>/g, ' ')
    .replace(INLINE_TAG, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

/** The prose and the code blocks of a stretch of body HTML, as text. */
function proseAndCode(html: string): { text: string; code: string } {
  const code: string[] = [];
  const prose = html.replace(/<pre\b[\s\S]*?<\/pre>/gi, (block) => {
    code.push(htmlToText(block));
    return ' ';
  });
  return { text: htmlToText(prose).slice(0, MAX_SECTION_TEXT), code: code.join(' ').slice(0, MAX_SECTION_TEXT) };
}

/** Splits a page body at its h2/h3 headings, so results can deep-link to the part that matches. */
function sectionsOf(html: string, title: string): Section[] {
  const sections: Section[] = [];
  const heading = /<h([23]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;
  let last = 0;
  let current: Pick<Section, 'anchor' | 'heading'> = { anchor: '', heading: title };
  for (const match of html.matchAll(heading)) {
    sections.push({ ...current, ...proseAndCode(html.slice(last, match.index)) });
    current = { anchor: match[2], heading: htmlToText(match[3]) };
    last = match.index + match[0].length;
  }
  sections.push({ ...current, ...proseAndCode(html.slice(last)) });
  return sections.filter((section, index) => index === 0 || section.text || section.code || section.heading);
}


export function pageSearch(html: string): PageSearch {
  const sections = sectionsOf(html, '');
  const counts = new Map<string, number>();
  for (const section of sections) {
    // A word in a heading counts three times: it says what the section is about.
    for (const term of searchTerms(section.heading)) counts.set(term, (counts.get(term) ?? 0) + 3);
    for (const term of searchTerms(`${section.text} ${section.code}`)) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return { sections: sections.map((s) => [s.anchor, s.heading, s.text, s.code]), terms: [...counts.keys()].join(' '), weights: [...counts.values()] };
}
