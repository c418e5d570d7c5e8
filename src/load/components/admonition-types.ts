// Docusaurus's swizzled `src/theme/Admonition/Types` (a file or a folder's index): the admonition types of the
// site, each drawn by its component where Markdown writes `:::type` (or an MDX file `<Admonition type="…">`).
//
//   import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
//   export default { ...DefaultAdmonitionTypes, 'my-type': MyAdmonition };
//
// The module is bundled once per build (site-code.ts); `@theme-original/Admonition/Types` stands for Docusaurus's own
// types, marked as lendocs's built-ins (stand-ins.tsx), so only the types the site adds or replaces are its own. Each
// use is drawn on the site's code thread with `{ type, title, children }` (plugins/admonitions.ts leaves the markers
// components/render-uses.ts fills). A module that cannot be read is one warning, and lendocs draws every admonition.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { displayPath } from '../../config/load.js';
import { warning } from '../../errors.js';
import type { Diagnostic } from '../../types.js';
import type { SiteCodeLimits } from '../../config/site-code.js';
import { moduleFile } from '../../node/module-file.js';
import type { MdxComponentNames } from './mdx-registry.js';
import type { SiteCode } from './site-code.js';
import { pageSiteCode } from './site-code-page.js';
import type { SiteInfo } from './site-info.js';
import { themeFolder } from './theme-modules.js';

/** The site's own admonition types and the module that draws them (plain data: it travels to worker threads). */
export interface AdmonitionTypes {
  module: string;
  types: string[];
}

export async function readAdmonitionTypes(root: string, site: SiteInfo, siteCode: SiteCode, limits: SiteCodeLimits): Promise<{ types?: AdmonitionTypes; diagnostics: Diagnostic[] } | undefined> {
  const module = moduleFile(path.join(themeFolder(root), 'Admonition', 'Types')) ?? undefined;
  if (!module) return undefined;
  const run = pageSiteCode(siteCode, { siteRoot: root, site, limits });
  const { value, failure } = await run.run(module, { kind: 'map' });
  const said = (message: string, hint: string) => ({ diagnostics: [warning('theme-override', `${message} The pages show lendocs's own admonitions instead.`, { file: displayPath(module), hint })] });
  if (failure) {
    const why = failure.type === 'stopped' ? run.stopped(failure, run.named(module)) : failure.type === 'component' ? failure : { message: `${run.named(module)} failed while it was loaded: ${failure.message}.`, hint: 'The module runs at build time, where there is no window or document: read them inside the components.' };
    return said(why.message.replace(/\.?$/, '.'), why.hint);
  }
  if (!value!.isMap) return said(`${run.named(module)} does not export an object of admonition types as its default export.`, "Export the map: export default { ...DefaultAdmonitionTypes, 'my-type': MyAdmonition } (DefaultAdmonitionTypes from '@theme-original/Admonition/Types').");
  const types = value!.entries!.filter((entry) => entry.builtin === undefined && entry.component).map((entry) => entry.key);
  return { types: types.length > 0 ? { module, types } : undefined, diagnostics: [] };
}

/** The names MDX files are given, with the site's admonition types (made without MDXComponents when it has none). */
export function withAdmonitionTypes(names: MdxComponentNames | undefined, types: AdmonitionTypes | undefined): MdxComponentNames | undefined {
  if (!types) return names;
  const base = names ?? { module: '', components: [], aliases: {}, signature: '' };
  const signature = createHash('sha256').update(JSON.stringify([base.signature, types])).digest('hex').slice(0, 16);
  return { ...base, admonitions: types, signature };
}
