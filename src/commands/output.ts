// Where a command prints: stdout for results, stderr for diagnostics and progress.

export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Colours and progress only on a terminal. */
  tty: boolean;
}
