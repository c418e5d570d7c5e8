// A problem with one of the site's components (bundling it, a stand-in it cannot have, drawing it) that the caller
// reports as a diagnostic with this message and hint.
export class ComponentError extends Error {
  constructor(
    message: string,
    readonly hint: string,
    /** Where the problem is, when esbuild says (absolute file, 1-based line), or the import that has no stand-in. */
    readonly at: { file?: string; line?: number; specifier?: string } = {},
  ) {
    super(message);
  }
}

/**
 * A hook read the data of the page being drawn (`useDoc()`, `useBlogPost()`, `useDocsSidebar()`) where no page was
 * given: a theme override drawn once for every page. The caller draws it again on each page, with that page's data.
 */
export class PageDataError extends ComponentError {}
