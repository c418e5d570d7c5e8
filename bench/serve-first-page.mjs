#!/usr/bin/env node
// `lendocs serve` on a site, from the start of the process to its first page (issue 36): starts `serve --no-cache
// --port 0`, asks for one page as soon as the server says its address, and reports how long after the start the page
// came, and when the first build ended (the "Serving … at" line). Runs one after the other; medians printed.
// --page-only stops each run once the page came (a large site's first build takes minutes on a busy machine).
//
//   node bench/serve-first-page.mjs --root SITE [--path /docs/x/] [--runs 3] [--page-only]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

const BIN = new URL('../bin/lendocs.js', import.meta.url).pathname;
const { values } = parseArgs({ options: { root: { type: 'string' }, path: { type: 'string', default: '/' }, runs: { type: 'string', default: '3' }, 'page-only': { type: 'boolean', default: false } } });
if (!values.root) {
  console.error('usage: node bench/serve-first-page.mjs --root SITE [--path /docs/x/] [--runs 3] [--page-only]');
  process.exit(2);
}

/**
 * CPU seconds (user + system) a process has used, and its main thread alone (Linux: /proc; undefined elsewhere). On
 * a busy machine the time to the first page mostly measures the others' load; the main thread's CPU by then is what
 * that time comes down to on an idle machine with a core for each thread.
 */
function cpuSeconds(pid) {
  const read = (file) => {
    try {
      const stat = readFileSync(file, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return undefined;
    }
  };
  return { process: read(`/proc/${pid}/stat`), main: read(`/proc/${pid}/task/${pid}/stat`) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function get(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** One serve process: ms from spawn to the first page's last byte, and to the end of the first build. */
function once() {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [BIN, 'serve', '--root', path.resolve(values.root), '--port', '0', '--no-cache'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const result = {};
    let text = '';
    const finish = () => {
      if (result.pageMs === undefined || (result.builtMs === undefined && !values['page-only'])) return;
      // The next run starts once this one's process is gone, so they never overlap.
      child.once('exit', () => resolve(result));
      child.kill('SIGTERM');
    };
    const read = (chunk) => {
      text += chunk;
      const listening = /Building .* for (http:\/\/\S+?)…/.exec(text);
      if (listening && result.url === undefined) {
        result.url = listening[1];
        get(new URL(values.path.replace(/^\//, ''), result.url)).then(({ status, bytes }) => {
          Object.assign(result, { pageMs: performance.now() - started, status, bytes, cpu: cpuSeconds(child.pid) });
          finish();
        }, reject);
      }
      if (result.builtMs === undefined && /Serving .* at /.test(text)) {
        result.builtMs = performance.now() - started;
        finish();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      if (result.builtMs === undefined && result.pageMs === undefined) reject(new Error(`serve ended (${code}) before its first build did:\n${text}`));
    });
  });
}

const results = [];
for (let run = 0; run < Number(values.runs); run++) {
  const result = await once();
  const built = result.builtMs === undefined ? 'first build not waited for' : `first build over ${(result.builtMs / 1000).toFixed(2)} s`;
  const cpu = result.cpu.main === undefined ? '' : `; CPU by then ${result.cpu.main.toFixed(2)} s main thread, ${result.cpu.process.toFixed(2)} s process`;
  console.error(`run ${run + 1}: first page ${(result.pageMs / 1000).toFixed(2)} s (${result.status}, ${result.bytes} bytes${cpu}), ${built}`);
  results.push(result);
}
const page = median(results.map((r) => r.pageMs)) / 1000;
const built = values['page-only'] ? '' : `, start → first build over ${(median(results.map((r) => r.builtMs)) / 1000).toFixed(2)} s`;
console.log(`serve --no-cache ${values.root} ${values.path}: start → first page ${page.toFixed(2)} s${built} (median of ${results.length}; target ≤ 1 s to the first page)`);
