// The stylesheet of a right-to-left locale, mirrored as Docusaurus mirrors it (RTLCSS over all of a site's CSS in an
// RTL locale's build): left and right swap in property names and values, four-side shorthands and corner radii
// swap their left and right parts, horizontal translations and rotations turn the other way. So the sidebar, the
// table of contents, indents, borders and buttons change sides while the stylesheet of every left-to-right build,
// and of every site without such a locale, stays byte for byte what it was.

/** Code reads left to right in every language: its rules are kept, and its blocks are set left to right. */
const CODE_RULE = /\.code-block|\.shiki/;
const CODE_LEFT_TO_RIGHT = '\n/* Code reads left to right in every language. */\n.code-block { direction: ltr; }\n';

// RTLCSS's directives, which Docusaurus's mirroring honours: `/* rtl:ignore */` before a rule keeps the rule, before
// or in a declaration keeps the declaration; `/* rtl:begin:ignore */ … /* rtl:end:ignore */` keeps all between.
const IGNORE_DIRECTIVE = /\/\*!?\s*rtl:ignore\s*\*\//g;
const IGNORED_SPAN = /\/\*!?\s*rtl:begin:ignore\s*\*\/([\s\S]*?)(?:\/\*!?\s*rtl:end:ignore\s*\*\/|$)/g;
// Stand-ins while mirroring (comments are left out, since they may hold braces): neither is a character of CSS.
const IGNORED = '\u0001';
const SPAN = /\u0002(\d+)\u0002/g;

const SIDES = /\b(left|right)\b/g;
const swapSides = (text: string) => text.replace(SIDES, (side) => (side === 'left' ? 'right' : 'left'));

/** Properties whose keyword values name a side. */
const SIDE_VALUES = new Set(['text-align', 'float', 'clear', 'background-position', 'background-position-x', 'transform-origin', 'caption-side', 'resize']);
/** Shorthands of four sides (top right bottom left): the second and fourth swap. */
const FOUR_SIDES = new Set(['margin', 'padding', 'border-width', 'border-style', 'border-color', 'inset', 'scroll-padding', 'scroll-margin']);

/** Splits a value at its top-level spaces (not inside parentheses). */
function parts(value: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (/\s/.test(char) && depth === 0) {
      if (current) found.push(current);
      current = '';
    } else current += char;
  }
  if (current) found.push(current);
  return found;
}

const negate = (length: string) => (/^0[a-z%]*$/.test(length) ? length : length.startsWith('-') ? length.slice(1) : /^calc\(/.test(length) ? `calc(-1 * ${length.slice(4)}` : `-${length}`);

/** A declaration's value, mirrored. */
function mirrorValue(property: string, value: string): string {
  if (SIDE_VALUES.has(property)) return swapSides(value);
  const important = /\s*!important\s*$/.exec(value)?.[0] ?? '';
  const bare = value.slice(0, value.length - important.length);
  if (FOUR_SIDES.has(property)) {
    const sides = parts(bare);
    return sides.length === 4 ? [sides[0], sides[3], sides[2], sides[1]].join(' ') + important : value;
  }
  if (property === 'border-radius' && !bare.includes('/')) {
    const corners = parts(bare);
    if (corners.length === 2) return [corners[1], corners[0]].join(' ') + important;
    if (corners.length === 3) return [corners[1], corners[0], corners[1], corners[2]].join(' ') + important;
    if (corners.length === 4) return [corners[1], corners[0], corners[3], corners[2]].join(' ') + important;
    return value;
  }
  if (property === 'transform' || property === 'translate' || property === 'rotate') {
    return value
      .replace(/translateX\(\s*([^()]+|calc\([^()]*\))\s*\)/g, (_all, x: string) => `translateX(${negate(x.trim())})`)
      .replace(/translate\(\s*([^,()]+)\s*,/g, (_all, x: string) => `translate(${negate(x.trim())},`)
      .replace(/rotate\(\s*([^()]+)\s*\)/g, (_all, angle: string) => `rotate(${negate(angle.trim())})`);
  }
  return value;
}

/** The declarations of one rule, mirrored. */
function mirrorDeclarations(body: string): string {
  return body.replace(/(^|;|\u0002)(\s*)([-a-zA-Z]+)(\s*:\s*)([^;]*?)(\s*)(?=;|$)/g, (all, start: string, space: string, property: string, colon: string, value: string, end: string) => {
    if (property.startsWith('--') || value.includes(IGNORED)) return all;
    const name = property.toLowerCase();
    return `${start}${space}${swapSides(name)}${colon}${mirrorValue(name, value)}${end}`;
  });
}

/** The whole stylesheet, mirrored for a right-to-left locale (comments left out: they may hold braces). */
export function mirrorCss(css: string): string {
  const spans: string[] = [];
  const marked = css
    .replace(IGNORED_SPAN, (_all, kept: string) => `\u0002${spans.push(kept.replace(/\/\*[\s\S]*?\*\//g, '')) - 1}\u0002`)
    .replace(IGNORE_DIRECTIVE, IGNORED)
    .replace(/\/\*[\s\S]*?\*\//g, '');
  const mirrored = marked.replace(/([^{}]*)\{([^{}]*)\}/g, (all, selector: string, body: string) =>
    CODE_RULE.test(selector) || /^\s*@/.test(selector) || selector.includes(IGNORED) ? all : `${selector}{${mirrorDeclarations(body)}}`,
  );
  return mirrored.replaceAll(IGNORED, '').replace(SPAN, (_all, index: string) => spans[Number(index)]) + CODE_LEFT_TO_RIGHT;
}
