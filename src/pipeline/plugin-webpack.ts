// Runs in the plugins' child (site-plugins-child.ts). What a plugin's configureWebpack tells its bundler about the
// modules of the routes it added: Docusaurus bundles a route's modules with webpack, so a module may be named through
// an alias the plugin set (`~blog/default/list.json`, resolve.alias), and a module that is a Markdown file is
// compiled by the rule the plugin gives such files: @docusaurus/mdx-loader, whose `metadataPath(file)` names the JSON
// file whose value the compiled module exports as `metadata` (the file the plugin wrote with createData), and a
// loader before it that cuts the file at `truncateMarker` when the import asks for `?truncated=true` (the blog's
// markdownLoader, and the plugins copied from it). Only plugins that added routes with modules are asked.
import path from 'node:path';
import type { AddedRoute } from './site-plugins-child.js';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** How the plugin's bundler set-up loads one Markdown module of its routes. */
export interface MarkdownLoading {
  /** The JSON file mdx-loader's metadataPath names for it (exported as `metadata`). */
  metadata?: string;
  /** The marker its loaders cut the file at for `?truncated=true`, as a RegExp's source and flags. */
  truncateMarker?: { source: string; flags: string };
}

/** What a plugin's configureWebpack gave that its routes' modules need. */
export interface PluginWebpack {
  /** resolve.alias entries whose target is a path or package name. */
  aliases: Record<string, string>;
  /** By absolute file: the Markdown modules of its routes that one of its rules loads. */
  markdown: Record<string, MarkdownLoading>;
}

/** The module paths of a route's modules: strings and `{ __import, path }`, inside objects and arrays. */
function modulePaths(given: unknown, into: string[] = []): string[] {
  if (typeof given === 'string') into.push(given);
  else if (Array.isArray(given)) for (const item of given) modulePaths(item, into);
  else if (given && typeof given === 'object') {
    const record = given as Any;
    if (record.__import === true && typeof record.path === 'string') into.push(record.path);
    else for (const value of Object.values(record)) modulePaths(value, into);
  }
  return into;
}

/** `given` through the aliases (a key ending in `$` only matches itself, as in webpack). */
export function aliased(given: string, aliases: Readonly<Record<string, string>>): string | undefined {
  for (const [key, target] of Object.entries(aliases)) {
    if (key.endsWith('$') ? given === key.slice(0, -1) : given === key) return target;
    if (!key.endsWith('$') && given.startsWith(`${key}/`)) return path.join(target, given.slice(key.length + 1));
  }
  return undefined;
}

/** A rule's condition (test, include, exclude) as webpack reads it: a RegExp, a path prefix, a function, or a list of them. */
function matches(condition: unknown, file: string): boolean {
  if (Array.isArray(condition)) return condition.some((each) => matches(each, file));
  if (condition instanceof RegExp) return condition.test(file);
  if (typeof condition === 'string') return file === condition || file.startsWith(condition.endsWith(path.sep) ? condition : `${condition}${path.sep}`);
  if (typeof condition === 'function') return Boolean(condition(file));
  if (condition && typeof condition === 'object') {
    const { and, or, not } = condition as Any;
    return (and === undefined || (and as unknown[]).every((each) => matches(each, file))) && (or === undefined || matches(or, file)) && (not === undefined || !matches(not, file));
  }
  return false;
}

/** Every rule, nested ones (`rules`, `oneOf`) too. */
function allRules(rules: unknown): Any[] {
  return (Array.isArray(rules) ? rules : []).flatMap((rule: Any) => (rule && typeof rule === 'object' ? [rule, ...allRules(rule.rules), ...allRules(rule.oneOf)] : []));
}

/** A rule's loaders as `{ loader, options }`: `use` (a list, one item, a name) or `loader` with `options`. */
function loadersOf(rule: Any): Any[] {
  const use = rule.use ?? (rule.loader ? { loader: rule.loader, options: rule.options } : []);
  return (Array.isArray(use) ? use : [use]).flatMap((item: unknown) => (typeof item === 'string' ? [{ loader: item }] : item && typeof item === 'object' ? [item as Any] : []));
}

function loadingOf(file: string, rules: Any[]): MarkdownLoading | undefined {
  for (const rule of rules) {
    const test = rule.test ?? rule.resource;
    if (test === undefined || !matches(test, file) || (rule.include !== undefined && !matches(rule.include, file)) || (rule.exclude !== undefined && matches(rule.exclude, file))) continue;
    const loaders = loadersOf(rule);
    const mdx = loaders.find((item) => typeof item.loader === 'string' && /[\\/@]mdx-loader([\\/]|$)/.test(item.loader));
    if (!mdx) continue;
    const loading: MarkdownLoading = {};
    const metadataPath = mdx.options?.metadataPath;
    const metadata = typeof metadataPath === 'function' ? metadataPath(file) : undefined;
    if (typeof metadata === 'string') loading.metadata = metadata;
    const marker = loaders.map((item) => item.options?.truncateMarker).find((each) => each instanceof RegExp) as RegExp | undefined;
    if (marker) loading.truncateMarker = { source: marker.source, flags: marker.flags };
    return loading;
  }
  return undefined;
}

/** The file a module path names, as the plugin's bundler finds it (absolute, @site/…, an alias); undefined for others. */
function fileOf(given: string, siteDir: string, aliases: Readonly<Record<string, string>>): string | undefined {
  const bare = given.replace(/\?.*$/, '');
  if (path.isAbsolute(bare)) return bare;
  if (bare.startsWith('@site/')) return path.join(siteDir, bare.slice('@site/'.length));
  return aliased(bare, aliases);
}

/**
 * Calls the plugin's configureWebpack as Docusaurus's server build does (an empty config, stand-ins for its loaders'
 * helpers) and reads what its routes' modules need. A configureWebpack that throws gives nothing: its routes' modules
 * are then read without it (and one it would have aliased is said to be named through an alias).
 */
export async function pluginWebpack(plugin: Any, routes: readonly AddedRoute[], siteDir: string, content: unknown): Promise<PluginWebpack | undefined> {
  if (typeof plugin.configureWebpack !== 'function') return undefined;
  const paths = routes.flatMap((route) => modulePaths(route.modules));
  if (paths.length === 0) return undefined;
  const given: Any = { resolve: { alias: {} }, module: { rules: [] }, plugins: [] };
  const utils = { getStyleLoaders: () => [], getJSLoader: () => ({ loader: 'babel-loader', options: {} }), currentBundler: { name: 'webpack' } };
  let returned: Any;
  try {
    returned = (await plugin.configureWebpack(given, true, utils, content)) ?? {};
  } catch {
    return undefined;
  }
  const aliases: Record<string, string> = {};
  for (const [key, target] of Object.entries({ ...given.resolve?.alias, ...returned.resolve?.alias })) if (typeof target === 'string') aliases[key] = target;
  const rules = allRules([...(given.module?.rules ?? []), ...(returned.module?.rules ?? [])]);
  const markdown: Record<string, MarkdownLoading> = {};
  for (const each of paths) {
    const file = fileOf(each, siteDir, aliases);
    if (!file || !/\.mdx?$/i.test(file) || file in markdown) continue;
    try {
      const loading = loadingOf(file, rules);
      if (loading) markdown[file] = loading;
    } catch {
      // A metadataPath that throws: the module is drawn without the metadata.
    }
  }
  return { aliases, markdown };
}
