// The routes a plugin's contentLoaded() adds with addRoute({ path, component, modules, props }), as Docusaurus
// builds them: a page at `path` drawn by `component` (`@theme/X`, `@site/…`, a file, a package's module), given as
// props the value of each of `modules` (the JSON files createData wrote, most often; a Markdown file as the page
// component its loader compiles it to) and then `props` (Docusaurus's ComponentCreator). Here each route is read
// into what the load stage builds as a React page (load/react-page-source.ts): its path under the base URL, its
// component's file and its props. A route lendocs cannot build (no component it can find, a module that is
// JavaScript, a path with parameters, nested routes) is a warning naming the plugin, the route and why, and is left out.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PluginRoute } from '../config/site-code.js';
import { warning } from '../errors.js';
import { moduleFile } from '../node/module-file.js';
import { installedThemeFolders } from '../node/theme-folders.js';
import { themeImportFile } from '../load/components/theme-modules.js';
import type { Diagnostic, ResolvedConfig } from '../types.js';
import type { AddedRoute } from './site-plugins-child.js';
import { aliased, type PluginWebpack } from './plugin-webpack.js';
import { MARKDOWN_MODULE, type MarkdownModule } from '../load/components/markdown-files.js';

export interface RouteContext {
  root: string;
  config: ResolvedConfig;
  /** Where createData wrote (`@generated/…`). */
  generatedFilesDir: string;
  /** Where messages point: the config naming siteCode.plugins. */
  where: { file: string; line?: number };
  /** What the plugin's configureWebpack gave: aliases, how its Markdown modules are loaded (plugin-webpack.ts). */
  webpack?: PluginWebpack;
  /** The plugin's module, when it is the site's own: the remark plugins its options list run on its Markdown modules. */
  pluginFile?: string;
}

/** Docusaurus's blog truncate marker, where a Markdown module imported with `?truncated=true` is cut when no loader of the plugin names its own. */
const TRUNCATE_MARKER = { source: '<!--\\s*truncate\\s*-->|\\{\\/\\*\\s*truncate\\s*\\*\\/\\}', flags: '' };

/** Why a route cannot be built, as the end of a sentence; `kind` groups the routes of a plugin that fail alike. */
class Unbuildable extends Error {
  constructor(
    message: string,
    readonly hint: string,
    readonly kind: string = message,
  ) {
    super(message);
  }
}

const HINT_MODULES =
  'lendocs gives a route\'s modules to its component as Docusaurus does when they are JSON data (the files createData writes, named *.json) or Markdown files. Have the plugin write its data with createData as JSON, or make the page a React page in the pages folder that reads the plugin\'s data with usePluginData().';

/** The routes one plugin added that lendocs builds, and a warning for each it cannot. `plugin` names the plugin in messages. */
export function pluginRoutes(added: readonly AddedRoute[], plugin: string, context: RouteContext): { routes: PluginRoute[]; diagnostics: Diagnostic[] } {
  const routes: PluginRoute[] = [];
  const unbuilt = new Map<string, { path: string; cause: Unbuildable }[]>();
  for (const route of added) {
    try {
      routes.push({ path: pathUnderBase(route, context.config.baseUrl), component: componentFile(route, context), props: propsOf(route, context), plugin });
    } catch (cause) {
      if (!(cause instanceof Unbuildable)) throw cause;
      unbuilt.set(cause.kind, [...(unbuilt.get(cause.kind) ?? []), { path: route.path, cause }]);
    }
  }
  // One warning per reason: a plugin that adds a route per post, each with its Markdown, is told once.
  const diagnostics = [...unbuilt.values()].map((alike) => {
    const [{ path: first, cause }] = alike;
    if (alike.length === 1) return warning('plugin-route', `${plugin} adds the route ${first} with addRoute, which lendocs does not build: ${cause.message}.`, { ...context.where, hint: cause.hint });
    const shown = alike.length > 3 ? `${alike.slice(0, 3).map((each) => each.path).join(', ')} and ${alike.length - 3} more` : alike.map((each) => each.path).join(', ');
    return warning('plugin-route', `${plugin} adds ${alike.length} routes with addRoute that lendocs does not build (${shown}), all for one reason; for ${first}: ${cause.message}.`, { ...context.where, hint: cause.hint });
  });
  return { routes, diagnostics };
}

/** Docusaurus's route paths start with the base URL (plugins write normalizeUrl([baseUrl, path])); lendocs's do not. */
function pathUnderBase(route: AddedRoute, baseUrl: string): string {
  if (route.nested) throw new Unbuildable(`it holds ${route.nested} nested route${route.nested > 1 ? 's' : ''} (\`routes\`), drawn inside its component by the router in the browser`, 'Add each page as a route of its own with addRoute, or make it a React page in the pages folder.', 'nested');
  const given = route.path;
  if (!given.startsWith('/')) throw new Unbuildable('its path does not start with "/"', 'Give addRoute a path from the site\'s root, with the base URL: normalizeUrl([baseUrl, \'x\']).');
  if (/(^|\/)[:*]|[*?]/.test(given)) throw new Unbuildable('its path has parameters or a wildcard, which only the router in the browser can match', 'Add one route per page, each with its own path.', 'parameters');
  const base = baseUrl.replace(/\/$/, '');
  const under = base && (given === base || given.startsWith(`${base}/`)) ? given.slice(base.length) || '/' : given;
  return decodedPath(under);
}

/**
 * A route's path is a URL path (`/tags/c%2B%2B`, as a plugin writes it with encodeURIComponent); lendocs keeps route
 * paths decoded, as on disk (shared/url-path.ts), so that the page's folder is `tags/c++`, the one a static server
 * reads for that URL, and links to either spelling find it.
 */
function decodedPath(urlPath: string): string {
  return urlPath
    .split('/')
    .map((segment) => {
      // A "%" that starts no escape (`/100%`) is kept as written, as an author's link is (decodeLocalHref).
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {}
      // A folder name cannot hold "/" or "\\"; "?" and "#" would start a query or fragment in every link to it.
      if (/[/\\?#]/.test(decoded)) throw new Unbuildable(`its path has an encoded "/", "\\", "?" or "#" inside a segment (${segment}), which no page's folder can hold`, 'Give each part of the path as a segment of its own, separated by "/", without "?" or "#".', 'slash');
      return decoded;
    })
    .join('/');
}

/** The file of the route's component, found as Docusaurus's bundler finds it. */
function componentFile(route: AddedRoute, { root, config, generatedFilesDir }: RouteContext): string {
  const given = route.component;
  if (!given) throw new Unbuildable('it names no component', 'Give addRoute a component: the module path of the React component that draws the page.');
  const file = given.startsWith('@theme/') ? themeImportFile(given, root, installedThemeFolders(config.siteCode?.themes, root)) : codeFile(given, root, generatedFilesDir);
  if (file) return file;
  const hint = given.startsWith('@theme/')
    ? `Swizzle or write ${given} in src/theme, or name the theme package that has it in siteCode.themes (lendocs migrate does).`
    : 'Name the component by a path lendocs can find: absolute, @site/…, or a package\'s module.';
  throw new Unbuildable(`its component ${given} is not a module lendocs can find`, hint);
}

/** A module path as written in a route: absolute, `@site/…`, `@generated/…`, or a package's; undefined for another alias. */
function modulePath(given: string, root: string, generatedFilesDir: string, aliases: Readonly<Record<string, string>> = {}): string | undefined {
  if (path.isAbsolute(given)) return given;
  if (given.startsWith('@site/')) return path.join(root, given.slice('@site/'.length));
  if (given.startsWith('@generated/')) return path.join(generatedFilesDir, given.slice('@generated/'.length));
  const viaAlias = aliased(given, aliases);
  if (viaAlias !== undefined) return path.isAbsolute(viaAlias) ? viaAlias : modulePath(viaAlias, root, generatedFilesDir);
  if (/^[~@.]/.test(given) && !/^@[\w-]+\/[\w-]/.test(given)) return undefined;
  try {
    return createRequire(path.join(root, 'package.json')).resolve(given);
  } catch {
    return undefined;
  }
}

function codeFile(given: string, root: string, generatedFilesDir: string): string | undefined {
  const found = modulePath(given, root, generatedFilesDir);
  return found === undefined ? undefined : (moduleFile(found) ?? undefined);
}

/** The component's props: each module's value where its path was, then the route's own `props`. */
function propsOf(route: AddedRoute, context: RouteContext): Record<string, unknown> {
  const modules = route.modules && typeof route.modules === 'object' ? (valueOf(route.modules, '', context) as Record<string, unknown>) : {};
  const props = route.props && typeof route.props === 'object' && !Array.isArray(route.props) ? (route.props as Record<string, unknown>) : {};
  return { ...modules, ...props };
}

/** Docusaurus's modules: a string or `{ __import: true, path }` is a module, loaded; objects and arrays hold them. */
function valueOf(given: unknown, key: string, context: RouteContext): unknown {
  if (typeof given === 'string') return moduleValue(given, key, context);
  if (Array.isArray(given)) return given.map((item, index) => valueOf(item, `${key}.${index}`, context));
  if (given && typeof given === 'object') {
    const record = given as Record<string, unknown>;
    if (record.__import === true && typeof record.path === 'string') return moduleValue(record.path, key, context, record.query);
    return Object.fromEntries(Object.entries(record).map(([name, value]) => [name, valueOf(value, key ? `${key}.${name}` : name, context)]));
  }
  return given;
}

/** A module's value: JSON data, or a Markdown file as the component its loader compiles it to (markdownModule). `query`: `{ __import, path, query }`'s. */
function moduleValue(written: string, key: string, context: RouteContext, query?: unknown): unknown {
  const { root, generatedFilesDir, webpack } = context;
  // Docusaurus imports `path?query` (codegen writes `{ path, query }` so); a path may carry its query itself.
  const [given, writtenQuery] = written.split('?', 2);
  const file = modulePath(given, root, generatedFilesDir, webpack?.aliases);
  const shown = file && path.isAbsolute(given) ? path.relative(root, file).split(path.sep).join('/') : given;
  if (file === undefined) throw new Unbuildable(`its module \`${key}\` (${given}) is named through an alias of the plugin's bundler set-up, which lendocs does not have`, HINT_MODULES, 'alias');
  if (/\.mdx?$/i.test(file)) return markdownModule(file, shown, key, context, truncatedBy(query, writtenQuery));
  if (!/\.json$/i.test(file)) throw new Unbuildable(`its module \`${key}\` (${shown}) is not JSON data`, HINT_MODULES, 'code');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Unbuildable(`its module \`${key}\` (${shown}) does not exist`, 'Write the file with createData before addRoute names it.');
  }
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new Unbuildable(`its module \`${key}\` (${shown}) is not valid JSON (${(cause as Error).message})`, 'Give createData JSON.stringify(data).');
  }
}

/** Whether the import asks for the file cut at its truncate marker (`truncated` in its query, as the blog's loader reads it). */
function truncatedBy(query: unknown, written: string | undefined): boolean {
  if (query && typeof query === 'object' && (query as Record<string, unknown>).truncated) return true;
  const given = written === undefined ? undefined : new URLSearchParams(written).get('truncated');
  return given !== undefined && given !== null && given !== 'false';
}

/**
 * A Markdown module: drawn as the page component Docusaurus's mdx-loader compiles it to (load/markdown.ts and
 * components/markdown-files.ts), with `metadata` the JSON file the plugin's loader names for it (plugin-webpack.ts).
 */
function markdownModule(file: string, shown: string, key: string, { webpack, root, pluginFile }: RouteContext, truncated: boolean): { [MARKDOWN_MODULE]: MarkdownModule } {
  if (!existsSync(file)) throw new Unbuildable(`its module \`${key}\` (${shown}) does not exist`, 'Give addRoute the path of a Markdown file that exists.');
  const loading = webpack?.markdown[file];
  const module: MarkdownModule = { file, ...(pluginFile ? { plugin: pluginFile } : {}) };
  if (truncated) module.cut = loading?.truncateMarker ?? TRUNCATE_MARKER;
  if (loading?.metadata !== undefined) {
    const metadataFile = path.relative(root, loading.metadata).split(path.sep).join('/');
    let text: string;
    try {
      text = readFileSync(loading.metadata, 'utf8');
    } catch {
      throw new Unbuildable(`the metadata of its module \`${key}\` (${shown}) is to be read from ${metadataFile}, which the plugin's loader names (metadataPath) but does not exist`, 'Have the plugin write that file with createData before addRoute names the Markdown file.', 'metadata');
    }
    try {
      module.metadata = JSON.parse(text);
    } catch (cause) {
      throw new Unbuildable(`the metadata of its module \`${key}\` (${shown}), ${metadataFile}, is not valid JSON (${(cause as Error).message})`, 'Give createData JSON.stringify(metadata).', 'metadata');
    }
  }
  return { [MARKDOWN_MODULE]: module };
}
