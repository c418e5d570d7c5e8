// Extra `@docusaurus/plugin-content-docs` plugins → the lendocs config's `docs.instances`, each with its folder,
// base path and sidebars (its sidebars file is evaluated like the main one: migrate.ts).
import { contentFilters, MARKDOWN_INCLUDE } from './translate-content-filters.js';
// The preset's docs (and pages) filters, with the main docs' other options in translate.ts.
export { translateMainFilters } from './translate-content-filters.js';
import { routeBasePathProblem } from '../shared/base-path.js';
import { isCategoriesShorthand, sidebarItemsOf } from '../shared/sidebar-shorthand.js';
import { translateEditUrl } from './translate-edit-url.js';
import { notePlugins } from './markdown-plugins.js';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const DOCS_PLUGIN = '@docusaurus/plugin-content-docs';

/** One extra docs plugin as the Docusaurus config gives it. */
export interface DocsPluginEntry {
  /** Its `id` as Docusaurus knows it (navbar items name it as `docsPluginId`). */
  id: string;
  options: Any;
}

/** Names lendocs gives its own content (config schema: RESERVED_INSTANCE_IDS), which an instance cannot take. */
const RESERVED = ['default', 'docs', 'blog', 'pages', 'static'];

/** The extra docs plugins of a config's `plugins` list; `packageName` names a plugin reference (a path or a name). */
export function docsPlugins(plugins: unknown, packageName: (spec: string) => string): DocsPluginEntry[] {
  if (!Array.isArray(plugins)) return [];
  return plugins.flatMap((entry): DocsPluginEntry[] => {
    const [spec, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof spec !== 'string' || packageName(spec) !== DOCS_PLUGIN) return [];
    const given: Any = options && typeof options === 'object' ? options : {};
    return [{ id: typeof given.id === 'string' ? given.id : 'default', options: given }];
  });
}

/**
 * The lendocs id of each Docusaurus instance id: the same where it can be (letters, digits, `-`, `_`, and not a name
 * lendocs' own content has), else a close one; each rename is a note.
 */
export function instanceIds(entries: DocsPluginEntry[], notes: string[]): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  for (const { id } of entries) {
    let own = id.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^[-_]+/, '') || 'docs';
    if (RESERVED.includes(own)) own = `${own}-instance`;
    let unique = own;
    for (let n = 2; taken.has(unique); n++) unique = `${own}-${n}`;
    taken.add(unique);
    ids.set(id, unique);
    if (unique !== id) notes.push(`plugin ${DOCS_PLUGIN} (id ${id}): its id is "${unique}" in lendocs (docsPluginId in the navbar follows); its URLs do not change.`);
  }
  return ids;
}

/** `docs.instances` entries, from each extra docs plugin and its evaluated sidebars (by Docusaurus id). */
export function translateInstances(entries: DocsPluginEntry[], ids: Map<string, string>, sidebars: ReadonlyMap<string, Record<string, unknown[]>>, notes: string[], siteUrl?: unknown, configFile?: string): Any[] {
  return entries.map(({ id, options }) => {
    const folder = String(options.path ?? 'docs').replace(/^\.\//, '').replace(/\/+$/, '');
    const base = keptRoutePath(options.routeBasePath ?? 'docs', `plugin ${DOCS_PLUGIN} (id ${id}): routeBasePath`, `its docs are served at /${ids.get(id)}/`, notes);
    const instance: Any = { id: ids.get(id), path: folder, routeBasePath: (base ?? ids.get(id)) || '/' };
    const own = sidebars.get(id);
    if (own) instance.sidebars = own;
    Object.assign(instance, versionOptions(options, notes));
    const editUrl = translateEditUrl(options, `plugin ${DOCS_PLUGIN} (id ${id}): editUrl`, siteUrl, notes);
    if (editUrl) instance.editUrl = editUrl;
    Object.assign(instance, docsTagsOptions(options, `plugin ${DOCS_PLUGIN} (id ${id})`, notes));
    Object.assign(instance, docItemComponentOption(options, `plugin ${DOCS_PLUGIN} (id ${id})`, notes));
    notePlugins(options, `plugin ${DOCS_PLUGIN} (id ${id})`, notes);
    Object.assign(instance, contentFilters(options, `plugin ${DOCS_PLUGIN} (id ${id})`, MARKDOWN_INCLUDE, notes));
    const generator = translateSidebarItemsGenerator(options, `plugin ${DOCS_PLUGIN} (id ${id}): sidebarItemsGenerator`, configFile, notes, ids.get(id) !== id);
    if (generator) instance.sidebarItemsGenerator = generator;
    notes.push(`plugin ${DOCS_PLUGIN} (id ${id}): kept as the docs instance "${instance.id}" (${folder}/ at /${instance.routeBasePath === '/' ? '' : instance.routeBasePath}${own ? ', with its sidebars' : ', sidebar from its folder tree'}).`);
    return instance;
  });
}

/** The first doc a hand-written sidebar shows, for navbar items that open a sidebar. */
export function firstDocOf(sidebars: Record<string, unknown> | undefined, sidebarId: string): string | undefined {
  // A sidebar, or a category's items, may be Docusaurus's shorthand { "Label": [items] } at any depth.
  const walk = (list: unknown): string | undefined => {
    for (const item of sidebarItemsOf(list)) {
      if (typeof item === 'string') return item;
      const it = item as Any;
      if (it?.type === 'doc' || it?.type === 'ref') return it.id;
      const inner = it?.type === 'category' ? (it.link?.type === 'doc' ? it.link.id : walk(it.items)) : Array.isArray(it) || isCategoriesShorthand(it) ? walk(it) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  const items = sidebars?.[sidebarId];
  return items ? walk(items) : undefined;
}

/**
 * The docs plugin's version options lendocs has (versions.json and the versioned folders are read by the build):
 * `lastVersion`, `onlyIncludeVersions`, `includeCurrentVersion`, and each version's `label`, `path`, `banner` and `badge`.
 */
export function versionOptions(options: Any, notes: string[]): Any {
  const out: Any = {};
  if (typeof options.lastVersion === 'string') out.lastVersion = options.lastVersion;
  if (Array.isArray(options.onlyIncludeVersions)) out.onlyIncludeVersions = options.onlyIncludeVersions.map(String);
  if (typeof options.includeCurrentVersion === 'boolean') out.includeCurrentVersion = options.includeCurrentVersion;
  if (options.versions && typeof options.versions === 'object') {
    const versions: Any = {};
    for (const [name, given] of Object.entries(options.versions as Any)) {
      if (!given || typeof given !== 'object') continue;
      const kept: Any = {};
      if (typeof (given as Any).label === 'string') kept.label = (given as Any).label;
      const versionPath = (given as Any).path;
      if (typeof versionPath === 'string' && keptRoutePath(versionPath, `versions.${name}.path`, 'the version is served at its default path', notes) !== undefined) kept.path = versionPath;
      if (['none', 'unreleased', 'unmaintained'].includes((given as Any).banner)) kept.banner = (given as Any).banner;
      if (typeof (given as Any).badge === 'boolean') kept.badge = (given as Any).badge;
      if (Object.keys(kept).length > 0) versions[name] = kept;
    }
    if (Object.keys(versions).length > 0) out.versions = versions;
  }
  return out;
}

/**
 * A Docusaurus route base path (`/docs/`) as lendocs writes it, without its slashes (`docs`; `` for the site root);
 * or undefined, with a note, when it is not a path lendocs serves under (`/x/../`, `a//b`): the config it writes
 * must not hold a value the build refuses. `instead`: where the content goes without it.
 */
export function keptRoutePath(value: unknown, what: string, instead: string, notes: string[]): string | undefined {
  const given = String(value);
  const problem = routeBasePathProblem(given);
  if (problem === undefined) return given.replace(/^\/|\/$/g, '');
  notes.push(`${what} ${JSON.stringify(given)}: not a path lendocs can serve under (${problem}); left out, so ${instead}. Set a plain path by hand if needed.`);
  return undefined;
}

/**
 * A docs plugin's `onInlineTags`, kept; its `tags` option named when it is not Docusaurus's default (the docs
 * folder's tags.yml, which lendocs reads).
 */
export function docsTagsOptions(options: Any, what: string, notes: string[]): { onInlineTags?: string } {
  if (options.tags === false || options.tags === null) notes.push(`${what}: tags ${options.tags} (no tags file) is not translated: lendocs reads the docs folder's tags.yml when there is one.`);
  else if (typeof options.tags === 'string' && options.tags !== 'tags.yml') notes.push(`${what}: tags ${JSON.stringify(options.tags)} is not translated: lendocs reads the docs folder's tags.yml; move the file there.`);
  if (['ignore', 'log', 'warn', 'throw'].includes(options.onInlineTags)) return { onInlineTags: options.onInlineTags };
  if (options.onInlineTags !== undefined) notes.push(`${what}: onInlineTags ${JSON.stringify(options.onInlineTags)} is not one of ignore, log, warn, throw; left out (a warning, Docusaurus's default).`);
  return {};
}

/**
 * A docs plugin's `sidebarItemsGenerator` function: the build runs it from the Docusaurus config itself, which the
 * lendocs config names (`configFile`, relative to the site folder). Undefined, with a note, when it cannot: no
 * config file to name, or an instance whose lendocs id is not its Docusaurus id (the build finds the plugin by id).
 */
export function translateSidebarItemsGenerator(options: Any, where: string, configFile: string | undefined, notes: string[], renamed = false): string | undefined {
  if (options.sidebarItemsGenerator === undefined) return undefined;
  if ((options.sidebarItemsGenerator === '[function]' || typeof options.sidebarItemsGenerator === 'function') && configFile && !renamed) {
    notes.push(`${where}: a function, so \`sidebarItemsGenerator\` names ${configFile}: each build reads the function from it and calls it for each autogenerated sidebar item, as Docusaurus does (its defaultSidebarItemsGenerator gives lendocs's own items for the folder). Keep that file.`);
    return configFile;
  }
  notes.push(`${where}: not carried over${renamed ? ' (the instance has another id in lendocs, by which the build would look for it)' : ''}; autogenerated sidebars are made as Docusaurus's default generator makes them, so what the function changes (labels, order, grouping, items added or left out) is not done. Write such a sidebar out in sidebars if it matters.`);
  return undefined;
}

/**
 * A docs plugin's `docItemComponent` other than Docusaurus's `@theme/DocItem`: each doc page of the instance is drawn
 * through that component in Docusaurus (an OpenAPI theme's `@theme/ApiItem`, which gives the page's components its
 * store); kept when it is a module lendocs can find (`@theme/X`, `@site/…`, `./…`), else named in a note.
 */
export function docItemComponentOption(options: Any, what: string, notes: string[]): { docItemComponent?: string } {
  const given = options.docItemComponent;
  if (given === undefined || given === '@theme/DocItem') return {};
  if (typeof given === 'string' && /^(@theme\/|@site\/|\.{1,2}\/)\S+$/.test(given)) {
    notes.push(`${what}: docItemComponent ${JSON.stringify(given)} kept: each doc page is drawn through it, its components inside it (so what it provides them, a theme's store, reaches them), and what it draws around the content takes the content's place in lendocs's doc page, which keeps its own title, breadcrumbs, table of contents and pager.`);
    return { docItemComponent: given };
  }
  notes.push(`${what}: docItemComponent ${JSON.stringify(given)} is not translated (lendocs finds a module named as @theme/X, @site/… or ./…): lendocs draws its own doc page around each doc's content, so what that component gives the content's components (a theme's store, its layout) is missing; a component that needs it is one warning naming it, and its pages show its children in its place.`);
  return {};
}
