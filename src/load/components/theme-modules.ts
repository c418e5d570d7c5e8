// Where `@theme/X` leads, as Docusaurus's theme aliases make it: to the site's own `src/theme/X` first (a swizzled
// component, or one of the site's own that only it has: `@theme/company/video-modal`), as a file or a folder's
// index (`src/theme/X/index.js`, what swizzle writes), then to the site's theme packages' X (config `siteCode.themes`:
// node/theme-folders.ts), then to lendocs's own. `@theme-original/X` is the theme packages' X, else lendocs's own
// (stand-ins.tsx), whatever the site has; `@theme-init/X` lendocs's own for a component of Docusaurus's classic theme
// (the first theme of every site), else the first theme package's.
//
// The components lendocs draws itself where Markdown and MDX use them stay lendocs's own even when the site has
// its version (theme-inventory.ts says so once, with what the pages show instead): a component drawing `<Tabs>`
// looks like the tabs on the page around it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { moduleFile } from '../../node/module-file.js';
import { initialThemeModule, themePackageModule } from '../../node/theme-folders.js';
import { DOCUSAURUS_COMPONENTS } from './docusaurus-components.js';

/** Components lendocs draws itself wherever they are used: `@theme/<name>` is always its own. */
export const DRAWN_BY_LENDOCS: ReadonlySet<string> = new Set(['Layout', 'Heading', 'CodeBlock', 'Tabs', 'TabItem', 'TOCInline', 'DocCardList', 'Details', 'Admonition']);

/** The site's theme folder. */
export const themeFolder = (siteRoot: string): string => path.join(siteRoot, 'src', 'theme');

/**
 * The site's file `@theme/<name>` leads to: a code file or a folder's index (moduleFile), or any other existing
 * file as named (`@theme/X/styles.css`); undefined when the site has none, or when lendocs draws `name` itself.
 */
export function siteThemeModule(siteRoot: string, name: string): string | undefined {
  if (DRAWN_BY_LENDOCS.has(name) || name.split('/').includes('..')) return undefined;
  const folder = themeFolder(siteRoot);
  // One look for the folder: a site without src/theme pays nothing more.
  if (!existsSync(folder)) return undefined;
  const base = path.join(folder, name);
  const found = moduleFile(base);
  return found === null ? base : found;
}

/**
 * The file an `@theme/…`, `@theme-original/…` or `@theme-init/…` import leads to (see above): the site's own, or a
 * theme package's; undefined when lendocs's own answers it (a stand-in).
 */
export function themeImportFile(specifier: string, siteRoot: string, themeFolders: readonly string[] = []): string | undefined {
  const parsed = /^@theme(-original|-init)?\/(.+)$/.exec(specifier);
  if (!parsed) return undefined;
  const [, kind, name] = parsed;
  if (DRAWN_BY_LENDOCS.has(name)) return undefined;
  if (kind === undefined) return siteThemeModule(siteRoot, name) ?? themePackageModule(themeFolders, name);
  if (kind === '-original') return themePackageModule(themeFolders, name);
  return DOCUSAURUS_COMPONENTS.has(name) ? undefined : initialThemeModule(themeFolders, name);
}
