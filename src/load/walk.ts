// Finds the content files in a stable (sorted) order, so builds are deterministic.
import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from '../node/inside-folder.js';
import fg from 'fast-glob';
import { displayPath } from '../config/load.js';
import { error } from '../errors.js';
import type { Diagnostic, ResolvedConfig } from '../types.js';
import { contentPaths, DEFAULT_PATHS, logicalPath, physicalPath, trimFolder, type ContentPaths } from '../shared/content-paths.js';

export { contentPaths, DEFAULT_PATHS, logicalPath, physicalPath, trimFolder, type ContentPaths };
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
    listStaticFolders(root, paths.static),
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

/**
 * The files of the static folders, in their order: a path an earlier folder has too is left out, as Docusaurus
 * publishes the first one's (its copy keeps the first file at a path, its dev server serves the first it finds).
 */
async function listStaticFolders(root: string, folders: readonly string[]): Promise<string[]> {
  const lists = await Promise.all(folders.map((folder) => listFolder(root, folder, '**/*', STATIC_IGNORE, { dot: true })));
  const taken = new Set<string>();
  return lists.flatMap((files, index) => {
    const base = trimFolder(folders[index]);
    const inFolder = (file: string) => (base === '' || base === '.' ? file : file.slice(base.length + 1));
    return files.filter((file) => !taken.has(inFolder(file)) && Boolean(taken.add(inFolder(file))));
  });
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
 * The Markdown partials of the content folders (`_`-prefixed files, and files in `_`-prefixed folders), which are no
 * pages but are read where a page imports them: the site's markdown.preprocessor rewrites them too, as Docusaurus's
 * loader runs it on every Markdown file it loads. Paths from the content root, sorted.
 */
export async function partialFiles(root: string, paths: ContentPaths): Promise<string[]> {
  const folders = [...new Set([...docsFolders(paths), ...blogFolders(paths), paths.pages])];
  const lists = await Promise.all(folders.map((folder) => listFolder(root, folder, MARKDOWN, ALWAYS_IGNORE)));
  return lists.flat().filter((file) => file.split('/').some((part) => part.startsWith('_'))).sort();
}
