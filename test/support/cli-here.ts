// `lendocs` run in the test's own process: runCli, what bin/lendocs.js calls, with its output collected. A child
// process per command paid Node's start and the loading of lendocs's modules each time, often more than the command
// itself (a refused --out, a migrate of a small config). Tests that need another process (a lock seen from outside,
// a limit that must not stop the test runner, a signal) use test/support/cli-process.ts instead.
import { runCli } from '../../src/cli.js';

export interface HereOptions {
  /** The working folder for the command; the test's is put back when it ends. */
  cwd?: string;
  /** Environment variables set for the command; each is put back (or removed) when it ends. */
  env?: Record<string, string>;
}

/**
 * Runs `lendocs <args>` here; resolves with its exit code, what it printed on stdout and on stderr, and both in the
 * order printed (`output`). Commands run one at a time: the working folder and the environment are the process's.
 */
export async function runCliHere(args: string[], { cwd, env = {} }: HereOptions = {}) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const both: string[] = [];
  const output = {
    out: (text: string) => (stdout.push(text), both.push(text)),
    err: (text: string) => (stderr.push(text), both.push(text)),
    tty: false,
    color: false,
  };
  const before = { cwd: process.cwd(), env: Object.keys(env).map((name) => [name, process.env[name]] as const) };
  try {
    if (cwd) process.chdir(cwd);
    Object.assign(process.env, env);
    const code = await runCli(['node', 'lendocs', ...args], output);
    const lines = (list: string[]) => (list.length ? `${list.join('\n')}\n` : '');
    return { code, stdout: lines(stdout), stderr: lines(stderr), output: lines(both) };
  } finally {
    process.chdir(before.cwd);
    for (const [name, value] of before.env) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
