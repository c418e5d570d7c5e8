// Docusaurus's `themes` → what lendocs does with each: the classic theme's options are the preset's `theme` (its
// customCss: translate-styles.ts), the themes lendocs has a part of its own for say so, and any other theme
// package is named with the components it would draw (`@theme/SearchBar`, `@theme/ApiItem`…), read from its
// installed theme folder, since lendocs does not run it and those parts of the pages are not drawn.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const CLASSIC_THEME = '@docusaurus/theme-classic';

/** Themes whose part of the page lendocs draws itself, and how. */
export const KNOWN_THEMES: Readonly<Record<string, string>> = {
  '@docusaurus/theme-mermaid': 'mermaid diagrams; lendocs draws ```mermaid blocks itself',
  '@docusaurus/theme-live-codeblock': 'live code editors; code blocks are shown as code',
  '@docusaurus/theme-search-algolia': 'Algolia search; lendocs has its own search',
  '@easyops-cn/docusaurus-search-local': 'local search; lendocs has its own',
};

const entries = (themes: unknown): [unknown, Any][] => (Array.isArray(themes) ? themes : []).filter(Boolean).map((entry) => (Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined]));

/** A reference's package name (translate.ts's packageName: given, as that module imports this one). */
type PackageName = (spec: string) => string;

const nameOf = (spec: unknown, packageName: PackageName) => (typeof spec === 'string' ? (spec === 'classic' ? CLASSIC_THEME : packageName(spec)) : undefined);

/** The options a `themes` entry of the classic theme gives (`customCss`…), as the classic preset's `theme` option would. */
export function classicThemeOptions(themes: unknown, packageName: PackageName): Any | undefined {
  return entries(themes).find(([spec]) => nameOf(spec, packageName) === CLASSIC_THEME)?.[1];
}

/** The package a theme's shorthand names (`openapi-docs` → `docusaurus-theme-openapi-docs`, `@acme/x` → `@acme/docusaurus-theme-x`). */
const shorthandPackage = (name: string): string => name.replace(/^(@[^/]+\/)?(.*)$/, (_, scope: string | undefined, rest: string) => `${scope ?? ''}docusaurus-theme-${rest}`);

/** A note per theme: what lendocs does instead, or the components of a theme it does not run, which the pages lack. */
export function themeNotes(themes: unknown, siteDir: string | undefined, packageName: PackageName, drawn: readonly string[] = []): string[] {
  if (themes !== undefined && !Array.isArray(themes)) return ['themes: not a list; not translated.'];
  return entries(themes).flatMap(([spec]) => {
    const name = nameOf(spec, packageName);
    if (name === CLASSIC_THEME) return [];
    if (!name) return ['themes: a theme written in the config (a function) is not run; what it draws is not drawn.'];
    if (KNOWN_THEMES[name]) return [`theme ${name}: ${KNOWN_THEMES[name]}.`];
    // Its folder is in siteCode.themes (translateThemeFolders says so).
    if (drawn.some((folder) => [name, shorthandPackage(name)].some((each) => folder.startsWith(`${each}/`)))) return [];
    const components = siteDir ? themeComponents(name, siteDir) : undefined;
    const what = components === undefined ? 'what it draws' : components.length ? `what it draws (${components.map((component) => `@theme/${component}`).join(', ')})` : 'what it adds';
    return [`theme ${name}: lendocs does not run it, so ${what} is not drawn; a page or component that imports one of its components is an error naming it. Port what you need as components of the site (src/components).`];
  });
}

/**
 * The components a theme package gives, as its theme folder holds them (`lib/theme/SearchBar/`…), found in the
 * node_modules of the site folder or a folder above it; undefined when the package is not installed.
 */
function themeComponents(name: string, siteDir: string): string[] | undefined {
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const root = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(root, 'package.json'))) {
      const folder = ['lib/theme', 'dist/theme', 'src/theme', 'theme'].map((inside) => path.join(root, inside)).find((candidate) => existsSync(candidate));
      if (!folder) return [];
      const names = readdirSync(folder).filter((entry) => /^[A-Z]/.test(entry) && !entry.endsWith('.d.ts')).map((entry) => entry.replace(/\.[jt]sx?$/, ''));
      return [...new Set(names)].sort();
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * The theme folders the config's presets, plugins and themes give (theme-paths.ts, in migrate's child process) →
 * `siteCode.themes`, with a note naming them; returns them (themeNotes leaves those themes out).
 */
export function translateThemeFolders(config: Any, found: unknown, notes: string[]): string[] {
  if (!Array.isArray(found) || found.length === 0) return [];
  const folders = found.filter((each): each is string => typeof each === 'string');
  config.siteCode = { ...config.siteCode, themes: folders };
  notes.push(`siteCode.themes: ${folders.join(', ')}: the theme folders of the site's theme packages; their components (@theme/X) are bundled and drawn at build time as the site's own, after src/theme (a component that cannot be drawn is a warning naming it).`);
  return folders;
}
