// The HTML elements Markdown makes that a site's `src/theme/MDXComponents` can give a component of its own (MDX's
// table of components), as lendocs draws them: plugins/site-elements.ts.
// Left out: `pre` and the `code` of a fenced block (lendocs's highlighted code blocks stand for Docusaurus's
// CodeBlock, which its MDXComponents draws them with), and `wrapper` (lendocs's own page around the content).

export const SITE_ELEMENT_TAGS: ReadonlySet<string> = new Set([
  'a', 'blockquote', 'br', 'code', 'del', 'em', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'img', 'li', 'ol', 'p', 'strong',
  'table', 'tbody', 'td', 'th', 'thead', 'tr', 'ul',
]);
