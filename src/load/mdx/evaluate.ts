// Evaluating MDX expressions at build time: literals, arrays, objects, template literals, names from the file's
// `export const` declarations and imports, member access, operators and conditionals — what content uses in
// `{…}` and in attribute values. Anything else (a function call, a name that is not defined) is an
// UnsupportedExpression, which the caller reports with the file and line. JSX inside an expression is compiled by
// esbuild into calls of ELEMENT, which build ElementValues.
import { parse, type Node } from 'acorn';
import { createRequire } from 'node:module';

/** esbuild, loaded the first time a file holds JSX inside JavaScript (most sites never do). */
const esbuildTransform = (...args: Parameters<typeof import('esbuild').transformSync>) => (createRequire(import.meta.url)('esbuild') as typeof import('esbuild')).transformSync(...args);


/** A JSX element met inside an expression (`label={<b>x</b>}`). */
export interface ElementValue {
  $$element: true;
  name: string;
  props: Record<string, unknown>;
  children: unknown[];
}

export class UnsupportedExpression extends Error {}

export type Scope = ReadonlyMap<string, unknown>;

const ELEMENT = '__mdxElement';
const FRAGMENT = '__mdxFragment';

export function isElement(value: unknown): value is ElementValue {
  return typeof value === 'object' && value !== null && (value as ElementValue).$$element === true;
}

/** The value of an expression's source, parsed by acorn when `node` is not given (JSX goes through esbuild). */
export function evaluateSource(source: string, scope: Scope, node?: Node): unknown {
  if (node) return evaluate(node, scope);
  let code: string;
  try {
    code = esbuildTransform(`(${source}\n)`, { loader: 'jsx', jsxFactory: ELEMENT, jsxFragment: FRAGMENT, minifyWhitespace: false }).code;
  } catch (cause) {
    throw new UnsupportedExpression(`it is not valid JavaScript: ${firstLine((cause as Error).message)}`);
  }
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as { body: Node[] };
  const statement = program.body[0] as Node & { expression?: Node };
  if (!statement?.expression) throw new UnsupportedExpression('it is not an expression');
  return evaluate(statement.expression, scope);
}

/** Evaluates one ESTree node. */
export function evaluate(node: Node, scope: Scope): unknown {
  const n = node as Node & Record<string, any>;
  switch (n.type) {
    case 'Literal':
      return n.regex ? new RegExp(n.regex.pattern, n.regex.flags) : n.value;
    case 'TemplateLiteral':
      return n.quasis.map((q: any, i: number) => q.value.cooked + (i < n.expressions.length ? String(evaluate(n.expressions[i], scope)) : '')).join('');
    case 'ArrayExpression':
      return n.elements.flatMap((e: Node & { argument?: Node }) => (e === null ? [undefined] : e.type === 'SpreadElement' ? [...(evaluate(e.argument!, scope) as unknown[])] : [evaluate(e, scope)]));
    case 'ObjectExpression':
      return objectValue(n.properties, scope);
    case 'Identifier':
      if (n.name === 'undefined') return undefined;
      if (!scope.has(n.name)) throw new UnsupportedExpression(`"${n.name}" is not defined in this file (import it, or define it with export const)`);
      return scope.get(n.name);
    case 'MemberExpression':
      return member(n, scope);
    case 'UnaryExpression':
      return unary(n.operator, evaluate(n.argument, scope));
    case 'BinaryExpression':
      return binary(n.operator, evaluate(n.left, scope), evaluate(n.right, scope));
    case 'LogicalExpression': {
      const left = evaluate(n.left, scope) as any;
      if (n.operator === '&&') return left && evaluate(n.right, scope);
      if (n.operator === '||') return left || evaluate(n.right, scope);
      return left ?? evaluate(n.right, scope);
    }
    case 'ConditionalExpression':
      return evaluate(n.test, scope) ? evaluate(n.consequent, scope) : evaluate(n.alternate, scope);
    case 'ParenthesizedExpression':
      return evaluate(n.expression, scope);
    case 'CallExpression':
      return call(n, scope);
    default:
      throw new UnsupportedExpression(`lendocs cannot evaluate ${describe(n.type)} at build time`);
  }
}

function objectValue(properties: any[], scope: Scope): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const p of properties) {
    if (p.type === 'SpreadElement') Object.assign(result, evaluate(p.argument, scope));
    else if (p.kind !== 'init' || p.method) throw new UnsupportedExpression('lendocs cannot evaluate methods or getters');
    else {
      const key = p.computed ? String(evaluate(p.key, scope)) : p.key.type === 'Identifier' ? p.key.name : String(p.key.value);
      result[key] = evaluate(p.value, scope);
    }
  }
  return result;
}

function member(n: any, scope: Scope): unknown {
  const object = evaluate(n.object, scope) as any;
  if (object === null || object === undefined) {
    if (n.optional) return undefined;
    throw new UnsupportedExpression('it reads a property of undefined');
  }
  const key = n.computed ? evaluate(n.property, scope) : n.property.name;
  if (typeof key === 'string' && !Object.hasOwn(Object(object), key) && !(Array.isArray(object) && key === 'length') && !(typeof object === 'string' && key === 'length')) return undefined;
  return object[key as string];
}

function call(n: any, scope: Scope): unknown {
  const callee = n.callee.type === 'Identifier' ? n.callee.name : '';
  if (callee === ELEMENT) {
    const [type, props, ...children] = n.arguments as any[];
    // The element's type is its name: a component is rendered by name (built-ins), never called here.
    const name = type.type === 'Literal' ? String(type.value) : type.type === 'Identifier' ? (type.name === FRAGMENT ? '' : type.name) : 'Unknown';
    const propsValue = props.type === 'Literal' && props.value === null ? {} : (evaluate(props, scope) as Record<string, unknown>);
    return { $$element: true, name, props: propsValue, children: children.map((c: Node) => evaluate(c, scope)) } satisfies ElementValue;
  }
  // useBaseUrl('/img/x.png') and require('./x.png').default: the path itself (the site is served from /).
  if ((callee === 'useBaseUrl' || callee === 'require') && n.arguments.length >= 1) {
    const value = String(evaluate(n.arguments[0], scope));
    return callee === 'useBaseUrl' && !/^([a-z]+:)?\/\//i.test(value) && !value.startsWith('/') ? `/${value}` : callee === 'require' ? { default: value } : value;
  }
  if (n.callee.type === 'MemberExpression' && !n.callee.computed && ['map', 'join', 'toUpperCase', 'toLowerCase', 'trim'].includes(n.callee.property.name)) {
    const target = evaluate(n.callee.object, scope) as any;
    const method = n.callee.property.name;
    if (method === 'map' && Array.isArray(target)) throw new UnsupportedExpression('lendocs cannot evaluate functions such as .map(…) at build time');
    if (typeof target?.[method] === 'function') return target[method](...n.arguments.map((a: Node) => evaluate(a, scope)));
  }
  throw new UnsupportedExpression('lendocs cannot evaluate function calls at build time');
}

function unary(operator: string, value: any): unknown {
  switch (operator) {
    case '-': return -value;
    case '+': return +value;
    case '!': return !value;
    case 'typeof': return typeof value;
    case 'void': return undefined;
    default: throw new UnsupportedExpression(`lendocs cannot evaluate the operator ${operator}`);
  }
}

function binary(operator: string, a: any, b: any): unknown {
  switch (operator) {
    case '+': return a + b;
    case '-': return a - b;
    case '*': return a * b;
    case '/': return a / b;
    case '%': return a % b;
    case '**': return a ** b;
    case '===': return a === b;
    case '!==': return a !== b;
    case '==': return a == b; // eslint-disable-line eqeqeq
    case '!=': return a != b; // eslint-disable-line eqeqeq
    case '<': return a < b;
    case '>': return a > b;
    case '<=': return a <= b;
    case '>=': return a >= b;
    default: throw new UnsupportedExpression(`lendocs cannot evaluate the operator ${operator}`);
  }
}

function describe(type: string): string {
  return type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().replace(/^(\w)/, (c) => (/[aeiou]/.test(c) ? `an ${c}` : `a ${c}`));
}

function firstLine(text: string): string {
  return text.split('\n').find((line) => /error/i.test(line))?.replace(/^.*error:\s*/i, '') ?? text.split('\n')[0];
}
