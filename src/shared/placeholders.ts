// `{{product.name}}` and `{{product.slug}}` let one content tree serve a renamed product:
// they are replaced in Markdown, front matter, YAML data files, the config's strings and file paths.
// They apply only when the config sets `product`; without it, a placeholder is an error (placeholderError), never
// text left for readers to see.
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
