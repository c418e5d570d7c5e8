// One MDX body compiled (src/load/mdx/jsx-walk.ts) and rendered by the build's own Markdown renderer, for the MDX tables.
import { createCodeHighlighter } from '../../src/load/highlight.js';
import { createMarkdown } from '../../src/load/markdown.js';
import { compileMdx } from '../../src/load/mdx/jsx-walk.js';

let renderer;

export async function renderMdx(body) {
  renderer ??= createMarkdown(await createCodeHighlighter());
  const compiled = compileMdx(body, { file: 'fixture.mdx', bodyLine: 1 });
  const rendered = await renderer.render(compiled.body, { file: 'fixture.mdx', source: 'docs/fixture.mdx', bodyLine: 1, lineMap: compiled.lineMap }, new Map());
  return { html: rendered.html.trim(), diagnostics: [...compiled.diagnostics, ...rendered.env.diagnostics] };
}
