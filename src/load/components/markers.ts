// Markers the MDX walk leaves around each use of a site component (private-use characters, never in real text), so
// Markdown renders its children like any HTML; components/render-uses.ts finds them after rendering.
export const USE_OPEN = (n: number): string => `\uE010${n}\uE011`;
export const USE_CLOSE = (n: number): string => `\uE012${n}\uE013`;
export const USE = /\uE010(\d+)\uE011([\s\S]*?)\uE012\1\uE013/;
/** Where a component puts its `children`: the children's HTML, rendered by Markdown, goes there (render-uses.ts). */
export const CHILDREN = '\uE014children\uE014';
