// Invariant checks on the route table that the emit stage relies on: every route path is a safe place in the output
// folder, and no output file has to be a folder for another one. Breaking either used to surface as an exception
// while writing (EISDIR, "Refusing to write outside the output folder"); here it is an error on the source that
// asked for it, with its file and line.
import path from 'node:path';
import { displayPath } from '../config/load.js';
import { outputFileForRoute } from '../emit/output-path.js';
import type { LoadedContent } from '../load/load-content.js';
import type { Page, Route } from '../types.js';
import { tagSlug } from './tag-slug.js';

/** Where an error about a route should point: the file (and line) that gave the route its path. */
export interface Origin {
  file: string;
  line?: number;
}

/** Why a route path cannot be written as a page, or undefined when it can. */
export function routePathProblem(routePath: string): string | undefined {
  if (/[\u0000-\u001f\u007f\\?#]/.test(routePath)) return 'it contains a control character, "\\", "?" or "#"';
  const segments = routePath.split('/');
  if (segments[0] !== '') return 'it does not start with "/"';
  if (segments.some((segment) => segment === '.' || segment === '..')) return 'it contains a "." or ".." segment, which would leave its folder';
  if (segments.slice(1, -1).some((segment) => segment === '')) return 'it contains an empty segment ("//")';
  if (segments.some((segment) => Buffer.byteLength(segment) > 255)) return 'one of its segments is longer than a file name may be (255 bytes)';
  return undefined;
}

/** The file (and line) behind a route's path; undefined for the fixed generated pages. */
export function originOf(route: Route, content: LoadedContent): Origin | undefined {
  const data = route.data;
  if ('page' in data) return { file: data.page.file, line: pathLine(data.page) };
  const fromPages = (kind: Page['kind'], key: string) => {
    const page = content.pages.find((p) => p.kind === kind && tagKeys(p).includes(key));
    return page ? { file: page.file, line: page.frontMatterLines.tags ?? 1 } : undefined;
  };
  if (data.type === 'docs-tag') return fromPages('doc', data.tag.key);
  if (data.type === 'blog-tag') {
    const declared = content.blog.tags?.get(data.tag.key);
    return declared ? { file: content.blog.tagsFile, line: declared.line } : fromPages('post', data.tag.key);
  }
  if (data.type === 'blog-author') {
    const declared = content.blog.authors.get(data.author.key);
    return declared ? { file: content.blog.authorsFile, line: declared.line } : undefined;
  }
  return undefined;
}

function pathLine(page: Page): number {
  const lines = page.frontMatterLines;
  return (page.frontMatter.slug !== undefined ? lines.slug : page.frontMatter.id !== undefined ? lines.id : undefined) ?? 1;
}

/** Tag keys as the route stage makes them: slugs for docs tags, the written key for blog tags. */
function tagKeys(page: Page): string[] {
  return ((page.frontMatter.tags as unknown[] | undefined) ?? []).flatMap((tag) => {
    const label = typeof tag === 'string' ? tag : (tag as { label: string }).label;
    return page.kind === 'doc' ? [tagSlug(label)] : [label];
  });
}

/** One thing the emit stage writes. */
type Output =
  | { kind: 'route'; route: Route; origin?: Origin }
  | { kind: 'file'; outPath: string; origin: Origin }
  | { kind: 'generated'; name: string };

export interface OutputConflict {
  /** The entry to report and leave out. */
  blamed: Output & { origin: Origin };
  message: string;
}

/**
 * Finds outputs that need a name to be a file and a folder at once (a static file `blog` beside the blog pages,
 * a page with slug `/sitemap.xml`). `generated` lists the emit stage's own files (see siteExtras in pipeline.ts);
 * a name ending in "/" stands for a folder of generated files.
 */
export function outputConflicts(routes: Route[], files: Map<string, string>, generated: string[], content: LoadedContent): OutputConflict[] {
  const outputs: { name: string; folder: boolean; output: Output }[] = [
    ...routes.map((route) => ({ name: outputFileForRoute(route.path), folder: false, output: { kind: 'route' as const, route, origin: originOf(route, content) } })),
    ...generated.map((name) => ({ name: name.replace(/\/$/, ''), folder: name.endsWith('/'), output: { kind: 'generated' as const, name } })),
    ...[...files].map(([outPath, from]) => ({ name: outPath.slice(1), folder: false, output: { kind: 'file' as const, outPath, origin: { file: displayPath(from) } } })),
  ];
  const asFile = new Map<string, Output>();
  for (const { name, folder, output } of outputs) if (!folder && !asFile.has(name)) asFile.set(name, output);

  const conflicts: OutputConflict[] = [];
  const reported = new Set<Output>();
  for (const { name, folder, output } of outputs) {
    const parts = name.split('/');
    for (let i = 1; i <= parts.length - (folder ? 0 : 1); i++) {
      const prefix = parts.slice(0, i).join('/');
      const occupant = asFile.get(prefix);
      if (!occupant || occupant === output) continue;
      const blamed = blame(occupant, output);
      if (!blamed || reported.has(blamed)) continue;
      reported.add(blamed);
      conflicts.push({
        blamed,
        message: `${capitalise(describe(occupant))} and ${describe(output)} cannot both be written: "${prefix}" would have to be a file and a folder at once.`,
      });
    }
  }
  return conflicts;
}

/** Static files first (they are the odd ones out), then pages, then other routes with an origin; never generated files. */
function blame(a: Output, b: Output): (Output & { origin: Origin }) | undefined {
  const rank = (output: Output) => (output.kind === 'file' ? 0 : output.kind === 'route' && output.origin ? ('page' in output.route.data ? 1 : 2) : 3);
  const [first] = [a, b].sort((x, y) => rank(x) - rank(y));
  return rank(first) < 3 ? (first as Output & { origin: Origin }) : undefined;
}

function describe(output: Output): string {
  if (output.kind === 'file') return `the file ${output.origin.file} (served at ${output.outPath})`;
  if (output.kind === 'generated') return `the generated ${path.posix.basename(output.name.replace(/\/$/, ''))}${output.name.endsWith('/') ? ' folder' : ''}`;
  return `the page ${output.route.path}${output.origin ? ` (from ${output.origin.file})` : ''}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
