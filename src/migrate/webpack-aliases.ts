// Module aliases a plugin gives webpack (`configureWebpack` returning `{ resolve: { alias: { '@components':
// path.resolve(__dirname, 'src/components') } } }`, a local plugin's or a package's such as a module-alias plugin),
// which the site's components and MDX files then import by (`import X from '@components/global/X'`). Read in
// migrate's child process (evaluate-child.ts) while the plugins are still functions: each plugin is called as
// Docusaurus calls it, then its configureWebpack with an empty config, and what it leaves in `resolve.alias` is put
// beside the plugins list under ALIASES_FROM_PLUGINS; translateAliases writes the plain ones as `siteCode.aliases`.
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
}

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
      const given: Any = { resolve: { alias: {} }, module: { rules: [] }, plugins: [] };
      const utils = { getStyleLoaders: () => [], getJSLoader: () => ({}), currentBundler: { name: 'webpack' } };
      const returned = plugin.configureWebpack(given, false, utils, undefined);
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
  if (Object.keys(found.aliases).length || found.left.length) config[ALIASES_FROM_PLUGINS] = found;
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
}
