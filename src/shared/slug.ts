// Slugs for heading ids, tag pages and category routes.

/**
 * GitHub's heading slug (github-slugger, which Docusaurus uses): lower case, punctuation dropped, each space a
 * hyphen. Other white space (a no-break space, a tab) is dropped like punctuation, as github-slugger drops it.
 */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}
