// One MDX body compiled (src/load/mdx/jsx-walk.ts) and rendered by the build's own Markdown renderer, for the MDX
// tables and the unit tests of MDX: no site is built.
import { createCodeHighlighter } from '../../src/load/highlight.js';
import { createMarkdown, type MarkdownRenderer } from '../../src/load/markdown.js';
import { compileMdx } from '../../src/load/mdx/jsx-walk.js';

let renderer: MarkdownRenderer | undefined;

/** Renders `body` as the build renders `file` (docs/fixture.mdx), whose body starts at `bodyLine`, read as MDX `mdxVersion` (3 by default). */
export async function renderMdx(body: string, { file = 'docs/fixture.mdx', bodyLine = 1, mdxVersion }: { file?: string; bodyLine?: number; mdxVersion?: 1 | 3 } = {}) {
  renderer ??= createMarkdown(await createCodeHighlighter());
  const compiled = compileMdx(body, { file, bodyLine, mdxVersion });
  const rendered = await renderer.render(compiled.body, { file, source: file, bodyLine, lineMap: compiled.lineMap, mdxVersion }, new Map());
  const diagnostics = [...compiled.diagnostics, ...rendered.env.diagnostics];
  return {
    html: rendered.html.trim(),
    diagnostics,
    errors: diagnostics.filter((d) => d.severity === 'error'),
    warnings: diagnostics.filter((d) => d.severity === 'warning'),
  };
}
