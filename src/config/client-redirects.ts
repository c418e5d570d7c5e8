// The redirects Docusaurus's client-redirects plugin makes from the site's own routes (`clientRedirects:`): old
// extensions (`/intro.html` → `/intro`) and the site's createRedirects function. The config's `redirects` list
// beside it holds the redirects written out one by one.
import { z } from 'zod';

/** What the plugin accepts as an extension: a name alone, no dot, no slash, nothing a URL must escape. */
const extension = z
  .string()
  .min(1)
  .refine((ext) => !ext.includes('.') && !ext.includes('/') && encodeURIComponent(ext) === ext, { message: 'An extension is written without its dot and holds no "/" or character a URL must escape (html, php).' });

// Optional, not defaulted (as siteCode): a config without it keeps its fingerprints.
export const clientRedirects = z
  .object({
    fromExtensions: z
      .array(extension)
      .optional()
      .describe('Extensions old URLs had (`[html]`): each page also answers at its path with the extension (`/docs/intro.html` leads to `/docs/intro`), as Docusaurus writes it (`docs/intro.html/index.html`).'),
    toExtensions: z
      .array(extension)
      .optional()
      .describe('Extensions the pages have (`[html]`): a page at `/api.html` also answers at `/api`.'),
    createRedirects: z
      .string()
      .min(1)
      .optional()
      .describe(
        "A Docusaurus config file (JavaScript or TypeScript, relative to the site folder) whose client-redirects plugin has a `createRedirects` function; `lendocs migrate` names the site's docusaurus.config. At each build the file is evaluated and the function called, in a Node process of its own, with the path of every page, as Docusaurus calls it; each path it returns gets a page that sends the reader to that page. A path that is a page of the site already is left out with a warning.",
      ),
  })
  .strict()
  .optional()
  .describe("Redirects made from the site's own pages, as Docusaurus's client-redirects plugin makes them (its `fromExtensions`, `toExtensions` and `createRedirects` options); its `redirects` list is the top-level `redirects`.");

export type ClientRedirects = z.output<typeof clientRedirects>;
