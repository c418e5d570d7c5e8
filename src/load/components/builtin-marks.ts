// A mark on the stand-ins for what lendocs draws itself in MDX (`@theme/Tabs`, `@docusaurus/Link`, the entries of
// `@theme-original/MDXComponents`…), so that reading a site's `src/theme/MDXComponents` can tell "the built-in,
// passed on" (`{ ...MDXComponents, Tabs }`) from "the site's own component" (mdx-registry.ts).
const BUILTIN = Symbol.for('lendocs.builtin');

/** `draw`, marked as lendocs' built-in `name` (a name components.ts draws, or an HTML element Markdown makes). */
export function builtin<T extends object>(name: string, draw: T): T {
  return Object.assign(draw, { [BUILTIN]: name });
}

/** The built-in a value stands for, or undefined for anything else (the site's own components). */
export function builtinName(value: unknown): string | undefined {
  if ((typeof value !== 'function' && typeof value !== 'object') || value === null) return undefined;
  const name = (value as Record<symbol, unknown>)[BUILTIN];
  return typeof name === 'string' ? name : undefined;
}
