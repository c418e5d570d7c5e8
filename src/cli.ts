// The command line: parses arguments, runs a command, prints diagnostics once, and returns the exit code
// (0 success, 1 build errors, 2 usage errors).
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { formatDiagnostic, hasErrors, sortDiagnostics } from './errors.js';
import { build } from './pipeline.js';
import { CheckServerError, checkSite, formatReport } from './check/site-check.js';
import { CONFIG_FILE } from './config/load.js';
import { PortInUseError, ServeAbortedError, ServeSetupError, startServer, type RunningServer } from './serve/server.js';
import { isLoopbackHost } from './serve/host-check.js';
import type { BuildResult } from './types.js';
import { VERSION } from './version.js';
import { ConfigExistsError, migrateDocusaurus } from './migrate/migrate.js';
import { fileSystemDiagnostic } from './emit/fs-errors.js';
import { OUTPUT_REFUSED } from './emit/output-guard.js';

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
    .option('--profile', 'print the time spent in each stage and the slowest pages')
    .option('--no-cache', 'do not read or write the .lendocs-cache folder')
    .option('--empty-out-dir', 'replace the output folder even if it holds files lendocs did not write')
    .action(async (options: BuildCommandOptions) => {
      exitCode = await runBuild(options, program.opts().debug === true, output);
    });

  program
    .command('serve')
    .description('build the site and serve it on this machine; with --watch, rebuild and reload on every save')
    .option('--root <dir>', 'content folder holding lendocs.config.yml', 'content')
    .option('--port <number>', 'port to listen on (0 picks a free one)', parsePort, 3000)
    .option('--host <host>', 'address to bind (loopback unless you say otherwise)', '127.0.0.1')
    .option('--watch', 'rebuild on changes and live-reload connected browsers')
    .option('--open', 'open the site in the default browser')
    .action(async (options: { root: string; port: number; host: string; watch?: boolean; open?: boolean }) => {
      exitCode = await runServe(options, output);
    });

  program
    .command('check')
    .description('check a built site for broken links, anchors, images, scripts and stylesheets')
    .option('--root <dir>', 'content folder, to report the Markdown file and line of each broken link', 'content')
    .option('--out <dir>', 'the built site to check', 'build')
    .option('--build', 'build the site first')
    .option('--external', 'also check links to other sites')
    .addOption(new Option('--format <format>', 'report format').choices(['text', 'json']).default('text'))
    .option('--concurrency <n>', 'requests in flight at once', parsePositive, 25)
    .option('--timeout <ms>', 'time limit per request to other sites, in milliseconds', parsePositive, 10_000)
    .addHelpText('after', '\nExit codes: 0 nothing broken, 1 broken links found, 2 usage error, 3 some links could not be checked (none found broken).')
    .action(async (options: CheckCommandOptions) => {
      exitCode = await runCheck(options, program.opts().debug === true, output);
    });

  program
    .command('migrate')
    .description('write lendocs.config.yml for a Docusaurus site from its docusaurus.config and sidebars files')
    .argument('<dir>', 'the Docusaurus site folder')
    .option('--force', 'overwrite an existing lendocs.config.yml')
    .option('--timeout <ms>', 'time limit for evaluating each config or sidebars file, in milliseconds', parsePositive, 30_000)
    .action(async (dir: string, options: { force?: boolean; timeout: number }) => {
      try {
        const result = await migrateDocusaurus(path.resolve(dir), { force: options.force === true, timeout: options.timeout });
        output.out(`Wrote ${path.relative(process.cwd(), result.configFile) || result.configFile}.`);
        if (result.notes.length) {
          output.out('Not translated (check these by hand):');
          for (const note of result.notes) output.out(`  - ${note}`);
        }
        output.out(`Next: lendocs build --root ${dir}`);
      } catch (cause) {
        output.err(`lendocs: ${(cause as Error).message}`);
        // Refusing to overwrite is a usage error: nothing was run or written.
        exitCode = cause instanceof ConfigExistsError ? 2 : 1;
      }
    });

  try {
    await program.parseAsync(argv);
  } catch (cause) {
    if (cause instanceof CommanderError) {
      // --help and --version "fail" with exit code 0.
      return cause.exitCode === 0 ? 0 : 2;
    }
    const known = fileSystemDiagnostic(cause);
    if (known) {
      output.err(formatDiagnostic(known, output.tty));
      return 1;
    }
    output.err(`lendocs: unexpected error: ${(cause as Error).message}`);
    if (program.opts().debug) output.err(String((cause as Error).stack));
    else output.err('This is a bug in lendocs. Run again with --debug for the stack trace, and report it with that output.');
    return 1;
  }
  return exitCode;
}

interface CheckCommandOptions {
  root: string;
  out: string;
  build?: boolean;
  external?: boolean;
  format: 'text' | 'json';
  concurrency: number;
  timeout: number;
}

async function runCheck(options: CheckCommandOptions, debug: boolean, output: Output): Promise<number> {
  const out = path.resolve(options.out);
  const root = path.resolve(options.root);
  if (options.build) {
    const code = await runBuild({ root: options.root, out: options.out }, debug, output);
    if (code !== 0) return code;
  } else if (!existsSync(path.join(out, 'index.html')) && !existsSync(path.join(out, '404.html'))) {
    output.err(`lendocs: no built site in ${options.out}. Build it first with "lendocs build --out ${options.out}", or run "lendocs check --build".`);
    return 2;
  }
  let report;
  try {
    report = await checkSite({
      outDir: out,
      root: existsSync(path.join(root, CONFIG_FILE)) ? root : undefined,
      external: options.external === true,
      concurrency: options.concurrency,
      timeout: options.timeout,
    });
  } catch (cause) {
    if (!(cause instanceof CheckServerError)) throw cause;
    output.err(`lendocs: ${cause.message}`);
    return CHECK_INCOMPLETE;
  }
  if (options.format === 'json') output.out(JSON.stringify(report, null, 2));
  else output.out(formatReport(report));
  // Broken wins: a CI job must fail on a broken link even if another link could not be checked.
  if (report.summary.broken > 0) return 1;
  return report.summary.unchecked > 0 ? CHECK_INCOMPLETE : 0;
}

/** `check` exit code when some links could not be checked (timeouts, network errors) and none were found broken. */
const CHECK_INCOMPLETE = 3;

function parsePositive(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new InvalidArgumentError('expected a whole number above 0');
  return number;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535');
  return port;
}

async function runServe(options: { root: string; port: number; host: string; watch?: boolean; open?: boolean }, output: Output): Promise<number> {
  const root = path.resolve(options.root);
  if (!isLoopbackHost(options.host)) {
    output.err(
      `lendocs: warning: --host ${options.host} is not a loopback address, so other machines on the network can reach this dev server ` +
        'and read everything it serves, drafts included. Leave out --host (127.0.0.1) unless that is what you want.',
    );
  }
  // Signals are caught from the start, so a server stopped during its first build still removes its folder.
  const stopping = new AbortController();
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  let received: NodeJS.Signals = 'SIGTERM';
  const stop = (signal: NodeJS.Signals) => {
    received = signal;
    stopping.abort();
  };
  for (const signal of signals) process.on(signal, stop);
  try {
    let running: RunningServer;
    try {
      running = await startServer({
        root,
        port: options.port,
        host: options.host,
        watch: options.watch === true,
        signal: stopping.signal,
        onListening: (url) => output.err(`Building ${root} for ${url}…`),
        onUpdate: (result) => {
          if (result.ok) output.err(`Rebuilt after ${result.trigger}: ${result.rendered.length} page${result.rendered.length === 1 ? '' : 's'} in ${result.ms.toFixed(0)} ms.`);
          else {
            for (const diagnostic of sortDiagnostics(result.diagnostics)) output.err(formatDiagnostic(diagnostic, output.tty));
            output.err('The browser shows these errors until you fix them; the server keeps running.');
          }
        },
      });
    } catch (cause) {
      // The first build cannot be interrupted midway. Its folder is already removed, so do not wait for it: end the
      // way the signal asks. (process.exit() would wait for a read the build has blocked, such as a hung disk.)
      if (cause instanceof ServeAbortedError) {
        for (const signal of signals) process.off(signal, stop);
        process.kill(process.pid, received);
      }
      if (cause instanceof PortInUseError) {
        output.err(`lendocs: ${cause.message} Stop the other server, or choose another port with --port (--port 0 picks a free one).`);
        return cause.exitCode;
      }
      if (cause instanceof ServeSetupError) {
        output.err(`lendocs: ${cause.message}`);
        return cause.exitCode;
      }
      throw cause;
    }
    for (const diagnostic of sortDiagnostics(running.firstBuild.diagnostics)) output.err(formatDiagnostic(diagnostic, output.tty));
    output.out(`Serving ${root} at ${running.url}${options.watch ? ' (watching for changes)' : ''}. Press Ctrl-C to stop.`);
    if (options.open) openBrowser(running.url);
    if (!stopping.signal.aborted) await new Promise((resolve) => stopping.signal.addEventListener('abort', resolve, { once: true }));
    await running.close();
    return 0;
  } finally {
    for (const signal of signals) process.off(signal, stop);
  }
}

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  const child = spawn(command, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => undefined);
  child.unref();
}

interface BuildCommandOptions {
  root: string;
  out: string;
  profile?: boolean;
  cache?: boolean;
  emptyOutDir?: boolean;
}

async function runBuild(options: BuildCommandOptions, debug: boolean, output: Output): Promise<number> {
  const root = path.resolve(options.root);
  const progress = output.tty ? (stage: string) => process.stderr.write(`\r\u001b[2K  ${stage}…`) : undefined;
  const cache = options.cache === false ? undefined : { dir: path.resolve('.lendocs-cache') };
  // --out is passed as written: the build refuses an empty one rather than reading it as the current folder.
  const result = await build({ root, out: options.out, onStage: progress, cache, emptyOutDir: options.emptyOutDir });
  if (progress) process.stderr.write('\r\u001b[2K');
  printDiagnostics(result, debug, output);
  // A refused or busy output folder is a usage error: nothing was built or touched.
  if (result.diagnostics.some((d) => d.code === OUTPUT_REFUSED || d.code === 'output-locked')) return 2;
  const out = path.resolve(options.out);
  if (options.profile) output.err(profile(result));
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

function profile(result: BuildResult): string {
  const lines = ['Time per stage:'];
  for (const { stage, ms } of result.stats.timings) lines.push(`  ${stage.padEnd(14)} ${ms.toFixed(0).padStart(7)} ms`);
  if (result.stats.slowest?.length) {
    lines.push('Slowest pages to load (parse + highlight):');
    for (const { file, ms } of result.stats.slowest) lines.push(`  ${ms.toFixed(1).padStart(7)} ms  ${file}`);
  }
  return lines.join('\n');
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
