// markdown-it's own image rule, which plugins/links.ts wraps to tell reference images from inline ones
// (@types/markdown-it types the parser, not its rule modules).
declare module 'markdown-it/lib/rules_inline/image.mjs' {
  import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';
  export default function image(state: StateInline, silent: boolean): boolean;
}
