#!/usr/bin/env node
// `npm run audit:lighthouse`: builds content/ into a temporary folder, serves it on 127.0.0.1 with lendocs' own
// static handler, and runs Lighthouse (performance, accessibility, best practices, SEO) in Debian's Chromium on
// the home page, a docs page and a blog post, with the desktop preset and the default (mobile) one. Prints the
// scores and the audits that cost points, and appends the scores to bench/RESULTS.md ("Lighthouse") with the
// date, the machine and the command.
//
//   node bench/lighthouse.mjs [--presets desktop,mobile] [--runs 1] [--pages /,/explore/pools] [--no-write]
//                             [--compile | --no-compile] [--json DIR]
//
// CHROME_PATH picks the browser (default /usr/bin/chromium). Lighthouse never downloads one. With --runs N each
// page is audited N times and the run with the median performance score is kept (as Lighthouse advises).
// dist/ is recompiled first when a source file is newer than it (--compile forces it, --no-compile skips it).
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const presets = option('--presets', 'desktop,mobile').split(',').filter(Boolean);
const runs = Math.max(1, Number(option('--runs', '1')));
const pages = option('--pages', '/,/explore/pools,/blog/2024-07-09-introducing-multiply').split(',').filter(Boolean);
const write = !args.includes('--no-write');
const jsonDir = option('--json', undefined);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

for (const preset of presets) {
  if (preset !== 'desktop' && preset !== 'mobile') {
    console.error(`lighthouse: unknown preset "${preset}" (use desktop, mobile or both).`);
    process.exit(2);
  }
}
if (!existsSync(chromePath)) {
  console.error(`lighthouse: no browser at ${chromePath}; install Debian's chromium or set CHROME_PATH.`);
  process.exit(2);
}

// 1. Compile when dist/ is older than the sources (tsc rewrites every output, so the oldest output is the marker).
const newest = (dir, test) => {
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && test(entry.name)) time = Math.max(time, statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return time;
};
const markers = ['dist/src/cli.js', 'dist/src/serve/http/static-handler.js', 'dist/client/main.js'].map((file) => path.join(ROOT, file));
const distTime = markers.every(existsSync) ? Math.min(...markers.map((file) => statSync(file).mtimeMs)) : 0;
const sourceTime = Math.max(newest(path.join(ROOT, 'src'), (name) => /\.tsx?$/.test(name)), newest(path.join(ROOT, 'templates'), (name) => /\.tsx?$/.test(name)));
if (args.includes('--compile') || (!args.includes('--no-compile') && sourceTime > distTime)) {
  console.log('Compiling (npx tsc -p . && node scripts/bundle-client.mjs) …');
  for (const [command, commandArgs] of [
    ['npx', ['tsc', '-p', '.']],
    [process.execPath, ['scripts/bundle-client.mjs']],
  ]) {
    const result = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`lighthouse: \`${command} ${commandArgs.join(' ')}\` failed.`);
      process.exit(1);
    }
  }
}

// 2. Build content/ into a temporary folder.
const work = mkdtempSync(path.join(tmpdir(), 'lendocs-lighthouse-'));
const site = path.join(work, 'site');
console.log(`Building content/ into ${site} …`);
const built = spawnSync(process.execPath, ['bin/lendocs.js', 'build', '--out', site], { cwd: ROOT, encoding: 'utf8' });
if (built.status !== 0) {
  console.error(built.stdout + built.stderr);
  rmSync(work, { recursive: true, force: true });
  process.exit(1);
}

// 3. Serve it and audit.
const { createStaticHandler } = await import('../dist/src/serve/http/static-handler.js');
const lighthouse = (await import('lighthouse')).default;
const desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;
// chrome-launcher is lighthouse's own dependency: resolve it from there rather than relying on hoisting.
const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const chromeLauncher = await import(pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')).href);

const handler = createStaticHandler(site);
const server = createServer((request, response) => {
  handler(request, response).catch(() => response.destroy());
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const score = (value) => (value == null ? '—' : String(Math.round(value * 100)));
const results = [];
let chrome;
try {
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  for (const preset of presets) {
    for (const page of pages) {
      const lhrs = [];
      for (let run = 0; run < runs; run++) {
        process.stdout.write(`Lighthouse ${preset} ${page}${runs > 1 ? ` (run ${run + 1}/${runs})` : ''} …\n`);
        const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
        const result = await lighthouse(`${origin}${page}`, flags, preset === 'desktop' ? desktopConfig : undefined);
        if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${page}`);
        if (result.lhr.runtimeError) throw new Error(`${page}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        lhrs.push(result.lhr);
      }
      const performance = median(lhrs.map((lhr) => lhr.categories.performance?.score ?? 0));
      const lhr = lhrs.find((candidate) => (candidate.categories.performance?.score ?? 0) === performance);
      results.push({ preset, page, lhr });
      if (jsonDir) {
        mkdirSync(jsonDir, { recursive: true });
        const name = `${preset}-${page.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.json`;
        writeFileSync(path.join(jsonDir, name), JSON.stringify(lhr, null, 2));
      }
    }
  }
} finally {
  await chrome?.kill();
  server.close();
  rmSync(work, { recursive: true, force: true });
}

// 4. Report.
const header = ['preset', 'page', 'performance', 'accessibility', 'best practices', 'SEO'];
const rows = results.map(({ preset, page, lhr }) => [preset, page, ...CATEGORIES.map((id) => score(lhr.categories[id]?.score))]);
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
console.log(`\n${line(header)}\n${line(widths.map((width) => '-'.repeat(width)))}\n${rows.map(line).join('\n')}`);

// The audits that cost points (weight > 0, score < 1), and the performance metrics behind the score.
let anyFailing = false;
for (const { preset, page, lhr } of results) {
  const failing = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (id === 'performance' && ref.group === 'metrics') continue;
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (ref.weight === 0 && !(audit.scoreDisplayMode === 'binary' && id !== 'performance')) continue;
      failing.push(`  [${id}] ${ref.id} (score ${score(audit.score)}, weight ${ref.weight}): ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`);
    }
  }
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
    .map((id) => lhr.audits[id])
    .filter(Boolean)
    .map((audit) => `${audit.title.replace(/ Paint$/, '').replace('First Contentful', 'FCP').replace('Largest Contentful', 'LCP')} ${audit.displayValue ?? '?'} (${score(audit.score)})`);
  console.log(`\n${preset} ${page}: ${metrics.join(', ')}`);
  if (failing.length) {
    anyFailing = true;
    console.log(failing.join('\n'));
  }
  for (const warning of lhr.runWarnings ?? []) console.log(`  warning: ${warning}`);
}
if (!anyFailing) console.log('\nNo audit costs points.');

if (write) {
  const cpu = cpus()[0]?.model.replace(/\s+/g, ' ').trim();
  const machine = `${availableParallelism()} cores${cpu ? ` (${cpu})` : ''}, Node ${process.version}`;
  const version = JSON.parse(readFileSync(requireFromLighthouse.resolve('lighthouse/package.json'), 'utf8')).version;
  const browser = (spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout?.match(/^\S+ [\d.]+/) ?? [chromePath])[0];
  const command = `node bench/lighthouse.mjs${args.length ? ` ${args.join(' ')}` : ''}`;
  const date = new Date().toISOString().slice(0, 10);
  const file = path.join(ROOT, 'bench/RESULTS.md');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const lastSection = [...text.matchAll(/^## (.*)$/gm)].at(-1)?.[1];
  const heading =
    lastSection === 'Lighthouse' && text.endsWith('|\n')
      ? ''
      : '\n## Lighthouse\n\n`bench/lighthouse.mjs`: content/ built into a temporary folder and served on 127.0.0.1 by lendocs\' static handler; Lighthouse in headless Chromium, categories performance, accessibility, best practices and SEO, desktop preset and the default mobile one (simulated throttling). The site URL (https://lendara.xyz) differs from the served origin.\n\n| date | machine | command | Lighthouse / browser | preset | page | performance | accessibility | best practices | SEO |\n|---|---|---|---|---|---|---|---|---|---|\n';
  const body = rows.map((row) => `| ${date} | ${machine} | \`${command}\`${runs > 1 ? ` (median of ${runs})` : ''} | ${version} / ${browser} | ${row.join(' | ')} |\n`).join('');
  appendFileSync(file, (existsSync(file) ? '' : '# Benchmark results\n') + heading + body);
  console.log(`\nAppended to bench/RESULTS.md.`);
}
