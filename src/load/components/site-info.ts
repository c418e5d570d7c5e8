// What the stand-ins (stand-ins.tsx) tell the site's components about the site. Its own file, so the load stage can
// make it without loading React.
import { docsUnits } from '../../shared/docs-units.js';
import { blogPath } from '../../shared/blog-path.js';
import { contentPaths, type ContentPaths } from '../../shared/content-paths.js';
import type { ResolvedConfig } from '../../types.js';

/** One version of a docs instance, as Docusaurus's docs plugin gives it in its global data. */
export interface SiteDocsVersion {
  pluginId: string;
  name: string;
  label: string;
  /** Its route base path, from the site root (`/docs`, `/docs/next`). */
  path: string;
  isLast: boolean;
  banner: 'none' | 'unreleased' | 'unmaintained';
}

export interface SiteInfo {
  title: string;
  tagline: string;
  url: string;
  /** What separates a page's title from the site's (`siteConfig.titleDelimiter`); `|` when the config gives none. */
  titleDelimiter?: string;
  /** The config's `customFields`, as `useDocusaurusContext().siteConfig.customFields`. */
  customFields?: Record<string, unknown>;
  /** Docusaurus draws a server render in the default mode (`useColorMode()`). */
  colorMode?: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean };
  /** The config's navbar and footer, as `useThemeConfig()` gives them. */
  navbar?: unknown;
  footer?: unknown;
  /** Every docs version built, per instance (`usePluginData('docusaurus-plugin-content-docs')`, `useDocsVersion()`). */
  docs?: SiteDocsVersion[];
  /** Each blog, as Docusaurus's blog plugin gives its routes `useBlogMetadata()` (its paths from the site root). */
  blogs?: { blogBasePath: string; blogTitle: string; authorsListPath: string }[];
  /** The static folders (`paths.static`, from the site folder), in order: where a component's `/img/x.png` import is looked for first. */
  staticPaths?: readonly string[];
  /** Where the content folders are: a video a component imports is published by its logical path (media-files.ts). */
  contentPaths?: ContentPaths;
  /**
   * A site with `i18n`: the locale being built, as `useDocusaurusContext().i18n` gives it, and the messages
   * `<Translate>` and `translate()` look their ids up in (Docusaurus's theme translations, then `code.json`).
   */
  i18n?: { currentLocale: string; defaultLocale: string; locales: string[]; messages: Record<string, string> };
  /** What the site's own plugins gave with setGlobalData, by plugin name and id (`usePluginData(name, id)`). */
  pluginData?: Record<string, Record<string, unknown>>;
  /** Why a package's plugin gave no data, by plugin name and id ('*': every id), for the message of a component that reads it. */
  pluginFailures?: Record<string, Record<string, string>>;
  /** Module aliases the components import by (config `siteCode.aliases`: node/module-alias.ts). */
  aliases?: Record<string, string>;
  /** `.js` and `.jsx` files are TypeScript with JSX (config `siteCode.jsAsTypeScript`: Docusaurus Faster's SWC loader). */
  jsAsTypeScript?: boolean;
  /** The extensions an import without one is tried with, in order (config `siteCode.resolveExtensions`: webpack's resolve.extensions). */
  resolveExtensions?: string[];
  /** Global constants of the site's code (config `siteCode.define`: a webpack DefinePlugin's). */
  define?: Record<string, string>;
  /** The theme packages' component folders `@theme/X` is looked for in (config `siteCode.themes`: node/theme-folders.ts). */
  themes?: string[];
}

type Config = Pick<ResolvedConfig, 'title' | 'tagline' | 'url' | 'customFields'> & Partial<Pick<ResolvedConfig, 'titleDelimiter' | 'colorMode' | 'navbar' | 'footer' | 'docs' | 'paths' | 'sidebars' | 'i18n' | 'localeBuild' | 'themeStrings' | 'baseUrl' | 'siteCode' | 'blog' | 'pluginGlobalData' | 'pluginFailures'>>;

export const siteInfo = (config: Config): SiteInfo => ({
  title: config.title,
  tagline: config.tagline ?? '',
  url: config.url,
  customFields: config.customFields,
  ...(config.titleDelimiter ? { titleDelimiter: config.titleDelimiter } : {}),
  ...(config.colorMode ? { colorMode: config.colorMode } : {}),
  ...(config.navbar ? { navbar: config.navbar } : {}),
  ...(config.footer ? { footer: config.footer } : {}),
  ...(config.docs && config.paths ? { docs: docsVersions(config as Parameters<typeof docsUnits>[0]) } : {}),
  ...(config.blog ? { blogs: [config.blog, ...(config.blog.instances ?? [])].map((blog) => ({ blogBasePath: blogPath(blog), blogTitle: blog.title ?? 'Blog', authorsListPath: blogPath(blog, 'authors') })) } : {}),
  ...(config.paths ? { staticPaths: config.paths.static } : {}),
  ...(config.paths && config.docs && config.sidebars ? { contentPaths: contentPaths({ ...config, paths: config.paths, docs: config.docs, sidebars: config.sidebars }) } : {}),
  ...(config.i18n ? { i18n: { currentLocale: config.localeBuild?.name ?? config.i18n.defaultLocale, defaultLocale: config.i18n.defaultLocale, locales: config.i18n.locales, messages: { ...config.themeStrings } } } : {}),
  ...(config.siteCode?.aliases ? { aliases: config.siteCode.aliases } : {}),
  ...(config.siteCode?.jsAsTypeScript ? { jsAsTypeScript: true } : {}),
  ...(config.siteCode?.resolveExtensions ? { resolveExtensions: config.siteCode.resolveExtensions } : {}),
  ...(config.siteCode?.define ? { define: config.siteCode.define } : {}),
  ...(config.siteCode?.themes?.length ? { themes: config.siteCode.themes } : {}),
  ...(config.pluginGlobalData ? { pluginData: config.pluginGlobalData } : {}),
  ...(config.pluginFailures ? { pluginFailures: config.pluginFailures } : {}),
});

function docsVersions(config: Parameters<typeof docsUnits>[0]): SiteDocsVersion[] {
  return docsUnits(config).map((unit) => ({
    pluginId: unit.pluginId,
    name: unit.version,
    label: unit.label,
    path: `/${unit.routeBasePath.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '/'),
    isLast: unit.isLast,
    banner: unit.banner,
  }));
}
