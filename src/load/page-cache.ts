// The persistent parse cache (.lendocs-cache/ by default): parsed and highlighted Markdown, keyed by the file's
// contents + lendocs version + config, so any change to one of those misses. Deleting the folder is always safe;
// an unreadable or foreign cache file is ignored.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from '../shared/atomic-write.js';
import path from 'node:path';
import type { PageResult } from './load-content.js';

// Raised whenever parsing changes what a cached page holds (2: admonition titles parsed with the body, escaped
// characters kept in heading text; 3: `.md` link placeholders and asset hrefs percent-encoded; 4: data-* hooks on
// copy buttons and mermaid blocks; 5: `.md` links written as routes, with the routes they were written with;
// 6: each page's search sections and word counts).
const FORMAT = 6;

export interface PageCache {
  key(relative: string, kind: string, text: string): string;
  get(key: string): PageResult | undefined;
  set(key: string, result: PageResult): void;
  /** Writes the entries used by this build (older ones are dropped). */
  save(): Promise<void>;
}

export async function openPageCache(dir: string, salt: { version: string; config: unknown }): Promise<PageCache> {
  const file = path.join(dir, 'pages.json');
  const prefix = createHash('sha256').update(JSON.stringify([FORMAT, salt.version, salt.config])).digest('hex');
  let stored: Record<string, PageResult> = {};
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8'));
    if (parsed && parsed.format === FORMAT && parsed.prefix === prefix && typeof parsed.entries === 'object') stored = parsed.entries;
  } catch {
    // No cache yet, or one we cannot use: start empty.
  }
  const used: Record<string, PageResult> = {};
  let added = false;
  return {
    key: (relative, kind, text) => createHash('sha256').update(relative).update('\0').update(kind).update('\0').update(text).digest('base64url'),
    get(key) {
      const hit = stored[key];
      if (hit) used[key] = hit;
      return hit;
    },
    set(key, result) {
      // Timings are not part of what a page is.
      const { ms: _ms, ...kept } = result;
      used[key] = kept;
      added = true;
    },
    async save() {
      // Nothing new and every stored entry used: the file already says exactly this (and at thousands of pages,
      // writing it is a good part of a warm build).
      if (!added && Object.keys(used).length === Object.keys(stored).length) return;
      await writeFileAtomic(file, JSON.stringify({ format: FORMAT, prefix, entries: used }));
    },
  };
}
