// Where a command prints: stdout for results, stderr for diagnostics and progress.

export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
  /** stderr is a terminal: progress is one live line, redrawn in place. */
  tty: boolean;
  /** Colours in diagnostics and summaries. */
  color: boolean;
  /** Writes to stderr with no newline added (the live progress line). */
  write?: (text: string) => void;
}

/**
 * Colours follow the usual conventions: FORCE_COLOR (any value but "0" or "false") turns them on even without a
 * terminal, as in CI logs that show colour; NO_COLOR (any non-empty value) turns them off; otherwise a terminal has
 * them. Neither changes whether progress is drawn live, which depends on the terminal alone.
 */
export function wantsColor(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  if (env.NO_COLOR) return false;
  return isTTY;
}

export function processOutput(): Output {
  const tty = Boolean(process.stderr.isTTY);
  return {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    write: (text) => process.stderr.write(text),
    tty,
    color: wantsColor(process.env, tty),
  };
}
