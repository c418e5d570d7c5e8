/** Where built files go: the staging folder of a build, memory (tests), or the dev server's folder. */
export interface OutputWriter {
  /** Writes a file at an output-relative path (`explore/pools/index.html`). */
  write(relative: string, contents: string | Buffer): Promise<void>;
  /** Copies an existing file (a static file, or an unchanged page of the previous output). */
  copy(relative: string, from: string): Promise<void>;
  /**
   * Writes a file given as pieces of text, in order, as they are made, never holding it whole (a large site's
   * llms-full.txt). Writers without it are given the pieces joined (emit/write-site.ts).
   */
  writePieces?(relative: string, pieces: Iterable<string>): Promise<void>;
}
