// The state of one MDX file's walk (jsx-walk.ts) and what both the walk and the writing of its lines (emit.ts) do
// with it: count an output line as content, evaluate an expression, report a problem at a source offset. Kept apart
// so that jsx-walk.ts and emit.ts each import it and not each other.
import type { Diagnostic } from '../../types.js';
import { error, warning } from '../../errors.js';
import { clipText } from '../../shared/text-transforms.js';
import { EvaluationBudget, LimitExceeded, type EvaluationLimits } from './budget.js';
import { checkUse, evaluateSource, UnsupportedExpression } from './evaluate.js';
import type { ImportsWhere } from './import-scope.js';
import type { ComponentUse } from '../components/render-uses.js';
import type { MdxComponentNames } from '../components/mdx-registry.js';
import type { CodeSpanMisses } from './markdown-spans.js';
import type { Expr } from './scan.js';
import type { TabsState } from './tabs-markup.js';
import type { ListColumns } from './mdx1.js';
import type { FileCode } from './file-module.js';
import type { ModuleValue } from './module-values.js';
import { requiredJson } from './site-module.js';

/** Where the file is: its path in messages, its first body line, and (for the site's components) its real path. */
export interface MdxWhere extends ImportsWhere {
  file: string;
  bodyLine: number;
  /** Absolute path of the file, and the site folder (`@site/`): without them, site components are unknown. */
  path?: string;
  siteRoot?: string;
  /** For a Markdown partial: the props it was given (`<Part name="x" />`), which it reads as `{props.name}`. */
  props?: Record<string, unknown>;
  /** The names the site's `src/theme/MDXComponents` gives every MDX file (components/mdx-registry.ts). */
  registered?: MdxComponentNames;
  /** Bounds on evaluating the file's expressions, where not the defaults (budget.ts): tests give small ones. */
  limits?: Partial<EvaluationLimits>;
  /** Config `markdown.mdxVersion`: 1 reads the file as MDX 1 (Docusaurus 2) did (mdx1.ts); 3 when not given. */
  mdxVersion?: 1 | 3;
  /** The second reading of the file: the values of the expressions the first wanted (module-values.ts), by source. */
  moduleValues?: ReadonlyMap<string, ModuleValue>;
}

/** An element opened on lines of its own, until its closing tag. */
export interface Frame {
  name: string;
  close: string;
  closeLine?: string;
  indent: number;
  /**
   * Its first line of content in the output: every line written from there until it closes is inside it (nested
   * elements' too), and is de-indented when it closes. Infinity until the line that opens it is written.
   */
  firstChild: number;
  /** The least indentation of its lines that are not blank, those of elements closed inside it as they are once de-indented. */
  least: number;
  tabs?: TabsState;
  /** A component of the site's: the number of its use (walk.components). */
  use?: number;
  /** A built-in that is a child of a site component: the number of the use recording it (builtin-children.ts). */
  mark?: number;
}

export interface Walk {
  src: string;
  out: string[];
  lineMap: number[];
  diagnostics: Diagnostic[];
  scope: Map<string, unknown>;
  frames: Frame[];
  /** Inline elements open in the current paragraph. */
  inline: { name: string; close: string; use?: number }[];
  tabsCount: number;
  warned: Set<string>;
  /** Tags and expressions that could not be read: past MAX_SYNTAX_ERRORS (jsx-walk.ts), the rest of the file is read as text. */
  syntaxErrors: number;
  /**
   * MDX 1 only (mdx1.ts): the lines since the last blank line are a block of JSX, where `{…}` is an expression; in
   * any other line a `{` is text, and a `<` is a tag only where MDX 1's tag pattern matches.
   */
  jsxBlock: boolean;
  /** The block of JSX started in a list item (on its line or under it): the next item's marker ends it (at the top, a `- ` line is its text). */
  jsxBlockInItem: boolean;
  /** The line is a row of a GFM table (its header, delimiter or body rows): a code span ends with its cell. */
  tableRow: boolean;
  /** MDX 1 only: the list items open around the line, for its indented code (mdx1.ts). */
  lists: ListColumns;
  where: MdxWhere;
  lineStarts: number[];
  components: ComponentUse[];
  inputs: Record<string, string>;
  budget: EvaluationBudget;
  /** De-indenting of closed elements' lines, applied once at the end (frames.ts). */
  dedents: { from: number; to: number; by: number }[];
  /** The name of each element opened, in order (MdxResult.elements). */
  elements: string[];
  /** Backtick runs with no closing run in their paragraph (markdown-spans.ts). */
  codeSpanMisses: CodeSpanMisses;
  /** The file's own code that runs with the site's (file-module.ts): empty for most files. */
  fileCode: FileCode;
  /** Where the file's blocks of imports start, found when a name is first met before its import (esm-block.ts). */
  laterImports?: number[];
  /** The blocks read before the walk reached them, by where they start: whether each was valid (esm-block.ts). */
  esmRead?: Map<number, boolean>;
}

/**
 * A line of Markdown content, inside every element open around it: each de-indents it when it closes, so
 * Markdown indented inside nested elements (a TabItem in Tabs) is not read as indented code (MDX has none).
 */
export function content(walk: Walk, text: string, row: number): void {
  // Text read over several lines (maths, a comment) keeps one entry per line, so later lines keep their numbers.
  if (!text.includes('\n')) return written(walk, text, row, walk.frames.at(-1));
  text.split('\n').forEach((line, index) => written(walk, line, row + index, walk.frames.at(-1)));
}

/** Writes an output line inside `owner` (the innermost element it belongs to), which keeps its least indentation. */
export function written(walk: Walk, text: string, row: number, owner: Frame | undefined): void {
  walk.out.push(text);
  walk.lineMap.push(row);
  if (owner && text.trim() !== '') owner.least = Math.min(owner.least, indentation(text));
}

export const indentation = (line: string): number => /^[ \t]*/.exec(line)![0].length;

/**
 * Evaluates an expression shown as children (`use: 'child'`) or passed as a prop. Whenever the value is not what
 * JavaScript makes of it (lendocs cannot evaluate it, it is over a limit, it holds a name lendocs has no value for),
 * the expression is left out with a warning at its line. Once the file's budget is spent, the expression that spent
 * it has said so for every later one.
 */
export function evaluateOrWarn(walk: Walk, source: string, at: number, node?: Expr['node'], use: 'child' | 'prop' = 'child'): unknown {
  return evaluateOrLeaveOut(walk, source, at, node, use)?.value;
}

/**
 * evaluateOrWarn, telling a value that is undefined (`{ value: undefined }`) from one left out (undefined).
 * `site-prop`: a prop of a component of the site's, which may hold names imported from the site's modules (checkUse).
 */
export function evaluateOrLeaveOut(walk: Walk, source: string, at: number, node?: Expr['node'], use: 'child' | 'prop' | 'site-prop' = 'child'): { value: unknown } | undefined {
  const tried = tryEvaluate(walk, source, node, use);
  if ('value' in tried) return tried;
  if (tried.cause) leftOutBecause(walk, source, at, tried.cause);
  return undefined;
}

/**
 * The expression's value, or why lendocs has none (`cause`; none once the file's budget is spent, which the
 * expression that spent it has said for every later one). Throws what is neither a limit nor an unsupported expression.
 */
export function tryEvaluate(walk: Walk, source: string, node: Expr['node'] | undefined, use: 'child' | 'prop' | 'site-prop'): { value: unknown } | { cause?: LimitExceeded | UnsupportedExpression } {
  if (walk.budget.spent) return {};
  try {
    const value = evaluateSource(source, { scope: walk.scope, budget: walk.budget, json: walk.where.path && walk.where.siteRoot ? (specifier) => requiredJson(walk, specifier) : undefined }, node);
    // What is shown or passed on is written out once more.
    walk.budget.charge(walk.budget.sizeOf(value));
    checkUse(value, use === 'child', walk.budget, 0, use === 'site-prop');
    return { value };
  } catch (cause) {
    if (cause instanceof LimitExceeded || cause instanceof UnsupportedExpression) return { cause };
    throw cause;
  }
}

/** The warning that an expression is left out, for the reason tryEvaluate gave. */
export function leftOutBecause(walk: Walk, source: string, at: number, cause: LimitExceeded | UnsupportedExpression): void {
  if (cause instanceof LimitExceeded) leftOut(walk, source, at, cause.message, 'Make the value smaller: lendocs evaluates expressions at build time and bounds what that may cost.', cause.total);
  else leftOut(walk, source, at, cause.message, 'Write the value itself, or define it in this file with export const.');
}

/** A warning that an expression is left out, and why (`andTheRest`: every later one in the file is too). */
export function leftOut(walk: Walk, source: string, at: number, why: string, hint: string, andTheRest = false): void {
  const shown = clipText(source.trim().replace(/\s+/g, ' '), 60);
  const rest = andTheRest ? ', and so is every expression after it in this file' : '';
  problem(walk, 'warning', at, `The expression {${shown}} is left out${rest}: ${why}.`, hint, 'mdx-expression');
}

export function problem(walk: Walk, severity: 'error' | 'warning', at: number, message: string, hint: string, code = severity === 'error' ? 'mdx-syntax' : 'mdx-component'): void {
  const line = walk.where.bodyLine + lineOf(walk, at);
  const key = `${line}:${message}`;
  if (walk.warned.has(key)) return;
  walk.warned.add(key);
  const make = severity === 'error' ? error : warning;
  walk.diagnostics.push(make(code, message, { file: walk.where.file, line, hint }));
}

export function lineOf(walk: Walk, offset: number): number {
  const starts = walk.lineStarts;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}
