// `lendocs check`: crawls a built site and reports what is broken, and what could not be checked.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_FILE } from '../config/load.js';
import { CheckServerError, checkSite, formatReport } from '../crawl/check-site.js';
import { localeProblem } from '../crawl/locale-scope.js';
import { readOutputManifest } from '../emit/output/output-guard.js';
import { runBuild, type BuildRunner } from './build.js';
import type { Output } from './output.js';
import { createProgress } from './progress.js';
import { cacheFolder, isSiteFolder, noSiteFolder, outputFolder } from './site-folder.js';

export interface CheckCommandOptions {
  root: string;
  /** As given on the command line; build/ in the site folder when not. */
  out?: string;
  build?: boolean;
  cacheDir?: string;
  external?: boolean;
  format: 'text' | 'json';
  concurrency: number;
  timeout: number;
  locale?: string;
}

export async function runCheck(options: CheckCommandOptions, debug: boolean, output: Output, buildSite?: BuildRunner): Promise<number> {
  const given = outputFolder(options.root, options.out);
  const out = path.resolve(given);
  const root = path.resolve(options.root);
  if (options.build) {
    const code = await runBuild({ root: options.root, out: options.out, cacheDir: options.cacheDir, locale: options.locale }, debug, output, buildSite);
    if (code !== 0) return code;
  } else if (!existsSync(path.join(out, 'index.html')) && !existsSync(path.join(out, '404.html')) && !readOutputManifest(out)) {
    if (options.out === undefined && !isSiteFolder(root)) output.err(noSiteFolder(options.root, 'check'));
    else output.err(`lendocs: no built site in ${given}. Build it first with "lendocs build${buildArguments(options)}", or run "lendocs check --build".`);
    return 2;
  }
  const localeWrong = options.locale === undefined ? undefined : localeProblem(readOutputManifest(out), options.locale);
  if (localeWrong) {
    output.err(`lendocs: ${localeWrong}`);
    return 2;
  }
  let report;
  const progress = createProgress(output);
  const started = performance.now();
  try {
    report = await checkSite({
      progress,
      outDir: out,
      root: existsSync(path.join(root, CONFIG_FILE)) ? root : undefined,
      // The build's parsed pages, so tracing links to Markdown lines does not parse every file again.
      cache: cacheFolder(options.root, { cacheDir: options.cacheDir }),
      external: options.external === true,
      concurrency: options.concurrency,
      timeout: options.timeout,
      locale: options.locale,
    });
  } catch (cause) {
    progress.finish();
    if (!(cause instanceof CheckServerError)) throw cause;
    output.err(`lendocs: ${cause.message}`);
    return CHECK_INCOMPLETE;
  }
  const stages = progress.finish();
  if (stages) output.err(stages);
  output.err(`Check finished in ${((performance.now() - started) / 1000).toFixed(2)} s.`);
  if (options.format === 'json') output.out(JSON.stringify(report, null, 2));
  else output.out(formatReport(report));
  // Broken wins: a CI job must fail on a broken link even if another link could not be checked.
  if (report.summary.broken > 0) return 1;
  return report.summary.unchecked > 0 ? CHECK_INCOMPLETE : 0;
}

/** The --root and --out a build needs to write where this check looked. */
function buildArguments(options: CheckCommandOptions): string {
  return `${options.root === '.' ? '' : ` --root ${options.root}`}${options.out === undefined ? '' : ` --out ${options.out}`}`;
}

/** `check` exit code when some links could not be checked (timeouts, network errors) and none were found broken. */
export const CHECK_INCOMPLETE = 3;
