// Markdown files the site's own code imports as components, as Docusaurus's MDX loader gives them to webpack:
//
//   import ReleasesTable from './_releases-table.md';
//   export default function Releases() { return <ReleasesTable />; }
//
// esbuild has no loader for `.md`; here such a file becomes a module whose component draws a marker naming the
// file (with its front matter as `frontMatter`, as MDX exports it). The page that draws the component (an MDX page's
// use of it, a React page) puts the file there, rendered as a Markdown partial is (partials.ts): with its own
// imports and components, its links checked from its own folder, its problems at its own lines.
import path from 'node:path';
import { readFrontMatter } from '../front-matter.js';

const OPEN = '\uE015';
const CLOSE = '\uE016';
const MARKERS = /\uE015([0-9a-f]+)\uE016/g;

/** The marker for `file` in a component's markup: the path hex-encoded, so no escaping of React's changes it. */
const markerOf = (file: string) => `${OPEN}${Buffer.from(file).toString('hex')}${CLOSE}`;

/** The module esbuild bundles for the Markdown file `file` (absolute), whose text is `text`. */
export function markdownFileModule(file: string, text: string): string {
  const { data } = readFrontMatter(text, path.basename(file), 'page');
  return `const marker = ${JSON.stringify(markerOf(file))};
export default function MDXContent() { return marker; }
export const frontMatter = ${JSON.stringify(data)};`;
}

/** True when the markup draws a Markdown file (cheap: a page that draws none pays one search). */
export const drawsMarkdownFiles = (markup: string): boolean => markup.includes(OPEN);

/** The markup with each Markdown file it draws replaced by `render(file)`: the file's HTML. */
export async function fillMarkdownFiles(markup: string, render: (file: string) => Promise<string>): Promise<string> {
  if (!drawsMarkdownFiles(markup)) return markup;
  const files = [...new Set([...markup.matchAll(MARKERS)].map((match) => match[1]))];
  const html = new Map<string, string>();
  for (const hex of files) html.set(hex, await render(Buffer.from(hex, 'hex').toString()));
  return markup.replace(MARKERS, (_, hex: string) => html.get(hex)!);
}
