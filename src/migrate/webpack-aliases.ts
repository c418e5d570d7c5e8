// Module aliases a plugin gives webpack (`configureWebpack` returning `{ resolve: { alias: { '@components':
// path.resolve(__dirname, 'src/components') } } }`, a local plugin's or a package's such as a module-alias plugin),
// which the site's components and MDX files then import by (`import X from '@components/global/X'`). Read in
// migrate's child process (evaluate-child.ts) while the plugins are still functions: each plugin is called as
// Docusaurus calls it, then its configureWebpack with an empty config, and what it leaves in `resolve.alias` is put
// beside the plugins list under ALIASES_FROM_PLUGINS; translateAliases writes the plain ones as `siteCode.aliases`.
// So are the extensions it gives `resolve.extensions` (`.web.js`, for react-native-web's files for the browser),
// merged with Docusaurus's own as its `mergeStrategy` says (`siteCode.resolveExtensions`), and the global constants
// of a webpack DefinePlugin it adds (`__DEV__`: `siteCode.define`). configureWebpack is called as `docusaurus build`
// calls it, with NODE_ENV production, so what it computes from NODE_ENV is what the site's build has.
import { createRequire } from 'node:module';
import path from 'node:path';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The key, on the evaluated config, that holds what the plugins' configureWebpack aliased. */
export const ALIASES_FROM_PLUGINS = '$lendocsAliases';

export interface AliasesFromPlugins {
  /** Alias → a path from the site folder (`./src/components`) or a package name. */
  aliases: Record<string, string>;
  /** Aliases that are no plain path or package name (false, a list), left out. */
  left: string[];
  /** resolve.extensions, when a plugin changed Docusaurus's. */
  extensions?: string[];
  /** DefinePlugin's constants: name → the code it stands for. */
  define?: Record<string, string>;
  /** Constants left out, and why. */
  leftDefines?: string[];
}

/** Docusaurus's resolve.extensions (its webpack base config), which a plugin's are merged with. */
const DOCUSAURUS_EXTENSIONS = ['.wasm', '.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'];

/** What lendocs answers itself (its stand-ins for React and Docusaurus): an alias for it changes nothing. */
const STOOD_IN = /^(react|react-dom|react-router|react-router-dom|clsx)(\/|\$|$)|^@(docusaurus|theme|theme-original|theme-init|site|generated)(\/|$)/;

/** The plugin's module: a function in the config, a file of the site, or an installed package (`sass` is docusaurus-plugin-sass). */
function pluginFunction(spec: unknown, dir: string, siteRequire: NodeJS.Require): unknown {
  if (typeof spec === 'function') return spec;
  if (typeof spec !== 'string' || spec.startsWith('@docusaurus/')) return undefined;
  const candidates = /^\.{1,2}\//.test(spec) || path.isAbsolute(spec) ? [path.resolve(dir, spec)] : [spec, `docusaurus-plugin-${spec}`];
  for (const candidate of candidates) {
    try {
      const made = siteRequire(candidate) as Any;
      return typeof made === 'function' ? made : made?.default;
    } catch {
      // Not installed under this name: the next, or none.
    }
  }
  return undefined;
}

/** An alias's target as the config keeps it: from the site folder, or a package name; undefined when it adds nothing. */
function keptTarget(key: string, target: string, dir: string): string | undefined {
  if (!path.isAbsolute(target)) return target;
  // `styled-components: <site>/node_modules/styled-components` is where the package is found anyway.
  if (target.split(path.sep).join('/').endsWith(`/node_modules/${key.replace(/\$$/, '')}`)) return undefined;
  const relative = path.relative(dir, target).split(path.sep).join('/');
  return relative.startsWith('../') ? relative : `./${relative}`;
}

/** Calls each plugin's configureWebpack and records the aliases it sets (nothing when none sets any). */
export async function findWebpackAliases(config: Any, dir: string): Promise<void> {
  if (!config || typeof config !== 'object') return;
  const siteRequire = createRequire(path.join(dir, 'noop.js'));
  const found: AliasesFromPlugins = { aliases: {}, left: [] };
  for (const entry of Array.isArray(config.plugins) ? config.plugins : []) {
    const [spec, options] = Array.isArray(entry) ? entry : [entry, {}];
    try {
      const make = pluginFunction(spec, dir, siteRequire);
      if (typeof make !== 'function') continue;
      const plugin = await make({ siteDir: dir, siteConfig: config, baseUrl: config.baseUrl ?? '/' }, options ?? {});
      if (typeof plugin?.configureWebpack !== 'function') continue;
      const given: Any = { resolve: { alias: {}, extensions: [...(found.extensions ?? DOCUSAURUS_EXTENSIONS)] }, module: { rules: [] }, plugins: [] };
      const utils = { getStyleLoaders: () => [], getJSLoader: () => ({}), currentBundler: { name: 'webpack' } };
      const returned = asBuild(() => plugin.configureWebpack(given, false, utils, undefined));
      readExtensions(given, returned, found);
      readDefines(returned?.plugins, found);
      for (const [key, target] of Object.entries({ ...given.resolve?.alias, ...returned?.resolve?.alias })) {
        if (STOOD_IN.test(key)) continue;
        const kept = typeof target === 'string' ? keptTarget(key, target, dir) : undefined;
        if (kept !== undefined) found.aliases[key] = kept;
        else if (typeof target !== 'string') found.left.push(key);
      }
    } catch {
      // A plugin that cannot be called here is named in the notes like any other.
    }
  }
  if (Object.keys(found.aliases).length || found.left.length || found.extensions || found.define || found.leftDefines) config[ALIASES_FROM_PLUGINS] = found;
}

/** What the plugins aliased (findWebpackAliases) → `siteCode.aliases`, with a note. */
export function translateAliases(config: Any, d: Any, notes: string[]): void {
  const found = d[ALIASES_FROM_PLUGINS] as AliasesFromPlugins | undefined;
  if (!found) return;
  if (Object.keys(found.aliases).length) {
    config.siteCode = { ...config.siteCode, aliases: found.aliases };
    notes.push(`siteCode.aliases: ${Object.keys(found.aliases).join(', ')}, from a plugin's configureWebpack (resolve.alias): the site's components and MDX files import by them.`);
  }
  if (found.left.length) notes.push(`configureWebpack: the alias(es) ${found.left.join(', ')} are no path or package name, and were left out.`);
  if (found.extensions) {
    config.siteCode = { ...config.siteCode, resolveExtensions: found.extensions };
    notes.push(`siteCode.resolveExtensions: ${found.extensions.join(', ')}, from a plugin's configureWebpack (resolve.extensions, merged with Docusaurus's): an import without an extension in the site's components and the packages they import is tried with them in this order.`);
  }
  if (found.define) {
    config.siteCode = { ...config.siteCode, define: found.define };
    notes.push(`siteCode.define: ${Object.keys(found.define).join(', ')}, from a webpack DefinePlugin a plugin's configureWebpack adds, with the values \`docusaurus build\` gives them (NODE_ENV production).`);
  }
  for (const left of found.leftDefines ?? []) notes.push(`configureWebpack: DefinePlugin's ${left}; left out.`);
}

/** `work` with NODE_ENV production, as `docusaurus build` runs it, when the environment does not say otherwise. */
function asBuild<T>(work: () => T): T {
  if (process.env.NODE_ENV !== undefined) return work();
  process.env.NODE_ENV = 'production';
  try {
    return work();
  } finally {
    delete process.env.NODE_ENV;
  }
}

/** resolve.extensions after webpack-merge's merge of what configureWebpack returned, by its mergeStrategy (append unless it says otherwise). */
function readExtensions(given: Any, returned: Any, found: AliasesFromPlugins): void {
  const base: string[] = Array.isArray(given.resolve?.extensions) ? given.resolve.extensions : DOCUSAURUS_EXTENSIONS;
  const more = returned?.resolve?.extensions;
  const strategy = returned?.mergeStrategy?.['resolve.extensions'];
  const merged = !Array.isArray(more) ? base : strategy === 'prepend' ? [...more, ...base] : strategy === 'replace' ? more : [...base, ...more];
  const kept = merged.filter((ext: unknown): ext is string => typeof ext === 'string' && /^\.[^/\\]+$/.test(ext));
  // Each plugin's call starts from what the plugins before it left (given), as webpack-merge merges them in turn.
  if (kept.join() !== DOCUSAURUS_EXTENSIONS.join()) found.extensions = [...new Set(kept)];
}

/** A name or property chain esbuild can replace (`__DEV__`, `globalThis.x`), and code it can put there (JSON, or such a chain). */
const CHAIN = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;
function replaceable(code: string): boolean {
  if (CHAIN.test(code)) return true;
  try {
    JSON.parse(code);
    return true;
  } catch {
    return false;
  }
}

/** The constants of each webpack DefinePlugin among the plugins configureWebpack returned (nested objects: dotted names). */
function readDefines(plugins: unknown, found: AliasesFromPlugins): void {
  const add = (name: string, value: unknown) => {
    if (value && typeof value === 'object') return Object.entries(value).forEach(([key, inner]) => add(`${name}.${key}`, inner));
    const code = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' || value === undefined ? String(value) : undefined;
    // process.env: what a build's environment gives, which lendocs does not write into the site's config.
    if (/^process(\.|$)/.test(name)) (found.leftDefines ??= []).push(`${name} (the environment of the build, which the site's code does not read: NODE_ENV alone)`);
    else if (!CHAIN.test(name) || code === undefined || !replaceable(code)) (found.leftDefines ??= []).push(`${name} (not a constant lendocs can put in: give the component the value itself)`);
    else (found.define ??= {})[name] = code;
  };
  for (const plugin of Array.isArray(plugins) ? plugins : []) {
    const definitions = (plugin as Any)?.constructor?.name === 'DefinePlugin' ? (plugin as Any).definitions : undefined;
    if (definitions && typeof definitions === 'object') for (const [name, value] of Object.entries(definitions)) add(name, value);
  }
}
