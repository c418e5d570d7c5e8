// A navbar or footer item of the site config (schema.ts `navbar.items`, `footer.groups[].items`, `footer.links`):
// a link, an HTML item (`type: html`), or in the navbar a dropdown of links (`type: dropdown`), as Docusaurus's
// theme draws them.
import { z } from 'zod';
import { NAV_LINK_URL } from '../shared/safe-url.js';
import { urlString } from '../shared/url-schema.js';
import { inlineHtml } from './inline-html.js';

/** Why a pattern is no regular expression (Docusaurus builds one of it with `new RegExp`), or undefined. */
function regExpProblem(source: string): string | undefined {
  try {
    new RegExp(source);
    return undefined;
  } catch (cause) {
    return (cause as Error).message;
  }
}

/** Where a link goes and how it is named: the keys of a plain link, in an item of its own or in a dropdown. */
const linkKeys = {
  label: z.string().min(1).optional().describe('Text of the link. May be left out for an icon link that has an `aria-label` or a `className` (Docusaurus\'s GitHub icon), and for a version dropdown.'),
  to: z.string().startsWith('/').optional().describe('A route on this site (`/guides/`).'),
  href: urlString(NAV_LINK_URL)
    .refine((href) => !href.startsWith('/'), 'a path of this site goes in "to" (`to: /guides/`); "href" takes a full URL, pathname:///path, or a URL relative to the page (".", "intro")')
    .optional()
    .describe('An external URL (`https://…` or `mailto:…`), opened as an external link; or, as in Docusaurus, `pathname:///path` for a path of this site loaded as a new page (a file of the static folder, an app served beside the site): the base is added, the link is not checked and opens like an external one; or a URL relative to the page (`.`, `intro`), written as it is, so the browser resolves it against the page it is on, as Docusaurus\'s router does, and not checked by the build.'),
  doc: z.string().min(1).optional().describe('A doc by its id (`guides/setup`): the link follows the doc wherever its `slug` puts it.'),
  sidebar: z.string().min(1).optional().describe('A sidebar by its name under `sidebars` (Docusaurus\'s `docSidebar` items): the link opens its first page.'),
  docsPluginId: z.string().min(1).optional().describe('With `doc`, `sidebar` or a version dropdown: the id of the docs instance (`docs.instances`) it belongs to; the main docs when left out.'),
  className: z.string().min(1).optional().describe('Extra classes on the link (or on an HTML item\'s element), for the site\'s own CSS (an icon drawn by `header-github-link`).'),
  'aria-label': z.string().min(1).optional().describe('The link\'s accessible name, for screen readers; needed when there is no `label`.'),
  target: z.string().min(1).optional().describe('The link\'s `target` (`_self`, `_blank`), as Docusaurus passes it to the link: `_self` keeps an external link in the same tab.'),
  activeBaseRegex: z
    .string()
    .min(1)
    .superRefine((source, context) => {
      const problem = regExpProblem(source);
      if (problem) context.addIssue({ code: 'custom', message: `not a regular expression JavaScript reads (${problem}); write it as Docusaurus's activeBaseRegex, without slashes or flags` });
    })
    .optional()
    .describe("Navbar: a regular expression (JavaScript's, without slashes or flags) that marks a `to` link as the section the reader is in on every page whose path (with the site's base) it matches, in place of lendocs's own rule (Docusaurus's `activeBaseRegex`: `'^/docs/(?!next/)'`). A dropdown holds the reader's page when one of its entries' matches the path without the base, as Docusaurus's does."),
  activeBasePath: z
    .string()
    .min(1)
    .optional()
    .describe('Navbar: marks a `to` link as the section the reader is in on every page whose path starts with this one (after the base; `docs` and `/docs` are the same), as Docusaurus\'s `activeBasePath` does. `activeBaseRegex` wins when both are given.'),
  value: inlineHtml
    .min(1)
    .optional()
    .describe('With `type: html`: the HTML drawn as it is, in the navbar, a dropdown or the footer (Docusaurus\'s `html` items; a footer item\'s `html`). Its links are not checked, as Docusaurus does not check them; a `javascript:` link is refused.'),
};

const targets = (item: { to?: string; href?: string; doc?: string; sidebar?: string }) => [item.to, item.href, item.doc, item.sidebar].filter(Boolean).length;

const ONE_TARGET = 'give exactly one of "to" (a route on this site), "href" (an external URL), "doc" (a doc id) or "sidebar" (a sidebar name)';

/** An entry of a dropdown's menu: a link, or an HTML item. */
const dropdownEntry = z
  .object({ ...linkKeys, type: z.string().regex(/^html$/, 'expected "html" or no type: an entry of a dropdown is a link or an HTML item (dropdowns do not nest, as in Docusaurus)').optional().describe('`html`: the entry is `value`, HTML drawn as it is (a heading, a separator, a richer card).') })
  .strict()
  .refine((item) => (item.type === 'html' ? targets(item) === 0 && item.value !== undefined : targets(item) === 1 && item.value === undefined), {
    message: `${ONE_TARGET}; an HTML entry (type: html) takes only "value" (and "className")`,
  })
  .refine((item) => item.type === 'html' || item.label || item['aria-label'], { message: 'give the link a "label" (its text) or an "aria-label"' })
  .describe('A link of the menu (`label` and one of `to`, `href`, `doc` or `sidebar`), or `type: html` with `value`.');

export const navItem = z
  .object({
    ...linkKeys,
    type: z
      .string()
      .regex(/^(dropdown|html|docsVersionDropdown|localeDropdown|custom-[\w-]+)$/, 'expected "dropdown", "html", "docsVersionDropdown", "localeDropdown" or a custom type, "custom-<name>"')
      .optional()
      .describe('`dropdown`: a menu of links (`items`) under its `label`, opened by pointing at it or moving the keyboard focus onto it, and a group that opens and closes in the mobile menu (Docusaurus\'s dropdown items, or items with `items` and no type); with `to`, `href`, `doc` or `sidebar` the label is a link too. Navbar only. `html`: `value`, HTML drawn as it is. `docsVersionDropdown`: a menu of the docs versions (Docusaurus\'s item of that name), showing the version being read and leading to the same doc in each version. `localeDropdown`: a menu of the site\'s locales (`i18n`), leading to the same page in each. `custom-<name>`: drawn by the component the site\'s `src/theme/NavbarItem/ComponentTypes` gives that type, with `props`. Navbar only; takes no `to`, `href`, `doc` or `sidebar`.'),
    items: z.array(dropdownEntry).optional().describe('With `type: dropdown`: the links of its menu, in order (an entry may be `type: html`).'),
    props: z.record(z.string(), z.unknown()).optional().describe('With a `custom-<name>` type: the props its component is given (the other keys of Docusaurus\'s item).'),
    position: z.enum(['left', 'right']).optional().describe('Navbar only: `right` puts the item at the right end of the navbar, beside search (Docusaurus\'s `position`); `left`, the default, after the title.'),
  })
  .strict()
  .refine((item) => (item.type === 'dropdown' ? targets(item) <= 1 : targets(item) === (item.type ? 0 : 1)), {
    message: `${ONE_TARGET}; a dropdown takes at most one (where its label leads); an HTML item, a version or locale dropdown takes none`,
  })
  .refine((item) => (item.type === 'dropdown') === (item.items !== undefined), {
    message: '"items" (the links of a menu) goes with `type: dropdown`, which needs it',
    path: ['items'],
  })
  .refine((item) => (item.type === 'html') === (item.value !== undefined), {
    message: '"value" (HTML drawn as it is) goes with `type: html`, which needs it',
    path: ['value'],
  })
  .refine((item) => item.type !== 'dropdown' || item.label, { message: 'a dropdown needs a "label" (the text it is opened by)' })
  .refine((item) => item.docsPluginId === undefined || item.doc !== undefined || item.sidebar !== undefined || (item.type !== undefined && item.type !== 'html'), {
    message: '"docsPluginId" goes with "doc" or "sidebar" (a doc id or sidebar of that docs instance)',
    path: ['docsPluginId'],
  })
  .refine((item) => item.props === undefined || item.type?.startsWith('custom-'), {
    message: '"props" goes with a "custom-<name>" type (a navbar item drawn by the site\'s own component)',
    path: ['props'],
  })
  .refine((item) => item.type || item.label || item['aria-label'] || item.className, {
    message: 'give a "label" (the link text), or for an icon link an "aria-label" (what screen readers say) and a "className" (what draws the icon)',
  })
  .describe('A link: `label` and exactly one of `to`, `href`, `doc` or `sidebar`; or `type: html` with `value`; or in the navbar `type: dropdown` with `label` and `items`.');

/** A navbar or footer item as the config holds it. */
export type NavItem = z.infer<typeof navItem>;
/** An entry of a dropdown's menu. */
export type DropdownEntry = z.infer<typeof dropdownEntry>;
