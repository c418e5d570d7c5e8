// config → load → route → check: what `build`, `serve --watch` and `check` all run first (a build loads this
// module only once it knows its output is not up to date: build.ts).
import { checkConfigLinks, checkLinks } from '../route/link-checks.js';
import { loadConfig } from '../config/load.js';
import { error, hasErrors, LendocsError } from '../errors.js';
import { createSiteCode, type SiteCode } from '../load/components/site-code.js';
import { docSourceFacts } from '../load/doc-sources.js';
import type { MdxComponentNames } from '../load/components/mdx-registry.js';
import type { GitHistory } from '../load/git-history.js';
import { readContent, renderContent, type PageResult, type ReadContent, type ReadOptions } from '../load/load-content.js';
import type { MarkdownRenderer } from '../load/markdown.js';
import { openMarkdown } from '../load/open-markdown.js';
import { openPageCache, type PageCache } from '../load/page-cache.js';
import { buildSite } from '../route/build-site.js';
import { createdRedirects } from './created-redirects.js';
import { sidebarItemsFromGenerator } from './sidebar-items-generator.js';
import { runSitePlugins } from './site-plugins.js';
import { postPathFacts, sourceRoutes } from '../route/source-routes.js';
import { addedDates } from '../load/git-history.js';
import { configForLocale, siteLocales, UNKNOWN_LOCALE } from '../shared/locales.js';
import { withThemeStrings } from '../load/theme-strings.js';
import path from 'node:path';
import type { Diagnostic, ResolvedConfig, Site } from '../types.js';
import { codeVersion, outputPackageVersions } from '../version.js';
import type { BodySpool } from '../node/body-spool.js';
import { themeFolders } from '../node/theme-folders.js';
import { packageName } from '../node/site-package.js';
import type { CacheOptions } from './build.js';
import type { Timer } from './timer.js';

export interface CompileOptions {
  root: string;
  timer: Timer;
  /** A renderer kept between compiles (serve --watch); otherwise one is opened for this compile and closed after. */
  markdown?: MarkdownRenderer;
  /** Parse results of the previous compile, reused for files not in `changed` (serve --watch). */
  reuse?: Map<string, PageResult>;
  /** The route of every source in the compile that made `reuse`. */
  reuseRoutes?: ReadonlyMap<string, string>;
  changed?: Set<string>;
  cache?: CacheOptions;
  /** Where the site's remark plugins' results are kept when `cache` is not given (serve's updates after the first compile). */
  remarkCache?: CacheOptions;
  /** The git history read by the previous compile (serve --watch), for docs' last updates. */
  gitHistory?: GitHistory;
  /**
   * Where the site's own code runs, kept by the caller to render theme overrides with too (build, serve); otherwise
   * one is made for this compile and closed after. With `markdown`, the one that renderer was opened with.
   */
  siteCode?: SiteCode;
  /** A locale other than the default (config `i18n`): its pages, under its base, from its translations. */
  locale?: string;
  /** The site's own words, not a locale's translation files' (write-translations lists what is to be translated). */
  untranslated?: boolean;
  /** Where the pages' bodies are kept until they are used (a build into a folder); in memory without one. */
  spool?: BodySpool;
  /**
   * The sources whose bodies are rendered; the other pages are outlines, made from their front matter alone
   * (load/outline-page.ts): `lendocs serve`'s first page. Every body by default.
   */
  bodies?: ReadonlySet<string>;
  /** Continue from what an earlier compile of the same site read (`Compiled.readSite`), without reading it again. */
  readSite?: ReadSite;
  /** Told the config as soon as it is read, before the files are (serve's outline starts its Sass then). */
  onConfigured?: (config: ResolvedConfig) => void;
}

export interface Compiled {
  config?: ResolvedConfig;
  site?: Site;
  /** Parse results by file, for the next incremental compile. */
  results?: Map<string, PageResult>;
  /** The route of every source (logical path → route path), for the next incremental compile. */
  routes?: ReadonlyMap<string, string>;
  /** How many Markdown bodies this compile rendered (the rest came from the cache or `reuse`). */
  parsed?: number;
  /** The components src/theme/MDXComponents registers, for rendering one page again (serve --watch). */
  mdxComponents?: MdxComponentNames;
  /** The git history read for docs' last updates, for the next compile. */
  gitHistory?: GitHistory;
  /** The environment variables the config named (their values are part of the site). */
  environment?: string[];
  /** With `bodies`: the config and the files as read, for a compile that continues from them (CompileOptions.readSite). */
  readSite?: ReadSite;
  diagnostics: Diagnostic[];
}

/** config → load → route → check. Stops after the first stage that reports errors. */
export async function compile(options: CompileOptions): Promise<Compiled> {
  const ownSiteCode = options.siteCode ? undefined : createSiteCode();
  const siteCode = options.siteCode ?? ownSiteCode!;
  const highlightStore = options.cache && { dir: options.cache.dir, packages: options.cache.packages ?? outputPackageVersions() };
  const opened = options.markdown ? undefined : await openMarkdown(options.root, siteCode, highlightStore);
  let closing: Promise<void> | undefined;
  // Once the bodies are rendered: the Markdown workers' memory (their heaps, their highlighters' WebAssembly memory)
  // is freed before the route stage allocates, not at the end of the compile (the build's peak of memory was there).
  const closeMarkdown = () => (closing ??= opened?.close() ?? Promise.resolve());
  try {
    return await compileWith({ ...options, siteCode }, options.markdown ?? opened!.renderer, closeMarkdown);
  } catch (cause) {
    if (cause instanceof LendocsError) return { diagnostics: [cause.diagnostic] };
    throw cause;
  } finally {
    await closeMarkdown();
    await ownSiteCode?.close();
  }
}

/** The config read and every file read, with its route, before any body is rendered (CompileOptions.readSite). */
export interface ReadSite extends Configured {
  read: ReadContent;
  /** The route of every source (logical path → route path). */
  routes: ReadonlyMap<string, string>;
}

/** The config stage's result: the config for the locale being built, where it was read, the cache for it. */
interface Configured {
  config: ResolvedConfig;
  source: NonNullable<Awaited<ReturnType<typeof loadConfig>>['source']>;
  cache?: PageCache;
  environment?: string[];
  /** What the config stage said. */
  diagnostics: Diagnostic[];
}

/** The config stage; a Compiled when it stops the compile. */
async function configure(options: CompileOptions): Promise<Configured | Compiled> {
  const diagnostics: Diagnostic[] = [];
  const loaded = await options.timer.stage('config', () => loadConfig(options.root));
  diagnostics.push(...loaded.diagnostics);
  const { source } = loaded;
  if (loaded.config && options.locale) {
    const unknown = unknownLocale(loaded.config, options.locale);
    if (unknown) return { diagnostics: [...diagnostics, unknown] };
  }
  const located = loaded.config && options.locale ? configForLocale(loaded.config, options.locale) : loaded.config;
  if (!located || !source) return { diagnostics };
  // A site with locales: the theme's words in the locale being built, and its navbar.json and footer.json.
  const worded = located.i18n && !options.untranslated ? await withThemeStrings(source.root, located) : undefined;
  diagnostics.push(...(worded?.diagnostics ?? []));
  diagnostics.push(...missingThemes(located, source));
  if (hasErrors(diagnostics)) return { diagnostics };
  // The site's own plugins run before the pages are read: pages import what they write, components read their data.
  const plugins = located.siteCode?.plugins ? await options.timer.stage('plugins', () => runSitePlugins({ root: source.root, config: worded?.config ?? located, configFile: source.configFile, lineOf: source.lineOf })) : undefined;
  diagnostics.push(...(plugins?.diagnostics ?? []));
  if (plugins && hasErrors(plugins.diagnostics)) return { diagnostics };
  const config = plugins ? { ...(worded?.config ?? located), pluginGlobalData: plugins.globalData, ...(Object.keys(plugins.failures).length ? { pluginFailures: plugins.failures } : {}), ...(plugins.routes?.length ? { pluginRoutes: plugins.routes } : {}) } : (worded?.config ?? located);
  const cache = options.cache ? await openPageCache(options.cache.dir, { version: options.cache.version ?? codeVersion(), packages: options.cache.packages ?? outputPackageVersions(), config }) : undefined;
  return { config, source, cache, environment: loaded.environment, diagnostics };
}

/** A `siteCode.themes` entry whose folder is not there: an error, as Docusaurus stops on a theme it cannot load. */
function missingThemes(config: ResolvedConfig, source: { root: string; configFile: string; lineOf: (keys: readonly PropertyKey[]) => number }): Diagnostic[] {
  return themeFolders(config.siteCode?.themes, source.root).flatMap(({ entry, folder }, index) =>
    folder !== undefined
      ? []
      : [error('config', `siteCode.themes: "${entry}" is not a folder of theme components: ${/^\.{1,2}(\/|$)/.test(entry) ? `there is no folder ${entry} in the site folder` : `the package ${packageName(entry)} is not installed in the site folder or a folder above it, or has no such folder`}.`, { file: source.configFile, line: source.lineOf(['siteCode', 'themes', index]), hint: `Install the theme (npm install ${packageName(entry)}), or fix or remove the entry.` })],
  );
}

async function compileWith(options: CompileOptions & { siteCode: SiteCode }, markdown: MarkdownRenderer, closeMarkdown: () => Promise<void>): Promise<Compiled> {
  const { timer } = options;
  const configured = options.readSite ?? (await configure(options));
  if (!('source' in configured)) return configured;
  const { config, source, cache } = configured;
  options.onConfigured?.(config);
  const diagnostics: Diagnostic[] = [...configured.diagnostics];
  // What was read (every file's text) is let go once the bodies are rendered, unless a compile continues from it.
  const { readSite, routes, content, docSources } = await timer.stage('load', async () => {
    const started: ReadSite = options.readSite ?? (await readFiles(configured, options));
    // A compile that read the files itself and hands nothing on (a build's) lets each file's text go once rendered.
    const rendered = await renderContent(started.read, { markdown, routes: started.routes, reusedRoutes: options.reuse ? options.reuseRoutes : undefined, onCount: timer.count, onBodiesRendered: closeMarkdown, spool: options.spool, bodies: options.bodies, release: !options.bodies && !options.readSite });
    const docSources = await docSourceFacts({ config, root: source.root, pages: rendered.pages, configFile: source.configFile, lineOf: source.lineOf, history: options.gitHistory });
    return { readSite: options.bodies ? started : undefined, routes: started.routes, content: rendered, docSources };
  });
  // A compile of outlines renders almost nothing: the compile of every body saves the cache.
  if (!options.bodies) await cache?.save();
  diagnostics.push(...content.diagnostics, ...docSources.diagnostics);
  const { mdxComponents } = content;
  if (hasErrors(diagnostics)) return { config, results: content.results, routes, parsed: content.parsed, mdxComponents, diagnostics };
  // A post dated neither by its front matter nor by its path is dated by its file, as Docusaurus does (rare: asked per file).
  const undated = content.pages.filter((page) => page.kind === 'post' && page.frontMatter.date === undefined && !postPathFacts(page.source).date);
  const fileDates = undated.length > 0 ? await addedDates(undated.map((page) => path.resolve(page.file))) : undefined;
  const postDates = fileDates && new Map(undated.flatMap((page) => { const found = fileDates.get(path.resolve(page.file)); return found ? [[page.source, found.date] as [string, string]] : []; }));
  let routeInput: Parameters<typeof buildSite>[0] = { config, content, configFile: source.configFile, lineOf: source.lineOf, docSources: docSources.facts, postDates };
  let { site, diagnostics: routeDiagnostics, generatorCalls } = await timer.stage('route', () => buildSite(routeInput));
  // The site's sidebarItemsGenerator is called for the autogenerated items the sidebars have, so the Site is made
  // again with what it gave.
  if (generatorCalls.length > 0 && !hasErrors(routeDiagnostics)) {
    const generated = await timer.stage('sidebar', () => sidebarItemsFromGenerator({ root: source.root, config, calls: generatorCalls, configFile: source.configFile, lineOf: source.lineOf }));
    diagnostics.push(...generated.diagnostics);
    if (hasErrors(generated.diagnostics)) return { config, results: content.results, routes, parsed: content.parsed, mdxComponents, diagnostics: [...diagnostics, ...routeDiagnostics] };
    routeInput = { ...routeInput, generatedSidebarItems: generated.items };
    ({ site, diagnostics: routeDiagnostics } = await timer.stage('route', () => buildSite(routeInput)));
  }
  // The site's createRedirects is called with the pages' paths, so the Site is made again with what it gave.
  if (config.clientRedirects?.createRedirects && !hasErrors(routeDiagnostics)) {
    const created = await timer.stage('redirect', () => createdRedirects({ root: source.root, config, site, configFile: source.configFile, lineOf: source.lineOf }));
    diagnostics.push(...created.diagnostics);
    if (hasErrors(created.diagnostics)) return { config, results: content.results, routes, parsed: content.parsed, mdxComponents, diagnostics: [...diagnostics, ...routeDiagnostics] };
    ({ site, diagnostics: routeDiagnostics } = await timer.stage('route', () => buildSite({ ...routeInput, createdRedirects: created.redirects })));
  }
  diagnostics.push(...routeDiagnostics);
  diagnostics.push(...(await timer.stage('check', () => [...checkLinks(site), ...checkConfigLinks(site, source)])));
  return { config, site, results: content.results, routes, parsed: content.parsed, mdxComponents, gitHistory: docSources.history, environment: configured.environment, diagnostics, ...(readSite ? { readSite } : {}) };
}

/** The load stage's first step: every file read and its front matter checked, and the route of each. */
async function readFiles(configured: Configured, options: CompileOptions & { siteCode: SiteCode }): Promise<ReadSite> {
  const { config, source, cache } = configured;
  // An outline (serve's first page) reads each MDX file's JSX only when its body is rendered.
  const read = await readContent({ config, root: source.root, reuse: options.reuse, changed: options.changed, cache, siteCode: options.siteCode, deferMdx: options.bodies !== undefined, preprocessorAt: { file: source.configFile, line: source.lineOf(['markdown', 'preprocessor']) }, remarkPluginsAt: { file: source.configFile, line: source.lineOf(['markdown', 'remarkPlugins']) }, routesOf: (facts) => sourceRoutes(facts, config), remarkCache: remarkCacheOf(options.cache ?? options.remarkCache) });
  // Every file's route is known before any body is rendered, so a link to another file is written final.
  return { ...configured, read, routes: sourceRoutes(read.sources, config) };
}

/** The remark plugins' cache: the cache folder, keyed by lendocs's code as the page cache is. */
function remarkCacheOf(cache: CacheOptions | undefined): ReadOptions['remarkCache'] {
  return cache && { dir: cache.dir, version: cache.version ?? codeVersion() };
}

/** `--locale` names a locale the config does not have (or the site has none): a usage error, said before any work. */
function unknownLocale(config: ResolvedConfig, name: string): Diagnostic | undefined {
  const names = siteLocales(config).map((locale) => locale.name);
  if (names.includes(name)) return undefined;
  if (names.length === 0) return error(UNKNOWN_LOCALE, `--locale ${name}: this site has no locales (no "i18n" in its config).`, { hint: 'Leave out --locale, or add an i18n section (defaultLocale, locales) to the config.' });
  return error(UNKNOWN_LOCALE, `--locale ${name}: the site has no locale "${name}"; its locales are ${names.join(', ')}.`, { hint: `Use one of ${names.join(', ')}, or add "${name}" to i18n.locales in the config.` });
}
