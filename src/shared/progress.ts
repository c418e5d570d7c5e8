// Progress of a long command (build, check), reported as it goes. The stages report; the command line decides how
// to show it (src/commands/progress.ts): a live line on a terminal, one line per stage otherwise.

export interface ProgressSink {
  /** A stage starts (`load`, `render`, `crawl`…). */
  start(stage: string): void;
  /** `done` of `total` items of the stage that is running are finished. */
  count(done: number, total: number): void;
  /** The stage ended, after `ms` milliseconds. */
  end(stage: string, ms: number): void;
}
