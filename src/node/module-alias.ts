// Module aliases (config `siteCode.aliases`), as webpack's resolve.alias reads them: `@components` leads
// `@components` and `@components/X` to its target, `name$` only `name` itself. A target is a path from the site
// folder (`./src/components`) or a package name. Used where the site's components are bundled and where an MDX
// file's imports are resolved, so both read one rule.
import path from 'node:path';

/** The aliases in the config's order, each target a path made absolute or a package name as written. */
export type ModuleAliases = readonly { key: string; exact: boolean; target: string }[];

export function moduleAliases(aliases: Record<string, string> | undefined, siteRoot: string): ModuleAliases | undefined {
  if (!aliases || Object.keys(aliases).length === 0) return undefined;
  return Object.entries(aliases).map(([key, target]) => ({
    key: key.replace(/\$$/, ''),
    exact: key.endsWith('$'),
    target: /^\.{1,2}(\/|$)/.test(target) ? path.resolve(siteRoot, target) : target,
  }));
}

/** What `specifier` leads to through the first alias that takes it; undefined when none does. */
export function aliasedSpecifier(specifier: string, aliases: ModuleAliases | undefined): string | undefined {
  for (const { key, exact, target } of aliases ?? []) {
    if (specifier === key) return target;
    if (!exact && specifier.startsWith(`${key}/`)) return target + specifier.slice(key.length);
  }
  return undefined;
}
