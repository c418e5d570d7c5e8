// Elements opened on lines of their own (a Frame each, jsx-state.ts): closing them, and taking their content's
// indentation back to their own once the walk is done, so Markdown indented inside them is no indented code.
import type { Tag } from './scan.js';
import { indentation, problem, type Frame, type Walk } from './jsx-state.js';

/**
 * Pops the frame a closing tag ends (and any left open inside it), de-indenting its content: its lines (from its
 * first child to the last line written) are taken back by their least indentation less its own. Each frame passes
 * its least indentation, as it is once de-indented, to the one around it, so no line is read twice however deep
 * elements nest; the shifts are applied to the lines once, at the end (dedented).
 */
export function closeFrame(walk: Walk, tag: Tag): Frame | undefined {
  const at = walk.frames.findLastIndex((frame) => frame.name === tag.name);
  if (at < 0) {
    problem(walk, 'warning', tag.start, `The closing tag </${tag.name}> has no opening tag.`, `Remove it, or add <${tag.name}> before it.`);
    return undefined;
  }
  const closed = walk.frames.splice(at).reverse();
  closed.forEach((frame, index) => {
    const shift = frame.least - frame.indent;
    const shifted = shift > 0 && shift < Infinity;
    if (shifted) walk.dedents.push({ from: frame.firstChild, to: walk.out.length, by: shift });
    const around = closed[index + 1] ?? walk.frames.at(-1);
    if (around) around.least = Math.min(around.least, shifted ? frame.indent : frame.least);
  });
  return closed.at(-1);
}

/** The output lines with every closed frame's de-indenting applied (a line inside several takes their sum). */
export function dedented(walk: Walk): string[] {
  if (walk.dedents.length === 0) return walk.out;
  const change = new Array<number>(walk.out.length + 1).fill(0);
  for (const { from, to, by } of walk.dedents) {
    change[from] += by;
    change[to] -= by;
  }
  let shift = 0;
  return walk.out.map((line, index) => {
    shift += change[index];
    return shift > 0 ? line.slice(Math.min(shift, indentation(line))) : line;
  });
}
