// A string of its own. V8 keeps a string cut from another (slice, a regular expression's match, split) of 13
// characters or more as a view of the string it was cut from, which it keeps alive: a title cut from a file's text
// holds the whole file, a paragraph cut from a page's body holds the whole body, for as long as the piece is kept.

/** `text` in a string of its own, holding nothing else alive; UTF-16 both ways, so any string comes back as it was. */
export function copiedString(text: string): string {
  return Buffer.from(text, 'utf16le').toString('utf16le');
}
