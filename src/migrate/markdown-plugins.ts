// The remark and rehype plugins of the docs and blog (`remarkPlugins`, `rehypePlugins`): migrate's child process
// names each (a function's name, which JSON would lose) beside the list, under PLUGIN_NAMES, and translate says what
// each did and whether lendocs does it too (maths and GFM it always does), so no plugin is dropped unsaid.
import { owners } from './edit-url-calls.js';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The key, beside remarkPlugins and rehypePlugins in the evaluated config, holding their names. */
export const PLUGIN_NAMES = '$lendocsPluginNames';
const KEYS = ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'] as const;

/** In the child: each plugin's function name (`remarkMath`), or '' when it has none (a stand-in, an arrow function). */
export function namePlugins(config: unknown): void {
  if (typeof config !== 'object' || config === null) return;
  for (const { options } of owners(config as Any)) {
    const names: Record<string, string[]> = {};
    for (const key of KEYS) {
      if (!Array.isArray(options[key])) continue;
      names[key] = options[key].map((entry: unknown) => {
        const plugin = Array.isArray(entry) ? entry[0] : entry;
        const name = typeof plugin === 'function' ? (plugin as { name?: unknown }).name : undefined;
        return typeof name === 'string' ? name : '';
      });
    }
    if (Object.keys(names).length > 0) options[PLUGIN_NAMES] = names;
  }
}

/** What lendocs does of what a well-known plugin did, by its name in kebab-case without `remark-`/`rehype-`. */
const KNOWN: Record<string, string> = {
  math: 'maths: on, lendocs renders $…$ and $$…$$ with KaTeX itself',
  katex: 'maths: on, lendocs renders $…$ and $$…$$ with KaTeX itself',
  mathjax: 'maths: on, rendered with KaTeX rather than MathJax',
  gfm: 'GFM: lendocs always reads it',
  mermaid: 'mermaid: lendocs draws ```mermaid blocks itself',
  'mdx-mermaid': 'mermaid: lendocs draws ```mermaid blocks itself',
};

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase().replace(/^(remark|rehype)-?/, '').replace(/-?plugin$/, '');

/** One note per plugin of `options` (`what`: `docs`, `blog`, a docs instance), saying what becomes of it. */
export function notePlugins(options: Any, what: string, notes: string[]): void {
  const named: Record<string, string[]> = options[PLUGIN_NAMES] ?? {};
  for (const key of KEYS) {
    const list = options[key];
    if (!Array.isArray(list) || list.length === 0) continue;
    const names = named[key] ?? [];
    const parts = list.map((_, index) => {
      const name = names[index] ?? '';
      if (!name) return 'a plugin with no name (from a package that is not installed, or an arrow function): not run';
      return `${name}: ${KNOWN[kebab(name)] ?? 'not run, so what it changed in the pages is not done'}`;
    });
    notes.push(`${what}.${key}: ${parts.join('; ')}.`);
  }
}
