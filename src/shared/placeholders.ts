// `{{product.name}}` and `{{product.slug}}` let one content tree serve a renamed product:
// they are replaced in Markdown, front matter, YAML data files, the config's strings and file paths.
// They apply only when the config sets `product`; without it, a placeholder is an error (placeholderError), never
// text left for readers to see. In Markdown they are never read inside code (a fenced block or a code span): code
// is shown as written, so a Helm or Jinja template's `{{ … }}` is neither replaced nor an error.
import { error } from '../errors.js';
import type { Diagnostic } from '../types.js';

export interface Product {
  name: string;
  slug: string;
}

const PLACEHOLDER = /\{\{\s*product\.(name|slug)\s*\}\}/g;
const HAS_PLACEHOLDER = /\{\{\s*product\.(name|slug)\s*\}\}/;

export function substitute(text: string, product: Product | undefined): string {
  if (!product || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_match, key: 'name' | 'slug') => product[key]);
}

/** `substitute` for a Markdown file (front matter and body): code is left as it is written. */
export function substituteOutsideCode(text: string, product: Product | undefined): string {
  if (!product || !text.includes('{{')) return text;
  return outsideCode(text, (placeholder) => substitute(placeholder, product));
}

/** `placeholderLine` for a Markdown file: the 1-based line of its first placeholder outside code, or 0. */
export function placeholderLineOutsideCode(text: string): number {
  if (!text.includes('{{')) return 0;
  let found = -1;
  outsideCode(text, (placeholder, at) => {
    if (found < 0) found = at;
    return placeholder;
  });
  return found < 0 ? 0 : text.slice(0, found).split('\n').length;
}

/** A fence's opening line, also inside a quote or a list item: its backtick or tilde run. */
const FENCE = /^ {0,3}(?:>[ \t]?|(?:[-*+]|\d{1,9}[.)])[ \t]+|[ \t])*?(`{3,}|~{3,})(.*)$/;
/** A code span (within a paragraph: it never runs past a blank line), or a placeholder. */
const SPAN_OR_PLACEHOLDER = /(`+)(?:(?!\n[ \t]*\n)[\s\S])*?[^`]\1(?!`)|\{\{\s*product\.(?:name|slug)\s*\}\}/g;

/** The text with `edit` applied to each placeholder outside fenced code blocks and code spans (with its offset). */
function outsideCode(text: string, edit: (prose: string, at: number) => string): string {
  const lines = text.split('\n');
  let out = '';
  let fence: string | undefined;
  let offset = 0;
  // The lines since the last fence, edited together: a code span may run over several of them.
  let prose = '';
  let proseAt = 0;
  const flush = () => {
    out += prose.replace(SPAN_OR_PLACEHOLDER, (match, ticks: string | undefined, at: number) => (ticks ? match : edit(match, proseAt + at)));
    prose = '';
  };
  lines.forEach((line, index) => {
    const whole = index < lines.length - 1 ? `${line}\n` : line;
    if (fence === undefined) {
      const opener = FENCE.exec(line);
      // A backtick fence's info string has no backtick (CommonMark); such a line is a code span instead.
      if (opener && !(opener[1][0] === '`' && opener[2].includes('`'))) {
        flush();
        fence = opener[1];
        out += whole;
      } else {
        if (prose === '') proseAt = offset;
        prose += whole;
      }
    } else {
      out += whole;
      if (new RegExp(`^ {0,3}(?:>[ \\t]?|[ \\t])*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`).test(line)) fence = undefined;
    }
    offset += whole.length;
  });
  flush();
  return out;
}

/** Replaces placeholders in every string of a parsed YAML value. */
export function substituteDeep<T>(value: T, product: Product | undefined): T {
  if (!product) return value;
  if (typeof value === 'string') return substitute(value, product) as T;
  if (Array.isArray(value)) return value.map((item) => substituteDeep(item, product)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [substitute(key, product), substituteDeep(item, product)]),
    ) as T;
  }
  return value;
}

/** The 1-based line of the first placeholder in a text, or 0 when it has none. */
export function placeholderLine(text: string): number {
  const match = HAS_PLACEHOLDER.exec(text);
  return match ? text.slice(0, match.index).split('\n').length : 0;
}

/** The key path of the first string (or mapping key) holding a placeholder in a parsed YAML value. */
export function placeholderKeyPath(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return HAS_PLACEHOLDER.test(value) ? path : undefined;
  if (!value || typeof value !== 'object' || value instanceof Date) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = Array.isArray(value) ? Number(key) : key;
    if (HAS_PLACEHOLDER.test(key)) return [...path, at];
    const found = placeholderKeyPath(item, [...path, at]);
    if (found) return found;
  }
  return undefined;
}

/** A placeholder where the config has no `product` to fill it in. */
export function placeholderError(file: string, line?: number, what = 'This file uses'): Diagnostic {
  return error('placeholder-without-product', `${what} a {{product.name}} or {{product.slug}} placeholder, but the site config sets no "product".`, {
    file,
    line,
    hint: 'Add "product: { name: Your Product, slug: your-product }" to lendocs.config.yml, or write the text itself instead of the placeholder.',
  });
}
