// What a docs instance's docItemComponent (doc-item.ts) draws around each of its docs' content: drawn on each doc
// page with the doc's data, as theme overrides that read the page are (theme-overrides.ts renderPerPage), its markup
// put in the doc page where lendocs's content goes, the content where it draws its `content` (templates/DocPage.tsx).
import { warning } from '../../errors.js';
import { DEFAULT_DOCS_ID } from '../../shared/docs-units.js';
import type { Diagnostic, ResolvedConfig, Route, Site } from '../../types.js';
import { docItemFile, docItemOf, docItemOptions } from './doc-item.js';
import type { ThemeSlot } from './theme-slots.js';

/** The docItemComponent as a per-page slot of the doc page: it wraps lendocs's content. */
export const DOC_ITEM_SLOT: ThemeSlot = { name: 'DocItem', key: 'DocItem', instead: "lendocs's own doc page", wraps: true };

/** The docItemComponent files of the site's docs instances, each once; one lendocs cannot find is a warning. */
export function docItemModules(root: string, config: ResolvedConfig, diagnostics: Diagnostic[]): string[] {
  const files = new Set<string>();
  for (const [pluginId, specifier] of docItemOptions(config)) {
    const file = docItemFile(specifier, root, config.siteCode?.themes);
    if (file) {
      files.add(file);
      continue;
    }
    const key = pluginId === DEFAULT_DOCS_ID ? 'docs.docItemComponent' : `docs.instances[${(config.docs.instances ?? []).findIndex((instance) => instance.id === pluginId)}].docItemComponent`;
    const which = pluginId === DEFAULT_DOCS_ID ? 'The docs are' : `The docs instance "${pluginId}" is`;
    diagnostics.push(
      warning('theme-module', `${which} drawn through the docItemComponent "${specifier}", which lendocs cannot find (${key}): its docs are drawn as lendocs's own doc pages, and what it provides their components (a theme's store) is missing.`, {
        hint: specifier.startsWith('@theme/') ? `Put the component at src/theme/${specifier.slice('@theme/'.length)}, or list the theme package that has it in siteCode.themes (lendocs migrate writes them).` : 'Give the path of the component file from the site folder (@site/src/…).',
      }),
    );
  }
  return [...files];
}

/** The doc pages (of `paths`, when given) whose docs instance is drawn through `module`. */
export function docItemPages(site: Site, module: string, root: string, paths?: ReadonlySet<string>): Route[] {
  const routes = paths ? [...paths].flatMap((at) => site.routeByPath.get(at) ?? []) : site.routes;
  return routes.filter((route) => route.data.type === 'doc' && docItemOf(site.config, root, route.data.page.source) === module);
}
