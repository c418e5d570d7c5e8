// The persistent parse cache (.lendocs-cache/ by default): parsed and highlighted Markdown, keyed by the file's
// contents + lendocs version + the versions of the packages that shape pages + config, so any change to one of
// those misses. Deleting the folder is always safe;
// an unreadable or foreign cache file is ignored. A result with an error is never kept: what failed (a component
// that did not bundle, an import that was missing) may be fixed in a file the page's key does not cover.
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { writeLinesAtomic } from '../node/atomic-write.js';
import path from 'node:path';
import type { PageResult } from './load-content.js';

// Raised whenever parsing changes what a cached page holds (2: admonition titles parsed with the body, escaped
// characters kept in heading text; 3: `.md` link placeholders and asset hrefs percent-encoded; 4: data-* hooks on
// copy buttons and mermaid blocks; 5: `.md` links written as routes, with the routes they were written with;
// 6: each page's search sections and word counts; 7: one line per entry; 8: links resolved where Docusaurus
// looks, their routes recorded by href; 9: a post without a truncate marker is its own excerpt; 10: search
// sections keep code apart from prose, and terms fold accents and plurals; 11: MDX read by src/load/mdx/, a page
// keeps its content's # heading; 12: an unclosed admonition is a warning, not an error; 13: MDX content
// de-indented by every element around it; 15: pages say whether they hold a <DocCardList />; 16: a page's search
// words are one string and an array of weights; 17: a link in a partial carries the partial's file; 18: and its
// logical path, from which it is resolved again); 19: no entry holds an error (18's could hold a component's
// failure, replayed after the component was fixed); 20: an MDX import from outside the site is refused, so a page
// kept from before may hold a file it would not take in now; 21: an MDX expression whose value lendocs does not know
// is a warning wherever it is left out, and evaluating is bounded); 22: Markdown and MDX as Docusaurus reads them (GFM
// footnotes, task lists, <del>, autolink literals, magic comments, MDX heading ids, unknown directives kept);
// 23: highlighted tokens carry the code themes' classes (code-token-classes.ts), not inline styles; 24: pages hold
// their <Head> tags, values of the site's modules, partials' values, and YAML read as js-yaml reads it; 25: a page's
// search text leaves out its <Head>'s title; 26: an MDX <Link>'s URL is one of the page's links;
// 27: a link in a table cell has its row's line; 28: the site's components read the page's path under trailingSlash).
const FORMAT = 28;

export interface PageCache {
  /** `salt`: what else the page is made from (the names `src/theme/MDXComponents` gives), when there is any. */
  key(relative: string, kind: string, text: string, salt?: string): string;
  get(key: string): PageResult | undefined;
  set(key: string, result: PageResult): void;
  /** Writes the entries used by this build (older ones are dropped). */
  save(): Promise<void>;
}

/** `salt.packages`: the installed versions of the packages that shape pages (name → version). */
export async function openPageCache(dir: string, salt: { version: string; packages: Record<string, string>; config: unknown }): Promise<PageCache> {
  const file = path.join(dir, 'pages.jsonl');
  const prefix = createHash('sha256').update(JSON.stringify([FORMAT, salt.version, salt.packages, salt.config])).digest('hex');
  // One line per entry after a header line, so neither reading nor writing needs the whole cache as one JSON value.
  let stored: Record<string, PageResult> = {};
  try {
    stored = await readEntries(file, prefix);
  } catch {
    // No cache yet, or one we cannot use: start empty.
  }
  const used: Record<string, PageResult> = {};
  let added = false;
  return {
    key: (relative, kind, text, salt) => {
      const hash = createHash('sha256').update(relative).update('\0').update(kind).update('\0').update(text);
      return (salt === undefined ? hash : hash.update('\0').update(salt)).digest('base64url');
    },
    get(key) {
      const hit = stored[key];
      if (hit) used[key] = hit;
      return hit;
    },
    set(key, result) {
      if (result.diagnostics.some((d) => d.severity === 'error')) return;
      // Timings are not part of what a page is.
      const { ms: _ms, ...kept } = result;
      used[key] = kept;
      added = true;
    },
    async save() {
      // Nothing new and every stored entry used: the file already says exactly this (and at thousands of pages,
      // writing it is a good part of a warm build).
      if (!added && Object.keys(used).length === Object.keys(stored).length) return;
      const lines = function* () {
        yield JSON.stringify({ format: FORMAT, prefix });
        for (const key of Object.keys(used)) yield JSON.stringify([key, used[key]]);
      };
      await writeLinesAtomic(file, lines());
    },
  };
}

/**
 * The entries of a cache file written for this `prefix`, read a few megabytes at a time and decoded line by line
 * (never the whole file at once, which at thousands of pages would add its size to the memory a warm build needs).
 */
async function readEntries(file: string, prefix: string): Promise<Record<string, PageResult>> {
  const entries: Record<string, PageResult> = {};
  let header = true;
  const take = (line: string): boolean => {
    if (line === '') return true;
    if (header) {
      const parsed = JSON.parse(line);
      header = false;
      return Boolean(parsed && parsed.format === FORMAT && parsed.prefix === prefix);
    }
    const [key, result] = JSON.parse(line) as [string, PageResult];
    entries[key] = result;
    return true;
  };
  const handle = await open(file, 'r');
  try {
    const chunk = Buffer.alloc(4 << 20);
    const decoder = new StringDecoder('utf8');
    let carry = '';
    for (;;) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      const lines = (carry + decoder.write(chunk.subarray(0, bytesRead))).split('\n');
      carry = lines.pop()!;
      for (const line of lines) if (!take(line)) return {};
    }
    if (!take(carry + decoder.end())) return {};
  } finally {
    await handle.close();
  }
  return entries;
}
