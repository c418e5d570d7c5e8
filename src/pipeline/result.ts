// What a build returns: the one result of `build()`, what the build command's thread receives from its worker (the
// site and the files stay on the worker), and what `failed` makes when a stage stops the build.
import type { Diagnostic, Site } from '../types.js';
import type { Timer } from './timer.js';

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
    /** Nothing had changed since the last build into the folder, which was left as it was. */
    upToDate?: boolean;
  };
}

export function failed(diagnostics: Diagnostic[], timer: Timer, site?: Site): BuildResult {
  return { diagnostics, site, stats: { pages: 0, seconds: timer.seconds(), timings: timer.timings } };
}
