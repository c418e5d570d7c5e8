// Docusaurus's idiom for a module that only works in the browser: `if (ExecutionEnvironment.canUseDOM) { X =
// require('x'); }` (its documentation's own example), as an OpenAPI theme's ApiItem loads its whole API explorer.
// On the server canUseDOM is false (lendocs's stand-in says so, as Docusaurus's server render does), so such a
// require never runs where lendocs draws; esbuild cannot know that and bundles the module, however large, with every
// component that imports the file, or fails on what cannot be bundled. A require inside such a block is therefore
// left out of the bundle: it becomes a call that says, should it ever run, that the module is the browser's.
const GUARD = /\bif\s*\(\s*(?:[\w$]+\.)*canUseDOM\s*\)\s*\{/g;
const CALL = /(^|[^\w$.])require\(/g;
const HAS_CALL = /(^|[^\w$.])require\(/;
const STAND_IN = '__lendocsBrowserOnlyRequire';

/** `text` with the requires inside its `if (….canUseDOM) { … }` blocks left out of the bundle; undefined when it has none. */
export function withBrowserOnlyRequires(text: string): string | undefined {
  if (!text.includes('canUseDOM')) return undefined;
  let out = '';
  let from = 0;
  for (const guard of text.matchAll(GUARD)) {
    const start = guard.index + guard[0].length;
    if (start <= from) continue;
    const end = blockEnd(text, start);
    if (end === undefined) continue;
    const block = text.slice(start, end);
    if (!HAS_CALL.test(block)) continue;
    out += text.slice(from, start) + block.replace(CALL, `$1${STAND_IN}(`);
    from = end;
  }
  if (from === 0) return undefined;
  const said = 'is loaded only in the browser (inside `if (ExecutionEnvironment.canUseDOM)`), which lendocs does not draw in';
  return `${out}${text.slice(from)}\nfunction ${STAND_IN}(specifier) { throw new Error(specifier + ${JSON.stringify(` ${said}`)}); }\n`;
}

/**
 * Where the block opened just before `start` ends (the index of its `}`), skipping strings, template literals and
 * comments; undefined when the text cannot be read that simply (a regular expression holding a brace), so the file
 * is left as it is.
 */
function blockEnd(text: string, start: number): number | undefined {
  let depth = 1;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (c === '{') depth += 1;
    else if (c === '}' && (depth -= 1) === 0) return i;
    else if (c === '"' || c === "'" || c === '`') i = stringEnd(text, i, c);
    else if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i + 2) < 0 ? text.length : text.indexOf('*/', i + 2) + 1;
    else if (c === '/') return undefined;
    if (i >= text.length) return undefined;
  }
  return undefined;
}

/** The index of the quote that closes the string opened at `at` (a template's `${…}` holds no quote of its kind here). */
function stringEnd(text: string, at: number, quote: string): number {
  for (let i = at + 1; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === quote) return i;
  }
  return text.length;
}
