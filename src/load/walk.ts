// Finds the content files in a stable (sorted) order, so builds are deterministic.
import fg from 'fast-glob';

export interface ContentFiles {
  /** Paths relative to the content root, exactly as on disk (placeholders not yet substituted). */
  docs: string[];
  blog: string[];
  pages: string[];
  categories: string[];
  staticFiles: string[];
  /** Non-Markdown files inside docs/ and blog/ (images beside posts), publishable as assets. */
  contentAssets: string[];
}

/** Where each content folder is on disk, relative to the content root (config key `paths`). */
export interface ContentPaths {
  docs: string;
  blog: string;
  pages: string;
  static: string;
}

export const DEFAULT_PATHS: ContentPaths = { docs: 'docs', blog: 'blog', pages: 'pages', static: 'static' };

const MARKDOWN = '**/*.{md,mdx}';
// `_`-prefixed files and folders are partials or drafts, not pages (Docusaurus convention).
const IGNORE = ['**/_*', '**/_*/**', '**/node_modules/**', '**/.*'];

const trim = (folder: string) => folder.replace(/^\.\/+/, '').replace(/\/+$/, '');

export async function walkContent(root: string, paths: ContentPaths = DEFAULT_PATHS): Promise<ContentFiles> {
  const list = async (folder: string, pattern: string, ignore = IGNORE) =>
    (await fg(`${fg.escapePath(trim(folder))}/${pattern}`, { cwd: root, ignore, onlyFiles: true, dot: false })).sort();
  const [docs, blog, pages, categories, staticFiles, docAssets, blogAssets] = await Promise.all([
    list(paths.docs, MARKDOWN),
    list(paths.blog, MARKDOWN),
    list(paths.pages, MARKDOWN),
    list(paths.docs, '**/_category_.{json,yml,yaml}', ['**/node_modules/**']),
    list(paths.static, '**/*'),
    list(paths.docs, '**/*.!(md|mdx|yml|yaml|json)'),
    list(paths.blog, '**/*.!(md|mdx|yml|yaml|json)'),
  ]);
  return { docs, blog, pages, categories, staticFiles, contentAssets: [...docAssets, ...blogAssets].sort() };
}

/**
 * The logical path of a file (`docs/…`, `blog/…`, `pages/…`, `static/…`) from its path on disk, so routes,
 * links and sidebars do not depend on where the folders are (`src/pages/x.md` → `pages/x.md`).
 */
export function logicalPath(relative: string, paths: ContentPaths = DEFAULT_PATHS): string {
  for (const key of ['docs', 'blog', 'pages', 'static'] as const) {
    const folder = trim(paths[key]);
    if (folder === key) continue;
    if (relative.startsWith(`${folder}/`)) return `${key}/${relative.slice(folder.length + 1)}`;
  }
  return relative;
}
