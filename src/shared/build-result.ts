// What `build()` returns: kept apart from types.ts, which holds the data the stages pass to each other.
import type { Diagnostic, Site } from '../types.js';

/** What `build()` returns. */
export interface BuildResult {
  site?: Site;
  /** Output files in memory (only with `write: false`): output-relative path → contents. */
  files?: Map<string, string | Buffer>;
  diagnostics: Diagnostic[];
  stats: {
    pages: number;
    seconds: number;
    timings: { stage: string; ms: number }[];
    jsGzipBytes?: number;
    /** Pages copied from the previous output because their inputs did not change (warm builds). */
    reusedPages?: number;
    /** The Markdown files that took longest to load (for --profile). */
    slowest?: { file: string; ms: number }[];
    /** Markdown files parsed and rendered in this build (not taken from the cache). */
    parsedPages?: number;
    /** Worker threads that drew the pages (0: the main thread did). */
    renderWorkers?: number;
  };
}
