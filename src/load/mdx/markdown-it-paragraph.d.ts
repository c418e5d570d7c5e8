// markdown-it ships its block rules without types: block-rule.ts reads a line MDX 1 took for text as a paragraph,
// and ends a paragraph where MDX 3 interrupts it.
declare module 'markdown-it/lib/rules_block/paragraph.mjs' {
  import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
  export default function paragraph(state: StateBlock, startLine: number, endLine: number): boolean;
}
declare module 'markdown-it/lib/rules_block/lheading.mjs' {
  import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
  export default function lheading(state: StateBlock, startLine: number, endLine: number): boolean;
}
