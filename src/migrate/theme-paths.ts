// The theme folders of a Docusaurus site's theme packages, read in migrate's child process (evaluate-child.ts) while
// the config's entries are still callable: each preset is called for its themes and plugins, and each theme or plugin
// as Docusaurus calls it, then its getThemePath(), in Docusaurus's order (presets' plugins, presets' themes, the
// config's plugins, then its themes: a later folder overrides an earlier one). Docusaurus's own packages (the classic
// theme lendocs stands in for) and the themes lendocs has a part of its own for are left out. What is found is put
// under THEMES_FROM_CONFIG; translateThemeFolders writes it as `siteCode.themes`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { KNOWN_THEMES } from './translate-themes.js';

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The key, on the evaluated config, that holds the theme folders found (`package/lib/theme` or `./path`). */
export const THEMES_FROM_CONFIG = '$lendocsThemes';

type Kind = 'preset' | 'plugin' | 'theme';

const entries = (list: unknown): [unknown, Any][] => (Array.isArray(list) ? list : []).filter(Boolean).map((entry) => (Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined]));

/** The module names Docusaurus tries for a shorthand (`redocusaurus`, `openapi-docs` → `docusaurus-theme-openapi-docs`). */
function candidates(spec: string, kind: Kind, dir: string): string[] {
  if (/^\.{1,2}\//.test(spec) || path.isAbsolute(spec)) return [path.resolve(dir, spec)];
  if (spec === 'classic') return [];
  const scoped = /^(@[^/]+)(?:\/(.*))?$/.exec(spec);
  if (scoped) return [spec, `${scoped[1]}/docusaurus-${kind}${scoped[2] ? `-${scoped[2]}` : ''}`];
  return [spec, `docusaurus-${kind}-${spec}`];
}

/** The callable an entry names, and the file it was loaded from (undefined: written in the config, or not found). */
function load(spec: unknown, kind: Kind, siteRequire: NodeJS.Require, dir: string): { make: Any; file?: string } | undefined {
  if (typeof spec === 'function') return { make: spec };
  if (typeof spec !== 'string' || spec.startsWith('@docusaurus/')) return undefined;
  for (const name of candidates(spec, kind, dir)) {
    if (name.startsWith('@docusaurus/') || KNOWN_THEMES[name]) return undefined;
    try {
      const file = siteRequire.resolve(name);
      // A preset gives its themes by path (`require.resolve('@docusaurus/theme-classic')`): the package it lies in.
      const owner = keptFolder(file, dir);
      if (owner.startsWith('@docusaurus/') || Object.keys(KNOWN_THEMES).some((known) => owner.startsWith(`${known}/`))) return undefined;
      const made = siteRequire(file) as Any;
      return { make: typeof made === 'function' ? made : made?.default, file };
    } catch {
      // Not installed under this name: the next, or none.
    }
  }
  return undefined;
}

/** A folder as the config keeps it: `<package>/<path inside it>` for a folder in node_modules, else a path from the site folder. */
export function keptFolder(folder: string, dir: string): string {
  const parts = folder.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at >= 0 && at + 1 < parts.length) {
    const size = parts[at + 1].startsWith('@') ? 2 : 1;
    return parts.slice(at + 1, at + 1 + size).join('/') + (parts.length > at + 1 + size ? `/${parts.slice(at + 1 + size).join('/')}` : '');
  }
  const relative = path.relative(dir, folder).split(path.sep).join('/');
  return relative.startsWith('../') ? relative : `./${relative}`;
}

/** Calls the presets, plugins and themes and records each theme folder they give (nothing when none gives one). */
export async function findThemeFolders(config: Any, dir: string): Promise<void> {
  if (!config || typeof config !== 'object') return;
  const siteRequire = createRequire(path.join(dir, 'noop.js'));
  const context = { siteDir: dir, siteConfig: config, baseUrl: config.baseUrl ?? '/', i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] } };
  const fromPresets: { plugins: [unknown, Any][]; themes: [unknown, Any][] } = { plugins: [], themes: [] };
  for (const [spec, options] of entries(config.presets)) {
    const loaded = load(spec, 'preset', siteRequire, dir);
    try {
      const made = loaded && (await loaded.make(context, options ?? {}));
      fromPresets.plugins.push(...entries(made?.plugins));
      fromPresets.themes.push(...entries(made?.themes));
    } catch {
      // A preset that cannot be called here gives nothing; the notes name it.
    }
  }
  const ordered: [unknown, Any, Kind][] = [
    ...fromPresets.plugins.map(([s, o]) => [s, o, 'plugin'] as [unknown, Any, Kind]),
    ...fromPresets.themes.map(([s, o]) => [s, o, 'theme'] as [unknown, Any, Kind]),
    ...entries(config.plugins).map(([s, o]) => [s, o, 'plugin'] as [unknown, Any, Kind]),
    ...entries(config.themes).map(([s, o]) => [s, o, 'theme'] as [unknown, Any, Kind]),
  ];
  const folders: string[] = [];
  for (const [spec, options, kind] of ordered) {
    const loaded = load(spec, kind, siteRequire, dir);
    try {
      const plugin = loaded && (await loaded.make(context, options ?? {}));
      const folder = typeof plugin?.getThemePath === 'function' ? plugin.getThemePath() : undefined;
      if (typeof folder === 'string') folders.push(keptFolder(path.resolve(loaded!.file ? path.dirname(loaded!.file) : dir, folder), dir));
    } catch {
      // A theme that cannot be called here: its components are not looked for; the notes name it.
    }
  }
  if (folders.length) config[THEMES_FROM_CONFIG] = [...new Set(folders)];
}
