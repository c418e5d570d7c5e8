// A value the site's code computed for a part of an MDX file that lendocs draws itself (mdx/module-values.ts): a prop
// of Tabs or of an HTML element, the code of a CodeBlock. It goes back to the walk as data, which is all such a place
// can hold; anything else is named, and the expression is left out with that reason.
import type { ModuleValue } from '../mdx/module-values.js';

const MAX_DEPTH = 50;

/** The value `compute` gives, if it is data (text, numbers, booleans, arrays and plain objects of them), or why not. */
export function moduleValueData(compute: () => unknown): ModuleValue {
  let value: unknown;
  try {
    value = compute();
  } catch (cause) {
    return { why: `the site's code threw while computing it: ${cause instanceof Error ? cause.message : String(cause)}` };
  }
  const why = notData(value, 0);
  return why === undefined ? { value } : { why };
}

function notData(value: unknown, depth: number): string | undefined {
  if (value === null || value === undefined || ['string', 'number', 'boolean', 'bigint'].includes(typeof value)) return undefined;
  if (depth > MAX_DEPTH) return `its value nests more than ${MAX_DEPTH} levels deep`;
  if (typeof value === 'function') return 'its value is a function, which the page cannot hold here';
  if (typeof value !== 'object') return `its value is a ${typeof value}, which the page cannot hold here`;
  if (typeof (value as { $$typeof?: unknown }).$$typeof === 'symbol') return 'its value is a React element, which lendocs draws only as children or as a prop of a component of the site\'s';
  if (Array.isArray(value)) {
    for (const item of value) {
      const why = notData(item, depth + 1);
      if (why !== undefined) return why;
    }
    return undefined;
  }
  const prototype = Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null;
  if (prototype !== Object.prototype && prototype !== null) return `its value is an object of class ${prototype.constructor?.name || 'unknown'}, not plain data`;
  for (const item of Object.values(value)) {
    const why = notData(item, depth + 1);
    if (why !== undefined) return why;
  }
  return undefined;
}
