// Slugs for heading ids, tag pages and category routes.

/**
 * GitHub's heading slug (github-slugger, which Docusaurus uses): lower case, punctuation dropped, each space a
 * hyphen. Other white space (a no-break space, a tab) is dropped like punctuation, as github-slugger drops it.
 */
export function slugify(text: string): string {
  return githubSlug(text.trim());
}

/** The same slug of the text as it is, outer spaces too (each a hyphen), as github-slugger makes it (its case kept with `maintainCase`). */
export function githubSlug(text: string, maintainCase = false): string {
  return (maintainCase ? text : text.toLowerCase())
    .replace(/[^\p{L}\p{M}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}
