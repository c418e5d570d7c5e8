#!/usr/bin/env node
// `npm run bench`: builds the generated bench corpus (../shared/bench/gen-corpus.mjs) at scale 1 and 15 with
// lendocs, cold (no cache) and warm (cache, nothing changed), times a one-page edit under `serve --watch`, and
// measures the JavaScript a docs page loads and the search index one query fetches. The corpus is built with
// content/'s whole config (navbar, footer, announcement bar, Ask AI) and its static files, as a real site is, and
// Hugo builds the same Markdown between lendocs' runs. Medians of several runs and issue 36's targets, each with
// pass or fail, are printed and appended to bench/RESULTS.md with the date, the machine and the command.
//
//   node bench/run.mjs [--scales 1,15] [--runs 3] [--cold-only] [--no-write]
//   --cold-only: only the cold builds beside Hugo and the targets (no warm builds, edits or search).
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = new URL('..', import.meta.url).pathname;
const GENERATOR = path.resolve(ROOT, '../shared/bench/gen-corpus.mjs');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const scales = option('--scales', '1,15').split(',').map(Number);
const runs = Number(option('--runs', '3'));
const write = !args.includes('--no-write');
const coldOnly = args.includes('--cold-only');
const SITE_CONFIG = path.join(ROOT, 'content/lendocs.config.yml');
// The config names the variable that carries the Ask AI endpoint; the bench gives it one so the modal is built.
const askAiVariable = /endpointEnv:\s*([A-Z0-9_]+)/.exec(readFileSync(SITE_CONFIG, 'utf8'))?.[1];
const buildEnv = { ...process.env, NODE_ENV: 'production', ...(askAiVariable ? { [askAiVariable]: 'https://ask.example/v1/chat/completions' } : {}) };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => (bytes / 1024).toFixed(1);

if (!existsSync(GENERATOR)) {
  console.error(`bench: the corpus generator is missing (${GENERATOR}); it lives in the shared folder beside this checkout.`);
  process.exit(2);
}

const work = mkdtempSync(path.join(tmpdir(), 'lendocs-bench-'));
const rows = [];
try {
  for (const scale of scales) {
    const corpus = path.join(work, `corpus-${scale}`);
    const generated = spawnSync(process.execPath, [GENERATOR, '--out', corpus, '--scale', String(scale), '--seed', '1'], { encoding: 'utf8' });
    if (generated.status !== 0) throw new Error(generated.stderr);
    // content/'s config and static files (logo, favicon, social card, authors' pictures) beside the corpus's images.
    cpSync(SITE_CONFIG, path.join(corpus, 'lendocs.config.yml'));
    cpSync(path.join(ROOT, 'content/static'), path.join(corpus, 'static'), { recursive: true });
    const out = path.join(work, `out-${scale}`);
    // Warm builds have a cache folder of their own (--cache-dir), so it belongs to this scale alone.
    const cache = path.join(work, `cwd-${scale}`);
    mkdirSync(cache, { recursive: true });

    // Hugo beside lendocs, alternating run by run, so both see the same machine: times here drift by 2x.
    const hugo = prepareHugo(corpus);
    const cold = [];
    const hugoTimes = [];
    try {
      for (let i = 0; i < runs; i++) {
        cold.push(measureBuild(corpus, out, { cache: undefined }));
        if (hugo) hugoTimes.push(hugo.run());
      }
    } finally {
      hugo?.remove();
    }
    const warm = [];
    if (!coldOnly) {
      measureBuild(corpus, out, { cache }); // fills the cache
      for (let i = 0; i < runs; i++) warm.push(measureBuild(corpus, out, { cache }));
    }
    const edits = coldOnly ? [NaN] : measureEdit(corpus, runs);
    const js = docsPageScripts(out);
    const search = coldOnly ? { searchGzip: NaN, queryMs: NaN } : searchFetch(out);
    rows.push({
      scale,
      pages: cold[0].pages,
      coldSeconds: median(cold.map((r) => r.seconds)),
      coldRssMB: median(cold.map((r) => r.maxRssMB)),
      warmSeconds: warm.length ? median(warm.map((r) => r.seconds)) : NaN,
      warmRssMB: warm.length ? median(warm.map((r) => r.maxRssMB)) : NaN,
      editMs: median(edits),
      ...js,
      ...search,
      // The issue's example of a page that must not grow with the site.
      poolsBytes: statSync(path.join(out, 'explore/pools/index.html')).size,
      profile: cold[0].profile,
      hugoSeconds: hugoTimes.length ? median(hugoTimes) : undefined,
      ratios: hugoTimes.map((h, i) => cold[i].seconds / h),
    });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const machine = `${availableParallelism()} cores, Node ${process.version}`;
const table = [
  '| scale | pages | cold build s | pages/s (cold) | peak RSS MB (cold) | warm build s | peak RSS MB (warm) | edit → reload ms | JS a docs page loads raw / gz KiB | search: bytes one query fetches (gz KiB) | search: warm query ms |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.scale} | ${r.pages} | ${r.coldSeconds.toFixed(2)} | ${Math.round(r.pages / r.coldSeconds)} | ${r.coldRssMB} | ${r.warmSeconds.toFixed(2)} | ${r.warmRssMB} | ${r.editMs.toFixed(0)} | ${kb(r.jsRaw)} / ${kb(r.jsGzip)} | ${kb(r.searchGzip)} | ${r.queryMs.toFixed(1)} |`,
  ),
];
const TARGET_RATIO = { 1: 1.5, 15: 0.8 };
const hugoLines = rows
  .filter((r) => r.hugoSeconds !== undefined)
  .map(
    (r) =>
      `Scale ${r.scale}: Hugo (Debian's, with ../shared/bench/hugo/: sidebar, TOC, Chroma highlighting) ${r.hugoSeconds.toFixed(2)} s, lendocs cold ${r.coldSeconds.toFixed(2)} s; ` +
      `lendocs ÷ Hugo = ${median(r.ratios).toFixed(2)} (each run: ${r.ratios.map((x) => x.toFixed(2)).join(', ')})${TARGET_RATIO[r.scale] ? `; target ≤ ${TARGET_RATIO[r.scale]}` : ''}.`,
  );
const [smallest, largest] = [rows[0], rows[rows.length - 1]];
const pageLines =
  rows.length > 1
    ? [`A docs page's HTML (/explore/pools/): scale ${smallest.scale} ${kb(smallest.poolsBytes)} KiB, scale ${largest.scale} ${kb(largest.poolsBytes)} KiB; ratio ${(largest.poolsBytes / smallest.poolsBytes).toFixed(2)} (target ≤ 1.3).`, '']
    : [];
const targets = targetRows(rows);
const profiles = rows.map((r) => `Scale ${r.scale}, cold build, time per stage (\`--profile\`):\n\n\`\`\`\n${r.profile}\n\`\`\``);
const report = [
  `## Bench ${new Date().toISOString().slice(0, 10)} — ${machine}`,
  '',
  `Command: \`npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\` (${runs} runs each, medians; the corpus with content/'s config and static files)`,
  '',
  ...targets,
  '',
  ...table,
  '',
  ...(hugoLines.length ? [...hugoLines, ''] : ['Hugo is not installed here, so no Hugo ratio was measured (`apt-get install hugo` adds it to the next run).', '']),
  ...pageLines,
  ...profiles,
  '',
].join('\n');
console.log(report);
if (write) appendFileSync(path.join(ROOT, 'bench/RESULTS.md'), `\n${report}`);

/** Issue 36's targets, each with what was measured in this run and pass or fail. */
function targetRows(rows) {
  const at = (scale) => rows.find((r) => r.scale === scale);
  const verdict = (value, limit) => (Number.isFinite(value) ? (value <= limit ? 'pass' : 'fail') : 'not measured');
  const lines = ['| | lendocs | Hugo | ratio | target | met? |', '| --- | --- | --- | --- | --- | --- |'];
  for (const scale of [15, 1]) {
    const r = at(scale);
    if (!r) continue;
    const ratio = r.ratios.length ? median(r.ratios) : NaN;
    const hugo = r.hugoSeconds === undefined ? 'not installed' : `${r.hugoSeconds.toFixed(2)} s`;
    lines.push(`| scale ${scale} (${r.pages} pages) cold | ${r.coldSeconds.toFixed(2)} s | ${hugo} | ${Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : ''} | ≤ ${TARGET_RATIO[scale]}× | ${verdict(ratio, TARGET_RATIO[scale])} |`);
  }
  if (at(15)) lines.push(`| peak RSS, scale 15 (cold) | ${at(15).coldRssMB} MB | | | ≤ 400 MB | ${verdict(at(15).coldRssMB, 400)} |`);
  if (at(1) && at(15)) {
    const ratio = at(15).poolsBytes / at(1).poolsBytes;
    lines.push(`| docs page HTML (/explore/pools/), s15 ÷ s1 | ${kb(at(15).poolsBytes)} / ${kb(at(1).poolsBytes)} KiB | | ${ratio.toFixed(2)}× | ≤ 1.3× | ${verdict(ratio, 1.3)} |`);
  }
  return lines;
}

/**
 * One `lendocs build` in a child process, as bin/lendocs.js runs it: wall time of the whole process (start-up
 * included, as Hugo's is), peak RSS and the --profile lines.
 */
function measureBuild(corpus, out, { cache }) {
  // As bin/lendocs.js starts it: with Node's compile cache where Node has one (22.8 and later).
  const script = `
    const module = await import('node:module');
    const compileCache = module.enableCompileCache?.();
    if (compileCache?.directory) process.env.NODE_COMPILE_CACHE ??= compileCache.directory;
    const { runCli } = await import(${JSON.stringify(path.join(ROOT, 'dist/bundle/cli.js'))});
    const lines = [];
    const code = await runCli(process.argv, { out: (t) => lines.push(t), err: (t) => lines.push(t), tty: false });
    process.stdout.write(JSON.stringify({ code, maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024), lines }));
  `;
  const cliArgs = ['build', '--root', corpus, '--out', out, '--profile', ...(cache ? ['--cache-dir', path.join(cache, '.lendocs-cache')] : ['--no-cache'])];
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script, 'lendocs', ...cliArgs], {
    encoding: 'utf8',
    cwd: cache ?? work,
    env: buildEnv,
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (child.status !== 0) throw new Error(`build failed (status ${child.status}, signal ${child.signal}): ${child.stderr}${child.error ?? ""}`);
  const result = JSON.parse(child.stdout);
  if (result.code !== 0) throw new Error(`build failed:\n${result.lines.join('\n')}`);
  const summary = result.lines.find((line) => line.startsWith('Built '));
  const pages = Number(/Built (\d+) pages/.exec(summary)[1]);
  const profile = result.lines
    .flatMap((line) => line.split('\n'))
    .filter((line) => /^ {2}\S.* ms$|^Time per stage/.test(line) && !line.includes('/'))
    .join('\n');
  return { seconds, maxRssMB: result.maxRssMB, pages, profile };
}

/**
 * The same corpus as a Hugo site, made by ../shared/bench/hugo/prepare.sh (sidebar, TOC and Chroma highlighting,
 * no search or client script), when Debian's `hugo` is installed. `run()` times one cold Hugo build.
 */
function prepareHugo(corpus) {
  const prepare = path.resolve(ROOT, '../shared/bench/hugo/prepare.sh');
  if (!existsSync(prepare) || spawnSync('hugo', ['version'], { encoding: 'utf8' }).status !== 0) return undefined;
  const site = mkdtempSync(path.join(tmpdir(), 'lendocs-bench-hugo-'));
  const prepared = spawnSync('bash', [prepare, corpus, site], { encoding: 'utf8' });
  if (prepared.status !== 0) throw new Error(`bench: preparing the Hugo site failed:\n${prepared.stderr}`);
  return {
    run() {
      rmSync(path.join(site, 'public'), { recursive: true, force: true });
      rmSync(path.join(site, 'resources'), { recursive: true, force: true });
      const started = performance.now();
      const run = spawnSync('hugo', ['--quiet', '--source', site], { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`bench: hugo failed:\n${run.stderr}`);
      return (performance.now() - started) / 1000;
    },
    remove: () => rmSync(site, { recursive: true, force: true }),
  };
}

/** Save one page under `serve --watch` and time until the reload event reaches a connected client. */
function measureEdit(corpus, count) {
  const copy = mkdtempSync(path.join(tmpdir(), 'lendocs-bench-serve-'));
  cpSync(corpus, copy, { recursive: true });
  const script = `
    process.env.NODE_ENV = 'production';
    const { startServer } = await import(${JSON.stringify(path.join(ROOT, 'dist/src/serve/server.js'))});
    const { readFileSync, writeFileSync } = await import('node:fs');
    const http = await import('node:http');
    const root = process.argv[1];
    const server = await startServer({ root, port: 0, host: '127.0.0.1', watch: true });
    let onEvent;
    http.get(server.url + '__lendocs/events', (res) => res.on('data', (chunk) => { if (String(chunk).includes('event: reload')) onEvent?.(); }));
    await new Promise((r) => setTimeout(r, 500));
    const file = root + '/docs/explore/index.md';
    const original = readFileSync(file, 'utf8');
    const times = [];
    for (let i = 0; i < ${count}; i++) {
      const started = performance.now();
      const reloaded = new Promise((resolve) => (onEvent = resolve));
      writeFileSync(file, original + '\\n\\nEdit number ' + i + '.\\n');
      await reloaded;
      times.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 300));
    }
    await server.close();
    process.stdout.write(JSON.stringify(times));
    process.exit(0);
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script, copy], { encoding: 'utf8', env: buildEnv, maxBuffer: 16 * 1024 * 1024 });
  rmSync(copy, { recursive: true, force: true });
  if (child.status !== 0) throw new Error(`serve bench failed: ${child.stderr}`);
  return JSON.parse(child.stdout);
}

/** Every script a docs page loads before any interaction: external scripts plus inline ones. */
function docsPageScripts(out) {
  const html = readFileSync(path.join(out, 'explore/index.html'), 'utf8');
  let raw = '';
  for (const match of html.matchAll(/<script src="([^"]+)"/g)) raw += readFileSync(path.join(out, match[1]), 'utf8');
  for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) raw += match[1];
  return { jsRaw: Buffer.byteLength(raw), jsGzip: gzipSync(raw).length };
}

/** Runs the browser's local search code in Node against the built index, counting the (gzipped) bytes it fetches. */
function searchFetch(out) {
  const script = `
    const { readFileSync } = await import('node:fs');
    const { gzipSync } = await import('node:zlib');
    const out = process.argv[1];
    let bytes = 0;
    // The client reads the site's base path from <html>; the bench site has none.
    globalThis.document = { documentElement: { getAttribute: () => null } };
    globalThis.fetch = async (url) => {
      try {
        const body = readFileSync(out + String(url).split('?')[0]);
        bytes += gzipSync(body).length;
        return new Response(body, { status: 200 });
      } catch {
        return new Response('', { status: 404 });
      }
    };
    const { createBackend } = await import(${JSON.stringify(path.join(ROOT, 'dist/src/client/search/backends.js'))});
    const queries = ['liquidation bonus', 'oracle price', 'vault curator fee', 'health factor'];
    const fetched = [];
    const warm = [];
    for (const query of queries) {
      const backend = createBackend({ provider: 'local' });
      bytes = 0;
      await backend.search(query, { limit: 10 });
      fetched.push(bytes);
      const started = performance.now();
      await backend.search(query, { limit: 10 });
      warm.push(performance.now() - started);
    }
    process.stdout.write(JSON.stringify({ searchGzip: Math.max(...fetched), queryMs: Math.max(...warm) }));
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script, out], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`search bench failed: ${child.stderr}`);
  return JSON.parse(child.stdout);
}
