#!/usr/bin/env node
// Serve under load: `lendocs serve --watch` on 127.0.0.1 takes 200 connections for 10 s over a mix of pages, assets
// and 404s, while a file of a temporary copy of content/ is edited every 500 ms and 20 live-reload clients stay
// connected. Prints requests/s, p99 latency and errors, and appends them to bench/RESULTS.md ("Serve under load").
//
//   npx tsc -p . && node bench/load.mjs [--connections 200] [--seconds 10] [--clients 20] [--no-record]
//
// Exit code 1 when a request failed (connection error, timeout, 5xx or an unexpected status), a live-reload
// client was dropped, or an edit never reached the clients. Only loopback is ever contacted.
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import * as cheerio from 'cheerio';
import { startServer } from '../dist/src/serve/server.js';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '20' },
    'no-record': { type: 'boolean', default: false },
  },
});
const CONNECTIONS = Number(values.connections);
const SECONDS = Number(values.seconds);
const CLIENTS = Number(values.clients);
const EDIT_EVERY_MS = 500;
const HOST = '127.0.0.1';

const repository = fileURLToPath(new URL('..', import.meta.url));
// Other work on the machine skews the figures; the 1-minute load average before the run is recorded with them.
const loadBefore = loadavg()[0];
const workDir = mkdtempSync(path.join(tmpdir(), 'lendocs-load-'));
const root = path.join(workDir, 'content');
cpSync(path.join(repository, 'content'), root, { recursive: true });
const EDITED = 'docs/explore/pools.md';

let rebuilds = 0;
let failedRebuilds = 0;
const running = await startServer({
  root,
  port: 0,
  host: HOST,
  watch: true,
  onUpdate: (result) => {
    rebuilds++;
    if (!result.ok) failedRebuilds++;
  },
});
const base = running.url.replace(/\/$/, '');
console.log(`lendocs serve --watch on ${base} (content copied to ${root})`);

try {
  const paths = await requestMix(base);
  console.log(`request mix: ${paths.pages.length} pages, ${paths.assets.length} assets, ${paths.missing.length} missing paths`);

  const clients = await Promise.all(Array.from({ length: CLIENTS }, () => liveReloadClient(base)));
  const connectedBefore = clients.filter((client) => client.open).length;
  console.log(`live-reload clients connected before: ${connectedBefore} of ${CLIENTS}`);

  // One edit every 500 ms: a new paragraph at the end of a docs page, so only that page (and the search index) change.
  const original = readFileSync(path.join(root, EDITED), 'utf8');
  let edits = 0;
  const editor = setInterval(() => {
    edits++;
    writeFileSync(path.join(root, EDITED), `${original}\nEdited under load, edit ${edits}.\n`);
  }, EDIT_EVERY_MS);

  const requests = [...paths.pages, ...paths.assets, ...paths.missing].map((p) => ({ method: 'GET', path: p }));
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests,
    // The load comes from a worker thread, so the server keeps the main thread to itself.
    workers: 1,
    timeout: 10,
  });
  clearInterval(editor);
  // Let the last edit's rebuild finish and reach the clients.
  await waitFor(() => clients.every((client) => client.reloads > 0), 5_000);
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  const connectedAfter = clients.filter((client) => client.open).length;
  const reloads = clients.map((client) => client.reloads);
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]));
  const unexpected = Object.entries(statuses).filter(([code]) => code !== '200' && code !== '404').reduce((sum, [, count]) => sum + count, 0);
  const errors = result.errors + result.timeouts + unexpected;
  const figures = {
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors,
    statuses,
    edits,
    rebuilds,
    failedRebuilds,
    connectedBefore,
    connectedAfter,
    reloadsMin: Math.min(...reloads),
    reloadsMax: Math.max(...reloads),
  };

  console.log(`\n${figures.requests} requests in ${SECONDS} s: ${figures.requestsPerSecond} requests/s, latency p50 ${figures.p50} ms, p99 ${figures.p99} ms, max ${figures.max} ms`);
  console.log(`errors: ${errors} (connection errors ${result.errors}, timeouts ${result.timeouts}, other statuses ${unexpected}); statuses ${JSON.stringify(statuses)}`);
  console.log(`edits: ${edits}, rebuilds: ${rebuilds} (${failedRebuilds} failed)`);
  console.log(`live-reload clients: ${connectedBefore} before, ${connectedAfter} after (${CLIENTS - connectedAfter} dropped); reload events per client ${figures.reloadsMin}–${figures.reloadsMax}`);

  const ok = errors === 0 && connectedAfter === CLIENTS && connectedBefore === CLIENTS && figures.reloadsMin > 0 && failedRebuilds === 0;
  if (!values['no-record']) record(figures, ok);
  for (const client of clients) client.close();
  if (!ok) process.exitCode = 1;
} finally {
  await running.close();
  rmSync(workDir, { recursive: true, force: true });
}

/** Pages from the sitemap and the home page's links, the assets the pages load, and paths that do not exist. */
async function requestMix(origin) {
  const home = await get(`${origin}/`);
  const $ = cheerio.load(home.body);
  const sitemap = cheerio.load((await get(`${origin}/sitemap.xml`)).body, { xml: true });
  const pages = sitemap('loc')
    .map((_, el) => new URL(sitemap(el).text()).pathname)
    .get()
    .filter((_, index) => index % 6 === 0);
  const assets = [
    $('link[rel="stylesheet"]').attr('href'),
    ...$('script[src]').map((_, el) => $(el).attr('src')).get(),
    ...$('img[src^="/"]').map((_, el) => $(el).attr('src')).get(),
    '/sitemap.xml',
    '/blog/rss.xml',
    '/search-index/docs.json',
  ].filter((href, index, all) => href && all.indexOf(href) === index);
  const missing = ['/no-such-page', '/explore/no-such-page', '/img/missing.png', '/blog/2099-01-01-future'];
  for (const p of [...pages.slice(0, 3), ...assets]) {
    const response = await get(`${origin}${p}`);
    if (response.status !== 200) throw new Error(`${p} answered ${response.status} before the load started`);
  }
  return { pages, assets, missing };
}

function get(url) {
  return new Promise((resolve, reject) => {
    request(url, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body }));
    })
      .on('error', reject)
      .end();
  });
}

/** An EventSource-style client: one long GET of the events path, counting "reload" events. */
function liveReloadClient(origin) {
  return new Promise((resolve, reject) => {
    const client = { open: false, reloads: 0, close: () => req.destroy() };
    const req = request(`${origin}/__lendocs/events`, { headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`events answered ${response.statusCode}`));
      client.open = true;
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        buffer += chunk;
        const events = buffer.split('\n\n');
        buffer = events.pop();
        client.reloads += events.filter((event) => /^event: reload$/m.test(event)).length;
      });
      response.on('close', () => (client.open = false));
      resolve(client);
    });
    req.on('error', (error) => {
      client.open = false;
      reject(error);
    });
    req.end();
  });
}

async function waitFor(condition, ms) {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
}

function record(figures, ok) {
  const file = path.join(repository, 'bench/RESULTS.md');
  const date = new Date().toISOString().slice(0, 10);
  const cpu = cpus();
  const machine = `${cpu.length} cores (${cpu[0]?.model?.trim() ?? 'unknown CPU'}), Node ${process.version}, load average ${loadBefore.toFixed(1)} before the run`;
  // A new row goes under the table of the last "Serve under load" section only if that section is the file's last one.
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const lastSection = [...text.matchAll(/^## (.*)$/gm)].at(-1)?.[1];
  const heading = lastSection === 'Serve under load' && text.endsWith('|\n') ? '' : '\n## Serve under load\n\n`bench/load.mjs`: `lendocs serve --watch` on 127.0.0.1 (a copy of content/), autocannon from a worker thread over a mix of pages, assets and 404s, while one docs page is edited every 500 ms and live-reload clients stay connected.\n\n| date | machine | command | requests/s | p50 ms | p99 ms | max ms | errors | statuses | edits / rebuilds | live-reload clients before → after | reloads per client | result |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|\n';
  const command = `node bench/load.mjs --connections ${CONNECTIONS} --seconds ${SECONDS} --clients ${CLIENTS}`;
  const row = `| ${date} | ${machine} | \`${command}\` | ${figures.requestsPerSecond} | ${figures.p50} | ${figures.p99} | ${figures.max} | ${figures.errors} | ${Object.entries(figures.statuses).map(([code, count]) => `${code}: ${count}`).join(', ')} | ${figures.edits} / ${figures.rebuilds} | ${figures.connectedBefore} → ${figures.connectedAfter} | ${figures.reloadsMin}–${figures.reloadsMax} | ${ok ? 'pass' : 'FAIL'} |\n`;
  // Appended, never rewritten: other benchmarks add their own sections to this file.
  appendFileSync(file, (existsSync(file) ? '' : '# Benchmark results\n') + heading + row);
  console.log(`appended to ${path.relative(repository, file)}`);
}
