// One Markdown body rendered by the build's own renderer (highlighting and all), for the fixture tables.
import { createCodeHighlighter } from '../../src/load/highlight.js';
import { createMarkdown } from '../../src/load/markdown.js';

let renderer;

// The fixture tables' site: the Markdown files their links may point at, and the route of each.
const ROUTES = new Map([
  ['docs/pools.md', '/explore/pools'],
  ['docs/guide/fees and rates.md', '/guide/fees and rates'],
]);

export async function renderMarkdown(body) {
  renderer ??= createMarkdown(await createCodeHighlighter());
  const rendered = await renderer.render(body, { file: 'fixture.md', source: 'docs/fixture.md', bodyLine: 1 }, ROUTES);
  return { html: rendered.html.trim(), diagnostics: rendered.env.diagnostics };
}
