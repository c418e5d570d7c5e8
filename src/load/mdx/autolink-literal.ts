// GFM autolink literals (`https://…`, `http://…`, `www.…`) as micromark-extension-gfm-autolink-literal reads them,
// which remark-gfm adds to MDX 3 in Docusaurus: the literal is read where it starts, before MDX sees a `{` in it,
// so `https://api.example.com/{network}/x` is a link whose braces are its text, not an expression. Emails hold no
// brace, so they are not read here. MDX 1 read its braces in prose as text anyway, and the JSX in its blocks raw.

const isAsciiAlpha = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const WHITESPACE = /\s/;
const isWhitespace = (c: number) => Number.isNaN(c) || WHITESPACE.test(String.fromCharCode(c));
const PUNCTUATION = /\p{P}|\p{S}/u;
const isPunctuation = (c: number) => PUNCTUATION.test(String.fromCharCode(c));

/** What may stand before `www.` (micromark's previousWww): the text's start, white space, `(`, `*`, `_`, `[`, `]`, `~`. */
const BEFORE_WWW = new Set([0x28, 0x2a, 0x5f, 0x5b, 0x5d, 0x7e]);

/** Punctuation a path may end with, left out of the link when only more of it (or the end) follows (micromark's trail). */
const TRAIL = new Set([0x21, 0x22, 0x27, 0x29, 0x2a, 0x2c, 0x2e, 0x3a, 0x3b, 0x3f, 0x5f, 0x7e]);

/** Punctuation at which the path checks whether the trail starts (micromark's tokenizePath). */
const PATH_CHECK = new Set([...TRAIL, 0x26, 0x3c, 0x5d]);

/**
 * Where the autolink literal that starts at `at` ends (the offset after it), or -1 when none starts there. `start`:
 * the offset where the line's text starts (after its container markers), which counts as the text's start. In a
 * table row (`cell`), an unescaped `|` ends it: remark-gfm splits the row into cells before reading them.
 */
export function autolinkLiteralEnd(src: string, at: number, eol: number, start: number, cell = false): number {
  // Called at every "h" and "w" of MDX prose: most are words, told apart by their next letter before any copy is made.
  const next = src.charCodeAt(at + 1) | 0x20;
  if (next !== 0x74 && next !== 0x77) return -1; // "ht…" or "ww…"
  const previous = at === start ? NaN : src.charCodeAt(at - 1);
  let pos: number;
  if (/^https?:\/\//i.test(src.slice(at, at + 8))) {
    if (isAsciiAlpha(previous)) return -1;
    pos = at + (src.charAt(at + 4) === ':' ? 7 : 8);
    const first = src.charCodeAt(pos);
    if (pos >= eol || first < 0x20 || first === 0x7f || isWhitespace(first) || isPunctuation(first)) return -1;
  } else if (/^www\./i.test(src.slice(at, at + 4))) {
    if (!isWhitespace(previous) && !BEFORE_WWW.has(previous)) return -1;
    pos = at;
  } else return -1;
  pos = domainEnd(src, pos, eol);
  return pos < 0 ? -1 : pathEnd(src, pos, eol, cell);
}

/** Where a domain ends; -1 when it is empty or one of its last two segments holds `_`. */
function domainEnd(src: string, pos: number, eol: number): number {
  let seen = false;
  let underscoreInLast = false;
  let underscoreInLastButOne = false;
  let failedUntil = -1;
  for (; pos < eol; pos++) {
    const c = src.charCodeAt(pos);
    if (c === 0x2e /* . */ || c === 0x5f /* _ */) {
      if (pos >= failedUntil && (failedUntil = trailFails(src, pos, eol)) < 0) break;
      if (c === 0x5f) underscoreInLast = true;
      else {
        underscoreInLastButOne = underscoreInLast;
        underscoreInLast = false;
      }
      continue;
    }
    if (isWhitespace(c) || (c !== 0x2d /* - */ && isPunctuation(c))) break;
    seen = true;
  }
  return seen && !underscoreInLast && !underscoreInLastButOne ? pos : -1;
}

/** Where the path that starts at `pos` ends: at white space, or before punctuation that only trails. */
function pathEnd(src: string, pos: number, eol: number, cell: boolean): number {
  let open = 0;
  let closed = 0;
  let failedUntil = -1;
  for (; pos < eol; pos++) {
    const c = src.charCodeAt(pos);
    if (c === 0x28 /* ( */) open++;
    else if (c === 0x29 /* ) */ && closed < open) closed++;
    else if (PATH_CHECK.has(c)) {
      if (pos >= failedUntil && (failedUntil = trailFails(src, pos, eol)) < 0) return pos;
      if (c === 0x29) closed++;
    } else if (isWhitespace(c) || (cell && c === 0x7c /* | */ && src.charCodeAt(pos - 1) !== 0x5c /* \ */)) return pos;
  }
  return pos;
}

/**
 * -1 when what starts at `pos` is trailing punctuation only (micromark's tokenizeTrail): a run of it, character
 * references (`&amp;`) and `]` not followed by more text, up to white space, `<` or the line's end. Else where that
 * failed: from any offset before it in the run it fails there too, so a run is read once, not from each of its
 * characters.
 */
function trailFails(src: string, pos: number, eol: number): number {
  for (; pos < eol; pos++) {
    const c = src.charCodeAt(pos);
    if (TRAIL.has(c)) continue;
    if (c === 0x26 /* & */) {
      REFERENCE.lastIndex = pos;
      if (!REFERENCE.test(src) || REFERENCE.lastIndex > eol) return pos + 1;
      pos = REFERENCE.lastIndex - 1;
      continue;
    }
    if (c === 0x5d /* ] */) {
      const next = src.charCodeAt(pos + 1);
      if (pos + 1 >= eol || next === 0x28 || next === 0x5b || isWhitespace(next)) return -1;
      continue;
    }
    return c === 0x3c /* < */ || isWhitespace(c) ? -1 : pos + 1;
  }
  return -1;
}

/** A character reference as the trail reads one: `&`, letters, `;`. */
const REFERENCE = /&[A-Za-z]+;/y;
