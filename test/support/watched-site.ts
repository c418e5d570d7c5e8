// A site served by `lendocs serve --watch` for one test file: made and started before its tests, closed after them.
import { after, before } from 'node:test';
import { startServer, type RunningServer } from '../../src/serve/server.js';
import { makeSite, type SiteFiles } from './fixture-site.js';
import { fetchRaw } from './http.js';
import { saveAndReload } from './live-events.js';

export interface WatchedSite {
  /** The site's folder and server, set once `before` has run. */
  root: string;
  server: RunningServer;
  /** Writes the files, then resolves with the first reload event whose routes include `route`. */
  save(changes: Record<string, string>, route: string): ReturnType<typeof saveAndReload>;
  body(route: string): Promise<string>;
}

/** `cache`: the cache folder serve reads and fills, as `lendocs serve` has one (none by default). */
export function watchedSite(files: SiteFiles, options?: { config?: string; cache?: string }): WatchedSite {
  const site: WatchedSite = {
    root: '',
    server: undefined as unknown as RunningServer,
    save: (changes, route) => saveAndReload(site.server, site.root, changes, route),
    body: async (route) => (await fetchRaw(site.server.url, route)).body,
  };
  before(async () => {
    site.root = makeSite(files, options);
    site.server = await startServer({ root: site.root, port: 0, host: '127.0.0.1', watch: true, ...(options?.cache ? { cache: { dir: options.cache } } : {}) });
  });
  after(async () => {
    await site.server?.close();
  });
  return site;
}
