// Markers the MDX walk leaves around each use of a site component (private-use characters, never in real text), so
// Markdown renders its children like any HTML; components/render-uses.ts finds them after rendering.
export const USE_OPEN = (n: number): string => `\uE010${n}\uE011`;
export const USE_CLOSE = (n: number): string => `\uE012${n}\uE013`;
export const USE = /\uE010(\d+)\uE011([\s\S]*?)\uE012\1\uE013/;
/** Where a component puts one of its children that is Markdown's HTML (child-parts.ts), by its number. */
export const CHILD_PART = (n: number): string => `\uE017${n}\uE018`;
export const CHILD_PARTS = /\uE017(\d+)\uE018/g;
/**
 * Around a built-in (TabItem, Admonition…) written as a child of a site component, so the component gets it as an
 * element (child-parts.ts): `a` before its HTML, `b` after its opening, `c` before its closing, `d` after it.
 */
export const BUILTIN_EDGE = (n: number, edge: 'a' | 'b' | 'c' | 'd'): string => `\uE019${n}${edge}\uE01A`;
/** A whole built-in: its number, its opening HTML, its content, its closing HTML. */
export const BUILTIN = /\uE019(\d+)a\uE01A([\s\S]*?)\uE019\1b\uE01A([\s\S]*?)\uE019\1c\uE01A([\s\S]*?)\uE019\1d\uE01A/y;
export const BUILTIN_EDGES = /\uE019\d+[a-d]\uE01A/g;
/** Between the elements of a page drawn in one drawing (element-batch.ts). */
export const ELEMENT_SEPARATOR = '\uE01B';
