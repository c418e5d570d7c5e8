// Markers the MDX walk leaves around each use of a site component (private-use characters, never in real text), so
// Markdown renders its children like any HTML; components/render-uses.ts finds them after rendering.
export const USE_OPEN = (n: number): string => `\uE010${n}\uE011`;
export const USE_CLOSE = (n: number): string => `\uE012${n}\uE013`;
export const USE = /\uE010(\d+)\uE011([\s\S]*?)\uE012\1\uE013/;
/** Where a component puts one of its children that is Markdown's HTML (child-parts.ts), by its number. */
export const CHILD_PART = (n: number): string => `\uE017${n}\uE018`;
export const CHILD_PARTS = /\uE017(\d+)\uE018/g;
