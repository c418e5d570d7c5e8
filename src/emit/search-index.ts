// The local search index, made with Pagefind from the rendered pages (elements marked data-pagefind-body:
// docs, posts and standalone pages; headings with ids become sub-results that deep-link to their anchors).
import * as pagefind from 'pagefind';

export interface SearchIndexer {
  /** Queues a rendered page; call `files()` to wait for all of them. */
  add(url: string, html: string): void;
  /** The index files, paths relative to the output folder (`pagefind/…`). */
  files(): Promise<{ path: string; contents: Uint8Array }[]>;
  close(): Promise<void>;
}

export async function createSearchIndexer(): Promise<SearchIndexer> {
  const created = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!created.index) throw new Error(`The search indexer could not start: ${created.errors.join('; ')}`);
  const index = created.index;
  const pending: Promise<unknown>[] = [];
  const problems: string[] = [];
  return {
    add(url, html) {
      pending.push(
        index.addHTMLFile({ url, content: html }).then((response) => {
          if (response.errors.length) problems.push(`${url}: ${response.errors.join('; ')}`);
        }),
      );
    },
    async files() {
      await Promise.all(pending);
      if (problems.length) throw new Error(`Search indexing failed for ${problems.join(', ')}`);
      const { errors, files } = await index.getFiles();
      if (errors.length) throw new Error(`Writing the search index failed: ${errors.join('; ')}`);
      // Pagefind also writes its own ready-made UIs; lendocs has its own, so only the index and its loader ship.
      return files
        .filter((file) => !/(^|\/)pagefind-(.*-)?ui\.(js|css)$|pagefind-highlight\.js$/.test(file.path))
        .map((file) => ({ path: `pagefind/${file.path}`, contents: file.content }));
    },
    async close() {
      await index.deleteIndex().catch(() => undefined);
      await pagefind.close();
    },
  };
}
