// Shows a command's progress (shared/progress.ts). On a terminal: one line redrawn in place with the running stage
// and its count (`render 812/1413`), then a summary of every stage's time. Without a terminal (a CI log, a pipe):
// one line per stage as it ends, with its time, and nothing redrawn. What is drawn depends only on the counts, not
// on the clock: a count is redrawn when its percentage changes, so a stage of any size is at most ~100 redraws.
import type { ProgressSink } from '../shared/progress.js';
import type { Output } from './output.js';

const CLEAR_LINE = '\r\u001b[2K';

export interface Progress extends ProgressSink {
  /** Removes the live line (before diagnostics are printed), and returns the timed summary of the stages. */
  finish(): string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function createProgress(output: Output): Progress {
  const timings: { stage: string; ms: number }[] = [];
  const live = output.tty && output.write !== undefined;
  let current = '';
  let shownPercent = -1;
  const dim = (text: string) => (output.color ? `\u001b[2m${text}\u001b[0m` : text);
  const draw = (text: string) => output.write?.(`${CLEAR_LINE}  ${text}`);
  return {
    start(stage) {
      current = stage;
      shownPercent = -1;
      if (live) draw(`${stage}…`);
    },
    count(done, total) {
      if (!live || total <= 0) return;
      const percent = Math.floor((done * 100) / total);
      if (percent === shownPercent && done !== total) return;
      shownPercent = percent;
      draw(`${current} ${done}/${total}`);
    },
    end(stage, ms) {
      timings.push({ stage, ms });
      if (!live) output.err(`${stage.padEnd(8)} ${seconds(ms).padStart(8)}`);
    },
    finish() {
      if (live) output.write?.(CLEAR_LINE);
      // Without a terminal every stage already has its own line.
      return live && timings.length > 0 ? dim(`  ${timings.map(({ stage, ms }) => `${stage} ${seconds(ms)}`).join(' · ')}`) : '';
    },
  };
}
