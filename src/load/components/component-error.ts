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
