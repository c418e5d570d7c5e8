// The values MDX expressions make beyond JavaScript's own, and the check of a value before it is shown or passed on.
// A JSX element inside an expression is an ElementValue. A name lendocs has no value for (an import of a module, an
// export it could not evaluate: esm.ts) is a stand-in object: it can be passed along, but any use of its value (an
// operator, a property, showing it) is an UnsupportedExpression naming it, so nothing is shown as nothing silently.
import { LimitExceeded, type EvaluationBudget } from './budget.js';
import type { ImportedComponent } from './esm.js';

/** A JSX element met inside an expression (`label={<b>x</b>}`). */
export interface ElementValue {
  $$element: true;
  name: string;
  props: Record<string, unknown>;
  children: unknown[];
  /**
   * What `name` is where the element was written: a component the file imports (or a Markdown partial). The element
   * keeps it wherever it is passed, as MDX evaluates it in the file's scope: `imageTags={<ImageTags />}` given to a
   * partial, which shows `{props.imageTags}` with no ImportedComponent of that name of its own (elementComponent).
   */
  component?: ImportedComponent;
}

/** An expression lendocs does not evaluate: the caller leaves it out, with a warning saying why. */
export class UnsupportedExpression extends Error {}

/** The source is no JavaScript expression at all: it cannot run anywhere, so it is left out (file-module.ts). */
export class InvalidExpression extends UnsupportedExpression {}

/** A name neither the file nor its imports define (`undefinedName`): it runs only if JavaScript has it (`Math`, `Date`). */
export class UndefinedName extends UnsupportedExpression {
  constructor(
    message: string,
    readonly undefinedName: string,
  ) {
    super(message);
  }
}

export function isElement(value: unknown): value is ElementValue {
  return typeof value === 'object' && value !== null && (value as ElementValue).$$element === true;
}

/** A stand-in for an imported name or an export lendocs could not evaluate (esm.ts). */
export function isImported(value: unknown): value is ImportedComponent {
  return typeof value === 'object' && value !== null && typeof (value as ImportedComponent).$$component === 'string';
}

/** Why a stand-in has no value. */
export function standIn(value: ImportedComponent): string {
  if (value.notEvaluated) return `"${value.name}", exported at line ${value.notEvaluated.line}, has no value lendocs knows: ${value.notEvaluated.reason}`;
  // The site's code thread gives it its value where it is passed whole as a prop of a component of the site's.
  if (isModuleExport(value)) return `"${value.name}" is imported from "${value.$$component}", whose value lendocs has only where it is passed as it is to a component of the site's (data={${value.name}}), not in an expression`;
  return `"${value.name}" is imported from "${value.$$component}", and lendocs does not run that module at build time, so its value is not known`;
}

/**
 * Refuses a value that would be shown (`showing`: as children) or passed on (as a prop) as something other than
 * what JavaScript makes of it: a stand-in anywhere in it, or, shown, an object that is no element (React
 * refuses to show those). `toSiteCode`: passed to a component of the site's, whose thread gives a name imported from a
 * module of the site's its value (isModuleExport), as it is passed on, not shown.
 */
export function checkUse(value: unknown, showing: boolean, budget: EvaluationBudget, depth = 0, toSiteCode = false): void {
  if (typeof value !== 'object' || value === null) return;
  if (isImported(value)) {
    if (toSiteCode && !showing && isModuleExport(value)) return;
    throw new UnsupportedExpression(standIn(value));
  }
  if (depth > budget.limits.depth) throw new LimitExceeded(`it nests more than ${budget.limits.depth} levels deep`);
  if (Array.isArray(value)) {
    for (const item of value) checkUse(item, showing, budget, depth + 1, toSiteCode);
  } else if (isElement(value)) {
    for (const child of value.children) checkUse(child, true, budget, depth + 1, toSiteCode);
    checkUse(value.props, false, budget, depth + 1, toSiteCode);
  } else if (showing) {
    throw new UnsupportedExpression('its value is an object, which cannot be shown as text (write one of its properties)');
  } else {
    for (const [key, item] of Object.entries(value)) checkUse(item, showing || key === 'children', budget, depth + 1, toSiteCode);
  }
}

/** A name imported from a module of the site's (or a name its MDXComponents gives): the site's code thread has its value. */
export function isModuleExport(value: ImportedComponent): value is ImportedComponent & { module: string } {
  return value.module !== undefined && !value.partial && value.builtin === undefined && value.notEvaluated === undefined;
}

/**
 * The component an element written elsewhere is drawn with: a module of the site's, or a Markdown partial (which the
 * site's code draws as a Markdown file: components/markdown-files.ts). Not an export of an MDX file, which only that
 * file's own module gives.
 */
export function elementComponent(value: ElementValue): (ImportedComponent & { module: string }) | undefined {
  const { component } = value;
  if (component?.module === undefined || component.builtin !== undefined || component.notEvaluated || component.$$component === 'export' || component.$$component === 'expression') return undefined;
  return component as ImportedComponent & { module: string };
}

/** The modules whose exports a value names (isModuleExport: a use's props), each once; none for most uses. */
export function namedModules(value: unknown, found: string[] = []): string[] {
  if (typeof value !== 'object' || value === null) return found;
  // A partial an element is drawn with is bundled as a Markdown file, which the page fills in (markdown-files.ts).
  const partial = isElement(value) && value.component?.partial ? elementComponent(value)?.module : undefined;
  if (partial !== undefined && !found.includes(partial)) found.push(partial);
  if (isImported(value)) {
    if (isModuleExport(value) && !found.includes(value.module)) found.push(value.module);
  } else for (const item of Object.values(value)) namedModules(item, found);
  return found;
}
