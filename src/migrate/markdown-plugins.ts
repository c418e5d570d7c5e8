// The remark and rehype plugins of the docs and blog (`remarkPlugins`, `rehypePlugins`): migrate's child process
// names each (a function's name, which JSON would lose) beside the list, under PLUGIN_NAMES, and translate says what
// each did and whether lendocs does it too (maths and GFM it always does), so no plugin is dropped unsaid.
import { owners } from './edit-url-calls.js';
import { packageOf } from '../node/package-of.js';
import { NPM2YARN_CONVERTERS } from '../config/npm2yarn.js';
import { doneByLendocs, pluginKey } from '../shared/markdown-plugin-names.js';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The key, beside remarkPlugins and rehypePlugins in the evaluated config, holding their names. */
export const PLUGIN_NAMES = '$lendocsPluginNames';
const KEYS = ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'] as const;

/**
 * In the child: each plugin's name: its package's (`@docusaurus/remark-plugin-npm2yarn`, also for a package that is
 * not installed here), else its function's (`remarkMath`), else '' (an arrow function of the config's own).
 */
export function namePlugins(config: unknown): void {
  if (typeof config !== 'object' || config === null) return;
  const pages = (Array.isArray((config as Any).presets) ? (config as Any).presets : []).map((item: unknown) => (Array.isArray(item) ? item[1]?.pages : undefined));
  for (const options of [...owners(config as Any).map((owner) => owner.options), ...pages.filter((options: unknown) => typeof options === 'object' && options !== null)]) {
    const names: Record<string, string[]> = {};
    for (const key of KEYS) {
      if (!Array.isArray(options[key])) continue;
      names[key] = options[key].map((entry: unknown) => {
        const plugin = Array.isArray(entry) ? entry[0] : entry;
        const name = packageOf(plugin) ?? (typeof plugin === 'function' ? (plugin as { name?: unknown }).name : undefined);
        return typeof name === 'string' ? name : '';
      });
    }
    if (Object.keys(names).length > 0) options[PLUGIN_NAMES] = names;
  }
}

/** Whether a plugin of `key` named `name` is one the build runs (markdown.remarkPlugins): a remark plugin lendocs does not do itself. */
const runByBuild = (key: string, name: string) => /remark/i.test(key) && doneByLendocs(name) === undefined;

/** One note per plugin of `options` (`what`: `docs`, `blog`, a docs instance), saying what becomes of it. */
export function notePlugins(options: Any, what: string, notes: string[]): void {
  const named: Record<string, string[]> = options[PLUGIN_NAMES] ?? {};
  for (const key of KEYS) {
    const list = options[key];
    if (!Array.isArray(list) || list.length === 0) continue;
    const names = named[key] ?? [];
    const parts = list.map((_, index) => {
      const given = names[index] || `plugin ${index + 1} (no name: an arrow function, or a package that is not installed)`;
      // unified's own habit names many a plugin's function `attacher`: its place in the list says which it is.
      const name = /^(attacher|plugin|transformer|default)$/.test(given) ? `${given} (plugin ${index + 1})` : given;
      if (runByBuild(key, name)) return `${name}: run by each build from the Docusaurus config (markdown.remarkPlugins)`;
      return `${name}: ${doneByLendocs(name) ?? 'not run (lendocs makes HTML without rehype), so what it changed in the pages is not done'}`;
    });
    notes.push(`${what}.${key}: ${parts.join('; ')}.`);
  }
}

/** Whether any content plugin's options list a remark plugin the build runs (markdown.remarkPlugins). */
export function hasSiteRemarkPlugins(contentOptions: unknown[]): boolean {
  return contentOptions.some((options) => {
    if (typeof options !== 'object' || options === null) return false;
    const named: Record<string, string[]> = (options as Any)[PLUGIN_NAMES] ?? {};
    return KEYS.some((key) => Array.isArray((options as Any)[key]) && (options as Any)[key].some((entry: unknown, index: number) => entry && runByBuild(key, named[key]?.[index] || '')));
  });
}

/**
 * Config `markdown.npm2yarn` from the first content plugin (docs, blog, pages) that runs Docusaurus's npm2yarn plugin,
 * with its options: `sync`, and the converters lendocs knows (one of the config's own functions cannot be carried).
 */
export function translateNpm2Yarn(contentOptions: unknown[], notes: string[]): Any | undefined {
  for (const options of contentOptions) {
    if (typeof options !== 'object' || options === null) continue;
    const named: Record<string, string[]> = (options as Any)[PLUGIN_NAMES] ?? {};
    for (const key of KEYS) {
      const index = (named[key] ?? []).findIndex((name) => pluginKey(name) === 'npm2yarn');
      if (index < 0) continue;
      const entry = (options as Any)[key][index];
      const given: Any = Array.isArray(entry) && typeof entry[1] === 'object' && entry[1] !== null ? entry[1] : {};
      const result: Any = {};
      if (given.sync === true) result.sync = true;
      if (Array.isArray(given.converters)) {
        const known = given.converters.filter((converter: unknown) => (NPM2YARN_CONVERTERS as readonly unknown[]).includes(converter));
        const left = given.converters.filter((converter: unknown) => !known.includes(converter));
        const names = left.map((converter: unknown) => JSON.stringify(Array.isArray(converter) ? converter[0] : converter));
        if (left.length > 0) notes.push(`npm2yarn: the converter${left.length > 1 ? 's' : ''} ${names.join(', ')} left out: lendocs converts to ${NPM2YARN_CONVERTERS.join(', ')} only (not with a function of the config's own).`);
        if (known.length > 0) result.converters = known;
      }
      return result;
    }
  }
  return undefined;
}
