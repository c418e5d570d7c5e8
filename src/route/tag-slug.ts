import { kebabCase } from '../shared/kebab-case.js';
// Tag URLs as Docusaurus makes them (@docusaurus/utils tags.ts): a tag written as a string is at
// <tags route>/<lodash kebabCase of the label> ("Zig 0.15.x" → zig-0-15-x), a tag object or a tags.yml entry at its
// own `permalink` under the tags route. A label with no letters or digits ("!!!") has no kebab-case words; Docusaurus
// would put it on the tags index itself, so lendocs names it by its code points to give it a page of its own.

/** The URL segment of a tag written as a string. */
export function tagSlug(label: string): string {
  return kebabCase(label) || `tag-${[...label].map((char) => char.codePointAt(0)!.toString(16)).join('-')}`;
}

/** A tag's path below the tags route, "/segment[/more]": an explicit permalink as written, or the label's slug. */
export function tagPermalink(label: string, permalink?: string): string {
  const segments = permalink?.split('/').filter(Boolean) ?? [];
  return segments.length > 0 ? `/${segments.join('/')}` : `/${tagSlug(label)}`;
}

/** The label of a front matter tag: a string, or an object's `label`. */
export function tagLabel(tag: unknown): string {
  return typeof tag === 'string' ? tag : String((tag as { label?: unknown }).label ?? '');
}

/** The permalink of a front matter tag (a string, or `{label, permalink}`): tagged pages are grouped by it. */
export function frontMatterTagPermalink(tag: unknown): string {
  const permalink = typeof tag === 'object' && tag !== null ? (tag as { permalink?: unknown }).permalink : undefined;
  return tagPermalink(tagLabel(tag), typeof permalink === 'string' ? permalink : undefined);
}
