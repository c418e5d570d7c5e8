// `lendocs` run in the test's own process: runCli, what bin/lendocs.js calls, with its output collected. A child
// process per command paid Node's start and the loading of lendocs's modules each time, often more than the command
// itself (a refused --out, a migrate of a small config). Tests that need another process (a lock seen from outside,
// a limit that must not stop the test runner, a signal, the command's worker thread) use test/support/cli-process.ts
// or bin/lendocs.js instead.
//
// `build` and `check --build` build on this thread, not on the worker thread the command line starts for it: a
// worker loads the whole pipeline again (about 0.5 s of CPU for a two-page site, where the build itself takes 0.1 s
// once the test's process has loaded the pipeline), and what a test reads of a CLI build (exit code, messages, files)
// does not depend on the thread. The result still crosses as the worker's message does: copied, without the site.
import { runCli } from '../../src/cli.js';
import type { BuildRunner } from '../../src/commands/build.js';
import { build } from '../../src/pipeline/build.js';

const buildHere: BuildRunner = async (options, progress) => {
  const { diagnostics, stats } = await build({ ...options, progress });
  return structuredClone({ diagnostics, stats });
};

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
    const code = await runCli(['node', 'lendocs', ...args], output, { buildSite: buildHere });
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

/** `lendocs <args>` here, as execFileSync runs a command: what it printed on stdout, or an error when it failed. */
export async function cliStdout(args: string[], options: HereOptions = {}): Promise<string> {
  const run = await runCliHere(args, options);
  if (run.code !== 0) throw new Error(`lendocs ${args.join(' ')} exited with code ${run.code}:\n${run.output}`);
  return run.stdout;
}
