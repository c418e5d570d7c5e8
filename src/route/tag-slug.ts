import { slugify } from '../shared/slug.js';
// The URL segment of a tag: its GitHub-style slug, or, for a label with no letters or digits ("!!!", "🚀"), its code
// points, so that such a tag still gets a page of its own instead of landing on the tags index (/tags/).

export function tagSlug(label: string): string {
  return slugify(label) || `tag-${[...label].map((char) => char.codePointAt(0)!.toString(16)).join('-')}`;
}
