// A file's blocks of imports and exports (each to the next blank line), read into the walk's scope (esm.ts). MDX
// hoists every import and export to the top of the file's module, so a component is in scope before the line that
// imports it (`<BrowserWindow>` at line 40, its import at line 125): lendocs reads the file in one pass, and reads
// such a later block when the walk first meets a name it imports (laterImport), then skips its names when the walk
// reaches it, so it is read once.
import { error, warning } from '../../errors.js';
import { isEsmStart, readEsm, type EsmImport, type ImportedComponent } from './esm.js';
import { siteImport } from './site-module.js';
import { keepEsmBlock } from './file-module.js';
import { content, lineOf, type Walk } from './jsx-state.js';

/** Reads an import/export block (to the next blank line); its lines become blank lines. */
export function esmBlock(walk: Walk, pos: number): number {
  const end = blockEnd(walk.src, pos);
  const firstRow = lineOf(walk, pos);
  const block = walk.src.slice(pos, end);
  const valid = walk.esmRead?.has(pos) ? walk.esmRead.get(pos)! : readBlock(walk, pos, end, walk.scope);
  keepEsmBlock(walk, firstRow, block, valid);
  for (let row = firstRow; row <= lineOf(walk, end); row++) if (row < walk.lineStarts.length && walk.lineStarts[row] < end) content(walk, '', row);
  return end + 1;
}

/** A line of spaces ends the block, with a carriage return too (a file saved with CRLF line endings). */
function blockEnd(src: string, pos: number): number {
  const blank = /\n[ \t\r]*(\n|$)/g;
  blank.lastIndex = pos;
  const found = blank.exec(src);
  return found ? found.index : src.length;
}

/** Reads the block into `scope`, saying its problems; false when it has errors. */
function readBlock(walk: Walk, pos: number, end: number, scope: Map<string, unknown>): boolean {
  const firstRow = lineOf(walk, pos);
  const imports: EsmImport[] = [];
  const problems = readEsm(walk.src.slice(pos, end), scope, imports, { budget: walk.budget, firstLine: walk.where.bodyLine + firstRow });
  for (const problem of problems) {
    const diagnostic = { file: walk.where.file, line: walk.where.bodyLine + firstRow + problem.line, hint: problem.hint };
    walk.diagnostics.push(problem.severity === 'error' ? error('mdx-syntax', problem.message, diagnostic) : warning('mdx-esm', problem.message, diagnostic));
  }
  for (const found of imports) siteImport(walk, found, firstRow);
  return !problems.some((p) => p.severity === 'error');
}

/**
 * The value of `name` when a block of imports further down the file imports it: that block is read now, into the
 * scope (and remembered, so the walk does not read it again). Undefined when none does.
 */
export function laterImport(walk: Walk, name: string): ImportedComponent | undefined {
  for (const pos of (walk.laterImports ??= importBlocks(walk.src))) {
    if (walk.esmRead?.has(pos) || !new RegExp(`\\b${name}\\b`).test(walk.src.slice(pos, blockEnd(walk.src, pos)))) continue;
    (walk.esmRead ??= new Map()).set(pos, readBlock(walk, pos, blockEnd(walk.src, pos), walk.scope));
    if (walk.scope.has(name)) return walk.scope.get(name) as ImportedComponent;
  }
  return undefined;
}

/** Where each block of imports starts, outside code fences: a line opening with `import`, as the walk reads one. */
function importBlocks(src: string): number[] {
  const starts: number[] = [];
  let fence: string | undefined;
  let pos = 0;
  let previousBlank = true;
  for (const line of src.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === undefined || (marker[0] === fence[0] && marker.length >= fence.length))) fence = fence === undefined ? marker : undefined;
    else if (fence === undefined && previousBlank && /^import\b/.test(line) && isEsmStart(line)) starts.push(pos);
    previousBlank = line.trim() === '';
    pos += line.length + 1;
  }
  return starts;
}
