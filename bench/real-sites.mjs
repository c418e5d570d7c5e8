#!/usr/bin/env node
// Runs lendocs on a folder of local copies of real Docusaurus sites (issue 30) and reports, per site and by
// shape only (never by name): `migrate` and `build` errors and warnings by kind, the content a build left out
// (expressions, components, heading ids, maths), the build's CPU time, and, where a Docusaurus build of the site
// sits beside it, the routes lendocs lacks and the pages whose h2/h3/table/code/image counts differ.
//
//   node bench/real-sites.mjs DIR [--json] [--only S03,S07] [--timeout MIN] [--keep OUTDIR] [--save RESULTS] [--oracle]
//   node bench/real-sites.mjs --from RESULTS [--json] [--only …]
//
// DIR holds one folder per site copy (a repository clone); folders are taken in name order and numbered S01, S02…
// in that order. The site folder inside a copy is the shallowest one holding a docusaurus.config file, or the
// path written in `<copy>/.site-path`. A Docusaurus build of the site is looked for in `<site>/build-docusaurus/`
// (`npx docusaurus build --out-dir build-docusaurus`). The site's own files are not changed: the
// lendocs.config.yml that `migrate` writes is removed after the build, and builds go to a temporary folder
// (kept under OUTDIR with --keep). --json prints everything as JSON, lists included, and the first three messages of
// each kind of diagnostic beside its count (also for saved results). --save writes each site's
// result to RESULTS/<id>.json as soon as it is done (a long run can be stopped and resumed, one site at a time);
// --from prints the report of saved results without running anything. --oracle also compares each MDX file of the site
// with MDX 3's reading of it (bench/mdx-oracle.mjs).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { classify, countBy, kindOf, noteKind } from './real-sites/classify.mjs';
import { compareSite } from './real-sites/compare.mjs';
import { formatReport } from './real-sites/report.mjs';
import { migrateAndBuild } from './real-sites/run-cli.mjs';
import { findSiteFolder, siteShape } from './real-sites/shape.mjs';

export const DOCUSAURUS_BUILD = 'build-docusaurus';

function usage(message) {
  console.error(`real-sites: ${message}`);
  console.error('usage: node bench/real-sites.mjs DIR [--json] [--only S03,S07] [--timeout MIN] [--keep OUTDIR] [--save RESULTS] [--oracle]');
  console.error('       node bench/real-sites.mjs --from RESULTS [--json] [--only S03,S07]');
  process.exit(2);
}

function parseArgs(argv) {
  const options = { oracle: false, json: false, only: undefined, timeoutMinutes: 30, keep: undefined, save: undefined, from: undefined, dir: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--json') options.json = true;
    else if (arg === '--only') options.only = new Set((argv[(i += 1)] ?? '').split(',').map((id) => id.trim().toUpperCase()));
    else if (arg === '--timeout') options.timeoutMinutes = Number(argv[(i += 1)]);
    else if (arg === '--keep') options.keep = path.resolve(argv[(i += 1)] ?? usage('--keep takes a folder'));
    else if (arg === '--save') options.save = path.resolve(argv[(i += 1)] ?? usage('--save takes a folder'));
    else if (arg === '--from') options.from = path.resolve(argv[(i += 1)] ?? usage('--from takes a folder'));
    else if (arg.startsWith('--')) usage(`unknown option ${arg}`);
    else if (options.dir) usage('give one folder of site copies');
    else options.dir = path.resolve(arg);
  }
  if (options.from) {
    if (!existsSync(options.from)) usage(`${options.from} does not exist`);
    return options;
  }
  if (!options.dir) usage('give the folder that holds the site copies');
  if (!existsSync(options.dir) || !statSync(options.dir).isDirectory()) usage(`${options.dir} is not a folder`);
  if (!(options.timeoutMinutes > 0)) usage('--timeout takes a number of minutes above 0');
  return options;
}

/** The site copies in DIR, in name order, with their shape ids. */
export function listCopies(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    // A copy is a repository clone or a site folder; other folders (logs, notes) are not sites.
    .filter((entry) => ['.git', 'package.json', '.site-path'].some((name) => existsSync(path.join(dir, entry.name, name))))
    .map((entry) => entry.name)
    .sort()
    .map((name, index) => ({ id: `S${String(index + 1).padStart(2, '0')}`, copy: path.join(dir, name) }));
}

async function runSite({ id, copy }, options) {
  const site = findSiteFolder(copy);
  if (!site) return { id, shape: { tags: [], counts: { pages: 0, posts: 0 } }, error: 'no docusaurus.config file found' };
  const shape = siteShape(site);
  const work = options.keep ? path.join(options.keep, id) : mkdtempSync(path.join(os.tmpdir(), `real-sites-${id}-`));
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const outDir = path.join(work, 'build');
  try {
    const result = await migrateAndBuild(site, outDir, { timeoutMs: options.timeoutMinutes * 60_000 });
    const docusaurusBuild = path.join(site, DOCUSAURUS_BUILD);
    const hasDocusaurus = existsSync(path.join(docusaurusBuild, 'index.html')) || existsSync(path.join(docusaurusBuild, '404.html'));
    const comparison = hasDocusaurus && existsSync(outDir) ? compareSite(docusaurusBuild, outDir) : undefined;
    const oracle = options.oracle ? oracleSummary(await (await import('./mdx-oracle.mjs')).compareSite(site)) : undefined;
    return { id, shape, result, docusaurusBuild: hasDocusaurus, ...kinds(result), comparison, ...(oracle ? { oracle } : {}) };
  } finally {
    if (!options.keep) rmSync(work, { recursive: true, force: true });
  }
}

/** The MDX oracle's counts for a site (bench/mdx-oracle.mjs), with the files that disagree. */
function oracleSummary({ files, compiled, agreeing, disagreements, refused }) {
  return { files, compiled, agreeing, refused: refused.length, disagreeing: disagreements.map(({ file, differences }) => ({ file, kinds: differences.map((d) => d.kind) })) };
}

/** The diagnostics and notes of one site's run, counted by kind (recounted when saved results are read again). */
function kinds(result) {
  return {
    migrateNotes: countBy(result.migrate?.notes ?? [], noteKind),
    migrateErrors: countBy((result.migrate?.diagnostics ?? []).filter((d) => d.severity === 'error'), kindOf),
    build: classify(result.build),
  };
}

/** Results written by --save, in id order. */
function savedResults(options) {
  return readdirSync(options.from)
    .filter((name) => /^S\d+\.json$/.test(name) && (!options.only || options.only.has(name.slice(0, -5))))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(options.from, name), 'utf8')))
    .map((site) => (site.result ? { ...site, ...kinds(site.result) } : site));
}

async function main(argv) {
  const options = parseArgs(argv);
  const sites = options.from ? savedResults(options) : [];
  const copies = options.from ? [] : listCopies(options.dir).filter(({ id }) => !options.only || options.only.has(id));
  if (options.save) mkdirSync(options.save, { recursive: true });
  for (const copy of copies) {
    if (!options.json) process.stderr.write(`${copy.id} …\n`);
    const site = await runSite(copy, options);
    if (options.save) writeFileSync(path.join(options.save, `${site.id}.json`), `${JSON.stringify({ date: new Date().toISOString(), ...site }, null, 2)}\n`);
    sites.push(site);
  }
  if (options.json) {
    console.log(JSON.stringify({ date: new Date().toISOString(), node: process.version, sites }, null, 2));
    return;
  }
  for (const site of sites) if (site.comparison) delete site.comparison.details;
  console.log(formatReport(sites));
}

await main(process.argv.slice(2));
