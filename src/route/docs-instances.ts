// Several docs instances (Docusaurus's extra docs plugins): the main docs (`docs/…`) and each of the config's
// `docs.instances` (`<id>/…`), each routed at its own base path with its own sidebars, ids, tags and indexes.
import type { CategoryMeta } from '../load/categories.js';
import type { Page, ResolvedConfig } from '../types.js';
import { docsBase, docsRootOf } from './doc-paths.js';
import { routeDocs, type DocsRoutes } from './docs.js';

export interface DocsInstance {
  /** `default` for the main docs, else the config's instance id (navbar items name it as `docsPluginId`). */
  id: string;
  /** The logical folder its docs are under: `docs`, or the instance id. */
  root: string;
  /** Its docs base path (doc-paths.ts docsBase()). */
  base: string;
  sidebars?: Record<string, unknown[]>;
}

export const DEFAULT_DOCS_ID = 'default';

/** Every instance's routes, with the instance each sidebar belongs to (for navbar items that name a sidebar). */
export interface AllDocsRoutes extends DocsRoutes {
  sidebarInstances: string[];
}

/** The main docs first, then each configured instance. */
export function docsInstances(config: ResolvedConfig): DocsInstance[] {
  return [
    { id: DEFAULT_DOCS_ID, root: 'docs', base: docsBase(config.docs.routeBasePath), sidebars: config.sidebars },
    ...(config.docs.instances ?? []).map((instance) => ({ id: instance.id, root: instance.id, base: docsBase(instance.routeBasePath), sidebars: instance.sidebars })),
  ];
}

/** The docs of one instance, by their logical folder. */
export function docsOfInstance(docs: Page[], instance: DocsInstance): Page[] {
  return docs.filter((doc) => docsRootOf(doc.source) === instance.root);
}

/**
 * Every instance's routes and sidebars, one after the other. The Site keeps one list of sidebars, so each
 * instance's routes point into it past the sidebars of the instances before it.
 */
export function routeAllDocs(docs: Page[], categories: Map<string, CategoryMeta>, config: ResolvedConfig, configFile: string): AllDocsRoutes {
  const all: AllDocsRoutes = { routes: [], sidebars: [], sidebarNames: [], sidebarInstances: [], diagnostics: [] };
  for (const instance of docsInstances(config)) {
    const own = docsOfInstance(docs, instance);
    // An extra instance with no docs yet adds nothing (not even an empty sidebar); the main docs always have one.
    if (own.length === 0 && instance.id !== DEFAULT_DOCS_ID) continue;
    // Its own `_category_` files only: two instances may have categories with one label.
    const ownCategories = new Map([...categories].filter(([folder]) => docsRootOf(`${folder}/`) === instance.root));
    const routed = routeDocs(own, ownCategories, { sidebars: instance.sidebars, configFile, base: instance.base, instance });
    const offset = all.sidebars.length;
    all.routes.push(...routed.routes.map((route) => (route.sidebar === 'docs' && offset > 0 ? { ...route, sidebarIndex: (route.sidebarIndex ?? 0) + offset } : route)));
    all.sidebars.push(...routed.sidebars);
    all.sidebarNames.push(...routed.sidebarNames);
    all.sidebarInstances.push(...routed.sidebars.map(() => instance.id));
    all.diagnostics.push(...routed.diagnostics);
  }
  return all;
}
