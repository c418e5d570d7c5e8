// Plain props every template receives. Templates never read files or parse Markdown.
import type { Route, Site } from '../src/types.js';

export interface Assets {
  css: string;
  js: string;
  /** The search interface, loaded on first use. */
  searchJs: string;
  /** The code that puts a long sidebar top level in place, loaded by the pages that carry part of one. */
  sidebarTopJs: string;
}

export interface PageProps {
  site: Site;
  route: Route;
  assets: Assets;
}

/** `March 12, 2024`, always in UTC so the output does not depend on the build machine's time zone. */
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function formatDate(isoDate: string): string {
  return DATE_FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
}

/** True for links that leave the site. */
export { isExternalHref as isExternal } from '../src/shared/url-path.js';
