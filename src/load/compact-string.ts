// Rendered bodies stored at one byte per character. V8 keeps a string at one byte per character only while every
// piece it was built from was; a single piece stored at two bytes (a page with an em dash before it, code that the
// optimising compiler built differently after a few hundred pages) makes the whole body two bytes per character,
// and Latin-1 text never goes back by itself. Measured on the bench corpus at scale 15: about 60 % of the bodies
// the Markdown workers sent were two-byte, 69 MB of HTML held by the main thread instead of 38 MB, and every copy
// of them (to the render worker, into the written pages) twice the size it needed to be.

const BEYOND_LATIN1 = /[^\u0000-\u00ff]/;

/** `text`, stored at one byte per character when all its characters fit (same value, compact storage). */
export function compactString(text: string): string {
  if (text.length < 64 || BEYOND_LATIN1.test(text)) return text;
  return Buffer.from(text, 'latin1').toString('latin1');
}
