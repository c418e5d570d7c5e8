// The one way to put a value inside an inline <script> (the head script, JSON-LD). JSON.stringify alone is not
// enough: a string holding `</script>` ends the element early and whatever follows runs as a new script, and
// `<!--` changes how the HTML parser reads the rest of the element.

const UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON text safe to place between <script> and </script>, as a JavaScript expression or a JSON-LD body.
 * `<`, `>` and `&` become \u escapes, so no tag, comment or entity can appear; U+2028 and U+2029 too, since
 * older JavaScript engines read them as line ends inside string literals. JSON and JavaScript parsers read every
 * escape back as the same character, so values arrive exactly as written.
 */
export function inlineJson(value: unknown): string {
  // `?? 'null'`: JSON.stringify gives undefined for undefined and functions, which would print as nothing.
  return (JSON.stringify(value) ?? 'null').replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
