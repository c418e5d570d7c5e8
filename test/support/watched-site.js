// A site served by `lendocs serve --watch` for one test file: made and started before its tests, closed after them.
import { after, before } from 'node:test';
import { startServer } from '../../dist/src/serve/server.js';
import { makeSite } from '../helpers.js';
import { fetchRaw } from './http.js';
import { saveAndReload } from './live-events.js';

/** The site's folder and server (set once `before` has run), and helpers to save files and read pages. */
export function watchedSite(files, options) {
  const site = {
    root: undefined,
    server: undefined,
    /** Writes the files, then resolves with the first reload event whose routes include `route`. */
    save: (changes, route) => saveAndReload(site.server, site.root, changes, route),
    body: async (route) => (await fetchRaw(site.server.url, route)).body,
  };
  before(async () => {
    site.root = makeSite(files, options);
    site.server = await startServer({ root: site.root, port: 0, host: '127.0.0.1', watch: true });
  });
  after(async () => {
    await site.server?.close();
  });
  return site;
}
