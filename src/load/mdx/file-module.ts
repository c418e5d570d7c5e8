// An MDX file's own code, run as the module MDX makes of it: `@mdx-js/mdx` compiles the whole file to one JavaScript
// module, so its imports and exports are in scope of its JSX and its expressions. The interpreter (evaluate.ts) gives
// most values at build time without running anything; what it cannot (a component the file defines with
// `export const Grid = …` or `export function Card`, `{items.map(…)}`, `{new Date().getFullYear()}`) runs with the
// site's code instead (components/site-code.ts): the file's import and export blocks, each at its own line, then one
// small generated component per such expression drawing its value, are bundled from the file's folder as the site's
// components are, and each use is drawn like a use of an imported component. A file without such code makes no module.
import { clipText } from '../../shared/text-transforms.js';
import { USE_CLOSE, USE_OPEN } from '../components/markers.js';
import type { ComponentUse } from '../components/render-uses.js';
import { isElement, isImported } from './evaluate.js';
import { exportedNamesOf, isEsmStart, type ImportedComponent } from './esm.js';
import { InvalidExpression, namedModules, UndefinedName, type UnsupportedExpression } from './values.js';
import { lineOf, type Walk } from './jsx-state.js';
import type { Expr } from './scan.js';

/** The export of the file's module that draws the expression numbered n; and that gives the value of prop n. */
export const EXPRESSION_EXPORT = '__lendocsExpression';
export const VALUE_EXPORT = '__lendocsValue';

/**
 * What the walk keeps of the file's code: its valid import/export blocks by body row, the expressions drawn as
 * children and those given as props of components of the site's, that run.
 */
export interface FileCode {
  blocks: { row: number; text: string }[];
  expressions: string[];
  values: string[];
  /** Expressions whose values the walk needs itself, computed before the file is read again (module-values.ts). */
  wanted: string[];
  /** The names the file exports anywhere (exportedNames), once a name it does not know yet is met. */
  exported?: Set<string>;
}

/** The file is on disk in a site, so its code can run with the site's (a Markdown file compiled alone cannot). */
export function runsFileCode(walk: Walk): boolean {
  return walk.where.path !== undefined && walk.where.siteRoot !== undefined;
}

/**
 * Keeps a block of imports and exports for the module (`valid`: acorn or esbuild read it) and makes each export the
 * interpreter has no value for an export of the module: `<Grid>` is then a use of it, and an expression reading it runs.
 */
export function keepEsmBlock(walk: Walk, row: number, text: string, valid: boolean): void {
  if (!runsFileCode(walk)) return;
  if (valid) walk.fileCode.blocks.push({ row, text });
  for (const [name, value] of walk.scope) {
    if (!isImported(value) || value.$$component !== 'export' || !value.notEvaluated) continue;
    delete value.notEvaluated;
    Object.assign(value, { module: walk.where.path!, imported: name });
  }
}

/**
 * Whether an expression the interpreter could not evaluate runs in the file's module: not when it is no JavaScript,
 * nor when it reads a name that neither the file nor JavaScript defines (left out with a warning, as before).
 */
export function runsInModule(walk: Walk, cause: UnsupportedExpression): boolean {
  if (!runsFileCode(walk) || cause instanceof InvalidExpression) return false;
  return !(cause instanceof UndefinedName) || LANGUAGE_GLOBALS.has(cause.undefinedName) || laterExport(walk, cause.undefinedName) !== undefined;
}

/**
 * The names JavaScript itself defines everywhere, which an MDX expression may read without an import. Not the build
 * process's own globals (`process`, `Buffer`, `require`, nor `globalThis`, which reaches them): `{process.env.TOKEN}`
 * must never publish the environment of the machine that builds the site, so such a name is left out like any other
 * the file does not define. (The code thread has no environment but NODE_ENV either: site-code.ts.)
 */
const LANGUAGE_GLOBALS = new Set(['Array', 'BigInt', 'Boolean', 'Date', 'Error', 'Infinity', 'Intl', 'JSON', 'Map', 'Math', 'NaN', 'Number', 'Object', 'Promise', 'RegExp', 'Set', 'String', 'Symbol', 'URL', 'URLSearchParams', 'WeakMap', 'WeakSet', 'decodeURIComponent', 'encodeURIComponent', 'isFinite', 'isNaN', 'parseFloat', 'parseInt', 'undefined']);

/**
 * A name the file exports below the place it is used (`<Highlight>` then `export const Highlight = …`): MDX hoists
 * every import and export, so it is in scope from the start; lendocs reads the file in one pass, and gives such a
 * name, when it meets it unknown, the module's export of it. The file's exports are found the first time this asks.
 */
export function laterExport(walk: Walk, name: string): ImportedComponent | undefined {
  if (!runsFileCode(walk)) return undefined;
  walk.fileCode.exported ??= exportedNames(walk.src);
  return walk.fileCode.exported.has(name) ? { $$component: 'export', name, module: walk.where.path!, imported: name } : undefined;
}

/**
 * The names a file's blocks of imports and exports export (each block to the next blank line, outside code fences),
 * read as the walk reads a block when it meets it (esm.ts).
 */
export function exportedNames(body: string): Set<string> {
  const names = new Set<string>();
  const lines = body.split('\n');
  let fence: string | undefined;
  for (let row = 0; row < lines.length; row++) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(lines[row])?.[1];
    if (marker && (fence === undefined || (marker[0] === fence[0] && marker.length >= fence.length))) fence = fence === undefined ? marker : undefined;
    else if (fence === undefined && isEsmStart(lines[row])) {
      const first = row;
      while (row + 1 < lines.length && lines[row + 1].trim() !== '') row++;
      for (const name of exportedNamesOf(lines.slice(first, row + 1).join('\n'))) names.add(name);
    }
  }
  return names;
}

/** The expression as a use of the component the module draws it with: its markers, filled like any use's. */
export function expressionUse(walk: Walk, source: string, at: number): string {
  const n = walk.fileCode.expressions.push(source) - 1;
  const shown = `{${clipText(source.trim().replace(/\s+/g, ' '), 60)}}`;
  const index = walk.components.push({ module: walk.where.path!, name: shown, imported: `${EXPRESSION_EXPORT}${n}`, props: { props: walk.scope.get('props') }, line: walk.where.bodyLine + lineOf(walk, at), expression: true }) - 1;
  return USE_OPEN(index) + USE_CLOSE(index);
}

const PROVIDED = '__lendocsMDXComponents';

/** The components `sources` (the file's expressions) draw that it neither imports nor exports: MDXComponents gives them. */
export function fromMdxComponents(walk: Walk, sources: string[]): string[] {
  const names = new Set(sources.flatMap((source) => [...source.matchAll(/<([A-Z][\w$]*)/g)].map((m) => m[1])));
  const own = (name: string) => {
    const value = walk.scope.get(name);
    return (walk.scope.has(name) && !(isImported(value) && value.$$component === '@theme/MDXComponents')) || laterExport(walk, name) !== undefined;
  };
  return [...names].filter((name) => !own(name));
}

/**
 * Whether a value an expression gave draws a component of the site's or of the file (`{open && <Card />}`), which
 * only the site's code can draw: the expression is then drawn by the file's module too.
 */
export function drawsModuleComponent(walk: Walk, value: unknown, depth = 0): boolean {
  if (depth > 50 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => drawsModuleComponent(walk, item, depth + 1));
  if (!isElement(value)) return false;
  const named = walk.scope.has(value.name) ? walk.scope.get(value.name) : /^[A-Z]/.test(value.name) ? laterExport(walk, value.name) : undefined;
  if (isImported(named) && named.module !== undefined && !named.partial) return true;
  return value.children.some((child) => drawsModuleComponent(walk, child, depth + 1)) || drawsModuleComponent(walk, value.props.children, depth + 1);
}

/** A prop's expression as the export of the module that computes it, given when the component is drawn (site-code-worker.ts). */
export function expressionValue(walk: Walk, source: string): ImportedComponent {
  const n = walk.fileCode.values.push(source) - 1;
  return { $$component: 'expression', name: `{${clipText(source.trim().replace(/\s+/g, ' '), 60)}}`, module: walk.where.path!, imported: `${VALUE_EXPORT}${n}`, call: { props: walk.scope.get('props') } };
}

/**
 * A function written as the children of a component of the site's (`<List items={…}>{(item) => …}</List>`, a render
 * prop): MDX passes it as the component's `children` prop, which calls it, and React could never draw it as a child.
 * It is given as that prop, computed by the file's module, and nothing is drawn in its place. `use`: the innermost
 * element open around the expression, when it is a component of the site's.
 */
export function functionChild(walk: Walk, expr: Expr, use: number | undefined): boolean {
  const type = expr.node?.type;
  if (use === undefined || !runsFileCode(walk) || (type !== 'ArrowFunctionExpression' && type !== 'FunctionExpression')) return false;
  walk.components[use].props.children = expressionValue(walk, expr.source);
  return true;
}

/** Gives the uses that draw with the file's module (or pass one of its exports) its source; none for most files. */
export function attachFileModule(walk: Walk): void {
  const file = walk.where.path;
  if (file === undefined) return;
  const uses = walk.components.filter((use) => use.module === file || namedModules(use.props).includes(file));
  if (uses.length === 0) return;
  const fileModule = { module: file, source: fileModuleSource(walk.fileCode, walk.where.bodyLine, fromMdxComponents(walk, [...walk.fileCode.expressions, ...walk.fileCode.values])) };
  for (const use of uses) use.fileModule = fileModule;
}

/**
 * The module: each block at its line in the file (so a message of the bundler or a stack names the file's own
 * line), then one component per expression, whose value React draws as Docusaurus's render of the file would.
 * `props` is the file's props, as in MDX's content function.
 */
export function fileModuleSource({ blocks, expressions, values }: Pick<FileCode, 'blocks' | 'expressions' | 'values'>, bodyLine: number, provided: string[] = []): string {
  const lines: string[] = [];
  for (const { row, text } of blocks) {
    // A block starts on a line of its own, at its line in the file when no block before it runs past that line.
    while (lines.length < bodyLine + row - 1) lines.push('');
    lines.push(...text.split('\n'));
  }
  // As in MDX's content function, a component the file does not define is the site's MDXComponents' (`<Details>`).
  const given = provided.length ? [`  const { ${provided.join(', ')} } = ${PROVIDED};`] : [];
  if (provided.length) lines.push(`import ${PROVIDED} from '@theme/MDXComponents';`);
  expressions.forEach((source, n) => lines.push(`export function ${EXPRESSION_EXPORT}${n}({ props }) {`, ...given, `  return <>{(${source}`, `  )}</>;`, '}'));
  values.forEach((source, n) => lines.push(`export function ${VALUE_EXPORT}${n}({ props }) {`, ...given, `  return (${source}`, `  );`, '}'));
  return `${lines.join('\n')}\n`;
}
