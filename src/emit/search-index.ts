// The local search index, made with Pagefind from the rendered pages (elements marked data-pagefind-body:
// docs, posts and standalone pages; headings with ids become sub-results that deep-link to their anchors).
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';

export interface SearchIndexer {
  /** Queues a rendered page held in memory. */
  add(url: string, html: string): void;
  /** The index of the queued pages, paths relative to the output folder (`pagefind/…`). */
  files(): Promise<{ path: string; contents: Uint8Array }[]>;
  /** Indexes every page already written to `dir` and writes the index to `dir/pagefind` (the fast path). */
  indexDirectory(dir: string): Promise<void>;
  close(): Promise<void>;
}

// Pagefind also writes its own ready-made UIs; lendocs has its own, so only the index and its loader ship.
const UNUSED = /(^|\/)pagefind-(.*-)?ui\.(js|css)$|pagefind-highlight\.js$/;

export async function createSearchIndexer(): Promise<SearchIndexer> {
  const created = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!created.index) throw new Error(`The search indexer could not start: ${created.errors.join('; ')}`);
  const index = created.index;
  const pending: Promise<unknown>[] = [];
  const problems: string[] = [];
  return {
    add(url, html) {
      const content = searchableHtml(html);
      if (!content) return;
      pending.push(
        index.addHTMLFile({ url, content }).then((response) => {
          if (response.errors.length) problems.push(`${url}: ${response.errors.join('; ')}`);
        }),
      );
    },
    async files() {
      await Promise.all(pending);
      if (problems.length) throw new Error(`Search indexing failed for ${problems.join(', ')}`);
      const { errors, files } = await index.getFiles();
      if (errors.length) throw new Error(`Writing the search index failed: ${errors.join('; ')}`);
      return files.filter((file) => !UNUSED.test(file.path)).map((file) => ({ path: `pagefind/${file.path}`, contents: file.content }));
    },
    async indexDirectory(dir) {
      // Pagefind reads the files itself, in parallel, instead of receiving each page over its pipe.
      const added = await index.addDirectory({ path: dir, glob: '**/*.html' });
      if (added.errors.length) throw new Error(`Search indexing failed: ${added.errors.join('; ')}`);
      const outputPath = path.join(dir, 'pagefind');
      const written = await index.writeFiles({ outputPath });
      if (written.errors.length) throw new Error(`Writing the search index failed: ${written.errors.join('; ')}`);
      for (const name of await readdir(outputPath)) if (UNUSED.test(name)) await rm(path.join(outputPath, name));
    },
    async close() {
      await index.deleteIndex().catch(() => undefined);
      await pagefind.close();
    },
  };
}

/**
 * Only the indexed part of a page (the element marked data-pagefind-body) goes to the indexer: the navbar,
 * sidebar and footer are most of each page's bytes and none of its search text. Pages without it are skipped.
 */
export function searchableHtml(html: string): string | undefined {
  const marker = html.indexOf('data-pagefind-body');
  if (marker < 0) return undefined;
  const start = html.lastIndexOf('<article', marker);
  const end = html.indexOf('</article>', marker);
  if (start < 0 || end < 0) return undefined;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body>${html.slice(start, end + '</article>'.length)}</body></html>`;
}
