// The site config: every key, its type and its default, in one place.
// The config file is `lendocs.config.yml` in the content root; see content/lendocs.config.yml for a documented example.
import { z } from 'zod';

const navItem = z
  .object({
    /** Text of the link. */
    label: z.string().min(1),
    /** A route on this site (`/explore`). */
    to: z.string().startsWith('/').optional(),
    /** An external URL (`https://…`), opened as an external link. */
    href: z.string().url().optional(),
  })
  .strict()
  .refine((item) => Boolean(item.to) !== Boolean(item.href), {
    message: 'give exactly one of "to" (a route on this site) or "href" (an external URL)',
  });

export const configSchema = z
  .object({
    /** Site title: the suffix of every page title, and the navbar brand. */
    title: z.string().min(1),
    /** One line under the title on the home page, and the default meta description. */
    tagline: z.string().default(''),
    /** The public origin of the site, without a trailing slash (`https://lendara.xyz`). Used for canonical URLs, feeds and the sitemap. */
    url: z
      .string()
      .url()
      .refine((u) => !u.endsWith('/'), { message: 'write the URL without a trailing slash' }),
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
        logo: z.object({ src: z.string(), alt: z.string() }).strict().optional(),
        /** Links shown in the navbar, in order. */
        items: z.array(navItem).default([]),
      })
      .strict()
      .default({ items: [] }),
    footer: z
      .object({
        groups: z.array(z.object({ title: z.string().min(1), items: z.array(navItem) }).strict()).default([]),
        copyright: z.string().default(''),
      })
      .strict()
      .default({ groups: [], copyright: '' }),
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
      })
      .strict()
      .default({ versionLabel: 'Next' }),
    blog: z
      .object({
        title: z.string().default('Blog'),
        description: z.string().default('Blog'),
        postsPerPage: z.number().int().min(1).default(10),
        /** Words per minute for reading time. */
        wordsPerMinute: z.number().int().min(1).default(200),
      })
      .strict()
      .default({ title: 'Blog', description: 'Blog', postsPerPage: 10, wordsPerMinute: 200 }),
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
    sidebars: z.record(z.string(), z.array(z.unknown())).optional(),
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

/** The validated config: what the site says, and nothing about where it was read from (see ConfigSource). */
export type ResolvedConfig = z.output<typeof configSchema>;

/** Where the config was read from; travels beside the config, so cache keys and fingerprints see only the config. */
export interface ConfigSource {
  /** Absolute path of the content root. */
  root: string;
  /** Path of the config file as shown in messages. */
  configFile: string;
}
