// A navbar or footer item of the site config (schema.ts `navbar.items`, `footer.groups[].items`).
import { z } from 'zod';
import { NAV_LINK_URL } from '../shared/safe-url.js';
import { urlString } from '../shared/url-schema.js';

export const navItem = z
  .object({
    label: z.string().min(1).optional().describe('Text of the link. May be left out for an icon link that has an `aria-label` or a `className` (Docusaurus\'s GitHub icon), and for a version dropdown.'),
    to: z.string().startsWith('/').optional().describe('A route on this site (`/guides/`).'),
    href: urlString(NAV_LINK_URL)
      .refine((href) => !href.startsWith('/'), 'a path of this site goes in "to" (`to: /guides/`); "href" takes a full URL, pathname:///path, or a URL relative to the page (".", "intro")')
      .optional()
      .describe('An external URL (`https://…` or `mailto:…`), opened as an external link; or, as in Docusaurus, `pathname:///path` for a path of this site loaded as a new page (a file of the static folder, an app served beside the site): the base is added, the link is not checked and opens like an external one; or a URL relative to the page (`.`, `intro`), written as it is, so the browser resolves it against the page it is on, as Docusaurus\'s router does, and not checked by the build.'),
    doc: z.string().min(1).optional().describe('A doc by its id (`guides/setup`): the link follows the doc wherever its `slug` puts it.'),
    sidebar: z.string().min(1).optional().describe('A sidebar by its name under `sidebars` (Docusaurus\'s `docSidebar` items): the link opens its first page.'),
    type: z
      .string()
      .regex(/^(docsVersionDropdown|localeDropdown|custom-[\w-]+)$/, 'expected "docsVersionDropdown", "localeDropdown" or a custom type, "custom-<name>"')
      .optional()
      .describe('`docsVersionDropdown`: a menu of the docs versions (Docusaurus\'s item of that name), showing the version being read and leading to the same doc in each version. `localeDropdown`: a menu of the site\'s locales (`i18n`), leading to the same page in each. `custom-<name>`: drawn by the component the site\'s `src/theme/NavbarItem/ComponentTypes` gives that type, with `props`. Navbar only; takes no `to`, `href`, `doc` or `sidebar`.'),
    props: z.record(z.string(), z.unknown()).optional().describe('With a `custom-<name>` type: the props its component is given (the other keys of Docusaurus\'s item).'),
    docsPluginId: z.string().min(1).optional().describe('With `doc`, `sidebar` or a version dropdown: the id of the docs instance (`docs.instances`) it belongs to; the main docs when left out.'),
    position: z.enum(['left', 'right']).optional().describe('Navbar only: `right` puts the item at the right end of the navbar, beside search (Docusaurus\'s `position`); `left`, the default, after the title.'),
    className: z.string().min(1).optional().describe('Extra classes on the link, for the site\'s own CSS (an icon drawn by `header-github-link`).'),
    'aria-label': z.string().min(1).optional().describe('The link\'s accessible name, for screen readers; needed when there is no `label`.'),
    target: z.string().min(1).optional().describe('The link\'s `target` (`_self`, `_blank`), as Docusaurus passes it to the link: `_self` keeps an external link in the same tab.'),
  })
  .strict()
  .refine((item) => [item.to, item.href, item.doc, item.sidebar].filter(Boolean).length === (item.type ? 0 : 1), {
    message: 'give exactly one of "to" (a route on this site), "href" (an external URL), "doc" (a doc id) or "sidebar" (a sidebar name); a version or locale dropdown takes none',
  })
  .refine((item) => item.docsPluginId === undefined || item.doc !== undefined || item.sidebar !== undefined || item.type !== undefined, {
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
  .describe('A link: `label` and exactly one of `to`, `href`, `doc` or `sidebar`.');
