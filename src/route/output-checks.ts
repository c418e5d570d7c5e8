// Invariant checks on the route table that the emit stage relies on: every route path is a safe place in the output
// folder, and no output file has to be a folder for another one. Breaking either used to surface as an exception
// while writing (EISDIR, "Refusing to write outside the output folder"); here it is an error on the source that
// asked for it, with its file and line.
import path from 'node:path';
import { displayPath } from '../config/load.js';
import type { LoadedContent } from '../load/load-content.js';
import type { Page, Route, GeneratedFile } from '../types.js';
import { frontMatterTagPermalink, tagLabel } from './tag-slug.js';
import { outputFileForRoute } from '../shared/site-paths.js';
import { capitalise } from '../shared/text-transforms.js';

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
  // Another blog's tags and authors are in its own folder's files.
  const blog = (route.blog && content.blogs?.get(route.blog)) || content.blog;
  if (data.type === 'blog-tag') {
    const declared = blog.tags?.get(data.tag.key);
    return declared ? { file: blog.tagsFile, line: declared.line } : fromPages('post', data.tag.key);
  }
  if (data.type === 'blog-author') {
    const declared = blog.authors.get(data.author.key);
    return declared ? { file: blog.authorsFile, line: declared.line } : undefined;
  }
  return undefined;
}

function pathLine(page: Page): number {
  const lines = page.frontMatterLines;
  return (page.frontMatter.slug !== undefined ? lines.slug : page.frontMatter.id !== undefined ? lines.id : undefined) ?? 1;
}

/** Tag keys as the route stage makes them: permalinks for docs tags, the written key for blog tags. */
function tagKeys(page: Page): string[] {
  return ((page.frontMatter.tags as unknown[] | undefined) ?? []).map((tag) => (page.kind === 'doc' ? frontMatterTagPermalink(tag) : tagLabel(tag)));
}

/** A file (or folder of files) the emit stage generates itself: the Site's one list (types.ts). */
export type Generated = GeneratedFile;

/**
 * The stylesheet and scripts are named by their content hash (assets/css/styles.<hash>.css), so their exact names
 * are only known when they are written; any other output that fits the pattern could be overwritten by them.
 */
const HASHED_ASSET = /^assets\/(css\/styles\.[^/]+\.css|js\/(main|search)\.[^/]+\.js)$/;

/** One thing the emit stage writes. */
type Output =
  | { kind: 'route'; route: Route; origin?: Origin }
  | { kind: 'file'; outPath: string; origin: Origin }
  | { kind: 'generated'; generated: Generated; origin?: Origin };

export interface OutputConflict {
  /** The entry to report and leave out (a generated one cannot be left out; the build fails all the same). */
  blamed: Output;
  /** Where to report it; undefined only when neither output has a source file. */
  origin?: Origin;
  message: string;
}

/**
 * Every output file must come from exactly one source. Finds outputs that would overwrite each other (a static file
 * `explore/glossary/index.html` and the page /explore/glossary), outputs that need a name to be a file and a folder
 * at once (a static file `blog` beside the blog pages, a page with slug `/sitemap.xml`), and outputs inside a folder
 * that lendocs fills itself. Routes claiming the same file as another route are caught earlier, in buildSite.
 */
export function outputConflicts(routes: Route[], files: Map<string, string>, generated: Generated[], content: LoadedContent, trailingSlash?: boolean): OutputConflict[] {
  const outputs: { name: string; folder: boolean; output: Output }[] = [
    // A route's origin is looked up only for a conflict: for a tag's page it searches every page (a rebuild under
    // serve --watch would pay that on every save).
    ...routes.map((route) => ({ name: outputFileForRoute(route.path, trailingSlash), folder: false, output: { kind: 'route' as const, route, get origin() { return originOf(route, content); } } })),
    ...generated.map((entry) => ({ name: entry.name.replace(/\/$/, ''), folder: entry.name.endsWith('/'), output: { kind: 'generated' as const, generated: entry, origin: entry.origin } })),
    ...[...files].map(([outPath, from]) => ({ name: outPath.slice(1), folder: false, output: { kind: 'file' as const, outPath, origin: { file: displayPath(from) } } })),
  ];
  const conflicts: OutputConflict[] = [];
  const reported = new Set<Output>();
  const report = (a: Output, b: Output, message: string) => {
    const blamed = blame(a, b);
    if (reported.has(blamed)) return;
    reported.add(blamed);
    conflicts.push({ blamed, origin: blamed.origin ?? (blamed === a ? b : a).origin, message });
  };

  const asFile = new Map<string, Output>();
  for (const { name, folder, output } of outputs) {
    if (folder) continue;
    const first = asFile.get(name);
    if (!first) asFile.set(name, output);
    else report(first, output, `${capitalise(describe(first))} and ${describe(output)} would both be written to ${name}; one would overwrite the other.`);
  }

  const exclusive = generated.filter((entry) => entry.exclusive).map((entry) => entry.name);
  for (const { name, folder, output } of outputs) {
    if (output.kind !== 'generated') {
      const inside = exclusive.find((prefix) => name.startsWith(prefix));
      if (inside) report(output, output, `${capitalise(describe(output))} would be written inside ${inside}, which holds only files lendocs generates.`);
      else if (HASHED_ASSET.test(name)) report(output, output, `${capitalise(describe(output))} would be written to ${name}, a name kept for lendocs' own stylesheet and scripts.`);
    }
    const parts = name.split('/');
    for (let i = 1; i <= parts.length - (folder ? 0 : 1); i++) {
      const prefix = parts.slice(0, i).join('/');
      const occupant = asFile.get(prefix);
      if (!occupant || occupant === output) continue;
      report(occupant, output, `${capitalise(describe(occupant))} and ${describe(output)} cannot both be written: "${prefix}" would have to be a file and a folder at once.`);
    }
  }
  return conflicts;
}

/** Static files first (they are the odd ones out), then pages, then other outputs with a source; generated files last. */
function blame(a: Output, b: Output): Output {
  const rank = (output: Output) => (output.kind === 'file' ? 0 : output.kind === 'route' && output.origin ? ('page' in output.route.data ? 1 : 2) : output.origin ? 3 : 4);
  return rank(b) < rank(a) ? b : a;
}

function describe(output: Output): string {
  if (output.kind === 'file') return `the file ${output.origin.file} (published at ${output.outPath})`;
  if (output.kind === 'generated') {
    const { name, origin } = output.generated;
    if (origin) return `the generated ${name} (made from ${origin.file})`;
    return `the generated ${path.posix.basename(name.replace(/\/$/, ''))}${name.endsWith('/') ? ' folder' : ''}`;
  }
  const file = 'page' in output.route.data ? output.route.data.page.file : undefined;
  return file ? `the page ${output.route.path} (from ${file})` : describeRoute(output.route, output.origin);
}

/** A route's source for messages: its Markdown file, or the generated page and the file that asked for it, if any. */
export function describeRoute(route: Route, origin: Origin | undefined): string {
  const file = 'page' in route.data ? route.data.page.file : undefined;
  if (file) return file;
  return `the generated ${route.data.type} page ${route.path}${origin ? ` (made from ${origin.file})` : ''}`;
}
