// Where `@theme/X` leads, as Docusaurus's theme aliases make it: to the site's own `src/theme/X` first (a swizzled
// component, or one of the site's own that only it has: `@theme/company/video-modal`), as a file or a folder's
// index (`src/theme/X/index.js`, what swizzle writes), then to lendocs's own. `@theme-original/X` and
// `@theme-init/X` are always lendocs's own (stand-ins.tsx), whatever the site has.
//
// The components lendocs draws itself where Markdown and MDX use them stay lendocs's own even when the site has
// its version (theme-inventory.ts says so once, with what the pages show instead): a component drawing `<Tabs>`
// looks like the tabs on the page around it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { moduleFile } from '../../node/module-file.js';

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
