// What a worker thread needs to draw any page of a site, without the page bodies: those are sent with the pages a
// worker draws (workers/render-pool.ts). A whole Site is about 86 MB serialised at scale 15 (bodies, their Markdown,
// search texts) and takes a second to read back, per worker; without them it is a few MB, and each body crosses
// to one worker only.
import { pageOf } from '../shared/site-paths.js';
import { FIRST_PARAGRAPH } from './doc-cards.js';
import { copiedString } from '../node/copied-string.js';
import type { Page, Route, Site } from '../types.js';


/**
 * The Site as the templates read it when drawing one page, with every page body cut to its first paragraph and
 * the fields no template reads (Markdown, search texts, links, ids) emptied. Pass the drawn page's own body back
 * with `withBody`. Routes stay in the same order, so an index names the same route on both sides.
 */
export function siteForWorkers(site: Site): Site {
  const pages = new Map<Page, Page>();
  const slim = (page: Page): Page => {
    let copy = pages.get(page);
    if (!copy) {
      // The first paragraph: all another page reads of a body (a doc card's description, when the page has none of
      // its own). The fields replaced are not copied first, nor the body read for a page with a description: a
      // page's body may be in the build's spool, read each time it is asked for.
      // A copy of the paragraph: a match holds the whole body it was found in (node/copied-string.ts).
      const emptied = { html: page.description ? '' : copiedString(FIRST_PARAGRAPH.exec(page.html)?.[0] ?? ''), excerptHtml: '', markdown: '', search: undefined, links: [], ids: [], frontMatterLines: {} };
      const kept = Object.fromEntries(Object.keys(page).filter((key) => !(key in emptied)).map((key) => [key, page[key as keyof Page]]));
      copy = { ...kept, ...emptied } as unknown as Page;
      pages.set(page, copy);
    }
    return copy;
  };
  const routes = new Map<Route, Route>();
  for (const route of site.routes) {
    const page = pageOf(route);
    routes.set(route, page ? ({ ...route, data: { ...route.data, page: slim(page) } } as Route) : route);
  }
  return {
    ...site,
    routes: [...routes.values()],
    routeByPath: new Map([...site.routeByPath].map(([key, route]) => [key, routes.get(route) ?? route])),
    // Made by the emit stage, never drawn into a page.
    generated: [],
    files: new Map(),
  };
}

/** A route of `siteForWorkers` with its page's whole body, ready to draw. */
export function withBody(route: Route, html: string): Route {
  const page = pageOf(route);
  return page ? ({ ...route, data: { ...route.data, page: { ...page, html } } } as Route) : route;
}
