// The site config: every key, its type, its default and its description, in one place. docs/config-reference.md
// and schema/lendocs.config.schema.json are generated from it (node scripts/config-reference.mjs).
import { z } from 'zod';
import { contentExclude, docItemComponent, docsInstances, docsOnInlineTags, editUrl, pathCheck, routeBasePath, sidebarItemsGenerator, versioning } from './docs-instances-schema.js';
import { BASE_PATH_EXAMPLE, basePathProblem } from '../shared/base-path.js';
import { blog } from './blog-schema.js';
import { sidebarList } from './sidebar-item.js';
import { siteCode, type SitePluginsGave } from './site-code.js';
import { clientRedirects } from './client-redirects.js';
import { colors, customCss, customFields, headTags, infima, postcssPlugins, scripts } from './theme-schema.js';
import { inlineHtml } from './inline-html.js';
import { navItem } from './nav-item-schema.js';
import { i18n, type LocaleBuild, type ThemeStrings } from './i18n-schema.js';
import { DEFAULT_MAGIC_COMMENTS, magicComments } from './magic-comments.js';
import { npm2yarn } from './npm2yarn.js';
import { mdxVersion } from './mdx-version.js';
import { markdownFunctions } from './markdown-preprocessor.js';
import { LINK_URL, WEB_OR_PATH_URL, WEB_URL } from '../shared/safe-url.js';
import { urlString } from '../shared/url-schema.js';

/** The default `url`: a first build works without one; a warning asks for the real address. */
export const DEFAULT_URL = 'http://localhost';

/** A logo image: `srcDark` is shown instead in dark mode. */
const logo = {
  src: urlString(WEB_OR_PATH_URL).min(1).describe('The image, a path under static/ (`/img/logo.svg`).'),
  srcDark: urlString(WEB_OR_PATH_URL).min(1).optional().describe('Shown instead of `src` in dark mode.'),
  alt: z.string().describe('Text for readers who cannot see the image.'),
};

const enforcement = (what: string, fallback: 'error' | 'warning') => z.enum(['error', 'warning', 'ignore']).default(fallback).describe(`What ${what} is, as Docusaurus's setting of the same name: \`error\` (the build fails), \`warning\` or \`ignore\`.`);

const navbar = z
  .object({
    title: z.string().optional().describe('Brand text beside the logo; defaults to the site title.'),
    logo: z.object(logo).strict().optional().describe('The brand image.'),
    items: z.array(navItem).default([]).describe('Links shown in the navbar, in order.'),
    hideOnScroll: z.boolean().default(false).describe('Slide the navbar away while the reader scrolls down, and back on scrolling up (Docusaurus\'s `hideOnScroll`).'),
    style: z.enum(['dark', 'primary']).optional().describe('A fixed colour scheme whatever the colour mode: `dark`, or `primary` (the link colour). Unset: follows the colour mode.'),
  })
  .strict()
  .default({ items: [], hideOnScroll: false })
  .describe('The bar at the top of every page.');

const footer = z
  .object({
    groups: z
      .array(z.object({ title: z.string().min(1).optional().describe('Heading of the column; a column without one has no heading.'), items: z.array(navItem).describe('Its links.') }).strict())
      .default([])
      .describe('Columns of links.'),
    links: z
      .array(navItem)
      .default([])
      .describe('Instead of `groups`: one centred row of links (and `type: html` items) separated by dots, as Docusaurus\'s footer draws `links` given as items rather than columns (its "simple" footer).'),
    copyright: inlineHtml.default('').describe('The line under the columns (inline HTML). `{year}` is the year the site is built in (`© 2019–{year} Acme`), as a Docusaurus config computes it with `new Date().getFullYear()`; `migrate` writes it so.'),
    logo: z
      .object({
        ...logo,
        href: urlString(LINK_URL).min(1).optional().describe('Where the image links to.'),
        width: z.number().int().positive().optional().describe('Width in pixels.'),
        height: z.number().int().positive().optional().describe('Height in pixels.'),
      })
      .strict()
      .optional()
      .describe('An image above the copyright, linked to `href` when given.'),
    style: z.enum(['light', 'dark']).default('light').describe('`dark` keeps the footer dark in both colour modes; `light` (the default) follows the colour mode.'),
  })
  .strict()
  .refine((footer) => footer.groups.length === 0 || footer.links.length === 0, { message: 'give either "groups" (columns of links) or "links" (one row of links), not both', path: ['links'] })
  .default({ groups: [], links: [], copyright: '', style: 'light' })
  .describe('The footer of every page.');

const docs = z
  .object({
    versionLabel: z.string().default('Next').describe('Label of the only docs version.'),
    showVersionBadge: z.boolean().default(false).describe('Show a "Version: {versionLabel}" badge on every docs page (a site with one version shows none by default).'),
    routeBasePath: routeBasePath
      .default('/')
      .describe('Where docs are served: `/` (the site root) or a path such as `docs` (Docusaurus\'s default), so a migrated site keeps its URLs (`/docs/intro`). Docs tags and generated-index pages move with it.'),
    editUrl,
    showLastUpdateTime: z.boolean().optional().describe('Show when each docs page last changed, from git history (one `git log` for the whole site).'),
    showLastUpdateAuthor: z.boolean().optional().describe('Show who last changed each docs page, from git history.'),
    onInlineTags: docsOnInlineTags,
    sidebarItemsGenerator, docItemComponent,
    exclude: contentExclude('the docs folder (and its released versions\' folders)'),
    ...versioning,
    // Optional rather than defaulting to []: a site with one docs folder resolves to the same config as before,
    // so its fingerprints and cache keys do not change.
    instances: docsInstances,
  })
  .strict()
  .default({ versionLabel: 'Next', showVersionBadge: false, routeBasePath: '/' })
  .describe('Docs options.');

const paths = z
  .object({
    docs: z.string().min(1).default('docs').describe('The docs folder.'),
    blog: z.string().min(1).default('blog').describe('The blog folder.'),
    pages: z.string().min(1).default('pages').describe('The folder of standalone pages (`index.md` is the home page).'),
    static: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).default('static').transform((folders) => (typeof folders === 'string' ? [folders] : folders)).describe('The static folder, or a list of them (Docusaurus\'s `staticDirectories`): files copied as they are (`static/img/logo.svg` → /img/logo.svg). Every folder of a list is published at the site root; a path in two of them is the first one\'s, as Docusaurus copies, serves and finds them.'),
  })
  .strict()
  .default({ docs: 'docs', blog: 'blog', pages: 'pages', static: ['static'] })
  .describe('Where the content folders are, relative to the site folder. A migrated Docusaurus site keeps its layout with `pages: src/pages`. Routes do not depend on these names (docs/x.md is still /x).');

// Optional, not defaulted: a site without it resolves to the same config as before.
const pages = z
  .object({ exclude: contentExclude('the pages folder') })
  .strict()
  .optional()
  .describe('Options of the standalone pages (the `paths.pages` folder), as Docusaurus\'s pages plugin\'s.');

const search = z
  .object({
    provider: z.enum(['local', 'algolia']).default('local').describe('`local`: an index made at build time, no service needed; `algolia`: a hosted DocSearch-style index.'),
    appId: z.string().optional().describe('Hosted search: the application id.'),
    apiKey: z.string().optional().describe('Hosted search: the search-only API key (it is public by design).'),
    indexName: z.string().optional().describe('Hosted search: the index name.'),
    host: urlString(WEB_URL).optional().describe('Hosted search: the service origin; defaults to `https://{appId}-dsn.algolia.net`.'),
    contextualSearch: z.boolean().default(true).describe('Hosted search: filter results to this site\'s language and docs (facet filters).'),
    askAi: z
      .object({
        endpoint: urlString(WEB_URL).optional().describe('An OpenAI-compatible chat-completions endpoint.'),
        endpointEnv: z
          .string()
          .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'an environment variable name')
          .optional()
          .describe('Instead of `endpoint`: the name of an environment variable that holds it when the site is built (the endpoint stays out of the repository). When it is not set, the build warns and the mode is not offered.'),
        model: z.string().min(1).describe('The model name sent to it.'),
        apiKey: z.string().optional().describe('Sent as a bearer token. It is visible to every reader: use a key scoped for this, or a proxy.'),
      })
      .strict()
      .refine((value) => Boolean(value.endpoint) !== Boolean(value.endpointEnv), { message: 'give exactly one of "endpoint" (a URL) or "endpointEnv" (the environment variable that holds it)' })
      .optional()
      .describe('An "Ask AI" mode in the search modal. Without it the mode is not offered.'),
  })
  .strict()
  .refine((value) => value.provider !== 'algolia' || (value.appId && value.apiKey && value.indexName), {
    message: 'the "algolia" provider needs appId, apiKey and indexName',
  })
  .default({ provider: 'local', contextualSearch: true })
  .describe('Search: a local index made at build time (default), or a hosted DocSearch-style index.');

export const configSchema = z
  .object({
    title: z.string().min(1).describe('Site title: the suffix of every page title, and the navbar brand.'),
    titleDelimiter: z.string().min(1).optional().describe('What separates a page\'s title from the site title in `<title>` (Docusaurus\'s `titleDelimiter`, which `migrate` keeps): `Install · Acme`. Default `|`.'),
    tagline: z.string().default('').describe('One line under the title on the home page, and the default meta description.'),
    url: urlString(WEB_URL)
      .refine((u) => !u.endsWith('/'), { message: 'write the URL without a trailing slash' })
      .default(DEFAULT_URL)
      .describe(`The address the site is published at, without a trailing slash: its origin (\`https://docs.example.com\`, as Docusaurus writes it) or the origin and the base path (\`https://me.github.io/widget\`). Canonical links, the sitemap, feeds and llms.txt use it. Without it they say \`${DEFAULT_URL}\`, and the build warns.`),
    baseUrl: z
      .string()
      // URL path characters only: the base is written into attributes and scripts as it is.
      .regex(/^\/([A-Za-z0-9._~%!$()*+,;=:@/-]*\/)?$/, { message: 'a path that starts and ends with "/", such as "/" or "/project/", in URL path characters', abort: true })
      .superRefine(pathCheck(basePathProblem, `a base path ("/" or "/segment/…/", for example "${BASE_PATH_EXAMPLE}")`))
      .optional()
      .describe('The path the site is served under (Docusaurus\'s `baseUrl`): `/` or `/project/` for a site at `https://me.github.io/project/`. Every URL lendocs writes starts with it; output files stay at the root of the output folder. Its segments are plain URL path segments: none empty (`//`), `.` or `..`. Defaults to the path of `url`.'),
    trailingSlash: z
      .boolean()
      .optional()
      .describe('Docusaurus\'s `trailingSlash`: `true` writes page links as `/x/` and pages as `x/index.html`; `false` writes `/x` and `x.html`; unset keeps each route as it is (`/x`, a folder\'s index `/x/`) and writes `x/index.html`.'),
    product: z
      .object({
        name: z.string().min(1).describe('Replaces `{{product.name}}`.'),
        slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and hyphens').describe('Replaces `{{product.slug}}` (lowercase letters, digits and hyphens).'),
      })
      .strict()
      .optional()
      .describe('The product the site documents, for sites that may rename it: `{{product.name}}` and `{{product.slug}}` in Markdown, front matter, YAML files, config strings and file names are replaced by these; in Markdown, never inside code (a fenced block or a code span), which is shown as written. A placeholder used outside code without `product` is an error.'),
    favicon: urlString(WEB_OR_PATH_URL).optional().describe('The favicon, a path under static/ (`/img/favicon.svg`).'),
    image: urlString(WEB_OR_PATH_URL).optional().describe('Default image for link previews (og:image), a path under static/.'),
    navbar,
    footer,
    announcementBar: z
      .object({
        id: z.string().min(1).describe('Changing it shows the bar again to people who dismissed it.'),
        content: inlineHtml.min(1).describe('Inline HTML.'),
        dismissible: z.boolean().default(true).describe('Offer a close button.'),
      })
      .strict()
      .optional()
      .describe('A dismissible bar above the navbar.'),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']).default('dark').describe('The colour mode of a first visit.'),
        respectPrefersColorScheme: z.boolean().default(true).describe('With no stored choice, follow the OS preference; the toggle then cycles light → dark → system.'),
      })
      .strict()
      .default({ defaultMode: 'dark', respectPrefersColorScheme: true })
      .describe('Light and dark mode.'),
    colors,
    infima,
    customCss,
    postcssPlugins,
    headTags,
    scripts,
    sitemap: z
      .object({
        changefreq: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).nullable().default('weekly').describe('`<changefreq>` of every entry; `null` leaves it out (as in Docusaurus).'),
        priority: z.number().min(0).max(1).nullable().default(0.5).describe('`<priority>` of every entry; `null` leaves it out (as in Docusaurus).'),
        ignorePatterns: z.array(z.string()).default(['/lp/**']).describe('Globs of route paths to leave out (`/lp/**`).'),
      })
      .strict()
      .default({ changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/lp/**'] })
      .describe('sitemap.xml.'),
    docs,
    blog,
    paths,
    pages,
    customFields,
    allowOutsideContent: z
      .boolean()
      .default(false)
      .describe('Publish files whose real path is outside the site folder: symbolic links that lead out of it (static/shared -> ../../shared), also when an MDX file imports through one, and `paths` such as `static: ../assets`. Off by default, because a link left in the tree would otherwise publish whatever it points at; then each such link and path is an error that names it.'),
    sidebars: z
      .record(z.string(), sidebarList)
      .optional()
      .describe('Hand-written sidebars (Docusaurus `sidebars.js` shape): sidebar name → items, or Docusaurus\'s shorthand `{ "Category label": [items] }`, which is read as those categories. Items are doc ids, `{type: doc, id, label}`, `{type: category, label, items, link, collapsed}`, `{type: link, href, label}` and `{type: autogenerated, dirName}`. Without it (and without a sidebars.json in the site folder) the sidebar is made from the folder tree.'),
    metadata: z
      .array(
        z
          .object({
            name: z.string().min(1).optional().describe('`<meta name>` (`keywords`, `twitter:site`).'),
            property: z.string().min(1).optional().describe('`<meta property>` (`og:locale`).'),
            content: z.string().describe('Its content.'),
          })
          .strict()
          .refine((tag) => Boolean(tag.name) !== Boolean(tag.property), { message: 'give exactly one of "name" or "property"' }),
      )
      .default([])
      .describe('Extra `<meta>` tags on every page (Docusaurus\'s `themeConfig.metadata`): `{name, content}` or `{property, content}`.'),
    markdown: z
      .object({
        format: z
          .enum(['detect', 'mdx', 'md'])
          .default('detect')
          .describe("Which files are MDX (Docusaurus's `markdown.format`): `detect` reads only `.mdx` files as MDX; `mdx` reads `.md` files too, as Docusaurus 3 does unless told otherwise (`lendocs migrate` writes it); `md` reads none. In MDX, tags are JSX (`className`, `style={{…}}`, `{expressions}`, `import`/`export`)."),
        mdxVersion,
        admonitionKeywords: z
          .array(z.string().regex(/^[a-z][\w-]*$/, 'a keyword is lowercase letters, digits, "-" or "_", starting with a letter'))
          .default([])
          .describe("Admonition keywords besides Docusaurus's own (the docs plugin's `admonitions.keywords`): `[cpp, go]` makes `:::cpp` an admonition, drawn like a note titled with the keyword and with the class `admonition-cpp` for the site's CSS. `lendocs migrate` carries them over."),
        importRoots: z
          .array(z.string().min(1))
          .default([])
          .describe("Folders besides the site folder and the git repository that holds it from which MDX files may import content: `!!raw-loader!` text, Markdown partials, JSON data, images and other files (`[../../shared-examples]`, relative to the site folder, or absolute). An import whose real path (symbolic links followed) lies elsewhere is an error naming the page, the import and the file, so one careless line cannot publish a file from anywhere on the machine; a symbolic link inside these folders may lead out only with `allowOutsideContent`. Files under /proc, /sys and /dev are refused whatever this says. Packages found in node_modules, and the site's own components, are not limited."),
        magicComments,
        npm2yarn,
        ...markdownFunctions,
      })
      .strict()
      .default({ format: 'detect', mdxVersion: 3, admonitionKeywords: [], importRoots: [], magicComments: DEFAULT_MAGIC_COMMENTS, npm2yarn: false })
      .describe('How Markdown files are read.'),
    onBrokenLinks: enforcement('a link to a missing page or file, a missing image, or a broken navbar or footer link', 'error'),
    onBrokenMarkdownLinks: enforcement('a link to a Markdown file that is not a page of the site', 'error'),
    onBrokenAnchors: enforcement('an `#anchor` that no heading has', 'warning'),
    redirects: z
      .array(
        z
          .object({
            from: z.union([z.string().startsWith('/'), z.array(z.string().startsWith('/')).min(1)]).describe('The old path, or a list of them.'),
            to: urlString(WEB_OR_PATH_URL).min(1).describe('A route of this site or a full URL.'),
          })
          .strict(),
      )
      .default([])
      .describe('Old URLs that lead on to new ones (Docusaurus\'s client-redirects plugin): each `from` path gets a small page that sends the reader to `to`. Listed nowhere else: not in the sitemap, search or llms.txt.'),
    clientRedirects,
    search,
    siteCode,
    i18n,
  })
  .strict();

/**
 * The validated config: what the site says, and nothing about where it was read from (see ConfigSource).
 * `baseUrl` is always set, and `url` always ends with it (less its last "/"), so `url + "/x"` is the public URL of `/x`.
 */
export type ResolvedConfig = Omit<z.output<typeof configSchema>, 'baseUrl'> & {
  baseUrl: string;
  localeBuild?: LocaleBuild;
  themeStrings?: ThemeStrings;
  /** A locale's sidebar labels, by docs unit's translation folder (docsTranslationFolder(): `…-docs/current`). */
  docsMessages?: Readonly<Record<string, ThemeStrings>>;
} & SitePluginsGave;

/** Where the config was read from; travels beside the config, so cache keys and fingerprints see only the config. */
export interface ConfigSource {
  /** Absolute path of the content root. */
  root: string;
  /** Path of the config file as shown in messages. */
  configFile: string;
  /** The line of a key in the config file (`['navbar', 'items', 2, 'to']`), for messages about its value. */
  lineOf(keys: readonly PropertyKey[]): number;
}
