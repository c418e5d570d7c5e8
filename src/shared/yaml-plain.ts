// Front matter as most files write it — one `key: value` a line, the values plain words, simple quoted strings,
// whole numbers, or flow lists of words — read without the YAML parser, which costs about a millisecond a file
// (most of `lendocs serve`'s time to its first page on a large site goes to reading every file's front matter). It
// gives exactly what parseYaml() gives for such text (test/unit/shared/yaml-plain.test.ts compares them) and
// undefined for anything else, which the parser then reads: a special word (true, null), a number it would read
// otherwise (007, 1e3), an escape, a comment, a colon or a hash in a value, a key written twice.
import type { ParsedYaml } from './yaml.js';

const LINE = /^([A-Za-z_][A-Za-z0-9_-]*):[ ]+(.*?)[ ]*$/;
/** A plain scalar that YAML's core schema reads as a string: a letter or slash first, then no character with a meaning. */
const PLAIN = /^[A-Za-z/][A-Za-z0-9 _\-.,/()'!?+=;&]*$/;
/** The same inside a flow list, where a comma ends an item. */
const PLAIN_ITEM = /^[A-Za-z/][A-Za-z0-9 _\-./()'!?+=;&]*$/;
const DOUBLE_QUOTED = /^"([^"\\\x00-\x1f\x7f]*)"$/;
const SINGLE_QUOTED = /^'([^'\x00-\x1f\x7f]*)'$/;
const WHOLE_NUMBER = /^(?:0|-?[1-9][0-9]{0,14})$/;
/** Words the core schema reads as null or booleans. */
const SPECIAL = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;

/** The value of `written` (a line's value, trimmed), or undefined when only the YAML parser may say what it is. */
function scalar(written: string, plain: RegExp): string | number | undefined {
  if (WHOLE_NUMBER.test(written)) return Number(written);
  if (plain.test(written)) return SPECIAL.test(written) ? undefined : written;
  return (DOUBLE_QUOTED.exec(written) ?? SINGLE_QUOTED.exec(written))?.[1];
}

function value(written: string): unknown {
  if (!written.startsWith('[')) return scalar(written, PLAIN);
  const inner = /^\[(.*)\]$/.exec(written)?.[1];
  if (inner === undefined) return undefined;
  if (inner.trim() === '') return [];
  const items = inner.split(',').map((item) => scalar(item.trim(), PLAIN_ITEM));
  return items.some((item) => item === undefined) ? undefined : items;
}

/** `text` (front matter starting at line `firstLine`) read as parseYaml() would, or undefined to leave it to the parser. */
export function plainYaml(text: string, firstLine: number): ParsedYaml | undefined {
  const found: Record<string, unknown> = {};
  const lines = new Map<string, number>();
  const written = text.split('\n');
  for (let at = 0; at < written.length; at++) {
    const line = written[at];
    if (line.trim() === '' && !line.includes('\t') && !line.includes('\r')) continue;
    const entry = LINE.exec(line);
    if (!entry || entry[1] === '__proto__' || SPECIAL.test(entry[1]) || lines.has(entry[1])) return undefined;
    const read = value(entry[2]);
    if (read === undefined) return undefined;
    found[entry[1]] = read;
    lines.set(entry[1], firstLine + at);
  }
  const first = lines.values().next().value;
  if (first === undefined) return undefined;
  return { value: found, lineOf: (path) => lines.get(String(path[0])) ?? first };
}
