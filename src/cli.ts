// The command line: parses arguments, runs a command, prints diagnostics once, and returns the exit code
// (0 success, 1 build errors, 2 usage errors).
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { BuildCommandOptions, BuildRunner } from './commands/build.js';
import type { CheckCommandOptions } from './commands/check.js';
import type { MigrateCommandOptions } from './commands/migrate.js';
import { processOutput, type Output } from './commands/output.js';
import { defaultRoot } from './commands/site-folder.js';
import { fileSystemDiagnostic } from './emit/output/fs-errors.js';
import { formatDiagnostic } from './errors.js';
import { MAX_TIMER_MS } from './shared/timer-limit.js';
import { VERSION } from './version.js';

// Each command's code is loaded when it runs: start-up is a good part of a build that finds nothing to do.
const runBuild: typeof import('./commands/build.js').runBuild = async (...args) => (await import('./commands/build.js')).runBuild(...args);
const runCheck: typeof import('./commands/check.js').runCheck = async (...args) => (await import('./commands/check.js')).runCheck(...args);
const runInit: typeof import('./commands/init.js').runInit = async (...args) => (await import('./commands/init.js')).runInit(...args);
const runServe: typeof import('./commands/serve.js').runServe = async (...args) => (await import('./commands/serve.js')).runServe(...args);
const runMigrate: typeof import('./commands/migrate.js').runMigrate = async (...args) => (await import('./commands/migrate.js')).runMigrate(...args);
const runWriteTranslations: typeof import('./commands/write-translations.js').runWriteTranslations = async (...args) => (await import('./commands/write-translations.js')).runWriteTranslations(...args);
const runPreview: typeof import('./commands/preview.js').runPreview = async (...args) => (await import('./commands/preview.js')).runPreview(...args);

/**
 * What a test may put in place of part of the command line (test/support/cli-here.ts); bin/lendocs.js never passes
 * it. `buildSite` runs the build of `build` and `check --build`, which the command line starts on a worker thread.
 */
export interface CliTestHooks {
  buildSite?: BuildRunner;
}

export async function runCli(argv: string[], output: Output = processOutput(), testHooks: CliTestHooks = {}): Promise<number> {
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
    .command('init')
    .description("write a small working site (docs, a blog post, a home page, a commented config) into a new folder or an npm project's folder")
    .argument('[dir]', 'the site folder: a new one, or one (such as an npm project) that holds none of the files init writes', '.')
    .action(async (dir: string) => {
      exitCode = await runInit(dir, output);
    });

  program
    .command('build')
    .description('build the site into the output folder')
    .option('--root <dir>', 'site folder holding lendocs.config.yml, docs/, blog/, pages/ and static/', defaultRoot())
    .option('--out <dir>', 'output folder (default: build in the site folder)')
    .option('--profile', 'print the time spent in each stage and the slowest pages')
    .option('--cache-dir <dir>', 'the cache folder (default: .lendocs-cache in the site folder)')
    .option('--no-cache', 'do not read or write the cache folder')
    .option('--empty-out-dir', 'replace the output folder even if it holds files lendocs did not write')
    .option('--locale <locale>', 'a site with i18n: build this locale only, into its folder of the output (default: every locale)')
    .action(async (options: BuildCommandOptions) => {
      exitCode = await runBuild(options, program.opts().debug === true, output, testHooks.buildSite);
    });

  addServerCommands(program, output, (code) => (exitCode = code));

  program
    .command('check')
    .description('check a built site for broken links, anchors, images, scripts and stylesheets')
    .option('--root <dir>', 'site folder, to report the Markdown file and line of each broken link', defaultRoot())
    .option('--out <dir>', 'the built site to check (default: build in the site folder)')
    .option('--build', 'build the site first')
    .option('--locale <locale>', 'a site with i18n: check this locale\'s pages only (with --build, build it alone)')
    .option('--cache-dir <dir>', 'the cache folder of the build, to trace links to Markdown lines (default: .lendocs-cache in the site folder)')
    .option('--external', 'also check links to other sites')
    .addOption(new Option('--format <format>', 'report format').choices(['text', 'json']).default('text'))
    .option('--concurrency <n>', 'requests in flight at once', parsePositive, 25)
    .option('--timeout <ms>', 'time limit per request to other sites, in milliseconds', parseMilliseconds, 10_000)
    .addHelpText('after', '\nExit codes: 0 nothing broken, 1 broken links found, 2 usage error, 3 some links could not be checked (none found broken).')
    .action(async (options: CheckCommandOptions) => {
      exitCode = await runCheck(options, program.opts().debug === true, output, testHooks.buildSite);
    });

  program
    .command('migrate')
    .description('write lendocs.config.yml for a Docusaurus site from its docusaurus.config and sidebars files')
    .argument('<dir>', 'the Docusaurus site folder')
    .option('--force', 'overwrite an existing lendocs.config.yml')
    .option('--timeout <ms>', 'time limit for evaluating each config or sidebars file, in milliseconds', parseMilliseconds, 30_000)
    .action(async (dir: string, options: MigrateCommandOptions) => {
      exitCode = await runMigrate(dir, options, output);
    });

  program
    .command('write-translations')
    .description('write the JSON files a translator fills in (code.json, sidebar, navbar, footer and blog labels) for a locale, keeping what is translated')
    .option('--root <dir>', 'site folder holding lendocs.config.yml', defaultRoot())
    .option('--locale <locale>', 'the locale to write for (default: the default locale)')
    .action(async (options: { root: string; locale?: string }) => {
      exitCode = await runWriteTranslations(options, output);
    });

  try {
    await program.parseAsync(argv);
  } catch (cause) {
    return reportFailure(cause, program.opts().debug === true, output);
  }
  return exitCode;
}

/** `serve` and `preview`: the commands that keep a server running until Ctrl-C. */
function addServerCommands(program: Command, output: Output, setExitCode: (code: number) => void): void {
  program
    .command('serve')
    .description('build the site and serve it on this machine; with --watch, rebuild and reload on every save')
    .option('--root <dir>', 'site folder holding lendocs.config.yml', defaultRoot())
    .option('--port <number>', 'port to listen on (0 picks a free one)', parsePort, 3000)
    .option('--host <host>', 'address to bind (loopback unless you say otherwise)', '127.0.0.1')
    .option('--watch', 'rebuild on changes and live-reload connected browsers')
    .option('--open', 'open the site in the default browser')
    .option('--cache-dir <dir>', 'the cache folder (default: .lendocs-cache in the site folder)')
    .option('--no-cache', 'do not read or write the cache folder')
    .option('--locale <locale>', 'a site with i18n: the locale to serve, under its base (default: the default locale)')
    .action(async (options: { root: string; port: number; host: string; watch?: boolean; open?: boolean; cache?: boolean; cacheDir?: string; locale?: string }) => {
      setExitCode(await runServe(options, output));
    });

  program
    .command('preview')
    .description('serve a built site on this machine, as its host will (under its baseUrl), without building it')
    .option('--root <dir>', 'site folder, whose build folder is served unless --out is given', defaultRoot())
    .option('--out <dir>', 'the built site to serve (default: build in the site folder)')
    .option('--port <number>', 'port to listen on (0 picks a free one)', parsePort, 3000)
    .option('--host <host>', 'address to bind (loopback unless you say otherwise)', '127.0.0.1')
    .action(async (options: { root: string; out?: string; port: number; host: string }) => {
      setExitCode(await runPreview(options, output));
    });
}

/** The exit code for an error that escaped a command: usage errors 2, known conditions of the machine 1, bugs 1. */
function reportFailure(cause: unknown, debug: boolean, output: Output): number {
  if (cause instanceof CommanderError) {
    // --help and --version "fail" with exit code 0.
    return cause.exitCode === 0 ? 0 : 2;
  }
  const known = fileSystemDiagnostic(cause);
  if (known) {
    output.err(formatDiagnostic(known, output.color));
    return 1;
  }
  output.err(`lendocs: unexpected error: ${(cause as Error).message}`);
  if (debug) output.err(String((cause as Error).stack));
  else output.err('This is a bug in lendocs. Run again with --debug for the stack trace, and report it with that output.');
  return 1;
}

function parsePositive(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new InvalidArgumentError('expected a whole number above 0');
  return number;
}

/** A time limit: a whole number of milliseconds a timer can hold (a longer one would fire at once). */
function parseMilliseconds(value: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isInteger(number)) throw new InvalidArgumentError(`expected a whole number of milliseconds, such as 30000 for 30 seconds.`);
  if (number < 1) throw new InvalidArgumentError('expected a time limit of at least 1 millisecond.');
  if (number > MAX_TIMER_MS) throw new InvalidArgumentError(`the longest time limit is ${MAX_TIMER_MS} milliseconds (about 24.8 days), the most a Node timer can hold.`);
  return number;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535');
  return port;
}

