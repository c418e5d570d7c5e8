// The content plugins' `include` and `exclude` (docs, blog, pages, and every other instance): `exclude` carries over
// as the folder's own `exclude`; `include` needs nothing when it is Docusaurus's default, and is a note otherwise.
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Docusaurus's default `include` of the docs and blog plugins, and of the pages plugin. */
export const MARKDOWN_INCLUDE = ['**/*.{md,mdx}'];
export const PAGES_INCLUDE = ['**/*.{js,jsx,ts,tsx,md,mdx}'];

const isGlobList = (value: unknown): value is string[] => Array.isArray(value) && value.every((glob) => typeof glob === 'string' && glob.length > 0);

/** `{ exclude }` when the plugin gives one; `what` names the plugin in notes (`docs`, `plugin … (id x)`). */
export function contentFilters(options: Any, what: string, defaultInclude: string[], notes: string[]): { exclude?: string[] } {
  const key = (name: string) => (what.startsWith('plugin ') ? `${what}: ${name}` : `${what}.${name}`);
  const { include, exclude } = options;
  if (include !== undefined && !(isGlobList(include) && include.length === defaultInclude.length && include.every((glob, i) => glob === defaultInclude[i]))) {
    notes.push(`${key('include')}: not translated; lendocs builds every ${defaultInclude === PAGES_INCLUDE ? 'Markdown and React' : 'Markdown'} file of the folder that exclude does not leave out.`);
  }
  if (exclude === undefined) return {};
  if (!isGlobList(exclude)) {
    notes.push(`${key('exclude')}: not a list of globs; left out (the default exclude applies).`);
    return {};
  }
  return { exclude: [...exclude] };
}

/** The preset's docs and pages `include`/`exclude` into `config` (`docs.exclude`, `pages.exclude`); the blog's go with its options. */
export function translateMainFilters(config: Any, docsOptions: Any | false, pagesOptions: Any | undefined, notes: string[]): void {
  const docs = docsOptions ? contentFilters(docsOptions, 'docs', MARKDOWN_INCLUDE, notes) : {};
  if (docs.exclude) config.docs = { ...config.docs, ...docs };
  const pages = contentFilters(pagesOptions && typeof pagesOptions === 'object' ? pagesOptions : {}, 'pages', PAGES_INCLUDE, notes);
  if (pages.exclude) config.pages = pages;
}
