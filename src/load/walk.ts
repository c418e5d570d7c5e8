// Finds the content files in a stable (sorted) order, so builds are deterministic.
import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from '../node/inside-folder.js';
import fg from 'fast-glob';
import { displayPath } from '../config/load.js';
import { error } from '../errors.js';
import type { Diagnostic, ResolvedConfig } from '../types.js';
import { DEFAULT_DOCS_ID, docsUnits, type DocsUnit } from '../shared/docs-units.js';
import { emptyFolderWarnings } from './empty-folders.js';

export interface ContentFiles {
  /** Paths relative to the content root, exactly as on disk (placeholders not yet substituted). */
  docs: string[];
  blog: string[];
  pages: string[];
  categories: string[];
  staticFiles: string[];
  /** Non-Markdown files inside docs/ and blog/ (images beside posts), publishable as assets. */
  contentAssets: string[];
  /** Symbolic links that lead out of the content root; the files reached through them are not in the lists above. */
  diagnostics: Diagnostic[];
}

/** Where each content folder is on disk, relative to the content root (config key `paths`). */
export interface ContentPaths {
  docs: string;
  blog: string;
  pages: string;
  static: string;
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

export const DEFAULT_PATHS: ContentPaths = { docs: 'docs', blog: 'blog', pages: 'pages', static: 'static' };

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

/** Every docs folder on disk: the main one first, then each instance's. */
function docsFolders(paths: ContentPaths): string[] {
  return [paths.docs, ...Object.values(paths.instances ?? {})];
}

/** Every blog folder on disk: the main one first, then each instance's. */
function blogFolders(paths: ContentPaths): string[] {
  return [paths.blog, ...Object.values(paths.blogs ?? {})];
}

const MARKDOWN = '**/*.{md,mdx}';
/** Pages may also be React components (Docusaurus builds `src/pages/x.tsx` into /x). */
const PAGES = '**/*.{md,mdx,js,jsx,ts,tsx}';
// Never pages, whatever a folder's `exclude` says.
const ALWAYS_IGNORE = ['**/node_modules/**', '**/.*'];
// `_`-prefixed files and folders are partials or drafts, not pages (Docusaurus convention).
const IGNORE = ['**/_*', '**/_*/**', ...ALWAYS_IGNORE];
// Pages may be React components: their tests and type declarations are not pages either.
const PAGES_IGNORE = [...IGNORE, '**/*.test.*', '**/__tests__/**', '**/*.d.ts'];
// The static folder is copied whole, as Docusaurus copies it: `_headers`, `_redirects`, `.nojekyll` and `.well-known/`
// are what hosts read. (node_modules stays out, as the build's input signature leaves it out.)
const STATIC_IGNORE = ['**/node_modules/**'];

/** A configured folder as a plain relative path: `./docs/` → `docs`. */
export const trimFolder = (folder: string) => folder.replace(/^\.\/+/, '').replace(/\/+$/, '');

export async function walkContent(root: string, paths: ContentPaths = DEFAULT_PATHS, options: { allowOutside?: boolean } = {}): Promise<ContentFiles> {
  const list = (folder: string, pattern: string, ignore = IGNORE) => listFolder(root, folder, pattern, ignore);
  // A folder's own `exclude` replaces the defaults of its pages, as Docusaurus's does.
  const pagesOf = (folder: string, pattern: string, defaults: string[], kept = ALWAYS_IGNORE) => {
    const given = paths.exclude?.[trimFolder(folder)];
    return list(folder, pattern, given ? [...given, ...kept] : defaults);
  };
  // Each docs folder's files in turn (the main docs first), so the order stays stable.
  const listDocs = async (pattern: string, ignore = IGNORE) => (await Promise.all(docsFolders(paths).map((folder) => list(folder, pattern, ignore)))).flat();
  // Each blog folder's files in turn (the main blog first), as for docs.
  const listBlogs = async (pattern: string, ignore = IGNORE) => (await Promise.all(blogFolders(paths).map((folder) => list(folder, pattern, ignore)))).flat();
  const [docsByFolder, blogByFolder, pages, categories, staticFiles, docAssets, blogAssets, blogData] = await Promise.all([
    Promise.all(docsFolders(paths).map((folder) => pagesOf(folder, MARKDOWN, IGNORE))),
    Promise.all(blogFolders(paths).map((folder) => pagesOf(folder, MARKDOWN, IGNORE))),
    pagesOf(paths.pages, PAGES, PAGES_IGNORE, [...ALWAYS_IGNORE, '**/*.d.ts']),
    listDocs('**/_category_.{json,yml,yaml}', ['**/node_modules/**']),
    listFolder(root, paths.static, '**/*', STATIC_IGNORE, { dot: true }),
    listDocs('**/*.!(md|mdx|yml|yaml|json)'),
    listBlogs('**/*.!(md|mdx|yml|yaml|json)'),
    listBlogs('{authors,tags}.yml', []),
  ]);
  const docs = docsByFolder.flat();
  const blog = blogByFolder.flat();
  // The main blog's folder alone is `paths.blog`, which the warnings name.
  const empty = await emptyFolderWarnings(root, paths, { docs: docsByFolder, blog: blogByFolder[0], pages, named: movedFolders(paths) });
  const walked = { docs, blog, pages, categories, staticFiles, contentAssets: [...docAssets, ...blogAssets].sort() };
  if (options.allowOutside) return { ...walked, diagnostics: empty };
  // fast-glob follows symbolic links, so a link in the content tree would publish whatever it points at
  // (static/secret.env -> ~/.env). Such files are left out, and each link is an error.
  const { outside, diagnostics } = await outsideLinks(root, [...Object.values(walked).flat(), ...blogData], pageFoldersOutside(root, paths));
  const keep = (files: string[]) => files.filter((file) => !outside.has(file));
  return {
    docs: keep(docs),
    blog: keep(blog),
    pages: keep(pages),
    categories: keep(categories),
    staticFiles: keep(staticFiles),
    contentAssets: keep(walked.contentAssets),
    diagnostics: [...diagnostics, ...empty],
  };
}

/** Which of the main page folders the config moves from where they are by default. */
function movedFolders(paths: ContentPaths) {
  const moved = (key: 'docs' | 'blog' | 'pages') => trimFolder(paths[key]) !== DEFAULT_PATHS[key];
  return { docs: moved('docs'), blog: moved('blog'), pages: moved('pages') };
}

/**
 * The files of one content folder matching `pattern`, as paths from the content root (`team's docs/intro.md`), sorted.
 * The folder is fast-glob's `cwd`, never part of the pattern: a folder name is not a glob, and escaping it is not
 * enough (picomatch reads `'` and `"` as quotes, so `team's docs/**` matched nothing and every page was lost).
 */
async function listFolder(root: string, folder: string, pattern: string, ignore: string[], options = { dot: false }): Promise<string[]> {
  const base = trimFolder(folder);
  let found: string[];
  try {
    found = await fg(pattern, { cwd: path.resolve(root, base), ignore, onlyFiles: true, dot: options.dot });
  } catch (cause) {
    // A folder that is missing, or a file: nothing in it (emptyFolderWarnings says so when the config named it).
    if (['ENOENT', 'ENOTDIR'].includes((cause as NodeJS.ErrnoException).code ?? '')) return [];
    throw cause;
  }
  return found.map((file) => (base === '' || base === '.' ? file : `${base}/${file}`)).sort();
}

/**
 * The folders pages are made of (docs, blog, pages, docs instances) that the config puts outside the site folder,
 * absolute: the config stage allows them inside the site's git repository (config/load.ts), and they are read as
 * the site folder is.
 */
export function pageFoldersOutside(root: string, paths: ContentPaths): string[] {
  const folders = [paths.docs, paths.blog, paths.pages, ...Object.values(paths.instances ?? {}), ...Object.values(paths.blogs ?? {})].map((folder) => path.resolve(root, trimFolder(folder)));
  return [...new Set(folders.filter((folder) => !isInside(path.resolve(root), folder)))];
}

/**
 * The files (relative to the root) whose real path is outside the root (and outside the page folders the config
 * puts elsewhere), and one error per symbolic link that leads there, naming the link and its real target.
 */
async function outsideLinks(root: string, files: string[], pageFolders: string[]): Promise<{ outside: Set<string>; diagnostics: Diagnostic[] }> {
  const realRoots = [await realpath(root), ...(await Promise.all(pageFolders.map((folder) => realpath(folder).catch(() => folder))))];
  const inRoots = (real: string) => realRoots.some((folder) => isInside(folder, real));
  const outside = new Map<string, string>();
  await Promise.all(
    files.map(async (relative) => {
      // A file that vanished since the walk is reported when it is read.
      const real = await realpath(path.join(root, relative)).catch(() => undefined);
      if (real !== undefined && !inRoots(real)) outside.set(relative, real);
    }),
  );
  const links = new Map<string, string>();
  for (const [relative, real] of [...outside].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if ([...links.keys()].some((link) => relative.startsWith(`${link}/`))) continue;
    const [link, target] = (await linkOut(root, inRoots, relative).catch(() => undefined)) ?? [relative, real];
    links.set(link, target);
  }
  const diagnostics = [...links].map(([link, target]) =>
    error('outside-link', `${link} is a symbolic link to ${target}, which is outside the content folder; it is not published.`, {
      file: displayPath(path.join(root, link)),
      hint: 'Copy what it points at into the content folder, or remove the link. If publishing files from outside the content folder is intended, set "allowOutsideContent: true" in lendocs.config.yml.',
    }),
  );
  return { outside: new Set(outside.keys()), diagnostics };
}

/** The first folder or file on the path to `relative` that is a symbolic link leading out of the roots, and its target. */
async function linkOut(root: string, inRoots: (real: string) => boolean, relative: string): Promise<[string, string]> {
  const parts = relative.split('/');
  for (let i = 1; i <= parts.length; i++) {
    const prefix = parts.slice(0, i).join('/');
    const absolute = path.join(root, prefix);
    if (!(await lstat(absolute)).isSymbolicLink()) continue;
    const target = await realpath(absolute);
    if (!inRoots(target)) return [prefix, target];
  }
  throw new Error(`no link found on the path to ${relative}`);
}

/**
 * The logical path of a file (`docs/…`, `blog/…`, `pages/…`, `static/…`) from its path on disk, so routes,
 * links and sidebars do not depend on where the folders are (`src/pages/x.md` → `pages/x.md`).
 */
export function logicalPath(relative: string, paths: ContentPaths = DEFAULT_PATHS): string {
  for (const key of ['docs', 'blog', 'pages', 'static'] as const) {
    const folder = trimFolder(paths[key]);
    if (folder === key) continue;
    if (relative.startsWith(`${folder}/`)) return `${key}/${relative.slice(folder.length + 1)}`;
  }
  for (const [id, folder] of [...Object.entries(paths.instances ?? {}), ...Object.entries(paths.blogs ?? {})]) {
    if (relative.startsWith(`${folder}/`)) return `${id}/${relative.slice(folder.length + 1)}`;
  }
  return relative;
}

/** The inverse of logicalPath: `static/img/x.png` → where static/ is on disk (relative to the content root). */
export function physicalPath(logical: string, paths: ContentPaths = DEFAULT_PATHS): string {
  for (const key of ['docs', 'blog', 'pages', 'static'] as const) {
    if (logical.startsWith(`${key}/`)) return `${trimFolder(paths[key])}/${logical.slice(key.length + 1)}`;
  }
  for (const [id, folder] of [...Object.entries(paths.instances ?? {}), ...Object.entries(paths.blogs ?? {})]) {
    if (logical.startsWith(`${id}/`)) return `${folder}/${logical.slice(id.length + 1)}`;
  }
  return logical;
}
