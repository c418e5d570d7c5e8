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

/**
 * A route's module that is a Markdown file (pipeline/plugin-routes.ts), in the props of the route's component until
 * it is drawn: the file, where an import with `?truncated=true` cuts it, the `metadata` its loader exports; then,
 * before the component is drawn (markdown.ts), what the compiled module exports beside it (markdownModuleExports).
 */
export const MARKDOWN_MODULE = '__lendocsMarkdownModule';

export interface MarkdownModule {
  file: string;
  /** The marker the file is cut at (a RegExp's source and flags): only what comes before it is drawn. */
  cut?: { source: string; flags: string };
  metadata?: unknown;
  /** The plugin's module (absolute), whose options' remark plugins its loader runs on the file (remark/remark-plugins.ts). */
  plugin?: string;
  /** What the compiled module exports, and the marker MDXContent draws (set before the component is drawn). */
  exports?: { marker: string; frontMatter: Record<string, unknown>; contentTitle?: string; toc: { value: string; id: string; level: number }[]; assets: Record<string, unknown> };
}

const isMarkdownModule = (value: unknown): value is { [MARKDOWN_MODULE]: MarkdownModule } => Boolean(value && typeof value === 'object' && MARKDOWN_MODULE in value);

/** `value` with each Markdown module in it replaced by `replace(module)`, in objects and arrays. */
export async function mapMarkdownModules(value: unknown, replace: (module: MarkdownModule) => unknown | Promise<unknown>): Promise<unknown> {
  if (isMarkdownModule(value)) return replace(value[MARKDOWN_MODULE]);
  if (Array.isArray(value)) return Promise.all(value.map((item) => mapMarkdownModules(item, replace)));
  if (value && typeof value === 'object') return Object.fromEntries(await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await mapMarkdownModules(item, replace)])));
  return value;
}

/** The Markdown modules in `value` (a route's props), in objects and arrays. */
export function markdownModulesIn(value: unknown, into: MarkdownModule[] = []): MarkdownModule[] {
  if (isMarkdownModule(value)) into.push(value[MARKDOWN_MODULE]);
  else if (Array.isArray(value)) for (const item of value) markdownModulesIn(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) markdownModulesIn(item, into);
  return into;
}

/** The key the drawn file is rendered under: the file, and the marker it is cut at (drawnMarkdownKey reads it back). */
export const markdownModuleKey = (module: MarkdownModule): string => (module.cut ? `${module.file}\0${module.cut.flags}\0${module.cut.source}` : module.file);

export function drawnMarkdownKey(key: string): { file: string; cut?: RegExp } {
  const [file, flags, source] = key.split('\0');
  return source === undefined ? { file } : { file, cut: new RegExp(source, flags) };
}

/** The marker of a Markdown module's file, as its MDXContent draws it (fillMarkdownFiles puts the file's HTML there). */
export const markdownModuleMarker = (module: MarkdownModule): string => markerOf(markdownModuleKey(module));

/**
 * In the site code's thread, the props of a route's component with each Markdown module the component Docusaurus's
 * ComponentCreator gives: the compiled module's default export, MDXContent, carrying its named exports
 * (frontMatter, metadata, contentTitle, toc, assets).
 */
export function markdownModuleComponents(props: Record<string, unknown>): Record<string, unknown> {
  const walk = (value: unknown): unknown => {
    if (isMarkdownModule(value)) {
      const { exports, metadata } = value[MARKDOWN_MODULE];
      const { marker, ...named } = exports!;
      return Object.assign(function MDXContent() { return marker; }, named, metadata === undefined ? {} : { metadata });
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  return walk(props) as Record<string, unknown>;
}
