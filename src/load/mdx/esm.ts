// `import` and `export` in MDX: never text. A block of them runs from a line that starts with `import` or `export`
// to the next blank line, as MDX reads it, and is parsed by acorn (through esbuild first when it holds JSX).
// Imports put names in the file's scope: a component from `@theme/…`, `@docusaurus/…` or the site's own files is
// known by its name (components.ts draws the built-ins); a file such as an image is its path, which the Markdown
// links plugin publishes like any image. `export const` values are evaluated, so `{name}` shows them.
import { parse, type Node } from 'acorn';
import { createRequire } from 'node:module';

import { evaluate, UnsupportedExpression } from './evaluate.js';

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
  /** A name `src/theme/MDXComponents` gives: the component is this key of `module`'s default export. */
  key?: string;
  /** A name `src/theme/MDXComponents` gives a built-in (`Details` → `details`): drawn as that built-in. */
  builtin?: string;
}

/** An import of a name, with its line in the block (0-based). */
export interface EsmImport {
  local: string;
  from: string;
  line: number;
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

/** Reads one block of imports and exports into `scope`; problems come back with their line in the block. */
export function readEsm(block: string, scope: Map<string, unknown>, imports: EsmImport[] = []): EsmProblem[] {
  let program: { body: Node[] };
  try {
    program = parse(block, { ecmaVersion: 'latest', sourceType: 'module', locations: true }) as unknown as { body: Node[] };
  } catch (cause) {
    const jsx = compileJsx(block);
    if (!jsx) {
      const loc = (cause as { loc?: { line: number } }).loc;
      return [{ line: (loc?.line ?? 1) - 1, severity: 'error', message: `This import or export is not valid JavaScript: ${(cause as Error).message.replace(/\s*\(\d+:\d+\)$/, '')}.`, hint: 'MDX reads a line that starts with "import" or "export" as JavaScript, up to the next blank line. Fix the statement, or reword the sentence so it does not start with that word.' }];
    }
    program = jsx;
  }
  const problems: EsmProblem[] = [];
  for (const statement of program.body as (Node & Record<string, any>)[]) {
    const line = (statement.loc?.start.line ?? 1) - 1;
    if (statement.type === 'ImportDeclaration') {
      const from = String(statement.source.value);
      for (const specifier of statement.specifiers) {
        const local = specifier.local.name as string;
        const isDefault = specifier.type === 'ImportDefaultSpecifier';
        if (isDefault) imports.push({ local, from, line });
        scope.set(local, isDefault && ASSET.test(from) ? from : ({ $$component: from, name: local } satisfies ImportedComponent));
      }
    } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration') {
      for (const declarator of statement.declaration.declarations) {
        if (declarator.id.type !== 'Identifier' || !declarator.init) continue;
        try {
          scope.set(declarator.id.name, evaluate(declarator.init, scope));
        } catch (cause) {
          if (!(cause instanceof UnsupportedExpression)) throw cause;
          scope.set(declarator.id.name, { $$component: 'export', name: declarator.id.name } satisfies ImportedComponent);
        }
      }
    } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'FunctionDeclaration') {
      const name = statement.declaration.id.name as string;
      scope.set(name, { $$component: 'export', name } satisfies ImportedComponent);
    }
  }
  return problems;
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

export function isImported(value: unknown): value is ImportedComponent {
  return typeof value === 'object' && value !== null && typeof (value as ImportedComponent).$$component === 'string';
}
