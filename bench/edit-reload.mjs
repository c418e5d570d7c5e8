#!/usr/bin/env node
// Edit → reload under `serve --watch`, as `npm run bench` times it (bench/run.mjs, measureEdit), with more edits and
// for any checkout, so two versions can be compared on one corpus, alternately, in the same minutes:
//
//   node bench/edit-reload.mjs --corpus DIR [--checkout DIR] [--edits 9] [--gap 300] [--page docs/explore/index.md]
//
// `--checkout` is a lendocs checkout with a compiled dist/ (default: this one). The corpus is copied first (serve
// writes into the copy). Each edit appends a line to the page's body, then waits for the live-reload event; the
// next edit comes `--gap` ms after it, as in run.mjs. Prints the times in ms, their median, the CPU time the
// process used per edit (worker threads and the files that trail each reload included), and the time each update
// took inside the server.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const corpus = option('--corpus');
if (!corpus) {
  console.error('edit-reload: pass the corpus with --corpus DIR (a site folder with lendocs.config.yml).');
  process.exit(2);
}
const checkout = path.resolve(option('--checkout', fileURLToPath(new URL('..', import.meta.url))));
const edits = Number(option('--edits', '9'));
const gap = Number(option('--gap', '300'));
const pagePath = option('--page', 'docs/explore/index.md');
if (!existsSync(path.join(corpus, pagePath))) {
  console.error(`edit-reload: ${path.join(corpus, pagePath)} does not exist; name a Markdown page of the corpus with --page (a gen-deep-corpus.mjs corpus has docs/part-1/explore/index.md).`);
  process.exit(2);
}

process.env.NODE_ENV = 'production';
const copy = mkdtempSync(path.join(tmpdir(), 'lendocs-edit-reload-'));
try {
  cpSync(corpus, copy, { recursive: true });
  const { startServer } = await import(path.join(checkout, 'dist/src/serve/server.js'));
  const updates = [];
  const server = await startServer({ root: copy, port: 0, host: '127.0.0.1', watch: true, onUpdate: (result) => updates.push(result) });
  let onReload;
  let events;
  // The first edit is made once the live-reload stream is open, so its event cannot be missed.
  await new Promise((resolve) => {
    events = get(`${server.url}__lendocs/events`, (res) => {
      res.on('data', (chunk) => String(chunk).includes('event: reload') && onReload?.());
      resolve();
    });
  });
  const file = path.join(copy, pagePath);
  const original = readFileSync(file, 'utf8');
  const times = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < edits; i++) {
    const reloaded = new Promise((resolve) => (onReload = resolve));
    const started = performance.now();
    writeFileSync(file, `${original}\n\nEdit number ${i}.\n`);
    await reloaded;
    times.push(Math.round(performance.now() - started));
    await new Promise((resolve) => setTimeout(resolve, gap));
  }
  const used = process.cpuUsage(cpu);
  events.destroy();
  await server.close();
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
  // CPU of the whole process (worker threads included) per edit, trailing files included, over the edits and gaps.
  const cpuMsPerEdit = Math.round((used.user + used.system) / 1000 / edits);
  console.log(JSON.stringify({ checkout, median, times, cpuMsPerEdit, updateMs: updates.map((u) => Math.round(u.ms)), bodyOnly: updates.map((u) => u.bodyOnly === true) }));
} finally {
  rmSync(copy, { recursive: true, force: true });
}
