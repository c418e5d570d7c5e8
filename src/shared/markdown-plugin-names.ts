// The remark and rehype plugins of a Docusaurus site that lendocs does itself (maths, GFM, mermaid, npm2yarn), by
// name: migrate says so of each, and the build does not run them (load/remark/), since running them too would do
// their work twice (npm2yarn's tabs) or undo lendocs's own (maths read as text).

/** What lendocs does of what a well-known plugin did, by its name as pluginKey gives it. */
export const DONE_BY_LENDOCS: Readonly<Record<string, string>> = {
  math: 'maths: on, lendocs renders $…$ and $$…$$ with KaTeX itself',
  katex: 'maths: on, lendocs renders $…$ and $$…$$ with KaTeX itself',
  mathjax: 'maths: on, rendered with KaTeX rather than MathJax',
  gfm: 'GFM: lendocs always reads it',
  mermaid: 'mermaid: lendocs draws ```mermaid blocks itself',
  'mdx-mermaid': 'mermaid: lendocs draws ```mermaid blocks itself',
  npm2yarn: 'npm2yarn: on (markdown.npm2yarn), for every page of the site',
};

/**
 * A plugin's name in kebab-case without its scope and `remark-`/`rehype-`: `remarkMath`, `remark-math` → `math`;
 * `@docusaurus/remark-plugin-npm2yarn` → `npm2yarn`.
 */
export function pluginKey(name: string): string {
  return name
    .replace(/^@[^/]+\//, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/^docusaurus-/, '')
    .replace(/^(remark|rehype)-?(plugin-)?/, '')
    .replace(/-?plugin$/, '');
}

/** What lendocs does instead of the plugin named `name`, or undefined when it does not do its work. */
export function doneByLendocs(name: string): string | undefined {
  return DONE_BY_LENDOCS[pluginKey(name)];
}
