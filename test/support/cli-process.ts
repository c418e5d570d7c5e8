// `lendocs` run as a child process, for tests that wait for what it prints (an event, never a timer).
import { spawn } from 'node:child_process';
import { BIN } from './repo.js';

export interface CliOptions {
  /** Added to the child's environment. */
  env?: Record<string, string>;
  /** Only a process that outlives it is killed: a deadline that turns a hang into a failure. */
  deadline: number;
  /** Caps the child's heap, so that an allocation escaping a limit under test ends it instead of the machine's memory. */
  heapMb?: number;
}

/**
 * Runs the CLI. `done` resolves with its exit code and output (code null when it outlived the deadline);
 * `printed(pattern)` resolves with the first match of `pattern` in its output and rejects if it exits first.
 */
export function runLendocs(args: string[], { env = {}, deadline, heapMb }: CliOptions) {
  const NODE_OPTIONS = heapMb ? `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${heapMb}`.trim() : process.env.NODE_OPTIONS;
  const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...(NODE_OPTIONS === undefined ? {} : { NODE_OPTIONS }), ...env } });
  let stdout = '';
  let stderr = '';
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((check) => check());
  child.stdout.on('data', (chunk) => ((stdout += chunk), wake()));
  child.stderr.on('data', (chunk) => ((stderr += chunk), wake()));
  const timer = setTimeout(() => child.kill('SIGKILL'), deadline);
  // 'close', not 'exit': a child can exit before the last of its output has been read from the pipes.
  let closed = false;
  const done = new Promise<any>((resolve) =>
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      closed = true;
      wake();
      resolve({ code: signal === 'SIGKILL' ? null : code, signal, stdout, stderr });
    }),
  );
  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const found = pattern.exec(stdout) ?? pattern.exec(stderr);
        if (found) resolve((waiters.delete(check), found));
        else if (closed) reject(new Error(`exited before printing ${pattern}: ${stderr}`));
      };
      waiters.add(check);
      check();
    });
  return { child, done, printed, output: () => ({ stdout, stderr }) };
}
