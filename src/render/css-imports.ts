// The site's `@import` rules moved to the top of the stylesheet. A browser ignores an @import that follows any
// other rule, and the site's CSS comes after lendocs's own in the one stylesheet (site-assets.ts), so a customCss
// file's `@import url(https://fonts.example/…)` would load nothing; Docusaurus's css-loader takes every @import of
// a file out of it wherever it stands (after other rules too), and its CSS extraction puts those of URLs first in
// the stylesheet. Comments, strings and rules inside blocks are read past, not searched.

/** `css` without its top-level @import rules, and those rules in order. */
export function takeImports(css: string): { css: string; imports: string[] } {
  if (!css.includes('@import')) return { css, imports: [] };
  const imports: string[] = [];
  let kept = '';
  let depth = 0;
  let index = 0;
  while (index < css.length) {
    const char = css[index];
    if (char === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2);
      const stop = end < 0 ? css.length : end + 2;
      kept += css.slice(index, stop);
      index = stop;
    } else if (char === '"' || char === "'") {
      const stop = stringEnd(css, index);
      kept += css.slice(index, stop);
      index = stop;
    } else if (depth === 0 && css.startsWith('@import', index) && /[\s'"u]/.test(css[index + 7] ?? '')) {
      const stop = ruleEnd(css, index);
      imports.push(css.slice(index, stop).trim());
      index = stop;
    } else {
      if (char === '{') depth += 1;
      else if (char === '}') depth = Math.max(0, depth - 1);
      kept += char;
      index += 1;
    }
  }
  return { css: kept, imports };
}

/** The rules without a second import of the same URL with the same conditions, however each writes it (`url(x)`, `"x"`). */
export function uniqueImports(rules: string[]): string[] {
  const seen = new Set<string>();
  return rules.filter((rule) => {
    const key = rule.replace(/^@import\s+(?:url\(\s*(["']?)(.*?)\1\s*\)|(["'])(.*?)\3)/s, (_, _q, inUrl, _q2, quoted) => `@import ${inUrl ?? quoted}`).replace(/\s*;$/, '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Just past the string that opens at `start` (an unclosed one runs to the end of the line, as CSS reads it). */
function stringEnd(css: string, start: number): number {
  const quote = css[start];
  for (let index = start + 1; index < css.length; index += 1) {
    if (css[index] === '\\') index += 1;
    else if (css[index] === quote || css[index] === '\n') return index + 1;
  }
  return css.length;
}

/** Just past the `;` that ends the rule at `start` (strings and url(), whose URL may hold a `;`, read past), or the end of the CSS. */
function ruleEnd(css: string, start: number): number {
  let parens = 0;
  for (let index = start; index < css.length; index += 1) {
    const char = css[index];
    if (char === '"' || char === "'") index = stringEnd(css, index) - 1;
    else if (char === '(') parens += 1;
    else if (char === ')') parens = Math.max(0, parens - 1);
    else if (char === ';' && parens === 0) return index + 1;
    else if (char === '{' || char === '}') return index;
  }
  return css.length;
}
