// ```mdx-code-block fences, which Docusaurus takes away before MDX reads the file (mdx-loader's preprocessing,
// unwrapMdxCodeBlocks): what they hold is MDX, not code. Sites write them around imports and JSX that a Markdown
// viewer should show as code (the npm2yarn and OpenAPI generators do).

const OPENER = /^( *)(`{3,4}) *mdx-code-block\r?$/;

/**
 * The body with each mdx-code-block fence's two lines made blank (Docusaurus removes them; blank lines keep every
 * line where it is, for messages), its content left as it is. The closing fence is the first line after the opener
 * that holds only spaces and as many backticks; an opener with none is left alone, as Docusaurus leaves it.
 */
export function unwrapMdxCodeBlocks(body: string): string {
  if (!body.includes('mdx-code-block')) return body;
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const opener = OPENER.exec(lines[i]);
    if (!opener) continue;
    const closer = new RegExp(`^ *${opener[2]}\\r?$`);
    let close = i + 1;
    while (close < lines.length && !closer.test(lines[close])) close++;
    if (close === lines.length) continue;
    lines[i] = '';
    lines[close] = '';
    i = close;
  }
  return lines.join('\n');
}
