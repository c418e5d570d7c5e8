// A docs instance's docItemComponent (config `docs.docItemComponent`, `docs.instances[].docItemComponent`):
// Docusaurus draws every doc page of the instance through that component (an OpenAPI theme's `@theme/ApiItem`,
// which puts the theme's store around the content), giving it the doc's content as a component. lendocs draws the
// doc's components inside it (page-frame.ts, frame-draw.ts) and what it draws around the content in the page
// (doc-item-pages.ts). Here: which file it is, for the instance a doc belongs to.
import path from 'node:path';
import { DEFAULT_DOCS_ID, docsUnits } from '../../shared/docs-units.js';
import { moduleFile } from '../../node/module-file.js';
import { installedThemeFolders } from '../../node/theme-folders.js';
import { themeImportFile } from './theme-modules.js';
import type { ResolvedConfig } from '../../types.js';

/** Docusaurus's own, which is lendocs's doc page. */
const DOCUSAURUS_DOC_ITEM = '@theme/DocItem';

/** Each docs instance's docItemComponent as written, by plugin id, for those that have one of their own. */
export function docItemOptions(config: Pick<ResolvedConfig, 'docs'>): Map<string, string> {
  const given: [string, string | undefined][] = [[DEFAULT_DOCS_ID, config.docs.docItemComponent], ...(config.docs.instances ?? []).map((instance): [string, string | undefined] => [instance.id, instance.docItemComponent])];
  return new Map(given.filter((pair): pair is [string, string] => pair[1] !== undefined && pair[1] !== DOCUSAURUS_DOC_ITEM));
}

/** The file a docItemComponent names (`@theme/X`: the site's src/theme/X, else a theme package's), or undefined. */
export function docItemFile(specifier: string, siteRoot: string, themes: readonly string[] | undefined): string | undefined {
  if (specifier.startsWith('@theme/')) return themeImportFile(specifier, siteRoot, installedThemeFolders(themes, siteRoot)) ?? undefined;
  const relative = specifier.startsWith('@site/') ? specifier.slice('@site/'.length) : specifier;
  return moduleFile(path.resolve(siteRoot, relative)) ?? undefined;
}

const byConfig = new WeakMap<object, Map<string, string | undefined>>();

/**
 * The docItemComponent file of the docs instance holding the doc at `source` (its logical path: `api/x.mdx`,
 * `docs@1.0/x.md`), or undefined for a doc of an instance without one (or one lendocs cannot find: the build says
 * so once, doc-item-pages.ts). Found once per config and logical folder.
 */
export function docItemOf(config: ResolvedConfig, siteRoot: string, source: string): string | undefined {
  const options = docItemOptions(config);
  if (options.size === 0) return undefined;
  let known = byConfig.get(config);
  if (!known) byConfig.set(config, (known = new Map()));
  const root = source.split('/')[0];
  if (!known.has(root)) {
    const unit = docsUnits(config).find((each) => each.root === root);
    const specifier = unit && options.get(unit.pluginId);
    known.set(root, specifier === undefined ? undefined : docItemFile(specifier, siteRoot, config.siteCode?.themes));
  }
  return known.get(root);
}
