// Evaluating MDX expressions at build time: literals, arrays, objects, template literals, names from the file's
// `export const` declarations and imports, member access, operators and conditionals — what content uses in
// `{…}` and in attribute values. Anything else (a function call, a name that is not defined, a stand-in's value:
// values.ts) is an UnsupportedExpression, which the caller reports with the file and line. JSX inside an expression
// is compiled by esbuild into calls of ELEMENT, which build ElementValues. What a value may cost is bounded
// (budget.ts): a value that would be too large is refused before it is made.
import { parse, type Node } from 'acorn';
import { createRequire } from 'node:module';
import { bitLength, EvaluationBudget, LimitExceeded } from './budget.js';
import { binary, js, unary } from './operators.js';
import { InvalidExpression, isElement, isImported, standIn, UndefinedName, UnsupportedExpression, type ElementValue } from './values.js';

export { checkUse, InvalidExpression, isElement, isImported, UndefinedName, UnsupportedExpression, type ElementValue } from './values.js';

/** esbuild, loaded the first time a file holds JSX inside JavaScript (most sites never do). */
const esbuildTransform = (...args: Parameters<typeof import('esbuild').transformSync>) => (createRequire(import.meta.url)('esbuild') as typeof import('esbuild')).transformSync(...args);

export type Scope = ReadonlyMap<string, unknown>;

/** The names an expression reads, and the budget of its file. */
export interface Evaluation {
  scope: Scope;
  budget: EvaluationBudget;
  /** The data of the JSON file a `require()` names, read where the file is known (site-module.ts requiredJson). */
  json?: (specifier: string) => unknown;
}

const ELEMENT = '__mdxElement';
const FRAGMENT = '__mdxFragment';

/** The value of an expression's source, parsed by acorn when `node` is not given (JSX goes through esbuild). */
export function evaluateSource(source: string, evaluation: Evaluation, node?: Node): unknown {
  if (node) return evaluate(node, evaluation);
  let code: string;
  try {
    code = esbuildTransform(`(${source}\n)`, { loader: 'jsx', jsxFactory: ELEMENT, jsxFragment: FRAGMENT, minifyWhitespace: false }).code;
  } catch (cause) {
    throw new InvalidExpression(`it is not valid JavaScript: ${firstLine((cause as Error).message)}`);
  }
  let program: { body: Node[] };
  try {
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as { body: Node[] };
  } catch (cause) {
    if (cause instanceof RangeError) throw new LimitExceeded(`it nests too deeply to be read`);
    throw cause;
  }
  const statement = program.body[0] as Node & { expression?: Node };
  if (!statement?.expression) throw new InvalidExpression('it is not an expression');
  return evaluate(statement.expression, evaluation);
}

/** Evaluates one ESTree node. */
export function evaluate(node: Node, evaluation: Evaluation): unknown {
  evaluation.budget.enter();
  try {
    return evaluateNode(node as Node & Record<string, any>, evaluation);
  } finally {
    evaluation.budget.leave();
  }
}

function evaluateNode(n: Node & Record<string, any>, ev: Evaluation): unknown {
  switch (n.type) {
    case 'Literal':
      if (typeof n.value === 'bigint') ev.budget.bigint(bitLength(n.value));
      return n.regex ? new RegExp(n.regex.pattern, n.regex.flags) : n.value;
    case 'TemplateLiteral': {
      let text = n.quasis[0].value.cooked as string;
      for (let i = 0; i < n.expressions.length; i++) {
        const part = asText(operand(n.expressions[i], ev), ev);
        const next = n.quasis[i + 1].value.cooked as string;
        ev.budget.fits(text.length + part.length + next.length, 'text');
        text += part + next;
      }
      ev.budget.make(text.length, 'text');
      return text;
    }
    case 'ArrayExpression':
      return arrayValue(n.elements, ev);
    case 'ObjectExpression':
      return objectValue(n.properties, ev);
    case 'Identifier': {
      if (n.name === 'undefined') return undefined;
      if (!ev.scope.has(n.name)) throw new UndefinedName(`"${n.name}" is not defined in this file (import it, or define it with export const)`, n.name);
      const value = ev.scope.get(n.name);
      const missing = isImported(value) ? value.notEvaluated : undefined;
      if (missing) throw new UnsupportedExpression(`"${n.name}", exported at line ${missing.line}, has no value lendocs knows: ${missing.reason}`);
      return value;
    }
    case 'MemberExpression':
      return member(n, ev);
    case 'UnaryExpression':
      return unary(n.operator, operand(n.argument, ev));
    case 'BinaryExpression':
      return binary(n.operator, operand(n.left, ev), operand(n.right, ev), ev.budget);
    case 'LogicalExpression': {
      const left = operand(n.left, ev) as any;
      if (n.operator === '&&') return left && evaluate(n.right, ev);
      if (n.operator === '||') return left || evaluate(n.right, ev);
      return left ?? evaluate(n.right, ev);
    }
    case 'ConditionalExpression':
      return operand(n.test, ev) ? evaluate(n.consequent, ev) : evaluate(n.alternate, ev);
    case 'ParenthesizedExpression':
      return evaluate(n.expression, ev);
    case 'CallExpression':
      return call(n, ev);
    default:
      throw new UnsupportedExpression(`lendocs cannot evaluate ${describe(n.type)} at build time`);
  }
}

/** A value an operator, a test or a property read uses: a stand-in has none lendocs knows. */
function operand(node: Node, ev: Evaluation): unknown {
  const value = evaluate(node, ev);
  if (isImported(value)) throw new UnsupportedExpression(standIn(value));
  return value;
}

/** The list's items are all known, and its size checked, before it is made. */
function arrayValue(elements: (Node & { argument?: Node })[], ev: Evaluation): unknown[] {
  let size = 0;
  const parts = elements.map((e): { spread: string | unknown[] } | { value: unknown } => {
    if (e !== null && e.type === 'SpreadElement') {
      const list = operand(e.argument!, ev);
      if (typeof list === 'string') size += 2 * list.length;
      else if (Array.isArray(list)) size += ev.budget.sizeOf(list);
      else throw new UnsupportedExpression('it spreads a value that is not a list into a list');
      return { spread: list };
    }
    const value = e === null ? undefined : evaluate(e, ev);
    size += 1 + ev.budget.sizeOf(value);
    return { value };
  });
  ev.budget.make(size, 'list');
  const list = parts.flatMap((part) => ('spread' in part ? [...part.spread] : [part.value]));
  ev.budget.remember(list, size);
  return list;
}

function objectValue(properties: any[], ev: Evaluation): Record<string, unknown> {
  let size = 16;
  const parts = properties.map((p): { spread: unknown } | { key: string; value: unknown } => {
    if (p.type === 'SpreadElement') {
      const from = operand(p.argument, ev);
      size += ev.budget.sizeOf(from);
      return { spread: from };
    }
    if (p.kind !== 'init' || p.method) throw new UnsupportedExpression('lendocs cannot evaluate methods or getters');
    const key = p.computed ? asText(operand(p.key, ev), ev) : p.key.type === 'Identifier' ? (p.key.name as string) : String(p.key.value);
    const value = evaluate(p.value, ev);
    size += key.length + ev.budget.sizeOf(value);
    return { key, value };
  });
  ev.budget.make(size, 'object');
  const result: Record<string, unknown> = {};
  for (const part of parts) {
    if ('spread' in part) Object.assign(result, part.spread);
    else result[part.key] = part.value;
  }
  return result;
}

function member(n: any, ev: Evaluation): unknown {
  const object = operand(n.object, ev) as any;
  if (object === null || object === undefined) {
    if (n.optional) return undefined;
    throw new UnsupportedExpression('it reads a property of undefined');
  }
  const key = n.computed ? propertyKey(operand(n.property, ev), ev) : (n.property.name as string);
  if (typeof key === 'string' && !Object.hasOwn(Object(object), key) && !(Array.isArray(object) && key === 'length') && !(typeof object === 'string' && key === 'length')) {
    // An inherited property (a method, a RegExp's source) has a value in JavaScript that lendocs does not give.
    if (key in Object(object)) throw new UnsupportedExpression(`lendocs reads a value's own properties (and length), not the inherited "${key}"`);
    return undefined;
  }
  return object[key];
}

function propertyKey(value: unknown, ev: Evaluation): string | number {
  return typeof value === 'number' ? value : asText(value, ev);
}

function call(n: any, ev: Evaluation): unknown {
  const callee = n.callee.type === 'Identifier' ? n.callee.name : '';
  if (callee === ELEMENT) {
    const [type, props, ...children] = n.arguments as any[];
    // The element's type is its name: a component is rendered by name (built-ins), never called here.
    const name = type.type === 'Literal' ? String(type.value) : type.type === 'Identifier' ? (type.name === FRAGMENT ? '' : type.name) : 'Unknown';
    const propsValue = props.type === 'Literal' && props.value === null ? {} : (operand(props, ev) as Record<string, unknown>);
    const childValues = children.map((c: Node) => evaluate(c, ev));
    ev.budget.make(16 + name.length + ev.budget.sizeOf(propsValue) + ev.budget.sizeOf(childValues), 'element');
    // The component the name is here: the element keeps it when it is passed on to a partial or a component.
    const component = type.type === 'Identifier' && ev.scope.get(name);
    return { $$element: true, name, props: propsValue, children: childValues, ...(isImported(component) && component.module !== undefined ? { component } : {}) } satisfies ElementValue;
  }
  // useBaseUrl('/img/x.png') and require('./x.png').default: the path itself (the site is served from /).
  if ((callee === 'useBaseUrl' || callee === 'require') && n.arguments.length >= 1) {
    const value = asText(operand(n.arguments[0], ev), ev);
    // webpack gives a JSON file's data and a script's exports, not a URL: the data is read, the exports computed by
    // the file's module.
    if (callee === 'require' && requiresModule(value)) {
      if (!ev.json || !/^[^!?]*\.json$/i.test(value)) throw new UnsupportedExpression(`require("${value}") gives that module's value, which the file's code computes`);
      const data = ev.json(value);
      ev.budget.make(ev.budget.sizeOf(data), 'data');
      return data;
    }
    return callee === 'useBaseUrl' && !/^([a-z]+:)?\/\//i.test(value) && !value.startsWith('/') ? `/${value}` : callee === 'require' ? { default: value } : value;
  }
  if (n.callee.type === 'MemberExpression' && !n.callee.computed && ['map', 'join', 'toUpperCase', 'toLowerCase', 'trim'].includes(n.callee.property.name)) {
    const target = operand(n.callee.object, ev) as any;
    const method = n.callee.property.name as string;
    if (method === 'map' && Array.isArray(target)) throw new UnsupportedExpression('lendocs cannot evaluate functions such as .map(…) at build time');
    if (typeof target?.[method] === 'function') {
      const args = n.arguments.map((a: Node) => operand(a, ev));
      if (method === 'join' && Array.isArray(target)) {
        const separator = args[0] === undefined ? ',' : asText(args[0], ev);
        ev.budget.make(ev.budget.sizeOf(target) + target.length * separator.length, 'text');
        args[0] = separator;
      }
      // Upper and lower case may write a character as up to three (ß → SS).
      if (typeof target === 'string') ev.budget.make(3 * target.length, 'text');
      return js(() => target[method](...args));
    }
  }
  throw new UnsupportedExpression('lendocs cannot evaluate function calls at build time');
}

/**
 * Whether webpack reads the file a require names as a module (a script, JSON, or through a loader written inline),
 * rather than as a file it publishes and gives the URL of (an image, a video, a PDF).
 */
function requiresModule(request: string): boolean {
  const name = request.split('?')[0].split('/').pop() ?? '';
  return request.includes('!') || !/\.\w+$/.test(name) || /\.(?:[cm]?[jt]sx?|json|mdx?)$/i.test(name);
}

/** A value as text, as `String(value)` writes it: a list is measured before it is joined. */
function asText(value: unknown, ev: Evaluation): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) ev.budget.make(ev.budget.sizeOf(value), 'text');
  return js(() => String(value));
}

function describe(type: string): string {
  return type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().replace(/^(\w)/, (c) => (/[aeiou]/.test(c) ? `an ${c}` : `a ${c}`));
}

function firstLine(text: string): string {
  return text.split('\n').find((line) => /error/i.test(line))?.replace(/^.*error:\s*/i, '') ?? text.split('\n')[0];
}
