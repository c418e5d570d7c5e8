// Small transformations of text that several stages apply: a label capitalised, a link's percent-escapes decoded
// as a server decodes them, a title clipped to a length.

/** `note` → `Note`. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Decodes percent-escapes as a static server decodes a request path (`%23` is a `#` in a file name, `%25` a `%`),
 * so a link reaches the file the server would serve for it. Invalid escapes stay as written instead of throwing.
 */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The longest title lendocs writes where a title is a label of the page rather than its content (the search index,
 * `<title>`, feeds, JSON-LD, llms.txt): a heading of a whole paragraph, or a pasted 100 KB line, would otherwise
 * be repeated in full in each of them.
 */
export const TITLE_LIMIT = 200;

/**
 * `text` cut to at most `limit` characters, at a word boundary when there is one in its second half, and ended
 * with "…" when cut. A surrogate pair is never split.
 */
export function clipText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  if (limit < 1) return '';
  let cut = text.slice(0, limit - 1);
  const space = cut.search(/\s\S*$/);
  if (space > limit / 2) cut = cut.slice(0, space);
  else if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
