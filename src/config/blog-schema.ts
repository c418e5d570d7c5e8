// The blog's config keys (`blog:`), a part of the site config (schema.ts).
import { z } from 'zod';
import { contentExclude, routeBasePath } from './docs-instances-schema.js';
import { WEB_URL } from '../shared/safe-url.js';
import { urlString } from '../shared/url-schema.js';

const blogOptions = z.object({
    title: z.string().default('Blog').describe('Title of the blog list pages and feeds.'),
    description: z.string().default('Blog').describe('Description of the blog list pages and feeds.'),
    postsPerPage: z.number().int().min(1).default(10).describe('Posts on each list page.'),
    exclude: contentExclude('the blog folder'),
    // Optional, not defaulted, for the same reason as routeBasePath.
    showReadingTime: z.boolean().optional().describe('`false` hides the reading time on posts and lists (Docusaurus\'s `showReadingTime`, which `migrate` keeps). Default: shown.'),
    wordsPerMinute: z.number().int().min(1).default(200).describe('Reading speed for the reading time shown on posts.'),
    // Optional, not defaulted: a config without it keeps its fingerprints (blogPath reads it as `blog`).
    routeBasePath: routeBasePath.optional().describe('Where the blog (posts, lists, tags, authors, archive, feeds) is served: `blog` → /blog/…, `posts` → /posts/…, `/` → at the site root. Default `blog`. Docusaurus\'s blog `routeBasePath`; `migrate` keeps it.'),
    // Optional, not defaulted, for the same reason as routeBasePath.
    emptyList: z.boolean().optional().describe('`true`: the blog list page (and the authors pages) exist even with no posts, as Docusaurus 3.10 and later make them whenever the blog is on; `migrate` sets it for a site whose blog is on and whose Docusaurus is 3.10 or later (earlier versions make no blog route without posts). Default: no blog at all until there are posts.'),
    // Optional, not defaulted, for the same reason as routeBasePath (src/shared/blog-path.ts applies the default).
    sidebarCount: z
      .union([z.number().int().min(0), z.literal('ALL')])
      .optional()
      .describe('How many posts the blog sidebar lists, newest first: a number (`0`: no sidebar) or `ALL`; Docusaurus\'s `blogSidebarCount`, which `migrate` keeps. Default 100: a blog of up to 100 posts lists them all ("All posts"); a longer one lists the newest 100 ("Recent posts") and links to the archive, which lists every post, so a page does not grow with the blog.'),
    // Optional, not defaulted, for the same reason as routeBasePath.
    onInlineTags: z
      .enum(['ignore', 'log', 'warn', 'throw'])
      .optional()
      .describe('What a post\'s tag that `tags.yml` does not declare is (Docusaurus\'s `onInlineTags`, which `migrate` keeps): `warn` (the default) and `log` a warning, `ignore` nothing, `throw` an error that stops the build. The tag is kept as written. Without a `tags.yml` any tag is allowed.'),
    editUrl: urlString(WEB_URL)
      .optional()
      .describe('Where a post\'s source can be edited, shown as "Edit this page" on its page (Docusaurus\'s blog `editUrl`, which `migrate` keeps): the URL of the site folder in your repository, to which each post adds the blog folder and its path (`/blog/2024-05-01-launch.md`); or a template holding `{blogDirPath}` (the blog folder) and `{blogPath}` (the post\'s path in it), as Docusaurus passes them to an editUrl function. `lendocs migrate` writes such a template for a function when one gives what the function gave for every post.'),
    // Optional, not defaulted, for the same reason as routeBasePath (src/shared/blog-path.ts applies the defaults).
    feed: z
      .object({
        types: z.array(z.enum(['rss', 'atom', 'json'])).optional().describe('Which feeds are made: `rss` (rss.xml), `atom` (atom.xml), `json` (feed.json); an empty list makes none. Default all three.'),
        title: z.string().optional().describe('The feeds\' title. Default "<site title> Blog".'),
        description: z.string().optional().describe('The feeds\' description. Default `blog.description`.'),
        copyright: z.string().optional().describe('The feeds\' copyright notice (RSS `copyright`, Atom `rights`).'),
        limit: z.union([z.number().int().min(1), z.literal(false)]).optional().describe('How many of the newest posts the feeds hold: the newest 20 by default, as in Docusaurus; `false` for every post.'),
      })
      .strict()
      .optional()
      .describe('The blog\'s feeds, as Docusaurus\'s `feedOptions` (`type`, `title`, `description`, `copyright`, `limit`), which `migrate` carries over with Docusaurus\'s default types (rss and atom).'),
    // Optional, not defaulted: a config without it keeps its fingerprints (blog-data.ts reads authors.yml).
    authorsMapPath: z
      .string()
      .min(1)
      .refine((file) => !/^([\\/]|[A-Za-z]:)/.test(file), 'a path relative to the blog folder')
      .optional()
      .describe('The file of the authors posts may name, relative to the blog folder (Docusaurus\'s `authorsMapPath`, which `migrate` keeps): `authors.generated.yml`. Default `authors.yml`. A translated copy under the locale\'s blog folder is read first, as for authors.yml.'),
    postUrl: z
      .enum(['file-name', 'date-folders'])
      .default('file-name')
      .describe('A dated post\'s URL: `file-name` keeps the name (`2024-05-01-launch.md` → /blog/2024-05-01-launch); `date-folders` is Docusaurus\'s (→ /blog/2024/05/01/launch), which `migrate` sets. A `slug` wins over both.'),
  });

/** Names a blog instance cannot take: the logical folders of the other content (`docs/…`, `blog/…`). */
const RESERVED_BLOG_IDS = ['default', 'docs', 'blog', 'pages', 'static'];

/**
 * Another blog (a second `@docusaurus/plugin-content-blog` in Docusaurus): its own folder and base path, and every
 * option of the main blog for itself. Its posts are `<id>/…` in messages, as a docs instance's docs are.
 */
const blogInstance = blogOptions
  .extend({
    id: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'letters, digits, "-" and "_"')
      .refine((id) => !RESERVED_BLOG_IDS.includes(id), { message: `not one of ${RESERVED_BLOG_IDS.map((id) => `"${id}"`).join(', ')} (names the other content already has)` })
      .describe('The blog\'s name (Docusaurus\'s plugin `id`): letters, digits, `-` and `_`.'),
    path: z.string().min(1).describe('Its folder, relative to the site folder (`news`).'),
    routeBasePath: routeBasePath.describe('Where its posts, lists, tags, authors, archive and feeds are served (`news` → /news/…).'),
  })
  .strict();

export const blog = blogOptions
  .extend({
    // Optional, not defaulted: a site with one blog resolves to the same config as before.
    instances: z
      .array(blogInstance)
      .optional()
      .superRefine((instances, context) => {
        const seen = new Set<string>();
        (instances ?? []).forEach((instance, index) => {
          if (seen.has(instance.id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: `the id "${instance.id}" is given twice; each blog needs its own` });
          seen.add(instance.id);
        });
      })
      .describe('More blogs, each with its own folder, base path and options (Docusaurus\'s extra blog plugins, which `migrate` carries over): posts, lists, tags, authors (its own `authors.yml`), archive, sidebar and feeds of their own.'),
  })
  .strict()
  .default({ title: 'Blog', description: 'Blog', postsPerPage: 10, wordsPerMinute: 200, postUrl: 'file-name' })
  .describe('Blog options.');

/** One blog's options: the main blog's (`blog`) or an instance's (`blog.instances[]`). */
export type BlogOptions = z.infer<typeof blogOptions>;
