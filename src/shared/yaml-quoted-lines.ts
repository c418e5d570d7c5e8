// A quoted scalar continued on lines indented no more than its key, as js-yaml reads it. Docusaurus reads front
// matter with gray-matter, which parses YAML with js-yaml 3, and its other YAML files (authors.yml, tags.yml,
// _category_.yml) with js-yaml too; js-yaml does not check the indentation of a quoted scalar's later lines:
//
//   description: 'In v6 we dropped support of
//   image: /img/og.png
//   next.js'
//
// is the one string "In v6 we dropped support of image: /img/og.png next.js" there. YAML 1.2 (and the yaml package
// lendocs parses with) wants those lines indented more than the key. A line break inside a quoted scalar is folded
// and the next line's leading white space dropped, so indenting the later lines changes no value: the text is
// indented so, and parsed again, only after it failed as written (shared/yaml.ts). Line numbers stay the same.

/** The text with each under-indented later line of a quoted scalar indented to its opening quote, or undefined. */
export function indentQuotedContinuations(text: string): string | undefined {
  const lines = text.split('\n');
  let changed = false;
  let blockIndent: number | undefined; // inside a block scalar (`|`, `>`) opened by a line at this indent
  for (let at = 0; at < lines.length; at += 1) {
    const line = lines[at];
    const indent = line.length - line.trimStart().length;
    if (blockIndent !== undefined) {
      if (line.trim() === '' || indent > blockIndent) continue;
      blockIndent = undefined;
    }
    const open = openQuoteOf(line);
    if (open === undefined) {
      if (/(?:^|[\s:-])[|>][+-]?\d?[+-]?\s*(?:#.*)?$/.test(line) && /^\s*(?:-\s|[^#]*:\s)/.test(line)) blockIndent = indent;
      continue;
    }
    const end = closingLine(lines, at, open);
    if (end === undefined) return changed ? lines.join('\n') : undefined;
    for (let later = at + 1; later <= end; later += 1) {
      const text = lines[later];
      const has = text.length - text.trimStart().length;
      if (text.trim() === '' || has > open.column) continue;
      lines[later] = ' '.repeat(open.column + 1 - has) + text;
      changed = true;
    }
    at = end;
  }
  return changed ? lines.join('\n') : undefined;
}

interface OpenQuote {
  quote: "'" | '"';
  column: number;
}

/**
 * The quoted scalar a line opens and leaves open, if any: one that starts a value (after the indentation, `- `, a
 * key's `: ` or `? `) and is not closed on that line. A quote inside a plain scalar (`title: it's`) starts nothing.
 */
function openQuoteOf(line: string): OpenQuote | undefined {
  let at = /^[ \t]*(?:[-?][ \t]+)*/.exec(line)![0].length;
  if (line[at] !== "'" && line[at] !== '"') {
    // A plain key: its value starts after the first `: ` (a `#` or quote before it: no such key).
    const colon = /^[^#'"]*?:[ \t]+/.exec(line.slice(at));
    if (!colon) return undefined;
    at += colon[0].length;
  } else {
    const close = closeIn(line, at + 1, line[at] as OpenQuote['quote']);
    if (close === undefined) return { quote: line[at] as OpenQuote['quote'], column: at };
    // A quoted key (`'a b': 'c`): its value starts after the colon.
    const colon = /^[ \t]*:[ \t]+/.exec(line.slice(close + 1));
    if (!colon) return undefined;
    at = close + 1 + colon[0].length;
  }
  const quote = line[at];
  if (quote !== "'" && quote !== '"') return undefined;
  return closeIn(line, at + 1, quote) === undefined ? { quote, column: at } : undefined;
}

/** Where a quoted scalar opened before `from` closes on this line (its closing quote's index), if it does. */
function closeIn(line: string, from: number, quote: "'" | '"'): number | undefined {
  for (let at = from; at < line.length; at += 1) {
    if (quote === '"' && line[at] === '\\') at += 1;
    else if (line[at] === quote) {
      if (quote === "'" && line[at + 1] === "'") at += 1;
      else return at;
    }
  }
  return undefined;
}

/** The line on which the scalar opened on line `at` closes, or undefined when it never does. */
function closingLine(lines: string[], at: number, open: OpenQuote): number | undefined {
  for (let later = at + 1; later < lines.length; later += 1) {
    if (closeIn(lines[later], 0, open.quote) !== undefined) return later;
  }
  return undefined;
}
