// The command line: parses arguments, runs a command, prints diagnostics once, and returns the exit code
// (0 success, 1 build errors, 2 usage errors).
import { Command, CommanderError } from 'commander';
import path from 'node:path';
import { formatDiagnostic, hasErrors, sortDiagnostics } from './errors.js';
import { build } from './pipeline.js';
import type { BuildResult } from './types.js';
import { VERSION } from './version.js';

interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Colours and progress only on a terminal. */
  tty: boolean;
}

const defaultOutput: Output = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  tty: Boolean(process.stderr.isTTY) && !process.env.NO_COLOR,
};

export async function runCli(argv: string[], output: Output = defaultOutput): Promise<number> {
  let exitCode = 0;
  const program = new Command()
    .name('lendocs')
    .description('Compile a Markdown content tree into a static documentation and blog site.')
    .version(VERSION, '-v, --version', 'print the lendocs version')
    .option('--debug', 'print stack traces of unexpected errors')
    .exitOverride()
    .configureOutput({ writeOut: (text) => output.out(text.trimEnd()), writeErr: (text) => output.err(text.trimEnd()) })
    .showHelpAfterError('(run "lendocs --help" for usage)');

  program
    .command('build')
    .description('build the site into the output folder')
    .option('--root <dir>', 'content folder holding lendocs.config.yml, docs/, blog/, pages/ and static/', 'content')
    .option('--out <dir>', 'output folder', 'build')
    .action(async (options: { root: string; out: string }) => {
      exitCode = await runBuild(options, program.opts().debug === true, output);
    });

  try {
    await program.parseAsync(argv);
  } catch (cause) {
    if (cause instanceof CommanderError) {
      // --help and --version "fail" with exit code 0.
      return cause.exitCode === 0 ? 0 : 2;
    }
    output.err(`lendocs: unexpected error: ${(cause as Error).message}`);
    if (program.opts().debug) output.err(String((cause as Error).stack));
    else output.err('This is a bug in lendocs. Run again with --debug for the stack trace, and report it with that output.');
    return 1;
  }
  return exitCode;
}

async function runBuild(options: { root: string; out: string }, debug: boolean, output: Output): Promise<number> {
  const root = path.resolve(options.root);
  const out = path.resolve(options.out);
  if (out === root || root.startsWith(out + path.sep)) {
    output.err(`lendocs: the output folder ${options.out} would replace the content folder ${options.root}; choose another --out.`);
    return 2;
  }
  const progress = output.tty ? (stage: string) => process.stderr.write(`\r\u001b[2K  ${stage}…`) : undefined;
  const result = await build({ root, out, onStage: progress });
  if (progress) process.stderr.write('\r\u001b[2K');
  printDiagnostics(result, debug, output);
  const failed = hasErrors(result.diagnostics);
  output.err(summary(result, failed, path.relative(process.cwd(), out) || '.'));
  return failed ? 1 : 0;
}

function printDiagnostics(result: BuildResult, debug: boolean, output: Output): void {
  for (const diagnostic of sortDiagnostics(result.diagnostics)) {
    output.err(formatDiagnostic(diagnostic, output.tty));
    if (debug && diagnostic.stack) output.err(diagnostic.stack);
  }
}

function summary(result: BuildResult, failed: boolean, out: string): string {
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = result.diagnostics.length - errors;
  const counts = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  const seconds = result.stats.seconds.toFixed(2);
  if (failed) return `Build failed in ${seconds} s (${counts}); the output folder was not changed.`;
  const js = result.stats.jsGzipBytes !== undefined ? `, ${(result.stats.jsGzipBytes / 1024).toFixed(1)} KB gzip JS per page` : '';
  return `Built ${result.stats.pages} pages into ${out} in ${seconds} s (${counts}${js}).`;
}
