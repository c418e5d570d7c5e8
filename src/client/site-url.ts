// URLs the client makes up itself (the search index, the search page, mermaid) get the site's base path, which the
// page carries on <html> (src/shared/base-url.ts). URLs read from the page (links, data attributes) have it already.
import { BASE_ATTRIBUTE, withBase } from '../shared/base-url.js';

/** `/search` → `/project/search` on a site served under `/project/`. */
export function siteUrl(rootRelative: string): string {
  return withBase(document.documentElement.getAttribute(BASE_ATTRIBUTE) ?? '/', rootRelative);
}
