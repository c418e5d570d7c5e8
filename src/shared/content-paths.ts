// Where each content folder is on disk, and the logical paths lendocs names content by (`docs/x.md` for a docs
// folder wherever it is): the load stage reads files by them, and the checks name a file by where it is on disk.
import type { ResolvedConfig } from '../types.js';
import { DEFAULT_DOCS_ID, docsUnits, type DocsUnit } from './docs-units.js';

/** Where each content folder is on disk, relative to the content root (config key `paths`). */
export interface ContentPaths {
  docs: string;
  blog: string;
  pages: string;
  /** The static folders, in their order of precedence (a path in two is the first one's). */
  static: readonly string[];
  /**
   * Every other docs folder by its logical name (shared/docs-units.ts): each docs instance's by its id (`<id>/…`),
   * each released version's as `docs@1.0.0` or `<id>@1.0.0`.
   */
  instances?: Readonly<Record<string, string>>;
  /** Every other blog's folder by its id (`blog.instances`): its posts are `<id>/…`. */
  blogs?: Readonly<Record<string, string>>;
  /** The `exclude` globs of the folders whose config gives them (Docusaurus's content plugins' `exclude`), by folder. */
  exclude?: Readonly<Record<string, readonly string[]>>;
}

export const DEFAULT_PATHS: ContentPaths = { docs: 'docs', blog: 'blog', pages: 'pages', static: ['static'] };

/** The content folders of a config, with every other docs folder (instances, released versions) by logical name. */
export function contentPaths(config: Pick<ResolvedConfig, 'paths' | 'docs' | 'sidebars'> & { blog?: Pick<ResolvedConfig['blog'], 'instances' | 'exclude'>; pages?: ResolvedConfig['pages'] }): ContentPaths {
  const units = docsUnits(config);
  const others = units.filter((unit) => unit.root !== 'docs');
  const blogs = config.blog?.instances;
  const exclude = excludes(config, units);
  if (others.length === 0 && !blogs?.length && !exclude) return config.paths;
  const paths: ContentPaths = { ...config.paths };
  if (others.length > 0) paths.instances = Object.fromEntries(others.map((unit) => [unit.root, trimFolder(unit.folder)]));
  if (blogs?.length) paths.blogs = Object.fromEntries(blogs.map((instance) => [instance.id, trimFolder(instance.path)]));
  if (exclude) paths.exclude = exclude;
  return paths;
}

/** Each content folder's `exclude` globs, by folder on disk; undefined when the config gives none (the defaults). */
function excludes(config: Parameters<typeof contentPaths>[0], units: DocsUnit[]): ContentPaths['exclude'] {
  const docsExclude = new Map<string, readonly string[] | undefined>([[DEFAULT_DOCS_ID, config.docs.exclude], ...(config.docs.instances ?? []).map((instance) => [instance.id, instance.exclude] as const)]);
  const pairs: [string, readonly string[] | undefined][] = [
    ...units.map((unit): [string, readonly string[] | undefined] => [trimFolder(unit.folder), docsExclude.get(unit.pluginId)]),
    [trimFolder(config.paths.blog), config.blog?.exclude],
    ...(config.blog?.instances ?? []).map((instance): [string, readonly string[] | undefined] => [trimFolder(instance.path), instance.exclude]),
    [trimFolder(config.paths.pages), config.pages?.exclude],
  ];
  const given = pairs.filter((pair): pair is [string, readonly string[]] => pair[1] !== undefined);
  return given.length > 0 ? Object.fromEntries(given) : undefined;
}

export const trimFolder = (folder: string) => folder.replace(/^\.\/+/, '').replace(/\/+$/, '');

/**
 * The logical path of a file (`docs/…`, `blog/…`, `pages/…`, `static/…`) from its path on disk, so routes,
 * links and sidebars do not depend on where the folders are (`src/pages/x.md` → `pages/x.md`).
 */
export function logicalPath(relative: string, paths: ContentPaths = DEFAULT_PATHS): string {
  for (const [key, folder] of folderKeys(paths)) {
    if (folder === key) continue;
    if (relative.startsWith(`${folder}/`)) return `${key}/${relative.slice(folder.length + 1)}`;
  }
  for (const [id, folder] of [...Object.entries(paths.instances ?? {}), ...Object.entries(paths.blogs ?? {})]) {
    if (relative.startsWith(`${folder}/`)) return `${id}/${relative.slice(folder.length + 1)}`;
  }
  return relative;
}

/**
 * The inverse of logicalPath: `static/img/x.png` → where static/ is on disk (relative to the content root); of
 * several static folders, the first (which one holds a file only the disk says).
 */
export function physicalPath(logical: string, paths: ContentPaths = DEFAULT_PATHS): string {
  for (const key of ['docs', 'blog', 'pages', 'static'] as const) {
    const folder = key === 'static' ? paths.static[0] : paths[key];
    if (logical.startsWith(`${key}/`)) return `${trimFolder(folder)}/${logical.slice(key.length + 1)}`;
  }
  for (const [id, folder] of [...Object.entries(paths.instances ?? {}), ...Object.entries(paths.blogs ?? {})]) {
    if (logical.startsWith(`${id}/`)) return `${folder}/${logical.slice(id.length + 1)}`;
  }
  return logical;
}

/**
 * Each content folder with the logical name its files take, the main folders first: every static folder is `static`
 * (Docusaurus publishes them all at the site root).
 */
function folderKeys(paths: ContentPaths): [key: string, folder: string][] {
  return [
    ['docs', trimFolder(paths.docs)],
    ['blog', trimFolder(paths.blog)],
    ['pages', trimFolder(paths.pages)],
    ...paths.static.map((folder): [string, string] => ['static', trimFolder(folder)]),
  ];
}
