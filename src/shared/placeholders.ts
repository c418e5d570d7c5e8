// `{{product.name}}` and `{{product.slug}}` let one content tree serve a renamed product:
// they are replaced in Markdown, front matter, YAML data files, the config's strings and file paths.
export interface Product {
  name: string;
  slug: string;
}

const PLACEHOLDER = /\{\{\s*product\.(name|slug)\s*\}\}/g;

export function substitute(text: string, product: Product): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_match, key: 'name' | 'slug') => product[key]);
}

/** Replaces placeholders in every string of a parsed YAML value. */
export function substituteDeep<T>(value: T, product: Product): T {
  if (typeof value === 'string') return substitute(value, product) as T;
  if (Array.isArray(value)) return value.map((item) => substituteDeep(item, product)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [substitute(key, product), substituteDeep(item, product)]),
    ) as T;
  }
  return value;
}
