// Text for XML documents (RSS, Atom, the sitemap).

/**
 * Characters XML 1.0 does not allow anywhere, not even as `&#…;` references: C0 controls other than tab, line
 * feed and carriage return, lone surrogates, U+FFFE and U+FFFF. One in a title (a stray \x0B pasted from a
 * word processor) makes the whole feed unreadable to every reader, so they are dropped.
 */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
