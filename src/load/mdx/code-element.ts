// `<CodeBlock>` written in MDX with its code as children: read whole where the walk meets it (jsx-walk.ts), since
// its children are code, not MDX, and written out as a fenced code block (emit.ts).
import type { Segment } from './emit.js';
import { leftOut, tryEvaluate, type Walk } from './jsx-state.js';
import { moduleValue } from './module-values.js';
import type { Tag } from './scan.js';

/** `<CodeBlock language title>` … `</CodeBlock>`: its children are code (a `{`template`}` or text), a fence. */
export function codeBlock(walk: Walk, tag: Tag, segments: Segment[]): number {
  const close = walk.src.indexOf('</CodeBlock>', tag.end);
  const stop = close < 0 ? walk.src.length : close;
  const inner = walk.src.slice(tag.end, stop).trim();
  let code = inner;
  if (inner.startsWith('{') && inner.endsWith('}')) {
    const source = inner.slice(1, -1);
    // A call of the site's code (`${constants.branchName()}`) is computed by the file's module (module-values.ts).
    const tried = tryEvaluate(walk, source, undefined, 'child');
    const value = 'value' in tried ? tried.value : moduleValue(walk, source, tag.end, tried.cause)?.value;
    code = typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';
    if (code === '' && value !== undefined && value !== '') leftOut(walk, source, tag.end, 'the code of <CodeBlock> must be text', 'Give CodeBlock a string: a template literal, or a raw import of the file.');
  }
  segments.push({ t: 'code', tag, code: code.replace(/^\n+|\s+$/g, '') });
  return close < 0 ? stop : close + '</CodeBlock>'.length;
}
