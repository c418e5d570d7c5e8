// Runs in a child process whose current folder is the site folder (Tailwind reads its tailwind.config.js and the
// files it scans from there, as under Docusaurus): processes CSS with the site's own `postcss` and plugins.
// Reads JSON from stdin: { plugins: string[], configFile?: string, pieces: { from: string, css: string }[] };
// writes one line to stdout, RESULT_MARK then JSON: { css: string[] } or { error: string, missing?: string } (a
// plugin may print lines of its own before it).
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface Job {
  plugins: string[];
  configFile?: string;
  pieces: { from: string; css: string }[];
}

type Plugin = unknown;
const RESULT_MARK = 'lendocs-postcss-result ';
const siteRequire = createRequire(path.join(process.cwd(), 'noop.js'));

function resolvable(name: string): boolean {
  try {
    return Boolean(siteRequire.resolve(name));
  } catch {
    return false;
  }
}

/** A package of the site, or the name of the one that is missing. */
function sitePackage(name: string): unknown {
  try {
    siteRequire.resolve(name);
  } catch {
    throw Object.assign(new Error(`the package "${name}" is not installed`), { missing: name });
  }
  return siteRequire(name);
}

/** The plugins of a postcss.config.js (or .postcssrc.json): a list, or `{ name: options }` (false: left out). */
async function configPlugins(file: string): Promise<Plugin[]> {
  let loaded: unknown = file.endsWith('.json') || path.basename(file) === '.postcssrc' ? JSON.parse((await import('node:fs')).readFileSync(file, 'utf8')) : await import(pathToFileURL(file).href);
  if (loaded && typeof loaded === 'object' && 'default' in loaded) loaded = (loaded as { default: unknown }).default;
  if (typeof loaded === 'function') loaded = await loaded({ env: process.env.NODE_ENV ?? 'production', cwd: process.cwd() });
  const plugins = (loaded as { plugins?: unknown })?.plugins;
  if (Array.isArray(plugins)) return plugins.map((plugin) => (typeof plugin === 'string' ? sitePackage(plugin) : plugin));
  if (plugins && typeof plugins === 'object') {
    return Object.entries(plugins).flatMap(([name, options]) => {
      if (options === false) return [];
      const plugin = sitePackage(name) as (options?: unknown) => unknown;
      return [options && typeof options === 'object' && Object.keys(options).length ? plugin(options) : plugin];
    });
  }
  return [];
}

/**
 * The site's postcss: its own, else the one Docusaurus runs (a dependency of @docusaurus/core, which a pnpm install
 * does not show at the top), else the one a plugin of the list depends on.
 */
function sitePostcss(plugins: string[]): unknown {
  for (const owner of ['@docusaurus/core', ...plugins]) {
    try {
      return createRequire(siteRequire.resolve(`${owner}/package.json`))('postcss');
    } catch {
      // not there: the next one
    }
  }
  return sitePackage('postcss');
}

async function run(job: Job): Promise<{ css: string[] }> {
  const postcss = (resolvable('postcss') ? sitePackage('postcss') : sitePostcss(job.plugins)) as (plugins: Plugin[]) => { process(css: string, options: { from: string }): Promise<{ css: string }> };
  const plugins = [...(job.configFile ? await configPlugins(job.configFile) : []), ...job.plugins.map(sitePackage)];
  const processor = postcss(plugins);
  const css: string[] = [];
  for (const piece of job.pieces) css.push((await processor.process(piece.css, { from: piece.from })).css);
  return { css };
}

const chunks: Buffer[] = [];
process.stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
process.stdin.on('end', () => {
  run(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Job).then(
    (result) => process.stdout.write(`\n${RESULT_MARK}${JSON.stringify(result)}\n`),
    (cause: { message?: string; missing?: string }) => process.stdout.write(`\n${RESULT_MARK}${JSON.stringify({ error: String(cause?.message ?? cause), missing: cause?.missing })}\n`),
  );
});
