// Docusaurus config (evaluated) → lendocs config object, plus notes on what could not be translated.
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
import { isExternalHref } from '../shared/url-path.js';
import { DOCS_PLUGIN, docsPlugins, docsTagsOptions, docItemComponentOption, keptRoutePath, translateMainFilters, translateSidebarItemsGenerator, versionOptions, instanceIds, translateInstances, type DocsPluginEntry } from './translate-docs-plugins.js';
import { BASE_PATH_EXAMPLE, basePathProblem } from '../shared/base-path.js';
import { translateNavigation } from './translate-navigation.js';
import { translateStyles } from './translate-styles.js';
import { staticFolders } from './translate-static.js';
import { translateMagicComments } from './translate-magic-comments.js';
import { translateEditUrl } from './translate-edit-url.js';
import { BLOG_PLUGIN, blogPlugins, emptyBlogHasList, translateBlogInstances, translateBlogOptions, type BlogPluginEntry } from './translate-blog-plugins.js';
import { translateSearchAndSitemap } from './translate-search.js';
import { notePlugins } from './markdown-plugins.js';
import { translateMarkdownFormat } from './translate-markdown-format.js';
import { translateI18n } from './translate-i18n.js';
import { REDIRECTS_PLUGIN, translateRedirects } from './translate-redirects.js';
import { CONTENT_PLUGINS, PACKAGE_CONTENT_PLUGINS, translateSitePlugins, WRAPPER_PLUGINS } from './translate-site-plugins.js';
import { classicThemeOptions, KNOWN_THEMES, themeNotes, translateThemeFolders } from './translate-themes.js';
import { THEMES_FROM_CONFIG } from './theme-paths.js';

export interface Translation {
  config: Any;
  notes: string[];
}

export interface TranslateInput {
  docusaurus: Any;
  sidebars?: Record<string, unknown[]>;
  /** The evaluated sidebars file of each extra docs plugin, by its Docusaurus id. */
  instanceSidebars?: ReadonlyMap<string, Record<string, unknown[]>>;
  /** Whether src/pages exists (else pages/). */
  pagesDir: string;
  /** The Docusaurus site folder (to read custom CSS). */
  siteDir?: string;
  /** The year, when the config computes it (`new Date().getFullYear()`): where the footer shows it, it stays current. */
  computedYear?: number;
  /** The site's Docusaurus major version (docusaurus-version.ts), when its package.json or lockfile says. */
  docusaurusMajor?: number;
  /** Its minor version, where known (an empty blog has a list page from 3.10 on). */
  docusaurusMinor?: number;
  /** The Docusaurus config file, relative to the site folder: a function of it the build calls is read from there. */
  configFile?: string;
}

function hasClassicPreset(docusaurus: Any): boolean {
  return (docusaurus.presets ?? []).some((preset: unknown) => {
    const name = Array.isArray(preset) ? preset[0] : preset;
    return typeof name === 'string' && /classic/.test(name);
  });
}

function classicOptions(docusaurus: Any): Any {
  const theme = classicThemeOptions(docusaurus.themes, packageName);
  for (const preset of docusaurus.presets ?? []) {
    const [name, options] = Array.isArray(preset) ? preset : [preset, {}];
    if (typeof name === 'string' && /classic/.test(name)) return { ...(theme ? { theme } : {}), ...options };
  }
  return theme ? { theme } : {};
}

/** What every translation step reads, and the notes they add. */
export interface Context {
  d: Any;
  theme: Any;
  classic: Any;
  docsOptions: Any | false;
  blogOptions: Any | false;
  /** The extra blog plugins (another blog each). */
  blogInstances: BlogPluginEntry[];
  /** The docs route base ("docs"; empty for the site root), kept as the lendocs config's docs.routeBasePath. */
  docsBase: string;
  /** The extra docs plugins (another docs instance each), and their lendocs ids by Docusaurus id. */
  instances: DocsPluginEntry[];
  instanceIds: Map<string, string>;
  input: TranslateInput;
  notes: string[];
}

export function translateConfig(input: TranslateInput): Translation {
  const d = input.docusaurus;
  const classic = classicOptions(d);
  const plugins = docsPlugins(d.plugins, packageName);
  // The preset's docs and blog are Docusaurus's plugins of id "default": with the preset's turned off, or no preset
  // in a site that lists its content plugins itself, a plugin without an id is the main one, and there may be none.
  const preset = hasClassicPreset(d);
  const docsFromPlugins = classic.docs === false || (!preset && plugins.length > 0);
  const main = docsFromPlugins ? plugins.find((plugin) => plugin.id === 'default') : undefined;
  const docsOptions: Any | false = main ? main.options : docsFromPlugins ? false : (classic.docs ?? {});
  const blogs = blogPlugins(d.plugins, packageName);
  // A site that lists its content plugins itself has a blog only if it lists one.
  const blogFromPlugins = classic.blog === false || (!preset && (blogs.length > 0 || plugins.length > 0));
  // lendocs builds its main blog from paths.blog whenever that folder has posts: with no main blog in Docusaurus, the
  // first other blog takes its place (its folder, URLs and options), so that no folder is read by two blogs.
  const mainBlog = blogFromPlugins ? (blogs.find((plugin) => plugin.id === 'default') ?? blogs[0]) : undefined;
  const blogOptions: Any | false = mainBlog ? mainBlog.options : blogFromPlugins ? false : (classic.blog ?? {});
  const blogInstances = blogs.filter((plugin) => plugin !== mainBlog && plugin.id !== 'default');
  const notes: string[] = [];
  if (mainBlog && mainBlog.id !== 'default') notes.push(`plugin ${BLOG_PLUGIN} (id ${mainBlog.id}): the site's first blog, built as lendocs's main blog (${String(mainBlog.options.path ?? 'blog').replace(/^\.\//, '')}/), at the same URLs.`);
  const docsBase = docsOptions ? (keptRoutePath(docsOptions.routeBasePath ?? 'docs', 'docs routeBasePath', 'the docs are served at the site root', notes) ?? '') : '';
  const instances = plugins.filter((plugin) => plugin !== main && plugin.id !== 'default');
  const ids = instanceIds(instances, notes);
  const context: Context = { d, theme: d.themeConfig ?? {}, classic, docsOptions, blogOptions, blogInstances, docsBase, instances, instanceIds: ids, input, notes };

  const config = siteBasics(context);
  translateNavigation(config, context);
  translateTheme(config, context);
  translateStyles(config, { d, classic, siteDir: input.siteDir, notes });
  translateBlog(config, context);
  translateDocs(config, context);
  translateSearchAndSitemap(config, context.theme, context.classic, notes);
  translateRedirects(config, Array.isArray(d.plugins) ? d.plugins : [], isRedirectsPlugin, input.configFile, notes);
  config.paths = {
    docs: docsOptions && docsOptions.path ? String(docsOptions.path).replace(/^\.\//, '') : 'docs',
    blog: blogOptions && blogOptions.path ? String(blogOptions.path).replace(/^\.\//, '') : 'blog',
    pages: input.pagesDir,
    static: staticFolders(d.staticDirectories, input.siteDir),
  };
  translateMainFilters(config, docsOptions, classic.pages, notes);
  if (input.sidebars) config.sidebars = input.sidebars;
  translateBrokenLinks(config, context);
  translateMarkdownFormat(config, context);
  translateMagicComments(config, context.theme.prism, notes);
  // Extra <meta> tags, as Docusaurus's themeConfig.metadata lists them.
  if (Array.isArray(context.theme.metadata)) {
    config.metadata = context.theme.metadata.filter((tag: Any) => tag && typeof tag.content === 'string' && (tag.name || tag.property)).map((tag: Any) => (tag.name ? { name: tag.name, content: tag.content } : { property: tag.property, content: tag.content }));
  }
  // Data the site's components read as useDocusaurusContext().siteConfig.customFields (as JSON: functions are gone).
  if (d.customFields && typeof d.customFields === 'object' && !Array.isArray(d.customFields) && Object.keys(d.customFields).length > 0) config.customFields = d.customFields;
  // Docs stay where Docusaurus served them (its default is /docs/), so no public URL changes.
  if (docsBase) config.docs = { ...config.docs, routeBasePath: docsBase };
  if (instances.length > 0) config.docs = { ...config.docs, instances: translateInstances(instances, ids, input.instanceSidebars ?? new Map(), notes, d.url, input.configFile) };
  const i18n = translateI18n(d.i18n, notes);
  if (i18n) config.i18n = i18n;
  noteLeftovers(context, config);
  return { config, notes: context.notes };
}

function siteBasics({ d, theme, notes }: Context): Any {
  const config: Any = {
    title: d.title ?? 'Docs',
    tagline: d.tagline ?? '',
    url: String(d.url ?? 'https://example.com').replace(/\/+$/, ''),
  };
  // Page titles keep their separator ("Install · Acme"); `|` is the default of both.
  if (typeof d.titleDelimiter === 'string' && d.titleDelimiter.trim() && d.titleDelimiter !== '|') config.titleDelimiter = d.titleDelimiter;
  // The site stays under its base path, so no public URL changes; Docusaurus insists on both slashes, lendocs too.
  // A base that is not a plain path (`//evil.example/`, `/x/../`) is left out: the build would refuse the config.
  if (typeof d.baseUrl === 'string' && d.baseUrl.replace(/^\/+|\/+$/g, '') !== '') {
    const base = `/${d.baseUrl.replace(/^\//, '').replace(/\/$/, '')}/`;
    const problem = basePathProblem(base);
    if (problem) notes.push(`baseUrl ${JSON.stringify(d.baseUrl)}: not a base path lendocs can serve under (${problem}); left out, so the site is served at "/". Set baseUrl by hand (for example "${BASE_PATH_EXAMPLE}") if it needs one.`);
    else config.baseUrl = base;
  }
  // Docusaurus reads the base from baseUrl alone; lendocs refuses a url whose path says otherwise, so the origin is kept.
  if (config.baseUrl && URL.canParse(config.url) && new URL(config.url).pathname.replace(/\/$/, '') !== config.baseUrl.replace(/\/$/, '')) config.url = new URL(config.url).origin;
  // Links and file layout stay what Docusaurus made of them (x/index.html or x.html).
  if (typeof d.trailingSlash === 'boolean') config.trailingSlash = d.trailingSlash;
  if (d.favicon) config.favicon = `/${String(d.favicon).replace(/^\//, '')}`;
  // A full URL stays one (it used to become `/http://…`).
  if (theme.image) config.image = isExternalHref(String(theme.image)) ? String(theme.image) : `/${String(theme.image).replace(/^\//, '')}`;
  return config;
}

function translateTheme(config: Any, { theme, notes }: Context): void {
  if (theme.announcementBar?.content) {
    config.announcementBar = { id: typeof theme.announcementBar.id === 'string' && theme.announcementBar.id ? theme.announcementBar.id : 'announcement', content: theme.announcementBar.content, dismissible: theme.announcementBar.isCloseable ?? true };
    if (theme.announcementBar.backgroundColor || theme.announcementBar.textColor) notes.push('announcementBar: backgroundColor and textColor are not translated; style .announcement-bar in CSS.');
  }
  if (theme.colorMode) {
    config.colorMode = {
      defaultMode: theme.colorMode.defaultMode === 'dark' ? 'dark' : 'light',
      respectPrefersColorScheme: theme.colorMode.respectPrefersColorScheme ?? false,
    };
    if (theme.colorMode.disableSwitch) notes.push('colorMode.disableSwitch: the colour mode switch is always shown.');
  }
}

function translateBlog(config: Any, { d, blogOptions, blogInstances, instanceIds: docsIds, notes, input }: Context): void {
  const emptyList = emptyBlogHasList(input.docusaurusMajor === undefined ? undefined : { major: input.docusaurusMajor, minor: input.docusaurusMinor });
  if (!blogOptions) notes.push('blog: disabled in Docusaurus; lendocs builds a blog only when blog/ has posts.');
  else {
    const blogBase = typeof blogOptions.routeBasePath === 'string' ? keptRoutePath(blogOptions.routeBasePath, 'blog routeBasePath', 'the blog is served at /blog/', notes) : undefined;
    config.blog = translateBlogOptions(blogOptions, 'blog', d.url, notes, { routeBasePath: blogBase !== undefined && blogBase !== 'blog' ? blogBase || '/' : undefined, emptyList });
  }
  // Each other blog plugin is a blog of its own (blog.instances).
  if (blogInstances.length > 0) config.blog = { ...config.blog, instances: translateBlogInstances(blogInstances, docsIds.values(), d.url, notes, emptyList) };
}

function translateDocs(config: Any, context: Context): void {
  const { d, docsOptions, notes } = context;
  if (!docsOptions) return;
  const label = docsOptions.versions?.current?.label;
  if (label) config.docs = { versionLabel: label };
  // Versions: versions.json and versioned_docs/ are read by the build; the options that shape them carry over.
  const versions = versionOptions(docsOptions, notes);
  if (Object.keys(versions).length > 0) config.docs = { ...config.docs, ...versions };
  // The edit link and last update carry over (an editUrl function as the template that gives what it gave).
  const editUrl = translateEditUrl(docsOptions, 'docs.editUrl', d.url, notes);
  if (editUrl) config.docs = { ...config.docs, editUrl };
  for (const key of ['showLastUpdateTime', 'showLastUpdateAuthor']) if (docsOptions[key] === true) config.docs = { ...config.docs, [key]: true };
  const tags = docsTagsOptions(docsOptions, 'docs', notes);
  if (tags.onInlineTags) config.docs = { ...config.docs, ...tags };
  const docItem = docItemComponentOption(docsOptions, 'docs', notes);
  if (docItem.docItemComponent) config.docs = { ...config.docs, ...docItem };
  notePlugins(docsOptions, 'docs', notes);
  const generator = translateSidebarItemsGenerator(docsOptions, 'docs.sidebarItemsGenerator', context.input.configFile, notes);
  if (generator) config.docs = { ...config.docs, sidebarItemsGenerator: generator };
}

/** What lendocs does not translate at all, named so the user can port it by hand (the site's own plugins it runs). */
function noteLeftovers({ d, theme, notes, input }: Context, config: Any): void {
  for (const plugin of translateSitePlugins(config, Array.isArray(d.plugins) ? d.plugins : [], input.configFile, notes, d[CONTENT_PLUGINS], d[WRAPPER_PLUGINS], d[PACKAGE_CONTENT_PLUGINS])) if (!isRedirectsPlugin(plugin) && !isDocsPlugin(plugin) && !isBlogPlugin(plugin) && !isMainPagesPlugin(plugin)) notes.push(describePlugin(plugin));
  const drawn = translateThemeFolders(config, d[THEMES_FROM_CONFIG], notes);
  notes.push(...themeNotes(d.themes, input.siteDir, packageName, drawn));
  if (theme.prism?.theme || theme.prism?.darkTheme) notes.push('prism themes: lendocs highlights code with its own light and dark themes.');
}

/** What well-known plugins do, so a note can say what the site loses until it is ported. */
const KNOWN_PLUGINS: Record<string, string> = {
  '@docusaurus/plugin-client-redirects': 'redirects from old URLs; not built, so those URLs will answer 404',
  '@docusaurus/plugin-content-pages': 'another pages folder; not built',
  '@docusaurus/plugin-debug': 'the debug pages; not built',
  '@docusaurus/plugin-svgr': 'SVG files imported as React components; lendocs imports them so itself',
  '@docusaurus/plugin-ideal-image': 'responsive images; images are published as they are',
  '@docusaurus/plugin-pwa': 'an offline app; not built',
  '@docusaurus/plugin-google-gtag': 'Google Analytics; not added',
  '@docusaurus/plugin-google-analytics': 'Google Analytics; not added',
  '@docusaurus/plugin-google-tag-manager': 'Google Tag Manager; not added',
  '@docusaurus/plugin-sitemap': 'the sitemap; lendocs writes sitemap.xml itself',
  ...KNOWN_THEMES,
  'docusaurus-lunr-search': 'local search; lendocs has its own',
  'docusaurus-plugin-sass': "Sass stylesheets; lendocs compiles them with the site's own sass package",
  'docusaurus-plugin-typedoc': 'API pages generated from TypeScript; not generated',
};

/** `plugins` entry → a note naming the plugin, its id or path when it has one, and what it did. */
function describePlugin(entry: unknown): string {
  const [spec, options] = Array.isArray(entry) ? entry : [entry, undefined];
  const name = typeof spec === 'string' ? packageName(spec) : 'a plugin';
  const details = options && typeof options === 'object' ? ['id', 'path', 'routeBasePath'].filter((key) => typeof options[key] === 'string').map((key) => `${key} ${options[key]}`) : [];
  const what = KNOWN_PLUGINS[name] ?? 'not translated; port what it does by hand';
  return `plugin ${name}${details.length ? ` (${details.join(', ')})` : ''}: ${what}.`;
}

/** Docusaurus's own plugins that a config may name without `@docusaurus/plugin-`, as Docusaurus resolves them. */
const DOCUSAURUS_SHORT_NAMES = new Set(['content-docs', 'content-blog', 'content-pages', 'client-redirects', 'ideal-image', 'pwa', 'google-gtag', 'google-analytics', 'google-tag-manager']);

/** A package name from a plugin reference: a name, a name with a subpath, or a path resolved into node_modules. */
export function packageName(spec: string): string {
  // A plugin of the site's own (`./src/plugins/x`) is named by its path.
  if (!/[\\/]node_modules[\\/]/.test(spec) && (spec.startsWith('.') || spec.startsWith('/'))) return spec;
  // Docusaurus's short names for its own plugins (`client-redirects`, `content-docs`).
  if (DOCUSAURUS_SHORT_NAMES.has(spec)) return `@docusaurus/plugin-${spec}`;
  const inModules = spec.split(/[\\/]node_modules[\\/]/).pop()!;
  const parts = inModules.split(/[\\/]/);
  return parts[0].startsWith('@') && parts.length > 1 ? `${parts[0]}/${parts[1]}` : parts[0];
}

export { REDIRECTS_PLUGIN };

/** A docs plugin: translated as the main docs or another instance (translate-docs-plugins.ts), with notes of its own. */
function isBlogPlugin(entry: unknown): boolean {
  const spec = Array.isArray(entry) ? entry[0] : entry;
  return typeof spec === 'string' && packageName(spec) === BLOG_PLUGIN;
}

/** The pages plugin without an id (a preset's, like the classic one's): the site's pages, built from paths.pages. */
function isMainPagesPlugin(entry: unknown): boolean {
  const [spec, options] = Array.isArray(entry) ? entry : [entry, undefined];
  return typeof spec === 'string' && packageName(spec) === '@docusaurus/plugin-content-pages' && (options?.id === undefined || options.id === 'default');
}

function isDocsPlugin(entry: unknown): boolean {
  const spec = Array.isArray(entry) ? entry[0] : entry;
  return typeof spec === 'string' && packageName(spec) === DOCS_PLUGIN;
}

/** The client-redirects plugin, by its package name or Docusaurus's short name: translated (translate-redirects.ts). */
function isRedirectsPlugin(entry: unknown): boolean {
  const spec = Array.isArray(entry) ? entry[0] : entry;
  return typeof spec === 'string' && packageName(spec) === REDIRECTS_PLUGIN;
}

/** Docusaurus's broken-link settings (with its defaults), so a site that built there builds here. */
function translateBrokenLinks(config: Any, { d }: Context): void {
  const severity = (value: unknown, fallback: string) => {
    const setting = typeof value === 'string' ? value : fallback;
    // Docusaurus 2's 'error' printed the problem as an error and built on, as lendocs's 'warning' does.
    return setting === 'throw' ? 'error' : setting === 'ignore' ? 'ignore' : 'warning';
  };
  config.onBrokenLinks = severity(d.onBrokenLinks, 'throw');
  config.onBrokenMarkdownLinks = severity(d.markdown?.hooks?.onBrokenMarkdownLinks ?? d.onBrokenMarkdownLinks, 'warn');
  config.onBrokenAnchors = severity(d.onBrokenAnchors, 'warn');
}
