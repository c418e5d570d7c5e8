// The config keys that change how a site looks and what its pages load, without editing lendocs' own files.
import { z } from 'zod';
import { isCssColor } from './css-color.js';

/**
 * A CSS colour as people write one (`#2e8555`, `rgb(46 133 85)`, `hsl(…)`, `oklch(…)`, a named colour). Checked
 * strictly because it is written into the stylesheet: nothing in it can end a declaration or a rule.
 */
const cssColor = z
  .string()
  // The pattern (which editors read from the JSON Schema) first; a value it refuses gets its message alone.
  .regex(/^(#[0-9a-fA-F]{3,8}|(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([-0-9a-zA-Z.,%\s/+]+\)|[a-zA-Z]+)$/, { message: 'a CSS colour such as "#2e8555", "rgb(46 133 85)" or "teal"', abort: true })
  .refine(isCssColor, 'a CSS colour such as "#2e8555", "rgb(46 133 85)" or "teal": a hex colour of 3, 4, 6 or 8 digits, a colour function of numbers, or a named colour of CSS');

export const customCss = z
  .array(z.string().regex(/\.(css|scss|sass)$/i, 'a .css file (or .scss/.sass, compiled with the site\'s own sass package), relative to the site folder (css/custom.css)'))
  .default([])
  .describe(
    'Stylesheets of your own, relative to the site folder (`css/custom.css`), added in order after the built-in one, so their rules win. ' +
      '`.scss` and `.sass` files are compiled with the `sass` package installed in the site folder (as docusaurus-plugin-sass does). ' +
      'Write `url()`s from the site root (`/img/bg.png`, a file in static/).',
  );

export const postcssPlugins = z
  .array(z.string().min(1))
  .default([])
  .describe(
    'PostCSS plugins the site\'s CSS is processed with (package names installed in the site folder, such as `tailwindcss` and `autoprefixer`), in order, after those of a postcss.config.js in the site folder, which is applied without this key. ' +
      'What a Docusaurus plugin\'s `configurePostCss` adds; `lendocs migrate` writes it. Tailwind reads its tailwind.config.js from the site folder.',
  );

export const infima = z
  .boolean()
  .optional()
  .describe(
    "Docusaurus's CSS framework (Infima) for the site's own components and React pages, which use its classes (`container`, `row`, `col col--4`, `button button--primary`, `hero`, `card`…): applied to page content and a footer of the site's own, not to lendocs's navbar, sidebar, table of contents or pager, in lendocs's colours. `migrate` turns it on. About 9 KB gzipped.",
  );

export const colors = z
  .object({
    primary: cssColor.optional().describe('The accent colour in light mode: links, buttons, the current sidebar entry.'),
    primaryDark: cssColor.optional().describe('The accent colour in dark mode; defaults to `primary`.'),
  })
  .strict()
  .default({})
  .describe('Colour settings, applied after the built-in stylesheet (and before `customCss`, which can still override them).');

const attributeValue = z.union([z.string(), z.boolean()]);

export const headTags = z
  .array(
    z
      .object({
        tagName: z.enum(['meta', 'link', 'script', 'style', 'noscript', 'base']).describe('The element.'),
        attributes: z.record(z.string().regex(/^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/, 'an HTML attribute name'), attributeValue).default({}).describe('Its attributes; `true` writes a bare attribute, `false` leaves it out.'),
        innerHTML: z.string().optional().describe('Its contents, written as they are (for `script`, `style` and `noscript`).'),
      })
      .strict(),
  )
  .default([])
  .describe('Extra elements in every page\'s `<head>` (Docusaurus\'s `headTags`), after lendocs\' own: preconnect links, verification tags, inline scripts.');

export const customFields = z
  .record(z.string(), z.unknown())
  .default({})
  .describe("Data for the site's own components and React pages (Docusaurus's `customFields`), which they read as `useDocusaurusContext().siteConfig.customFields`. `lendocs migrate` carries it over.");

export const scripts = z
  .array(
    z.union([
      z.string().min(1),
      z
        .object({ src: z.string().min(1).describe('The script URL.'), async: z.boolean().optional().describe('Run it as soon as it arrives.'), defer: z.boolean().optional().describe('Run it after the page is parsed.') })
        .catchall(attributeValue),
    ]),
  )
  .default([])
  .describe(
    'Scripts every page loads (analytics, widgets), as Docusaurus\'s `scripts`: a URL, or `{ src, async, defer, …other attributes }` ' +
      '(`data-domain: example.com`). Written at the end of `<head>`.',
  );
