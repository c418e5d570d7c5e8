// A page whose body, Markdown and search text live in the build's body spool (node/body-spool.ts) instead of the
// heap: the same Page every later stage reads, with `html`, `markdown` and `search` read from the file each time
// they are used. The load stage spools each page as it is finished, so a large build's memory grows with its pages'
// metadata (titles, headings, links, front matter), not with their bodies.
import type { BodySpool, SpoolRef } from '../node/body-spool.js';
import type { PageSearch } from '../shared/page-search.js';
import type { Page } from '../types.js';

type SpooledField = 'html' | 'markdown' | 'search';
type PageFacts = Omit<Page, SpooledField>;

/** Where a spooled page's texts are; kept on the page under a symbol, which copies and messages leave behind. */
const WHERE = Symbol('spooled texts');
interface Where {
  html: SpoolRef;
  markdown: SpoolRef;
  search?: SpoolRef;
}

/** The page with its body, Markdown and search text written to `spool`, and read back from there when used. */
export function spooledPage(page: Page, spool: BodySpool): Page {
  const { html, markdown, search, ...facts } = page;
  return withTexts(facts, spool, { html: spool.put(html), markdown: spool.put(markdown), search: search && spool.put(JSON.stringify(search)) });
}

/** The page with another body (its images sized): on a spooled page, only the new body is written. */
export function withSpooledHtml(page: Page, html: string, spool: BodySpool): Page {
  const where = (page as Page & { [WHERE]?: Where })[WHERE];
  if (!where) return spooledPage({ ...page, html }, spool);
  return withTexts(factsOf(page), spool, { ...where, html: spool.put(html) });
}

/** Whether the page's body is in a spool (a test's question: the heap holds no copy of it). */
export function isSpooled(page: Page): boolean {
  return WHERE in page && SPOOLED.every((key) => Object.getOwnPropertyDescriptor(page, key)?.get !== undefined);
}

const SPOOLED: readonly SpooledField[] = ['html', 'markdown', 'search'];

/** The page's fields but its texts, without reading them. */
function factsOf(page: Page): PageFacts {
  const facts: Record<string, unknown> = {};
  for (const key of Object.keys(page)) if (!(SPOOLED as readonly string[]).includes(key)) facts[key] = page[key as keyof Page];
  return facts as unknown as PageFacts;
}

function withTexts(facts: PageFacts, spool: BodySpool, where: Where): Page {
  const { search } = where;
  // Enumerable, so a copy of the page (`{ ...page }`) still has its texts, read once for the copy.
  return Object.defineProperties(facts, {
    html: { get: () => spool.read(where.html), enumerable: true },
    markdown: { get: () => spool.read(where.markdown), enumerable: true },
    search: { get: (): PageSearch | undefined => (search ? (JSON.parse(spool.read(search)) as PageSearch) : undefined), enumerable: true },
    [WHERE]: { value: where },
  }) as Page;
}
