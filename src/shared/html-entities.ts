// The one decoder of character references, for text that was escaped: JSX attribute strings (the MDX scanner), the
// markup the renderer and React write (an MDX image's src, the links a component draws), a search service's excerpts
// (the search box). Its own file, so a browser bundle that only escapes does not carry it.

/** The named references lendocs reads; others stay as written. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * `text` with its character references decoded: numeric ones (`&#39;`, `&#x27;`) and the named ones escaping
 * writes (plus `&apos;` and `&nbsp;`), in one pass, so `&amp;lt;` is `&lt;`. A number that names no character
 * (0, a surrogate, past U+10FFFF) is U+FFFD, as in HTML and MDX.
 */
export function decodeHtmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
  });
}
