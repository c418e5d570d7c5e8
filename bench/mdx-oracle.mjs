#!/usr/bin/env node
// The MDX oracle (issue 30): every MDX file of a folder (or of each site of a corpus) compiled by @mdx-js/mdx 3 as
// Docusaurus 3 compiles it (bench/mdx-oracle/oracle.mjs) and by lendocs (dist/, so `npm run prepare` first), and
// what each finds compared: headings and ids, code blocks, tables, images, list items, footnotes, JSX elements.
// A file MDX refuses is counted apart (Docusaurus fails on it too); the oracle is right about the others unless
// Docusaurus's own output says otherwise.
//
//   node bench/mdx-oracle.mjs PATH… [--format mdx|detect] [--mdx 1|3] [--math] [--show N] [--json] [--limit SECONDS]
//   node bench/mdx-oracle.mjs --corpus DIR [--only S03,S07] [--versions] [--show N] [--json] [--save RESULTS] [--limit SECONDS]
//
// PATH is a file or a folder (its .md and .mdx files, or only .mdx with --format detect, as Docusaurus's
// markdown.format reads them). --corpus takes a folder of site copies as bench/real-sites.mjs does (numbered S01…
// in name order) and reads each site's docs and blog folders, its markdown.format and whether it loads remark-math
// from its config's text, and whether it is a Docusaurus 2 site (its package.json or lockfile): those are compared
// with @mdx-js/mdx 1 (bench/mdx-oracle/oracle-v1.mjs), as Docusaurus 2 read them, and lendocs reads them with
// markdown.mdxVersion: 1, as `lendocs migrate` configures them (--mdx 1 does the same for PATHs); --versions adds its versioned_docs folders (--save writes each site's result to RESULTS/<id>.json as it is done). --show prints that many disagreements (file, what differs); --json prints everything. --limit is the time one file may take
// (MDX and lendocs together; 120 s by default with --corpus, none for PATHs, 0 for none): a file over it is reported as
// timed out, with the side that did not finish, and the run goes on.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compareFeatures } from './mdx-oracle/compare.mjs';
import { createGuardedComparer } from './mdx-oracle/guarded.mjs';
import { createLendocsReader } from './mdx-oracle/lendocs.mjs';
import { oracleFeatures } from './mdx-oracle/oracle.mjs';
import { oracleFeaturesV1 } from './mdx-oracle/oracle-v1.mjs';
import { docusaurusVersion } from '../dist/src/migrate/docusaurus-version.js';
import { findSiteFolder } from './real-sites/shape.mjs';

/** The time one file may take (MDX and lendocs together) in a corpus run: the slowest files take a few seconds. */
const DEFAULT_LIMIT_SECONDS = 120;

const SKIP = new Set(['node_modules', '.git', '.docusaurus', 'build', 'build-docusaurus', 'i18n']);

/** The Markdown files under `dir` that are read as MDX (`detect`: .mdx only). */
export function mdxFiles(dir, format = 'mdx') {
  const pattern = format === 'detect' ? /\.mdx$/ : /\.mdx?$/;
  if (statSync(dir).isFile()) return pattern.test(dir) ? [dir] : [];
  const files = [];
  const stack = [dir];
  while (stack.length) {
    const current = stack.pop();
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIP.has(entry.name)) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) stack.push(full);
      else if (pattern.test(entry.name)) files.push(full);
    }
  }
  return files.sort();
}

/**
 * Compares lendocs with the oracle on `files`: counts, and each disagreement and refusal with its file. With `limitMs`,
 * each file is compared on a worker thread under that limit (guarded.mjs): a file either side does not finish in time
 * is listed in `timedOut` (one lendocs did not finish counts as compiled and not agreeing), so a run always ends.
 */
export async function compareFiles(files, { math = false, siteRoot, read, mdxVersion = 3, limitMs } = {}) {
  const guarded = limitMs ? createGuardedComparer({ limitMs }) : undefined;
  const readLendocs = guarded ? undefined : (read ?? (await createLendocsReader()));
  const result = { files: files.length, compiled: 0, agreeing: 0, disagreements: [], refused: [], timedOut: [] };
  try {
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const name = siteRoot ? path.relative(siteRoot, file) : file;
      const compared = guarded
        ? await guarded.compare({ text, name, path: file, siteRoot, math, mdxVersion })
        : await compareInProcess(text, { name, path: file, siteRoot, math, mdxVersion, readLendocs });
      const { oracle, lendocs } = compared;
      if (compared.timedOut) {
        result.timedOut.push({ file: name, side: compared.timedOut });
        if (compared.timedOut === 'lendocs') result.compiled++;
        continue;
      }
      if (oracle && !oracle.ok) {
        result.refused.push({ file: name, line: oracle.line, reason: oracle.reason });
        continue;
      }
      result.compiled++;
      const differences = compared.crashed ? [{ kind: 'crashed', oracle: '', lendocs: compared.crashed }] : compareFeatures(oracle.features, lendocs.features);
      if (differences.length === 0) result.agreeing++;
      else result.disagreements.push({ file: name, differences, errors: (lendocs?.errors ?? []).map((d) => `${d.line ?? ''} ${d.message}`) });
    }
  } finally {
    await guarded?.close();
  }
  return result;
}

async function compareInProcess(text, { name, path, siteRoot, math, mdxVersion, readLendocs }) {
  const oracle = mdxVersion === 1 ? await oracleFeaturesV1(text) : await oracleFeatures(text, { math });
  if (!oracle.ok) return { oracle };
  return { oracle, lendocs: await readLendocs(text, { file: name, path, siteRoot, mdxVersion }) };
}

/** A site's content folders, markdown.format and maths, read from its config's text (a dev script's guess). */
export function siteMdxSettings(site, { within = path.dirname(site), versions = false } = {}) {
  const configName = readdirSync(site).find((name) => /^docusaurus\.config\.[cm]?[jt]s$/.test(name));
  const config = configName ? readFileSync(path.join(site, configName), 'utf8') : '';
  const format = /format\s*:\s*['"](md|detect)['"]/.exec(config)?.[1] ?? 'mdx';
  const named = [...config.matchAll(/\bpath\s*:\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
  const folders = [...new Set(['docs', 'blog', ...named])]
    .map((folder) => path.resolve(site, folder))
    // Only folders of the site's copy; not its translations, static files, code or packages (a config's other paths).
    .filter((folder) => folder.startsWith(within + path.sep) && folder !== site && !/versioned_docs/.test(folder) && !/(^|[\\/])(node_modules|i18n|static|src)([\\/]|$)/.test(path.relative(within, folder)))
    .filter((folder) => existsSync(folder) && statSync(folder).isDirectory());
  if (versions) for (const entry of readdirSync(site)) if (/^[\w-]*versioned_docs$/.test(entry)) folders.push(path.join(site, entry));
  // Docusaurus 2 read every .md and .mdx file with MDX 1 (it had no markdown.format).
  const mdxVersion = docusaurusVersion(site)?.major === 2 ? 1 : 3;
  return { format: mdxVersion === 1 ? 'mdx' : format === 'md' ? 'none' : format, folders: [...new Set(folders)], math: /remark-math|remarkMath/.test(config), mdxVersion };
}

/** The oracle over one site folder: its MDX files, as its config reads them. */
export async function compareSite(site, options = {}) {
  const settings = siteMdxSettings(site, options);
  const files = settings.format === 'none' ? [] : [...new Set(settings.folders.flatMap((folder) => mdxFiles(folder, settings.format)))];
  return { ...(await compareFiles(files, { math: settings.math, siteRoot: site, read: options.read, mdxVersion: settings.mdxVersion, limitMs: options.limitMs })), format: settings.format, math: settings.math, mdxVersion: settings.mdxVersion };
}

function listCopies(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .filter((entry) => ['.git', 'package.json', '.site-path'].some((name) => existsSync(path.join(dir, entry.name, name))))
    .map((entry) => entry.name)
    .sort()
    .map((name, index) => ({ id: `S${String(index + 1).padStart(2, '0')}`, copy: path.join(dir, name) }));
}

const percent = (part, whole) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);

const timedOutNote = (count) => (count ? `, ${count} timed out` : '');

function printResult(label, result, show) {
  console.log(`${label}: ${result.files} MDX files, ${result.compiled} compiled by MDX, ${result.agreeing} agreeing (${percent(result.agreeing, result.compiled)}), ${result.refused.length} refused by MDX${timedOutNote(result.timedOut.length)}`);
  for (const { file, side } of result.timedOut) console.log(`  ${file}: timed out (${side === 'oracle' ? 'MDX' : 'lendocs'} did not finish)`);
  for (const { file, differences } of result.disagreements.slice(0, show)) {
    console.log(`  ${file}`);
    for (const { kind, oracle, lendocs } of differences) console.log(`    ${kind}: oracle ${oracle} | lendocs ${lendocs}`);
  }
}

async function main(argv) {
  const options = { paths: [], format: 'mdx', mdxVersion: 3, math: false, show: 0, json: false, versions: false, corpus: undefined, only: undefined, save: undefined, limit: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--format') options.format = argv[++i];
    else if (arg === '--math') options.math = true;
    else if (arg === '--mdx') options.mdxVersion = Number(argv[++i]);
    else if (arg === '--show') options.show = Number(argv[++i]);
    else if (arg === '--json') options.json = true;
    else if (arg === '--limit') options.limit = Number(argv[++i]);
    else if (arg === '--versions') options.versions = true;
    else if (arg === '--corpus') options.corpus = path.resolve(argv[++i]);
    else if (arg === '--save') mkdirSync((options.save = path.resolve(argv[++i])), { recursive: true });
    else if (arg === '--only') options.only = new Set(argv[++i].split(',').map((id) => id.trim().toUpperCase()));
    else if (arg.startsWith('--')) throw new Error(`mdx-oracle: unknown option ${arg}`);
    else options.paths.push(path.resolve(arg));
  }
  if (!options.corpus && options.paths.length === 0) {
    console.error('usage: node bench/mdx-oracle.mjs PATH… [--format mdx|detect] [--mdx 1|3] [--math] [--show N] [--json] [--limit SECONDS]\n       node bench/mdx-oracle.mjs --corpus DIR [--only S03,S07] [--show N] [--json] [--limit SECONDS]');
    process.exit(2);
  }
  // A corpus run compares each file under a time limit, so that it always finishes (guarded.mjs); 0 turns it off.
  const limitMs = (options.limit ?? (options.corpus ? DEFAULT_LIMIT_SECONDS : 0)) * 1000 || undefined;
  const read = limitMs ? undefined : await createLendocsReader();
  const results = [];
  if (options.corpus) {
    for (const { id, copy } of listCopies(options.corpus)) {
      if (options.only && !options.only.has(id)) continue;
      const site = findSiteFolder(copy);
      if (!site) continue;
      if (!options.json) process.stderr.write(`${id} …\n`);
      const result = { id, ...(await compareSite(site, { read, limitMs, within: copy, versions: options.versions })) };
      results.push(result);
      if (options.save) writeFileSync(path.join(options.save, `${id}.json`), `${JSON.stringify(result, null, 2)}\n`);
      if (!options.json) printResult(result.mdxVersion === 1 ? `${id} (MDX 1)` : id, result, options.show);
    }
  } else {
    const files = options.paths.flatMap((p) => mdxFiles(p, options.format));
    results.push({ id: 'files', ...(await compareFiles(files, { math: options.math, read, limitMs, mdxVersion: options.mdxVersion })) });
  }
  if (options.json) return console.log(JSON.stringify(results, null, 2));
  if (!options.corpus) for (const result of results) printResult(result.id, result, options.show);
  if (results.length > 1) {
    const sum = (key) => results.reduce((total, r) => total + (Array.isArray(r[key]) ? r[key].length : r[key]), 0);
    console.log(`all: ${sum('files')} MDX files, ${sum('compiled')} compiled by MDX, ${sum('agreeing')} agreeing (${percent(sum('agreeing'), sum('compiled'))}), ${sum('refused')} refused by MDX${timedOutNote(sum('timedOut'))}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
