// `import` and `export` in MDX: never text. A block of them runs from a line that starts with `import` or `export`
// to the next blank line, as MDX reads it, and is parsed by acorn (through esbuild first when it holds JSX).
// Imports put names in the file's scope: a component from `@theme/…`, `@docusaurus/…` or the site's own files is
// known by its name (components.ts draws the built-ins); a file such as an image is its path, which the Markdown
// links plugin publishes like any image. `export const` values are evaluated, so `{name}` shows them; an export
// lendocs cannot evaluate (a function, a call, destructuring) is a stand-in that says why wherever it is used.
import { parse, type Node } from 'acorn';
import { createRequire } from 'node:module';

import { LimitExceeded, type EvaluationBudget } from './budget.js';
import { evaluate, UnsupportedExpression } from './evaluate.js';

export { isImported } from './evaluate.js';

/** esbuild, loaded the first time a file holds JSX inside JavaScript (most sites never do). */
const esbuildTransform = (...args: Parameters<typeof import('esbuild').transformSync>) => (createRequire(import.meta.url)('esbuild') as typeof import('esbuild')).transformSync(...args);

/** What an import binds: a component, or a file's path. */
export interface ImportedComponent {
  $$component: string;
  name: string;
  /** For a component of the site's own (`./Cards`, `@site/src/components/Cards`) or a Markdown partial: its file. */
  module?: string;
  /** The import is a Markdown partial (`./_part.md`), drawn in place (components/partials.ts). */
  partial?: boolean;
  /** Imported by name (`import { Rows } from './rows'`): the export it names; the default export without it. */
  imported?: string;
  /** A name `src/theme/MDXComponents` gives: the component is this key of `module`'s default export. */
  key?: string;
  /** A name `src/theme/MDXComponents` gives a built-in (`Details` → `details`): drawn as that built-in. */
  builtin?: string;
  /** An export lendocs has no value for: its line in the file, and why (said wherever its value is used). */
  notEvaluated?: { line: number; reason: string };
  /** A prop's expression the MDX file's module computes: the value is what the export returns, given the file's props (mdx/file-module.ts). */
  call?: { props: unknown };
}

/** An import of a name, with its line in the block (0-based); `imported`: the export it names, when not the default. */
export interface EsmImport {
  local: string;
  from: string;
  line: number;
  imported?: string;
}

export interface EsmProblem {
  /** Line inside the block (0-based). */
  line: number;
  message: string;
  hint: string;
  severity: 'error' | 'warning';
}

const ASSET = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|pdf|mp4|webm|mov|mp3|wav|zip|txt|csv)$/i;

export const isEsmStart = (line: string): boolean => /^(import|export)(\s|\{|\*|$)/.test(line) && !/^import\s*\(/.test(line);

/** How exports are evaluated: the file's budget, and the line in the file where the block starts (for messages). */
export interface ExportContext {
  budget: EvaluationBudget;
  firstLine: number;
}

/** Reads one block of imports and exports into `scope`; problems come back with their line in the block. */
export function readEsm(block: string, scope: Map<string, unknown>, imports: EsmImport[], exports: ExportContext): EsmProblem[] {
  const parsed = parseBlock(block);
  if ('cause' in parsed) {
    const loc = (parsed.cause as { loc?: { line: number } }).loc;
    return [{ line: (loc?.line ?? 1) - 1, severity: 'error', message: `This import or export is not valid JavaScript: ${parsed.cause.message.replace(/\s*\(\d+:\d+\)$/, '')}.`, hint: 'MDX reads a line that starts with "import" or "export" as JavaScript, up to the next blank line. Fix the statement, or reword the sentence so it does not start with that word.' }];
  }
  const problems: EsmProblem[] = [];
  const { statements, exported } = parsed;
  for (const statement of statements) {
    const line = (statement.loc?.start.line ?? 1) - 1;
    if (statement.type === 'ImportDeclaration') {
      const from = String(statement.source.value);
      for (const specifier of statement.specifiers) {
        const local = specifier.local.name as string;
        const named = specifier.type === 'ImportSpecifier' ? String(specifier.imported.name ?? specifier.imported.value) : undefined;
        const imported = named === 'default' ? undefined : named;
        const isDefault = specifier.type === 'ImportDefaultSpecifier' || named === 'default';
        if (specifier.type !== 'ImportNamespaceSpecifier') imports.push({ local, from, line, ...(imported === undefined ? {} : { imported }) });
        scope.set(local, isDefault && ASSET.test(from) ? from : ({ $$component: from, name: local, ...(imported === undefined ? {} : { imported }) } satisfies ImportedComponent));
      }
    } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
      problems.push(...readExport(statement.declaration, scope, line, exports));
    } else if (declaredNames(statement).some((name) => exported.has(name))) {
      problems.push(...readExport(statement, scope, line, exports));
    }
  }
  return problems;
}

/** The names a block of imports and exports exports (every name of `export let a, { b } = c`, `function d() {}; export { d }`); none when it is no JavaScript. */
export function exportedNamesOf(block: string): string[] {
  const parsed = parseBlock(block);
  if ('cause' in parsed) return [];
  return parsed.statements.flatMap((s) => (s.type === 'ExportNamedDeclaration' && s.declaration ? declaredNames(s.declaration) : declaredNames(s).filter((name) => parsed.exported.has(name))));
}

type Statement = Node & Record<string, any>;

/**
 * The block's statements, read by acorn (through esbuild first when it holds JSX), and the names its export lists
 * name (`const a = …; export { a }` exports the declaration; esbuild writes every export of a block holding JSX so);
 * or acorn's error when neither reads it.
 */
function parseBlock(block: string): { statements: Statement[]; exported: Set<string> } | { cause: Error } {
  let program: { body: Node[] };
  try {
    program = parse(block, { ecmaVersion: 'latest', sourceType: 'module', locations: true }) as unknown as { body: Node[] };
  } catch (cause) {
    const jsx = compileJsx(block);
    if (!jsx) return { cause: cause as Error };
    program = jsx;
  }
  const statements = program.body as Statement[];
  const exported = new Set(statements.flatMap((s) => (s.type === 'ExportNamedDeclaration' && !s.declaration && !s.source ? s.specifiers.map((specifier: any) => specifier.local.name as string) : [])));
  return { statements, exported };
}

/**
 * `export const|let|var`, `export function`, `export class`: each name gets its value, or a stand-in saying why it
 * has none. A value over a limit is also a warning at the export, since the export itself asks for it.
 */
function readExport(declaration: Node & Record<string, any>, scope: Map<string, unknown>, line: number, exports: ExportContext): EsmProblem[] {
  const notEvaluated = (name: string, reason: string) => scope.set(name, { $$component: 'export', name, notEvaluated: { line: exports.firstLine + line, reason } } satisfies ImportedComponent);
  if (declaration.type === 'FunctionDeclaration') notEvaluated(declaration.id.name, 'it is a function, which lendocs does not run at build time');
  else if (declaration.type === 'ClassDeclaration') notEvaluated(declaration.id.name, 'it is a class, which lendocs does not run at build time');
  if (declaration.type !== 'VariableDeclaration') return [];
  const problems: EsmProblem[] = [];
  for (const declarator of declaration.declarations) {
    if (declarator.id.type !== 'Identifier') {
      for (const name of boundNames(declarator.id)) notEvaluated(name, 'lendocs does not evaluate destructuring (write export const name = value for each name)');
    } else if (!declarator.init) scope.set(declarator.id.name, undefined);
    else if (exports.budget.spent) notEvaluated(declarator.id.name, "the file's expressions had reached lendocs's limit before it");
    else {
      const name = declarator.id.name as string;
      try {
        scope.set(name, evaluate(declarator.init, { scope, budget: exports.budget }));
      } catch (cause) {
        if (!(cause instanceof UnsupportedExpression || cause instanceof LimitExceeded)) throw cause;
        notEvaluated(name, cause.message);
        if (cause instanceof LimitExceeded) {
          const rest = cause.total ? ', and so is every expression after it in this file' : '';
          problems.push({ line: (declarator.loc?.start.line ?? line + 1) - 1, severity: 'warning', message: `The value of the export "${name}" is left out${rest}: ${cause.message}.`, hint: 'Make the value smaller: lendocs evaluates exports at build time and bounds what that may cost.' });
        }
      }
    }
  }
  return problems;
}

/** The names a declaration binds at the top of a block. */
function declaredNames(statement: Node & Record<string, any>): string[] {
  if (statement.type === 'VariableDeclaration') return statement.declarations.flatMap((declarator: any) => boundNames(declarator.id));
  return statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration' ? [statement.id.name] : [];
}

/** The names a destructuring pattern binds (`{ a, b: [c] }` → a, c). */
function boundNames(pattern: Node & Record<string, any>): string[] {
  switch (pattern.type) {
    case 'Identifier': return [pattern.name];
    case 'ObjectPattern': return pattern.properties.flatMap((p: any) => boundNames(p.type === 'RestElement' ? p.argument : p.value));
    case 'ArrayPattern': return pattern.elements.flatMap((e: any) => (e ? boundNames(e) : []));
    case 'RestElement': return boundNames(pattern.argument);
    case 'AssignmentPattern': return boundNames(pattern.left);
    default: return [];
  }
}

/** The block compiled by esbuild when it holds JSX (`export const Note = () => <b>…</b>`), parsed again; or undefined. */
function compileJsx(block: string): { body: Node[] } | undefined {
  try {
    const code = esbuildTransform(block, { loader: 'jsx', jsxFactory: '__mdxElement', jsxFragment: '__mdxFragment', format: 'esm' }).code;
    return parse(code, { ecmaVersion: 'latest', sourceType: 'module', locations: true }) as unknown as { body: Node[] };
  } catch {
    return undefined;
  }
}
