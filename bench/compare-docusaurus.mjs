#!/usr/bin/env node
// Compares a Docusaurus build folder with a lendocs build of the same site, route by route: routes one has and the
// other lacks (public URLs must not change), then, per page present in both, the counts of bench/compare/
// page-counts.mjs. Serves issue 18 (every Docusaurus route exists) and issue 19 (≥ 97 % of comparable pages have
// the same h2, h3, tables, code blocks and images; no KaTeX errors Docusaurus does not show; no leaked MDX).
//
//   node bench/compare-docusaurus.mjs <docusaurus-build> <lendocs-build> [--json] [--check] [--limit N]
//                                     [--locales en,fr]
//
// --json prints the whole comparison as JSON; --check exits 1 when a verdict fails; --limit caps each list in the
// readable summary (default 15). --locales (the default locale first) compares builds of every locale of a
// translated site locale by locale instead (bench/compare/locales.mjs): routes, <html lang> and dir, hreflang
// alternates and x-default, and whether each page shows Docusaurus's text, translated or fallen back.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countDifferences, COUNT_KEYS, pageCounts, PARITY_KEYS } from './compare/page-counts.mjs';
import { compareLocales, formatLocales } from './compare/locales.mjs';
import { missingFrom, routeTable } from './compare/routes.mjs';

/** Issue 19's bar: the share of comparable pages whose parity counts must match. */
export const PARITY_TARGET = 0.97;

function comparePages(dusDir, lenDir, dus, len) {
  const pages = [];
  for (const [route, dusFile] of dus.pages) {
    const lenFile = len.pages.get(route);
    if (lenFile === undefined) continue;
    const a = pageCounts(readFileSync(path.join(dusDir, dusFile), 'utf8'));
    const b = pageCounts(readFileSync(path.join(lenDir, lenFile), 'utf8'));
    const comparable = a.comparable && b.comparable;
    const parity = countDifferences(a, b, PARITY_KEYS);
    pages.push({
      route,
      comparable,
      // A page Docusaurus renders from Markdown but lendocs does not is a mismatch, not a skip. (The reverse is
      // fine: Docusaurus's generated category pages have no Markdown body, lendocs' may have one.)
      contentMissing: a.comparable && !b.comparable,
      same: comparable && Object.keys(parity).length === 0,
      differences: countDifferences(a, b, COUNT_KEYS),
      docusaurus: a,
      lendocs: b,
    });
  }
  return pages;
}

const sum = (pages, side, key) => pages.reduce((total, page) => total + page[side][key], 0);

/** The whole comparison as plain data (what --json prints). */
export function compareBuilds(dusDir, lenDir) {
  const dus = routeTable(dusDir);
  const len = routeTable(lenDir);
  const pages = comparePages(dusDir, lenDir, dus, len);
  const comparable = pages.filter((page) => page.comparable);
  const same = comparable.filter((page) => page.same).length;
  const totals = {};
  // Totals over comparable pages, except KaTeX errors and leaks, which count wherever they appear.
  for (const key of COUNT_KEYS) {
    const over = key === 'katexErrors' || key === 'leaks' ? pages : comparable;
    totals[key] = { docusaurus: sum(over, 'docusaurus', key), lendocs: sum(over, 'lendocs', key) };
  }
  const summary = {
    docusaurusRoutes: dus.pages.size,
    lendocsRoutes: len.pages.size,
    routesInBoth: pages.length,
    missingRoutes: missingFrom(dus.pages, len.pages).length,
    comparablePages: comparable.length,
    sameCounts: same,
    parity: comparable.length ? same / comparable.length : 1,
    contentMissing: pages.filter((page) => page.contentMissing).length,
    totals,
  };
  const verdicts = {
    everyRoute: summary.missingRoutes === 0,
    parity: summary.parity >= PARITY_TARGET && summary.contentMissing === 0,
    noNewKatexErrors: pages.every((page) => page.lendocs.katexErrors <= page.docusaurus.katexErrors),
    noLeaks: totals.leaks.lendocs === 0,
  };
  return {
    docusaurus: dusDir,
    lendocs: lenDir,
    summary,
    verdicts,
    missingRoutes: missingFrom(dus.pages, len.pages),
    extraRoutes: missingFrom(len.pages, dus.pages),
    missingFiles: missingFrom(dus.files, len.files),
    extraFiles: missingFrom(len.files, dus.files),
    pages,
  };
}

function list(title, items, limit) {
  if (items.length === 0) return [`${title}: none`];
  const shown = items.slice(0, limit).map((item) => `  ${item}`);
  if (items.length > limit) shown.push(`  … and ${items.length - limit} more`);
  return [`${title} (${items.length}):`, ...shown];
}

function describePage(page) {
  if (page.contentMissing) return `${page.route}  Markdown content in Docusaurus's page, none in lendocs'`;
  const parts = Object.entries(page.differences).map(([key, [a, b]]) => `${key} ${a}→${b}`);
  return `${page.route}  ${parts.join(', ')}`;
}

/** The readable summary: verdicts first, then the lists that explain them. */
export function formatReport(result, { limit = 15 } = {}) {
  const { summary: s, verdicts: v } = result;
  const pct = (s.parity * 100).toFixed(1);
  const mark = (ok) => (ok ? 'ok  ' : 'FAIL');
  const totals = COUNT_KEYS.map((key) => `${key} ${s.totals[key].docusaurus}/${s.totals[key].lendocs}`).join(', ');
  const differing = result.pages.filter((page) => page.contentMissing || (page.comparable && Object.keys(page.differences).length > 0));
  return [
    `Docusaurus: ${result.docusaurus} (${s.docusaurusRoutes} routes)`,
    `lendocs:    ${result.lendocs} (${s.lendocsRoutes} routes)`,
    '',
    `${mark(v.everyRoute)} every Docusaurus route exists in lendocs' output (${s.missingRoutes} missing)`,
    `${mark(v.parity)} ${s.sameCounts} of ${s.comparablePages} comparable pages (${pct} %) have the same ${PARITY_KEYS.join(', ')}` +
      ` (target ${PARITY_TARGET * 100} %; ${s.contentMissing} pages with no content in lendocs)`,
    `${mark(v.noNewKatexErrors)} no KaTeX error Docusaurus does not also show (${s.totals.katexErrors.docusaurus}/${s.totals.katexErrors.lendocs})`,
    `${mark(v.noLeaks)} no leaked MDX in lendocs' pages (${s.totals.leaks.lendocs}; Docusaurus ${s.totals.leaks.docusaurus})`,
    '',
    `Totals (Docusaurus/lendocs) over the ${s.comparablePages} comparable pages; KaTeX errors and leaks over all ${s.routesInBoth} routes in both: ${totals}`,
    '',
    ...list('Routes missing from lendocs', result.missingRoutes, limit),
    ...list('Routes only lendocs has', result.extraRoutes, limit),
    ...list('Public files missing from lendocs', result.missingFiles, limit),
    ...list('Pages whose counts differ (Docusaurus→lendocs)', differing.map(describePage), limit),
  ].join('\n');
}

function usage(message) {
  console.error(`compare-docusaurus: ${message}`);
  console.error('usage: node bench/compare-docusaurus.mjs <docusaurus-build> <lendocs-build> [--json] [--check] [--limit N] [--locales en,fr]');
  process.exit(2);
}

function parseArgs(argv) {
  const options = { json: false, check: false, limit: 15, folders: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--json') options.json = true;
    else if (arg === '--check') options.check = true;
    else if (arg === '--limit') options.limit = Number(argv[(i += 1)]);
    else if (arg === '--locales') options.locales = String(argv[(i += 1)] ?? '').split(',').filter(Boolean);
    else if (arg.startsWith('--')) usage(`unknown option ${arg}`);
    else options.folders.push(arg);
  }
  if (!Number.isInteger(options.limit) || options.limit < 0) usage('--limit takes a whole number');
  if (options.folders.length !== 2) usage("give two build folders: Docusaurus's, then lendocs'");
  return options;
}

function main(argv) {
  const { json, check, limit, folders, locales } = parseArgs(argv);
  for (const folder of folders) {
    if (!existsSync(folder) || !statSync(folder).isDirectory()) usage(`${folder} is not a folder (build the site first)`);
  }
  if (locales) {
    if (locales.length === 0) usage('--locales takes the locales, the default first: --locales en,fr');
    const results = compareLocales(path.resolve(folders[0]), path.resolve(folders[1]), locales);
    console.log(json ? JSON.stringify(results, null, 2) : formatLocales(results, { limit }));
    if (check && results.some((r) => r.missingRoutes.length > 0)) process.exitCode = 1;
    return;
  }
  const result = compareBuilds(path.resolve(folders[0]), path.resolve(folders[1]));
  console.log(json ? JSON.stringify(result, null, 2) : formatReport(result, { limit }));
  if (check && !Object.values(result.verdicts).every(Boolean)) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
