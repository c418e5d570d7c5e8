// One Markdown body rendered by the build's own renderer (highlighting and all), for the fixture tables and the unit
// tests of the Markdown stage: no site is built.
import { createCodeHighlighter } from '../../src/load/highlight.js';
import { createMarkdown, type MarkdownRenderer, type RenderWhere } from '../../src/load/markdown.js';

let renderer: MarkdownRenderer | undefined;

// The fixture tables' site: the Markdown files their links may point at, and the route of each.
const ROUTES = new Map([
  ['docs/pools.md', '/explore/pools'],
  ['docs/guide/fees and rates.md', '/guide/fees and rates'],
]);

/**
 * Renders `body` as the build renders docs/fixture.md: `where` may set the body's first line in its file (a page
 * with front matter starts lower) and the rest of RenderWhere; `routes` are the site's Markdown files and routes.
 */
export async function renderMarkdown(body: string, { where = {}, routes = ROUTES }: { where?: Partial<RenderWhere>; routes?: ReadonlyMap<string, string> } = {}) {
  renderer ??= createMarkdown(await createCodeHighlighter());
  const rendered = await renderer.render(body, { file: 'fixture.md', source: 'docs/fixture.md', bodyLine: 1, ...where }, routes);
  const { diagnostics } = rendered.env;
  return {
    html: rendered.html.trim(),
    rendered,
    diagnostics,
    errors: diagnostics.filter((d) => d.severity === 'error'),
    warnings: diagnostics.filter((d) => d.severity === 'warning'),
  };
}
