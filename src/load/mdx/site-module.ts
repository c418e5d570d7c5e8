// Where an import in an MDX file leads, for the site's own components: `./Cards`, `../components/Cards.tsx`,
// `@site/src/components/Cards` (the site folder), with the extensions and index files esbuild and Docusaurus try.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { error } from '../../errors.js';
import type { EsmImport, ImportedComponent } from './esm.js';
import type { Walk } from './walk.js';

const CODE = ['.tsx', '.ts', '.jsx', '.js', '.mjs'];

/** The component's file; null for a file that is not code (an image, a Markdown partial); undefined when none exists. */
export function resolveSiteModule(specifier: string, fromFile: string, siteRoot: string): string | null | undefined {
  const base = specifier.startsWith('@site/') ? path.join(siteRoot, specifier.slice('@site/'.length)) : path.resolve(path.dirname(fromFile), specifier);
  const ext = path.extname(base);
  // An existing file that is not code (`./logo.png`, `./_partial.md`) is not a component.
  if (ext && !CODE.includes(ext) && isFile(base)) return null;
  if (CODE.includes(ext) && isFile(base)) return base;
  for (const candidate of [...CODE.map((e) => base + e), ...CODE.map((e) => path.join(base, `index${e}`))]) if (isFile(candidate)) return candidate;
  return undefined;
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** An import of one of the site's own components: its file found, or an error at the import's line. */
export function siteImport(walk: Walk, found: EsmImport, firstRow: number): void {
  const { path: file, siteRoot } = walk.where;
  if (!file || !siteRoot || !/^(\.|@site\/)/.test(found.from)) return;
  if (found.from.endsWith('.json')) return jsonImport(walk, found, firstRow);
  if (typeof walk.scope.get(found.local) !== 'object') return;
  const resolved = resolveSiteModule(found.from, file, siteRoot);
  if (resolved === null) return; // a file that is not a component (an image, a Markdown partial)
  const line = walk.where.bodyLine + firstRow + found.line;
  if (resolved === undefined) {
    walk.diagnostics.push(error('mdx-import', `The import "${found.from}" cannot be resolved: no such file (tried .tsx, .ts, .jsx, .js and index files).`, { file: walk.where.file, line, hint: 'Fix the path: relative to this file, or @site/ for the site folder.' }));
    return;
  }
  (walk.scope.get(found.local) as ImportedComponent).module = resolved;
}

/** `import data from './data.json'`: the file's data, as a bundler gives it (a problem is an error at the import). */
function jsonImport(walk: Walk, found: EsmImport, firstRow: number): void {
  const { path: file, siteRoot } = walk.where;
  const target = found.from.startsWith('@site/') ? path.join(siteRoot!, found.from.slice('@site/'.length)) : path.resolve(path.dirname(file!), found.from);
  try {
    walk.scope.set(found.local, JSON.parse(readFileSync(target, 'utf8')));
  } catch (cause) {
    const line = walk.where.bodyLine + firstRow + found.line;
    walk.diagnostics.push(error('mdx-import', `The import "${found.from}" cannot be read as JSON: ${(cause as Error).message}`, { file: walk.where.file, line, hint: 'Fix the path (relative to this file, or @site/ for the site folder) or the JSON in the file.' }));
  }
}

