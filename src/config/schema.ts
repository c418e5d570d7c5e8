// The site config: every key, its type and its default, in one place.
// The config file is `lendocs.config.yml` in the content root; see content/lendocs.config.yml for a documented example.
import { z } from 'zod';
import { sidebarItem } from './sidebar-item.js';

const navItem = z
  .object({
    /** Text of the link. May be left out for an icon link that has an `aria-label` or a `className` (Docusaurus's GitHub icon). */
    label: z.string().min(1).optional(),
    /** A route on this site (`/explore`). */
    to: z.string().startsWith('/').optional(),
    /** An external URL (`https://…`), opened as an external link. */
    href: z.string().url().optional(),
    /** A doc by its id (`guides/setup`): the link follows the doc wherever its `slug` puts it. */
    doc: z.string().min(1).optional(),
    /** With `doc`: the id of the docs instance (`docs.instances`) the doc belongs to; the main docs when left out. */
    docsPluginId: z.string().min(1).optional(),
    /** Extra classes on the link, for the site's own CSS (an icon drawn by `header-github-link`). */
    className: z.string().min(1).optional(),
    /** The link's accessible name, for screen readers; needed when there is no `label`. */
    'aria-label': z.string().min(1).optional(),
  })
  .strict()
  .refine((item) => [item.to, item.href, item.doc].filter(Boolean).length === 1, {
    message: 'give exactly one of "to" (a route on this site), "href" (an external URL) or "doc" (a doc id)',
  })
  .refine((item) => item.docsPluginId === undefined || item.doc !== undefined, { message: '"docsPluginId" goes with "doc" (a doc id of that docs instance)', path: ['docsPluginId'] })
  .refine((item) => item.label || item['aria-label'] || item.className, {
    message: 'give a "label" (the link text), or for an icon link an "aria-label" (what screen readers say) and a "className" (what draws the icon)',
  });

/** A logo image: `srcDark` is shown instead in dark mode. */
const logo = { src: z.string().min(1), srcDark: z.string().min(1).optional(), alt: z.string() };

/** Docs routes under a base path: `/` (the site root) or a path such as `docs`. */
const routeBasePath = z.string().regex(/^\/?[^?#]*$/, 'a path such as "docs" or "/"');

/** Names a docs instance cannot take: they are the logical folders of the other content (`docs/…`, `blog/…`). */
const RESERVED_INSTANCE_IDS = ['default', 'docs', 'blog', 'pages', 'static'];

/**
 * Another docs instance (a second `@docusaurus/plugin-content-docs` in Docusaurus): its own folder, base path and
 * sidebars. Doc ids are per instance, and its pages are `<id>/…` in messages and `.md` links from the site folder
 * (`/community/intro.md`) find them by their folder.
 */
const docsInstance = z
  .object({
    /** The instance's name (Docusaurus's plugin `id`): letters, digits, `-` and `_`. */
    id: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'letters, digits, "-" and "_"')
      .refine((id) => !RESERVED_INSTANCE_IDS.includes(id), { message: `not one of ${RESERVED_INSTANCE_IDS.map((id) => `"${id}"`).join(', ')} (names the other content already has)` }),
    /** Its folder, relative to the content root (`community`). */
    path: z.string().min(1),
    /** Where its docs are served (`community` → /community/intro). */
    routeBasePath,
    /** Its hand-written sidebars (the shape of the top-level `sidebars` key); without them, one from its folder tree. */
    sidebars: z.record(z.string(), z.array(sidebarItem)).optional(),
  })
  .strict();

export const configSchema = z
  .object({
    /** Site title: the suffix of every page title, and the navbar brand. */
    title: z.string().min(1),
    /** One line under the title on the home page, and the default meta description. */
    tagline: z.string().default(''),
    /**
     * The public address of the site, without a trailing slash: its origin (`https://lendara.xyz`, as Docusaurus
     * writes it) or the origin and the base path (`https://me.github.io/widget`). Used for canonical URLs, feeds and
     * the sitemap. After loading it always includes the base path.
     */
    url: z
      .string()
      .url()
      .refine((u) => !u.endsWith('/'), { message: 'write the URL without a trailing slash' }),
    /**
     * The path the site is served under (Docusaurus's `baseUrl`): `/` or `/project/` for a site at
     * `https://me.github.io/project/`. Every URL lendocs writes starts with it; output files stay at the root of
     * the output folder. Defaults to the path of `url`.
     */
    baseUrl: z
      .string()
      .regex(/^\/([^?#\s]*\/)?$/, 'a path that starts and ends with "/", such as "/" or "/project/"')
      .optional(),
    /** The product the site documents. `{{product.name}}` and `{{product.slug}}` in content are replaced by these. */
    product: z
      .object({
        name: z.string().min(1),
        slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and hyphens'),
      })
      .strict(),
    /** Path of the favicon under static/. */
    favicon: z.string().optional(),
    /** Default image for link previews (og:image), under static/. */
    image: z.string().optional(),
    navbar: z
      .object({
        /** Brand text beside the logo; defaults to the site title. */
        title: z.string().optional(),
        /** The brand image; `srcDark` is shown instead in dark mode. */
        logo: z.object(logo).strict().optional(),
        /** Links shown in the navbar, in order. */
        items: z.array(navItem).default([]),
        /** Slide the navbar away while the reader scrolls down, and back on scrolling up (Docusaurus's `hideOnScroll`). */
        hideOnScroll: z.boolean().default(false),
        /** A fixed colour scheme whatever the colour mode: `dark`, or `primary` (the link colour). Unset: follows the colour mode. */
        style: z.enum(['dark', 'primary']).optional(),
      })
      .strict()
      .default({ items: [], hideOnScroll: false }),
    footer: z
      .object({
        groups: z.array(z.object({ title: z.string().min(1), items: z.array(navItem) }).strict()).default([]),
        copyright: z.string().default(''),
        /** An image above the copyright, linked to `href` when given; `width` and `height` in pixels. */
        logo: z
          .object({ ...logo, href: z.string().min(1).optional(), width: z.number().int().positive().optional(), height: z.number().int().positive().optional() })
          .strict()
          .optional(),
        /** `dark` keeps the footer dark in both colour modes; `light` (the default) follows the colour mode. */
        style: z.enum(['light', 'dark']).default('light'),
      })
      .strict()
      .default({ groups: [], copyright: '', style: 'light' }),
    /** A dismissible bar above the navbar. Changing `id` shows it again to people who dismissed it. */
    announcementBar: z
      .object({
        id: z.string().min(1),
        /** Inline HTML. */
        content: z.string().min(1),
        dismissible: z.boolean().default(true),
      })
      .strict()
      .optional(),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']).default('dark'),
        /** With no stored choice, follow the OS preference; the toggle then cycles light → dark → system. */
        respectPrefersColorScheme: z.boolean().default(true),
      })
      .strict()
      .default({ defaultMode: 'dark', respectPrefersColorScheme: true }),
    sitemap: z
      .object({
        changefreq: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).default('weekly'),
        priority: z.number().min(0).max(1).default(0.5),
        /** Globs of route paths to leave out (`/lp/**`). */
        ignorePatterns: z.array(z.string()).default(['/lp/**']),
      })
      .strict()
      .default({ changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/lp/**'] }),
    docs: z
      .object({
        /** Label of the only docs version. */
        versionLabel: z.string().default('Next'),
        /**
         * Where docs are served: `/` (the site root) or a path such as `docs` (Docusaurus's default), so a migrated
         * site keeps its URLs (`/docs/intro`). Docs tags and generated-index pages move with it.
         */
        routeBasePath: routeBasePath.default('/'),
        /** More docs instances, each with its own folder, base path and sidebars (Docusaurus's extra docs plugins). */
        // Optional rather than defaulting to []: a site with one docs folder resolves to the same config as before,
        // so its fingerprints and cache keys do not change.
        instances: z
          .array(docsInstance)
          .optional()
          .superRefine((instances, context) => {
            const seen = new Set<string>();
            (instances ?? []).forEach((instance, index) => {
              if (seen.has(instance.id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: `the id "${instance.id}" is given twice; each instance needs its own` });
              seen.add(instance.id);
            });
          }),
      })
      .strict()
      .default({ versionLabel: 'Next', routeBasePath: '/' }),
    blog: z
      .object({
        title: z.string().default('Blog'),
        description: z.string().default('Blog'),
        postsPerPage: z.number().int().min(1).default(10),
        /** Words per minute for reading time. */
        wordsPerMinute: z.number().int().min(1).default(200),
        /**
         * A dated post's URL: `file-name` keeps the name (`2024-05-01-launch.md` → /blog/2024-05-01-launch);
         * `date-folders` is Docusaurus's (→ /blog/2024/05/01/launch), which `migrate` sets. A `slug` wins over both.
         */
        postUrl: z.enum(['file-name', 'date-folders']).default('file-name'),
      })
      .strict()
      .default({ title: 'Blog', description: 'Blog', postsPerPage: 10, wordsPerMinute: 200, postUrl: 'file-name' }),
    /**
     * Where the content folders are, relative to the content root. A migrated Docusaurus site keeps its layout
     * with `pages: src/pages`. Routes do not depend on these names (docs/x.md is still /x).
     */
    paths: z
      .object({
        docs: z.string().min(1).default('docs'),
        blog: z.string().min(1).default('blog'),
        pages: z.string().min(1).default('pages'),
        static: z.string().min(1).default('static'),
      })
      .strict()
      .default({ docs: 'docs', blog: 'blog', pages: 'pages', static: 'static' }),
    /**
     * Publish files whose real path is outside the content root: symbolic links that lead out of it
     * (static/shared -> ../../shared) and `paths` such as `static: ../assets`. Off by default, because a link
     * left in the tree would otherwise publish whatever it points at (static/secret.env -> ~/.env); then each
     * such link and path is an error that names it.
     */
    allowOutsideContent: z.boolean().default(false),
    /**
     * Hand-written sidebars (Docusaurus `sidebars.js` shape): sidebar name → items. Items are doc ids,
     * `{type: doc, id, label}`, `{type: category, label, items, link, collapsed}`, `{type: link, href, label}`
     * and `{type: autogenerated, dirName}`. Without it (and without a sidebars.json in the content root)
     * the sidebar is made from the folder tree.
     */
    sidebars: z.record(z.string(), z.array(sidebarItem)).optional(),
    /** Extra `<meta>` tags on every page (Docusaurus's `themeConfig.metadata`): `{name, content}` or `{property, content}`. */
    metadata: z
      .array(z.object({ name: z.string().min(1).optional(), property: z.string().min(1).optional(), content: z.string() }).strict().refine((tag) => Boolean(tag.name) !== Boolean(tag.property), { message: 'give exactly one of "name" or "property"' }))
      .default([]),
    /**
     * What a broken link is, as Docusaurus's settings of the same names: `error` (the build fails), `warning` or
     * `ignore`. Links to pages and files, images, and navbar and footer links follow `onBrokenLinks`; links to
     * other Markdown files `onBrokenMarkdownLinks`; `#anchors` that no heading has `onBrokenAnchors`.
     */
    onBrokenLinks: z.enum(['error', 'warning', 'ignore']).default('error'),
    onBrokenMarkdownLinks: z.enum(['error', 'warning', 'ignore']).default('error'),
    onBrokenAnchors: z.enum(['error', 'warning', 'ignore']).default('warning'),
    /**
     * Old URLs that lead on to new ones (Docusaurus's client-redirects plugin): each `from` path gets a small page
     * that sends the reader to `to` (a route of this site or a full URL). Listed nowhere else: not in the sitemap,
     * search or llms.txt.
     */
    redirects: z
      .array(z.object({ from: z.union([z.string().startsWith('/'), z.array(z.string().startsWith('/')).min(1)]), to: z.string().min(1) }).strict())
      .default([]),
    /** Search: a local index made at build time (default), or a hosted DocSearch-style index. */
    search: z
      .object({
        provider: z.enum(['local', 'algolia']).default('local'),
        /** Hosted search: application id, search-only API key (it is public), index name. */
        appId: z.string().optional(),
        apiKey: z.string().optional(),
        indexName: z.string().optional(),
        /** Hosted search: the service origin; defaults to `https://{appId}-dsn.algolia.net`. */
        host: z.string().url().optional(),
        /** Filter hosted results to this site's language and docs (facet filters). */
        contextualSearch: z.boolean().default(true),
        /** Ask AI: an OpenAI-compatible chat-completions endpoint and model. Without it the mode is not offered. */
        askAi: z
          .object({
            endpoint: z.string().url(),
            model: z.string().min(1),
            /** Sent as a bearer token. It is visible to every reader: use a key scoped for this, or a proxy. */
            apiKey: z.string().optional(),
          })
          .strict()
          .optional(),
      })
      .strict()
      .refine((search) => search.provider !== 'algolia' || (search.appId && search.apiKey && search.indexName), {
        message: 'the "algolia" provider needs appId, apiKey and indexName',
      })
      .default({ provider: 'local', contextualSearch: true }),
  })
  .strict();

/**
 * The validated config: what the site says, and nothing about where it was read from (see ConfigSource).
 * `baseUrl` is always set, and `url` always ends with it (less its last "/"), so `url + "/x"` is the public URL of `/x`.
 */
export type ResolvedConfig = Omit<z.output<typeof configSchema>, 'baseUrl'> & { baseUrl: string };

/** Where the config was read from; travels beside the config, so cache keys and fingerprints see only the config. */
export interface ConfigSource {
  /** Absolute path of the content root. */
  root: string;
  /** Path of the config file as shown in messages. */
  configFile: string;
  /** The line of a key in the config file (`['navbar', 'items', 2, 'to']`), for messages about its value. */
  lineOf(keys: readonly PropertyKey[]): number;
}
