import { clipText, TITLE_LIMIT } from '../shared/text-transforms.js';

/**
 * "Page | Site" (the delimiter is the config's `titleDelimiter`, as in Docusaurus), or the site title alone when the
 * page title is empty or equals it (spec §9). A giant page title is cut (TITLE_LIMIT): the `<title>` and og:title
 * are labels, and the page's own heading still shows it whole.
 */
export function pageTitle(title: string, siteTitle: string, delimiter = '|'): string {
  const trimmed = clipText(title.trim(), TITLE_LIMIT);
  return trimmed === '' || trimmed === siteTitle ? siteTitle : `${trimmed} ${delimiter} ${siteTitle}`;
}
