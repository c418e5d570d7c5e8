// Values of the site's code that lendocs needs while it reads an MDX file, because it draws what they go into itself:
// the props of its own components and of HTML elements (`<Tabs values={constants.platforms}>`, `<img
// src={ASSETS.logo}>`) and the code of a `<CodeBlock>` (`{`…/${constants.branchName()}/…`}`). Docusaurus's bundle
// simply has them. The interpreter (evaluate.ts) has no value for a name imported from a module of the site's, nor
// for a call of its functions: the walk notes each such expression as wanted and leaves it out; the loader
// (components/module-values.ts) then computes the wanted values with the file's own module on the site's code thread,
// as the props of the site's components are, and reads the file again with them (MdxWhere.moduleValues).
import type { LimitExceeded } from './budget.js';
import type { ImportedComponent } from './esm.js';
import { fileModuleSource, fromMdxComponents, runsInModule, VALUE_EXPORT } from './file-module.js';
import { leftOut, leftOutBecause, type Walk } from './jsx-state.js';
import { isImported, isModuleExport, UnsupportedExpression } from './values.js';

/** A wanted expression's value as the site's code gave it, or why there is none (it threw, it is a function…). */
export type ModuleValue = { value: unknown } | { why: string };

/**
 * How one wanted value is computed: read from an export of a module of the site's (`constants.platforms`, where
 * `constants` is imported from one: that module is bundled once for the whole build), or called from the file's
 * module (`export`: `__lendocsValue<n>`, for any other expression).
 */
export type ValueRequest = { from: ImportedComponent & { module: string }; path: string[] } | { export: string };

/** What the walk wanted: each expression (`sources`) as a request, and the file's module when one needs it. */
export interface WantedValues {
  sources: string[];
  requests: ValueRequest[];
  module?: string;
}

/**
 * The value of an expression the interpreter could not evaluate (`cause`), where lendocs itself draws it: given by
 * the second reading of the file, or noted as wanted and left out (with the usual warning, which stays when the file
 * is read alone, without the site's code). Undefined when it has no value.
 */
export function moduleValue(walk: Walk, source: string, at: number, cause: LimitExceeded | UnsupportedExpression | undefined): { value: unknown } | undefined {
  if (cause instanceof UnsupportedExpression && runsInModule(walk, cause)) {
    const known = walk.where.moduleValues?.get(source.trim());
    if (known && 'value' in known) return known;
    if (known) {
      leftOut(walk, source, at, known.why, 'Give it a value the page can hold: text, a number, or arrays and objects of them.');
      return undefined;
    }
    if (!walk.fileCode.wanted.includes(source.trim())) walk.fileCode.wanted.push(source.trim());
  }
  if (cause) leftOutBecause(walk, source, at, cause);
  return undefined;
}

/** The expressions the walk wanted values of, and the module computing them; none for most files. */
export function wantedValues(walk: Walk): WantedValues | undefined {
  const { wanted, blocks } = walk.fileCode;
  if (wanted.length === 0 || walk.where.moduleValues) return undefined;
  const called: string[] = [];
  const requests = wanted.map((source): ValueRequest => memberOfExport(walk, source) ?? { export: `${VALUE_EXPORT}${called.push(source) - 1}` });
  if (called.length === 0) return { sources: wanted, requests };
  return { sources: wanted, requests, module: fileModuleSource({ blocks, expressions: [], values: called }, walk.where.bodyLine, fromMdxComponents(walk, called)) };
}

const MEMBER_CHAIN = /^([A-Za-z_$][\w$]*)((?:\s*\.\s*[A-Za-z_$][\w$]*)*)$/;

/** `constants.platforms`: a property of a name imported from a module of the site's, read from that module's export. */
function memberOfExport(walk: Walk, source: string): ValueRequest | undefined {
  const chain = MEMBER_CHAIN.exec(source);
  const from = chain ? walk.scope.get(chain[1]) : undefined;
  if (!chain || !isImported(from) || !isModuleExport(from) || from.call) return undefined;
  return { from, path: chain[2].split('.').map((name) => name.trim()).filter(Boolean) };
}
