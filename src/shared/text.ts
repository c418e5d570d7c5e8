// Small text helpers that several stages need.

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
