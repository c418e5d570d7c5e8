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

const MARKDOWN = '**/*.{md,mdx}';
// `_`-prefixed files and folders are partials or drafts, not pages (Docusaurus convention).
const IGNORE = ['**/_*', '**/_*/**', '**/node_modules/**', '**/.*'];

export async function walkContent(root: string): Promise<ContentFiles> {
  const list = async (folder: string, pattern: string, ignore = IGNORE) =>
    (await fg(`${folder}/${pattern}`, { cwd: root, ignore, onlyFiles: true, dot: false })).sort();
  const [docs, blog, pages, categories, staticFiles, contentAssets] = await Promise.all([
    list('docs', MARKDOWN),
    list('blog', MARKDOWN),
    list('pages', MARKDOWN),
    list('docs', '**/_category_.{json,yml,yaml}', ['**/node_modules/**']),
    list('static', '**/*'),
    list('{docs,blog}', '**/*.!(md|mdx|yml|yaml|json)'),
  ]);
  return { docs, blog, pages, categories, staticFiles, contentAssets };
}
