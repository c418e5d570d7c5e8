// HTML escaping for text and attribute values that lendocs writes as strings (outside React, which escapes itself).

/** Escapes `&`, `<`, `>` and `"`: safe in text and in double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
