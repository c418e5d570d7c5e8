// markdown-it ships its block rules without types: block-rule.ts reads a line MDX 1 took for text as a paragraph.
declare module 'markdown-it/lib/rules_block/paragraph.mjs' {
  import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
  export default function paragraph(state: StateBlock, startLine: number, endLine: number): boolean;
}
