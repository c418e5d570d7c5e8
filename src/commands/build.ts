// `lendocs build`: builds the site, prints the diagnostics once, and picks the exit code.
import path from 'node:path';
import { OUTPUT_REFUSED } from '../emit/output/output-guard.js';
import { formatDiagnostic, hasErrors, sortDiagnostics } from '../errors.js';
import { UNKNOWN_LOCALE } from '../shared/locales.js';
import type { BuildResult } from '../pipeline/result.js';
import { buildOnThread } from './build-thread.js';
import type { Output } from './output.js';
import { createProgress } from './progress.js';
import { cacheFolder, outputFolder } from './site-folder.js';

export interface BuildCommandOptions {
  root: string;
  /** As given on the command line; build/ in the site folder when not. */
  out?: string;
  profile?: boolean;
  cache?: boolean;
  cacheDir?: string;
  emptyOutDir?: boolean;
  locale?: string;
}

/** Runs the pipeline for the command: on a worker thread of its own (build-thread.ts), or where a test puts it. */
export type BuildRunner = typeof buildOnThread;

export async function runBuild(options: BuildCommandOptions, debug: boolean, output: Output, buildSite: BuildRunner = buildOnThread): Promise<number> {
  const root = path.resolve(options.root);
  const progress = createProgress(output);
  const cache = cacheFolder(options.root, options);
  // --out is passed as written: the build refuses an empty one rather than reading it as the current folder.
  const given = outputFolder(options.root, options.out);
  const result = await buildSite({ root, out: given, cache, emptyOutDir: options.emptyOutDir, locale: options.locale }, progress);
  const stages = progress.finish();
  printDiagnostics(result, debug, output);
  // A refused or busy output folder is a usage error: nothing was built or touched.
  // So is a --locale the site does not have.
  if (result.diagnostics.some((d) => d.code === OUTPUT_REFUSED || d.code === 'output-locked' || d.code === UNKNOWN_LOCALE)) return 2;
  const out = path.resolve(given);
  if (options.profile) output.err(profile(result));
  const failed = hasErrors(result.diagnostics);
  if (stages) output.err(stages);
  output.err(summary(result, failed, path.relative(process.cwd(), out) || '.'));
  return failed ? 1 : 0;
}

function printDiagnostics(result: BuildResult, debug: boolean, output: Output): void {
  for (const diagnostic of sortDiagnostics(result.diagnostics)) {
    output.err(formatDiagnostic(diagnostic, output.color));
    if (debug && diagnostic.stack) output.err(diagnostic.stack);
  }
}

function profile(result: BuildResult): string {
  const lines = ['Time per stage:'];
  for (const { stage, ms } of result.stats.timings) lines.push(`  ${stage.padEnd(14)} ${ms.toFixed(0).padStart(7)} ms`);
  const workers = result.stats.renderWorkers;
  if (workers) lines.push(`  (render: pages drawn on ${workers} worker thread${workers === 1 ? '' : 's'}, the generated files made meanwhile)`);
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
  const built = `Built ${result.stats.pages} pages into ${out} in ${seconds} s (${counts}${js}).`;
  // Said, since the folder's files keep their old times: a tool watching them sees no change, rightly.
  return result.stats.upToDate ? `${built}\nNothing had changed since the last build, so the output folder was left as it was.` : built;
}
