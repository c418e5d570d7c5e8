// The search index alone (src/emit/search-index.ts): how many files it has, the CPU time to make and write them
// through the build's own writer, and the gzipped bytes the browser's search code fetches for one query (the
// queries of bench/run.mjs). With --against, another checkout's compiled index and search code are measured too,
// alternating with this one in the same process on the same site (compiled by this checkout, so the other must read
// the same Site shape), so the machine's load hits both alike.
//
//   node bench/search-index.mjs --root CORPUS [--rounds 5] [--against OTHER_CHECKOUT]
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { root: { type: 'string' }, rounds: { type: 'string', default: '5' }, against: { type: 'string' } } });
if (!values.root) throw new Error('usage: node bench/search-index.mjs --root CORPUS [--rounds 5] [--against OTHER_CHECKOUT]');
const QUERIES = ['liquidation bonus', 'oracle price', 'vault curator fee', 'health factor'];

const here = path.join(ROOT, 'dist/src');
const { compile } = await import(`${here}/pipeline/compile.js`);
const { createTimer } = await import(`${here}/pipeline/timer.js`);
const { createStagingDir } = await import(`${here}/emit/output/staging-dir.js`);
const { createTaskQueue, FILE_CONCURRENCY } = await import(`${here}/shared/concurrency.js`);
const { site } = await compile({ root: path.resolve(values.root), timer: createTimer() });
if (!site) throw new Error(`${values.root} did not compile`);

const variants = [{ name: 'this checkout', src: here }];
if (values.against) variants.unshift({ name: values.against, src: path.join(path.resolve(values.against), 'dist/src') });
for (const variant of variants) {
  variant.buildSearchIndex = (await import(`${variant.src}/emit/search-index.js`)).buildSearchIndex;
  variant.createBackend = (await import(`${variant.src}/client/search/backends.js`)).createBackend;
  variant.cpu = [];
}

// The search code reads the base path from <html> (the bench site has none) and fetches from the written folder.
globalThis.document = { documentElement: { getAttribute: () => null } };
let served = '';
let fetched = { bytes: 0, files: 0 };
globalThis.fetch = async (url) => {
  try {
    const body = readFileSync(path.join(served, String(url).split('?')[0]));
    fetched = { bytes: fetched.bytes + gzipSync(body).length, files: fetched.files + 1 };
    return new Response(body, { status: 200 });
  } catch {
    return new Response('', { status: 404 });
  }
};

async function queryCosts(variant, dir) {
  served = dir;
  const costs = [];
  for (const query of QUERIES) {
    fetched = { bytes: 0, files: 0 };
    await variant.createBackend({ provider: 'local' }).search(query, { limit: 10 });
    costs.push(`${(fetched.bytes / 1024).toFixed(1)} KiB/${fetched.files}`);
  }
  return costs.join(', ');
}

for (let round = 0; round < Number(values.rounds); round++) {
  for (const variant of variants) {
    const started = process.cpuUsage();
    const files = variant.buildSearchIndex(site);
    const writer = await createStagingDir(path.join(tmpdir(), 'lendocs-search-index-bench'));
    const writes = createTaskQueue(FILE_CONCURRENCY);
    for (const [relative, contents] of files) await writes.add(() => writer.write(relative, contents));
    await writes.drain();
    const used = process.cpuUsage(started);
    variant.cpu.push((used.user + used.system) / 1000);
    variant.files = files.length;
    if (round === 0) variant.queries = await queryCosts(variant, writer.dir);
    await writer.abort();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const variant of variants) {
  console.log(`${variant.name}: ${variant.files} files; make + write ${median(variant.cpu).toFixed(0)} ms CPU (median of ${variant.cpu.length}: ${variant.cpu.map((ms) => ms.toFixed(0)).join(', ')}); one query fetches (gzip/files) ${variant.queries}`);
}
