// The plugins a Docusaurus config takes from packages (issue 31): a package named in `plugins` or `themes`
// (`docusaurus-theme-redoc`, or a shorthand such as `openapi-docs`), and what a preset of a package gives
// (`redocusaurus` gives a theme and one plugin per API spec), in Docusaurus's order: the presets' plugins, the presets'
// themes, then the config's plugins and themes. Each is loaded from the site's node_modules and called as Docusaurus
// calls it, with the context and its options; what it gives is the plugin instance. Docusaurus's own packages
// (@docusaurus/…) are left out: lendocs does their work itself (docs, blog, pages, sitemap, redirects…), and so are
// the search packages lendocs has its own search for. Used by migrate's child (which of them give content) and the
// build's (running their loadContent and contentLoaded, pipeline/site-plugins-child.ts).
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

type Kind = 'preset' | 'plugin' | 'theme';

/** Packages whose work lendocs does itself, besides Docusaurus's own: running them would give nothing it reads. */
const DONE_BY_LENDOCS = ['@easyops-cn/docusaurus-search-local', 'docusaurus-lunr-search', 'docusaurus-plugin-search-local', '@cmfcmf/docusaurus-search-local'];

/** One plugin instance a package gave. */
export interface PackagePlugin {
  /** The package it comes from (`docusaurus-plugin-redoc`); for a preset's plugin, the plugin's package, not the preset's. */
  package: string;
  /** Its id among the plugins of its name (Docusaurus's `id` option, default "default"). */
  id: string;
  /** What its function gave: the plugin instance. */
  instance: Any;
}

/** A preset, plugin or theme that could not be loaded or called; it gives nothing. */
export interface PackagePluginFailure {
  package: string;
  /** The id it was given, for a plugin or theme (a preset has none). */
  id?: string;
  kind: Kind;
  message: string;
}

const entries = (list: unknown): [unknown, Any][] => (Array.isArray(list) ? list : []).filter(Boolean).map((entry) => (Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined]));

const isPath = (spec: string) => /^\.{1,2}([\\/]|$)/.test(spec) || path.isAbsolute(spec);

/** The package a resolved file lies in (`…/node_modules/@scope/name/dist/index.js` → `@scope/name`), or undefined outside node_modules. */
export function packageOfFile(file: string): string | undefined {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return undefined;
  return parts.slice(at + 1, at + 1 + (parts[at + 1].startsWith('@') ? 2 : 1)).join('/');
}

/** The module names Docusaurus tries for an entry (`redocusaurus`, `openapi-docs` → `docusaurus-theme-openapi-docs`, `@acme/x` → `@acme/docusaurus-plugin-x`). */
export function moduleCandidates(spec: string, kind: Kind): string[] {
  if (spec === 'classic') return [];
  const scoped = /^(@[^/]+)(?:\/(.*))?$/.exec(spec);
  if (scoped) return [spec, `${scoped[1]}/docusaurus-${kind}${scoped[2] ? `-${scoped[2]}` : ''}`];
  return [spec, `docusaurus-${kind}-${spec}`];
}

const doneByLendocs = (name: string) => name.startsWith('@docusaurus/') || DONE_BY_LENDOCS.includes(name);

/** The resolved file of a package entry, or undefined when it is the site's own, Docusaurus's, or not installed. */
function resolveEntry(spec: unknown, kind: Kind, siteRequire: NodeJS.Require): { file: string; name: string } | undefined {
  if (typeof spec !== 'string') return undefined;
  // A preset gives its plugins by path (`require.resolve('docusaurus-plugin-redoc')`): a path into a package is that package.
  if (isPath(spec)) {
    const name = packageOfFile(path.resolve(spec));
    return name && !doneByLendocs(name) ? { file: path.resolve(spec), name } : undefined;
  }
  for (const candidate of moduleCandidates(spec, kind)) {
    if (doneByLendocs(candidate)) return undefined;
    try {
      const file = siteRequire.resolve(candidate);
      const name = packageOfFile(file) ?? candidate;
      return doneByLendocs(name) ? undefined : { file, name };
    } catch {
      // Not installed under this name: the next, or none.
    }
  }
  return undefined;
}

/** The module's namespace: required, or imported when it is an ES module that require cannot load. */
async function loadModule(file: string, siteRequire: NodeJS.Require): Promise<Any> {
  try {
    return siteRequire(file);
  } catch (cause) {
    if ((cause as { code?: string }).code !== 'ERR_REQUIRE_ESM') throw cause;
    return import(pathToFileURL(file).href);
  }
}

const functionOf = (module: Any) => (typeof module === 'function' ? module : typeof module?.default === 'function' ? module.default : module?.default?.default);

/**
 * The plugin instances the config's packages give, in Docusaurus's order, and the entries that failed. `validate`
 * is Docusaurus's validateOptions call, given the module (or function) that has one and the options with their id.
 */
export async function packagePlugins(config: Any, context: Any, validate: (module: Any, options: Any) => Any = (_, options) => options): Promise<{ plugins: PackagePlugin[]; failures: PackagePluginFailure[] }> {
  const siteRequire = createRequire(path.join(context.siteDir, 'noop.js'));
  const plugins: PackagePlugin[] = [];
  const failures: PackagePluginFailure[] = [];
  const fail = (name: string, kind: Kind, cause: unknown, id?: string) => failures.push({ package: name, kind, ...(id ? { id } : {}), message: cause instanceof Error ? cause.message : String(cause) });
  const fromPresets: { plugins: [unknown, Any][]; themes: [unknown, Any][] } = { plugins: [], themes: [] };
  for (const [spec, options] of entries(config?.presets)) {
    const found = resolveEntry(spec, 'preset', siteRequire);
    if (!found) continue;
    try {
      const made = await functionOf(await loadModule(found.file, siteRequire))?.(context, options ?? {});
      fromPresets.plugins.push(...entries(made?.plugins));
      fromPresets.themes.push(...entries(made?.themes));
    } catch (cause) {
      fail(found.name, 'preset', cause);
    }
  }
  const ordered: [unknown, Any, Kind][] = [
    ...fromPresets.plugins.map(([spec, options]): [unknown, Any, Kind] => [spec, options, 'plugin']),
    ...fromPresets.themes.map(([spec, options]): [unknown, Any, Kind] => [spec, options, 'theme']),
    ...entries(config?.plugins).map(([spec, options]): [unknown, Any, Kind] => [spec, options, 'plugin']),
    ...entries(config?.themes).map(([spec, options]): [unknown, Any, Kind] => [spec, options, 'theme']),
  ];
  for (const [spec, given, kind] of ordered) {
    const found = resolveEntry(spec, kind, siteRequire);
    if (!found) continue;
    try {
      const module = await loadModule(found.file, siteRequire);
      const make = functionOf(module);
      if (typeof make !== 'function') throw new Error(`${found.file} does not export a plugin function`);
      // Docusaurus gives a plugin without validateOptions its options as written; a schema's validate adds the id.
      const checker = typeof module?.validateOptions === 'function' ? module : typeof make.validateOptions === 'function' ? make : undefined;
      const options = checker ? validate(checker, { id: 'default', ...((given ?? {}) as Any) }) : (given ?? {});
      const instance = await make(context, options);
      if (instance) plugins.push({ package: found.name, id: String(options?.id ?? given?.id ?? 'default'), instance });
    } catch (cause) {
      fail(found.name, kind, cause, String(given?.id ?? 'default'));
    }
  }
  return { plugins, failures };
}
